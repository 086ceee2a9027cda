import type { ChannelField, TaxonomyName } from '@rekry/domain';
import { taxonomyLabel } from '@rekry/domain/taxonomy';
import type { z } from 'zod';
import { isApiError } from '../../lib/api.ts';

/** The text a form holds for each field of a channel, from the stored data ('' for none). */
export function toFormValues(
  fields: readonly ChannelField[],
  data: Record<string, unknown>,
): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = data[field.key];
      return [field.key, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/**
 * What is sent for a channel's fields: numbers as numbers ('' as none; anything else as typed, for the
 * schema to name), read-only fields left out since Rekry fills them, never the browser.
 */
export function toPayload(
  fields: readonly ChannelField[],
  values: Record<string, string>,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.readOnly) continue;
    const value = values[field.key] ?? '';
    // A select left on 'Välj …' is sent as nothing, so the schema's default applies.
    if (field.kind === 'select' && value === '' && !hasEmptyOption(field)) continue;
    if (field.kind === 'number') {
      const text = value.trim().replace(/\s/g, '').replace(',', '.');
      payload[field.key] = text === '' ? null : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
    } else {
      payload[field.key] = value;
    }
  }
  return payload;
}

/** The schema's first Swedish message per field, as the board would refuse the values; {} when fine. */
export function checkFields(schema: z.ZodType, payload: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(payload);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '_');
    problems[key] ??= issue.message;
  }
  return problems;
}

/**
 * The server's 400 field messages split into the channel's own fields (keyed 'data.x', 'settings.x' or
 * plainly 'x') and the rest (e.g. 'secret', or '_' for the whole), by the names of the channel's fields.
 */
export function splitServerFields(
  fields: Record<string, string>,
  prefix: 'data' | 'settings',
  known: readonly ChannelField[],
): { own: Record<string, string>; other: Record<string, string> } {
  const keys = new Set(known.map((field) => field.key));
  const own: Record<string, string> = {};
  const other: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const key = path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1).split('.')[0]! : path;
    if (keys.has(key)) own[key] ??= message;
    else other[path] = message;
  }
  return { own, other };
}

/** A code of a taxonomy as its label (the code itself when the list does not know it). */
export function taxonomyText(name: TaxonomyName, code: string): string {
  if (!code) return '';
  return taxonomyLabel(name, code) ?? code;
}

/** A failed save placed: messages under the channel's fields, the rest by key, and one for over the form. */
export function placeFailure(
  error: unknown,
  prefix: 'data' | 'settings',
  known: readonly ChannelField[],
  fallback: string,
): { own: Record<string, string>; other: Record<string, string>; message: string | null } {
  if (!isApiError(error)) return { own: {}, other: {}, message: fallback };
  const { own, other } = splitServerFields(error.fields, prefix, known);
  const placed = Object.keys(own).length > 0 || Object.keys(other).some((key) => key !== '_');
  // A field message already says it; the headline over the form only when no field holds it.
  return { own, other, message: placed ? null : error.message || fallback };
}

/** A select whose options include '' (e.g. 'Ingen'); one without gets a 'Välj …' choice of its own. */
export const hasEmptyOption = (field: ChannelField) => !!field.options?.some((option) => option.value === '');

/** The form's values with one changed; a select that depends on it (a sub-category) is emptied. */
export function withValue(
  fields: readonly ChannelField[],
  values: Record<string, string>,
  key: string,
  value: string,
): Record<string, string> {
  const next = { ...values, [key]: value };
  if (values[key] === value) return next;
  for (const field of fields) if (field.dependsOn === key) next[field.key] = '';
  return next;
}

/** A select's options, narrowed to those under the chosen parent when it depends on another field. */
export function optionsFor(field: ChannelField, values: Record<string, string>) {
  const options = field.options ?? [];
  if (!field.dependsOn) return [...options];
  const parent = values[field.dependsOn] ?? '';
  return options.filter((option) => option.parent === parent);
}
