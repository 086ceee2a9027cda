import type { FormProperty, PropertyType } from '../forms/types.ts';

/** A form field for the tests: optional, plain text, labelled with its key unless `extra` says otherwise. */
export function formProperty(
  key: string,
  type: PropertyType,
  extra: Partial<Omit<FormProperty, 'key' | 'type'>> = {},
): FormProperty {
  return { key, type, label: key, required: false, isHtml: false, order: 1000, validators: [], ...extra };
}
