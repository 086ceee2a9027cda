import { standardApplicationForm, type FormTemplate } from '@rekry/domain';
import { formProperty } from '@rekry/domain/testing';
import { fail } from '../helpers.ts';

const now = Math.floor(Date.now() / 1000);

export const textField = (key: string, label: string, order: number) =>
  formProperty(key, 'text', { label, order });

export function template(overrides: Partial<FormTemplate> = {}): FormTemplate {
  return {
    id: 11,
    name: 'Standardformulär med CV',
    form: standardApplicationForm(),
    updatedAt: now,
    ...overrides,
  };
}

/** Two templates: the standard form (14 fields as the builder counts them) and a one-field form. */
export const TEMPLATES: FormTemplate[] = [
  template({ id: 12, name: 'Kort formulär', form: [textField('k1', 'Namn', 1000)] }),
  template({ id: 11 }),
];

export const failure = {
  internal: () => fail(500, 'Databasen svarar inte'),
  notFound: () => fail(404, 'Formulärmallen finns inte'),
  nameField: (message: string) => fail(400, 'Kontrollera fälten', { name: message }),
};
