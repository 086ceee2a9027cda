/**
 * A company's labels (SPEC §3 Label): statuses (Interest) and process levels (Process), added, renamed,
 * reordered and removed on 'Statusar och taggar' (/admin/templates/statuses). Staff never see the internal
 * type names.
 */
import { z } from 'zod';
import { LABEL_TYPES, type LabelType } from './applicants.ts';
import { positiveId } from './ids.ts';

/** The words a screen, a log line or an export uses for each type. */
export const LABEL_TYPE_NAMES: Record<LabelType, { one: string; many: string; the: string }> = {
  Interest: { one: 'Status', many: 'Statusar', the: 'statusen' },
  Process: { one: 'Processnivå', many: 'Processnivåer', the: 'processnivån' },
};

/** Labels of one type a company may have: enough for any process, few enough for a select. */
export const MAX_LABELS_PER_TYPE = 30;

export const LABEL_TEXTS = {
  unknownType: 'Välj status eller processnivå',
  tooMany: `Högst ${MAX_LABELS_PER_TYPE} etiketter av varje typ`,
  defaultNotRemovable: 'Den förvalda etiketten kan inte tas bort: välj en annan som förvald först',
  moveToRequired: (type: LabelType) =>
    type === 'Interest'
      ? 'Etiketten används: välj vilken status sökande ska flyttas till'
      : 'Etiketten används: välj vilken processnivå sökande ska flyttas till',
  moveToInvalid: 'Välj en annan etikett av samma typ i företaget',
  orderMismatch: 'Ordningen stämmer inte med etiketterna längre: ladda om sidan och försök igen',
} as const;

export const labelTypeSchema = z.enum(LABEL_TYPES, { error: LABEL_TEXTS.unknownType });
export const labelId = positiveId('Ogiltig etikett');

/** Where the applicants of a removed label go; absent when it has none. */
export const labelMoveToSchema = positiveId(LABEL_TEXTS.moveToInvalid).nullable().default(null);

/** How many applications carry each of the company's labels (as status or as process level). */
export interface LabelUsage {
  id: number;
  applicants: number;
}
