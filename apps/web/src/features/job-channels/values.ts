import type { ChannelField, TaxonomyName } from '@rekry/domain';
import { taxonomyLabel } from '@rekry/domain/taxonomy';
import { z } from 'zod';
import { isApiError } from '../../lib/api.ts';
import type { FailurePlacement } from '../../lib/use-action-form.ts';

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

/** A field the form starts with from the ad or the company: the value put there and where it came from. */
export interface Prefilled {
  value: string;
  from: string;
}

/**
 * The form's starting values: what is saved, and where a field is unsaved and empty, what the ad or the
 * company already says (`prefill`), a suggestion the recruiter may change. `prefilled` holds each such field
 * with its source for its hint; a suggestion without a value or a source is not one.
 */
export function startingValues(
  fields: readonly ChannelField[],
  data: Record<string, unknown>,
  prefill: { values: Record<string, string>; from: Record<string, string> },
): { values: Record<string, string>; prefilled: Record<string, Prefilled> } {
  const values = toFormValues(fields, data);
  const prefilled: Record<string, Prefilled> = {};
  const editable = new Set(fields.filter((field) => !field.readOnly).map((field) => field.key));
  for (const [key, value] of Object.entries(prefill.values)) {
    const from = prefill.from[key];
    if (!editable.has(key) || values[key] !== '' || key in data || !value.trim() || !from) continue;
    values[key] = value;
    prefilled[key] = { value, from };
  }
  return { values, prefilled };
}

/** The source to say under a field: only while it still holds what was filled in (typed over, it is the user's). */
export function sourceOf(prefilled: Prefilled | undefined, value: string | undefined): string | undefined {
  return prefilled && value === prefilled.value && value.trim() !== '' ? prefilled.from : undefined;
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

/** Where a card's form keeps its channel's fields: the company's settings or the position's data. */
export type ChannelGroup = 'settings' | 'data';

/** A card's channel fields as the form keeps them (text), read as they are sent (toPayload). */
export const channelPayload = (fields: readonly ChannelField[]) =>
  z.record(z.string(), z.string()).transform((values) => toPayload(fields, values));

/**
 * The channel schema's Swedish messages on a payload, added under the fields at `path`, so the board's
 * refusals are said before anything leaves. It only judges: the payload is sent as typed, and the
 * server reads it with the same schema.
 */
export function judgeChannel(
  schema: z.ZodType,
  payload: Record<string, unknown>,
  ctx: z.RefinementCtx,
  path: readonly PropertyKey[],
) {
  const result = schema.safeParse(payload);
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
  }
}

/**
 * A failed save's field messages keyed as the card's form keeps them: a channel field's ('zipCode' from
 * the server's own check of the data, or 'data.zipCode') under `group`, in the card's order so its first
 * is focused; the rest ('secret', or 'position.name', which the hook says over the form) as they came.
 */
export function channelFailure(group: ChannelGroup, fields: readonly ChannelField[]) {
  return (error: unknown): FailurePlacement => {
    if (!isApiError(error)) return undefined;
    const given = error.fields;
    const placed: Record<string, string> = {};
    const own = new Set<string>();
    for (const field of fields) {
      if (field.readOnly) continue;
      const message = given[`${group}.${field.key}`] ?? given[field.key];
      own.add(`${group}.${field.key}`).add(field.key);
      if (message) placed[`${group}.${field.key}`] = message;
    }
    for (const [path, message] of Object.entries(given)) if (!own.has(path)) placed[path] = message;
    return placed;
  };
}

/** A code of a taxonomy as its label (the code itself when the list does not know it). */
export function taxonomyText(name: TaxonomyName, code: string): string {
  if (!code) return '';
  return taxonomyLabel(name, code) ?? code;
}

/** A select whose options include '' (e.g. 'Ingen'); one without gets a 'Välj …' choice of its own. */
export const hasEmptyOption = (field: ChannelField) => !!field.options?.some((option) => option.value === '');

/** The selects that depend on a field (a sub-category): a card empties them when its value changes. */
export const dependentsOf = (fields: readonly ChannelField[], key: string) =>
  fields.filter((field) => field.dependsOn === key).map((field) => field.key);

/** A select's options, narrowed to those under the chosen parent when it depends on another field. */
export function optionsFor(field: ChannelField, values: Record<string, string>) {
  const options = field.options ?? [];
  if (!field.dependsOn) return [...options];
  const parent = values[field.dependsOn] ?? '';
  return options.filter((option) => option.parent === parent);
}
