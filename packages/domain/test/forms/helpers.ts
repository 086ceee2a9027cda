/** Small builders for the form tests. */
import { luhnCheckDigit } from '../../src/forms/personnummer.ts';
import type { FormProperty, FormValidator, PropertyType } from '../../src/forms/types.ts';
import { formProperty } from '../../src/testing/form-property.ts';

export const TODAY = '2025-06-01';

export const prop = formProperty;

export function withRule(validator: FormValidator, type: PropertyType = 'text'): FormProperty {
  return prop('f', type, { validators: [validator] });
}

/** A valid 12-digit personal number for a birth date 'YYYY-MM-DD' (serial 123 unless given). */
export function ssnFor(date: string, serial = '123'): string {
  const nine = date.slice(2).replaceAll('-', '') + serial;
  return `${date.slice(0, 4)}${date.slice(5, 7)}${date.slice(8)}-${serial}${luhnCheckDigit(nine)}`;
}

/** A base64 data URL of `bytes` zero bytes ('AAAA' is three of them; the domain has no Buffer). */
export function dataUrlOfSize(bytes: number, mime = 'application/pdf'): string {
  const tail = ['', 'AA==', 'AAA='][bytes % 3]!;
  return `data:${mime};base64,${'AAAA'.repeat(Math.floor(bytes / 3))}${tail}`;
}
