/** What the applicant actions check and change before they answer (filters, answers, files). */
import { and, eq, inArray } from 'drizzle-orm';
import {
  APPLICANT_TEXTS,
  ALL_LABELS,
  NO_LABEL,
  conditionsAllowed,
  type Answers,
  type ApplicantFilter,
  type FormProperty,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { applicationFiles, labels, positions } from '../../db/schema.ts';
import { badRequest } from '../../core/errors.ts';
import type { StoredFileRef } from '../../services/storage.ts';
import type { ActionContext } from '../types.ts';
import { labelOf } from './queries.ts';

/** Answer conditions must be options the position's form offers (400 'Okänt filter' otherwise). */
export function checkFilter(form: FormProperty[], filter: ApplicantFilter) {
  if (!conditionsAllowed(form, filter.answers))
    throw badRequest(APPLICANT_TEXTS.unknownFilter, { answers: APPLICANT_TEXTS.unknownFilter });
}

/** A label filter other than 'Alla' and 'Ej behandlad' must be one of the company's labels of that type. */
export async function checkLabelFilter(db: Queryable, containerId: number, filter: ApplicantFilter) {
  if (filter.labelId !== ALL_LABELS && filter.labelId !== NO_LABEL)
    await labelOf(db, containerId, filter.labelId, 'Interest');
  if (filter.processLabelId !== ALL_LABELS && filter.processLabelId !== NO_LABEL)
    await labelOf(db, containerId, filter.processLabelId, 'Process', 'processLabelId');
  if (filter.otherPositionId > 0) {
    const [other] = await db
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.id, filter.otherPositionId), eq(positions.containerId, containerId)));
    if (!other)
      throw badRequest(APPLICANT_TEXTS.unknownPosition, { otherPositionId: APPLICANT_TEXTS.unknownPosition });
  }
}

/**
 * The staff's answers kept for a position: only the form's own keys of types a person types or ticks
 * (files come through the file actions), each of the kind its property takes.
 */
export function staffAnswers(
  form: FormProperty[],
  metadata: Record<string, string | boolean | null>,
): Answers {
  const byKey = new Map(form.map((p) => [p.key, p]));
  const kept: Answers = {};
  for (const [key, value] of Object.entries(metadata)) {
    const p = byKey.get(key);
    if (!p || p.type === 'file' || p.type === 'imageBase64' || p.type === 'group' || p.type === 'periodGroup')
      continue;
    const wantsBoolean = p.type === 'checkbox' || p.type === 'periodCheckbox' || p.type === 'radio';
    if (value !== null && wantsBoolean !== (typeof value === 'boolean'))
      throw badRequest('Ogiltigt svar', { [`metadata.${key}`]: 'Ogiltigt svar' });
    if (p.type === 'radioGroup' && typeof value === 'string' && value && !p.data?.keys?.includes(value))
      throw badRequest('Ogiltigt svar', { [`metadata.${key}`]: 'Ogiltigt svar' });
    kept[key] = value;
  }
  return kept;
}

export const labelName = async (db: Queryable, id: number | null) =>
  id === null
    ? null
    : ((await db.select({ name: labels.name }).from(labels).where(eq(labels.id, id)))[0]?.name ?? null);

/** Files of the applications, to remove from disk once their rows are gone for good. */
export async function filesOf(db: Queryable, applicationIds: number[]): Promise<StoredFileRef[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      containerId: applicationFiles.containerId,
      applicationId: applicationFiles.applicationId,
      storedName: applicationFiles.storedName,
    })
    .from(applicationFiles)
    .where(inArray(applicationFiles.applicationId, applicationIds));
}

export function removeFilesAfterCommit(ctx: ActionContext, files: StoredFileRef[]) {
  if (files.length)
    ctx.afterCommit(async () => {
      await Promise.all(files.map((f) => ctx.services.storage.remove(f)));
    });
}
