import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emailVariableInputShape,
  labelTemplateSchema,
  renderEmailTemplate,
  variableKeySchema,
} from '../src/index.ts';

describe('renderEmailTemplate with a company’s own variables', () => {
  it('fills the standard ones per recipient, then the company’s, and leaves unknown ones as written', () => {
    const text = 'Hej ##FIRSTNAME##, ring ##KONTAKT## om ##OKÄND## eller ##FOO##. ##LASTNAME##';
    expect(renderEmailTemplate(text, { '##FIRSTNAME##': 'Anna' }, { '##KONTAKT##': 'Bo' })).toBe(
      'Hej Anna, ring Bo om ##OKÄND## eller ##FOO##. ',
    );
  });

  it('never lets a company variable replace a standard one, nor fills values that look like variables', () => {
    expect(
      renderEmailTemplate(
        '##FIRSTNAME## ##X##',
        { '##FIRSTNAME##': '##X##' },
        { '##FIRSTNAME##': 'Fel', '##X##': 'x' },
      ),
    ).toBe('##X## x');
  });
});

describe('variable names', () => {
  it('name ##NAME## however they are written', () => {
    for (const written of ['kontakt', 'KONTAKT', '##KONTAKT##', ' #kontakt# '])
      expect(variableKeySchema.parse(written)).toBe('##KONTAKT##');
  });

  it('refuses letters outside A–Z, spaces and names that are too long', () => {
    for (const bad of ['kön', 'två ord', 'A'.repeat(41), '', '####'])
      expect(variableKeySchema.safeParse(bad).success, bad).toBe(false);
    expect(z.object(emailVariableInputShape).safeParse({ key: 'X', label: 'X', value: '' }).success).toBe(
      true,
    );
  });
});

describe('a label template', () => {
  const base = { labelId: 1, name: '' };
  it('has both subject and text, or neither', () => {
    expect(labelTemplateSchema.safeParse({ ...base, subject: '', content: '' }).success).toBe(true);
    expect(labelTemplateSchema.safeParse({ ...base, subject: 'Ä', content: 'T' }).success).toBe(true);
    const half = labelTemplateSchema.safeParse({ ...base, subject: 'Ä', content: ' ' });
    expect(half.error?.issues.map((i) => i.path.join('.'))).toEqual(['content']);
    const other = labelTemplateSchema.safeParse({ ...base, subject: '', content: 'T' });
    expect(other.error?.issues.map((i) => i.path.join('.'))).toEqual(['subject']);
  });
});
