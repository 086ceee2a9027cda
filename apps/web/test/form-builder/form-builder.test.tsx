import {
  AGE_PERIOD_MESSAGES,
  agePeriodsOf,
  findValidator,
  membersOf,
  standardApplicationForm,
  topLevelProperties,
  type FormProperty,
} from '@rekry/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { FormBuilder } from '../../src/features/form-builder/index.ts';

/** The builder with its form in state, as a page holds it; `latest()` reads the current form. */
function renderBuilder(initial: FormProperty[] = standardApplicationForm()) {
  let current = initial;
  function Harness() {
    const [form, setForm] = useState(initial);
    current = form;
    return (
      <>
        <FormBuilder form={form} onChange={setForm} />
        <Toaster />
      </>
    );
  }
  render(<Harness />);
  return { user: userEvent.setup(), latest: () => current };
}

const row = (name: string) => screen.getByRole('button', { name: `Flytta ${name}` }).closest('li')!;

describe('FormBuilder', () => {
  it("shows the empty-form hint: 'Här var det tomt …'", () => {
    renderBuilder([]);
    expect(
      screen.getByText('Här var det tomt. Lägg till minst ett fält för att kunna redigera det.'),
    ).toBeInTheDocument();
  });

  it("lists every top-level item with edit and remove, except the 'Villkor' item", () => {
    renderBuilder();
    const items = screen.getAllByRole('button', { name: /^Flytta / });
    expect(items).toHaveLength(topLevelProperties(standardApplicationForm()).length);
    expect(screen.getByRole('button', { name: 'Redigera Förnamn' })).toBeInTheDocument();
    const agreement = row('Villkor och samtycke');
    expect(within(agreement).getByText('Villkor')).toBeInTheDocument();
    expect(within(agreement).queryByRole('button', { name: /Redigera|Ta bort/ })).toBeNull();
  });

  it("adds one field of every kind, each opening its editor; an unlabelled one reads 'fältet saknar rubrik'", async () => {
    const { user, latest } = renderBuilder([]);
    for (const kind of [
      'Textrad',
      'Textfält',
      'Kryssrutor',
      'Meriterande',
      'Radioknappar',
      'Text med hjälplänk',
      'Personnummer',
      'Filuppladdning',
      'Perioder',
    ])
      await user.click(screen.getByRole('button', { name: kind }));
    const top = topLevelProperties(latest());
    expect(top.map((p) => p.type)).toEqual([
      'text',
      'textarea',
      'group',
      'group',
      'radioGroup',
      'textWithHelpLink',
      'text',
      'file',
      'periodGroup',
    ]);
    expect(top[0]!.order).toBe(1000);
    // The last one added is open; clearing its title shows the no-label text in the list.
    const title = screen.getByRole('textbox', { name: 'Gruppens rubrik' });
    await user.clear(title);
    expect(screen.getByRole('button', { name: 'Flytta fältet saknar rubrik' })).toBeInTheDocument();
  });

  it('refuses a sixth merit group with the Swedish alert', async () => {
    const { user, latest } = renderBuilder([]);
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Meriterande' }));
    expect(screen.queryByText('Du kan inte skapa fler än 5 meritgrupper')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Meriterande' }));
    expect(screen.getByText('Du kan inte skapa fler än 5 meritgrupper')).toBeInTheDocument();
    expect(latest().filter((p) => p.type === 'group')).toHaveLength(5);
    // Other checkbox groups are not merit groups.
    await user.click(screen.getByRole('button', { name: 'Kryssrutor' }));
    expect(latest().filter((p) => p.type === 'group')).toHaveLength(6);
  });

  it("removes a field after a confirmation: 'Fältet har tagits bort'; a group: 'Gruppen har tagits bort'", async () => {
    const { user, latest } = renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Ta bort Hemtelefon' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ta bort fältet?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Fältet har tagits bort')).toBeInTheDocument();
    expect(latest().some((p) => p.key === 'form_homePhone')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Ta bort Var hittade du annonsen?' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Gruppen har tagits bort')).toBeInTheDocument();
    expect(latest().some((p) => p.key.startsWith('form_referer'))).toBe(false);
  });

  it('cancelling the confirmation keeps the field', async () => {
    const { user, latest } = renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Ta bort Hemtelefon' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Avbryt' }));
    expect(latest().some((p) => p.key === 'form_homePhone')).toBe(true);
  });

  it('edits a checkbox group: title, rename an option, add one, remove one', async () => {
    const { user, latest } = renderBuilder([]);
    await user.click(screen.getByRole('button', { name: 'Kryssrutor' }));
    const title = screen.getByRole('textbox', { name: 'Gruppens rubrik' });
    await user.clear(title);
    await user.type(title, 'Språk');
    await user.clear(screen.getByRole('textbox', { name: 'Text för val 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Text för val 1' }), 'Engelska');
    await user.click(screen.getByRole('button', { name: 'Lägg till val' }));
    await user.click(screen.getByRole('button', { name: 'Ta bort valet Val 2' }));
    const group = latest().find((p) => p.type === 'group')!;
    expect(group).toMatchObject({ label: 'Språk', data: { label: 'Språk' } });
    expect(membersOf(group, latest()).map((m) => m.label)).toEqual(['Engelska', 'Val 3']);
  });

  it('radio group: the required toggle adds and removes radioRequired', async () => {
    const { user, latest } = renderBuilder([]);
    await user.click(screen.getByRole('button', { name: 'Radioknappar' }));
    const toggle = screen.getByRole('checkbox', { name: 'Den sökande måste välja ett alternativ' });
    await user.click(toggle);
    expect(latest()[0]!.validators).toEqual([{ name: 'radioRequired' }]);
    await user.click(toggle);
    expect(latest()[0]!.validators).toEqual([]);
  });

  it('file field: required replaces the fileRequired validator', async () => {
    const { user, latest } = renderBuilder([]);
    await user.click(screen.getByRole('button', { name: 'Filuppladdning' }));
    await user.click(screen.getByRole('checkbox', { name: 'Den sökande måste bifoga en fil' }));
    expect(latest()[0]!.validators).toEqual([{ name: 'fileRequired', data: true }]);
  });

  it('link field: only a usable address reaches the form', async () => {
    const { user, latest } = renderBuilder([]);
    await user.click(screen.getByRole('button', { name: 'Text med hjälplänk' }));
    const link = screen.getByRole('textbox', { name: 'Länk' });
    await user.clear(link);
    await user.type(link, 'inte en länk');
    expect(screen.getByText('Ange en adress som börjar med https:// eller http://')).toBeInTheDocument();
    expect(latest()[0]!.data?.url).toBe('https://');
    await user.clear(link);
    await user.type(link, 'https://exempel.se/hjalp');
    expect(latest()[0]!.data?.url).toBe('https://exempel.se/hjalp');
  });

  it('personal number: allowed years on and off; age rule through each failure to a save; off clears it', async () => {
    // The form validates asynchronously (zod through react-hook-form's resolver): a message is awaited, as a
    // user waits for it; read at once after typing, it was missing on a loaded machine.
    const { user, latest } = renderBuilder();
    const ssn = () => latest().find((p) => p.key === 'form_ssn')!;
    await user.click(screen.getByRole('button', { name: 'Redigera Personnummer' }));
    // Open, the button shows Stäng, and its name says so.
    expect(screen.getByRole('button', { name: 'Stäng Personnummer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Endast vissa födelseår' }));
    const years = screen.getByRole('textbox', { name: 'Tillåtna födelseår' });
    await user.clear(years);
    await user.type(years, '2009, 2008');
    expect(findValidator(ssn(), 'allowedYearsBornSwe')?.data).toBe('2008,2009');
    await user.click(screen.getByRole('checkbox', { name: 'Endast vissa födelseår' }));
    expect(findValidator(ssn(), 'allowedYearsBornSwe')).toBeUndefined();

    await user.click(screen.getByRole('checkbox', { name: 'Åldersvillkor per period' }));
    await user.click(screen.getByRole('button', { name: 'Lägg till period' }));
    const save = () => user.click(screen.getByRole('button', { name: 'Spara' }));
    const field = (name: string) => screen.getByLabelText(name);
    await save();
    expect(await screen.findAllByText(AGE_PERIOD_MESSAGES.required)).toHaveLength(4);
    expect(agePeriodsOf(ssn())).toEqual([]);

    await user.type(field('Periodens start'), '2027-07-01');
    await user.type(field('Periodens slut'), '2027-06-01');
    await user.type(field('Lägsta ålder'), '20');
    await user.type(field('Högsta ålder'), '-1');
    expect(await screen.findByText(AGE_PERIOD_MESSAGES.startAfterEnd)).toBeInTheDocument();
    expect(await screen.findByText(AGE_PERIOD_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(await screen.findByText(AGE_PERIOD_MESSAGES.negative)).toBeInTheDocument();
    await save();
    expect(agePeriodsOf(ssn())).toEqual([]);

    await user.clear(field('Högsta ålder'));
    await user.type(field('Högsta ålder'), '19');
    expect(await screen.findByText(AGE_PERIOD_MESSAGES.minAboveMax)).toBeInTheDocument();
    expect(await screen.findByText(AGE_PERIOD_MESSAGES.maxBelowMin)).toBeInTheDocument();
    await user.clear(field('Lägsta ålder'));
    await user.type(field('Lägsta ålder'), '16');
    await user.clear(field('Periodens slut'));
    await user.type(field('Periodens slut'), '2027-08-13');
    await save();
    expect(agePeriodsOf(ssn())).toEqual([
      { periodStart: '2027-07-01', periodEnd: '2027-08-13', minAge: 16, maxAge: 19 },
    ]);
    // Saved display, with edit and remove.
    expect(screen.getByText('2027-07-01 – 2027-08-13, 16–19 år')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ändra 2027-07-01 – 2027-08-13, 16–19 år' }));
    expect(screen.getByLabelText('Lägsta ålder')).toHaveValue(16);
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));

    await user.click(screen.getByRole('checkbox', { name: 'Åldersvillkor per period' }));
    expect(findValidator(ssn(), 'allowedAgeInPeriod')).toBeUndefined();
  });

  it('summer periods: title, add a period with ages, change it (same key), remove it', async () => {
    const { user, latest } = renderBuilder([]);
    await user.click(screen.getByRole('button', { name: 'Perioder' }));
    await user.click(screen.getByRole('button', { name: 'Lägg till period' }));
    await user.type(screen.getByLabelText('Periodens start'), '2026-06-15');
    await user.type(screen.getByLabelText('Periodens slut'), '2026-07-03');
    await user.type(screen.getByLabelText('Lägsta ålder'), '16');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    const group = () => latest().find((p) => p.type === 'periodGroup')!;
    const periods = () => membersOf(group(), latest());
    expect(periods()).toHaveLength(1);
    expect(periods()[0]).toMatchObject({ label: '2026-06-15 - 2026-07-03' });
    const key = periods()[0]!.key;

    await user.click(screen.getByRole('button', { name: 'Ändra 2026-06-15 – 2026-07-03, minst 16 år' }));
    await user.type(screen.getByLabelText('Högsta ålder'), '18');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(periods()[0]!.key).toBe(key);
    expect(periods()[0]!.validators).toEqual([
      { name: 'allowedAgeInPeriod', data: { minAge: 16, maxAge: 18 } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Ta bort 2026-06-15 – 2026-07-03, 16–18 år' }));
    expect(periods()).toHaveLength(0);
  });
});
