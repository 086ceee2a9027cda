import { standardApplicationForm, type FormProperty } from '@rekry/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormBuilder } from '../../src/features/form-builder/index.ts';

function renderBuilder(initial: FormProperty[]) {
  let current = initial;
  function Harness() {
    const [form, setForm] = useState(initial);
    current = form;
    return <FormBuilder form={form} onChange={setForm} />;
  }
  render(<Harness />);
  return { user: userEvent.setup(), latest: () => current };
}

const PERSONAL = 'Personuppgift (döljs vid anonym granskning)';

describe("the form builder's 'Personuppgift' flag", () => {
  it('starts checked on a standard personal field and writes personal: false when unchecked', async () => {
    const { user, latest } = renderBuilder(standardApplicationForm());
    await user.click(screen.getByRole('button', { name: 'Redigera Förnamn' }));
    const box = screen.getByRole('checkbox', { name: new RegExp(PERSONAL.replace(/[()]/g, '\\$&')) });
    expect(box).toBeChecked();
    await user.click(box);
    expect(latest().find((p) => p.key === 'form_firstname')?.personal).toBe(false);
    expect(box).not.toBeChecked();
  });

  it('starts unchecked on a new text field and writes personal: true when checked', async () => {
    const { user, latest } = renderBuilder([]);
    await user.click(screen.getByRole('button', { name: 'Textrad' }));
    const box = screen.getByRole('checkbox', { name: /Personuppgift/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(latest()[0]?.personal).toBe(true);
  });
});
