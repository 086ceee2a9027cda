/** The applicant list's filter checked against the position and the company before it is used. */
import { and, eq } from 'drizzle-orm';
import {
  APPLICANT_TEXTS,
  ALL_LABELS,
  ALL_TAGS,
  NO_LABEL,
  conditionsAllowed,
  type ApplicantFilter,
  type FormProperty,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { positions } from '../../db/schema.ts';
import { badRequest } from '../../core/errors.ts';
import { requireTagsOf } from '../tags/index.ts';
import { positionContext, type PositionContext } from './queries.ts';
import { labelOf } from '../labels/index.ts';

/** Answer conditions must be options the position's form offers (400 'Okänt filter' otherwise). */
function checkFilter(form: FormProperty[], filter: ApplicantFilter) {
  if (!conditionsAllowed(form, filter.answers))
    throw badRequest(APPLICANT_TEXTS.unknownFilter, { answers: APPLICANT_TEXTS.unknownFilter });
}

/**
 * A label filter other than 'Alla' and 'Ej behandlad' must be one of the company's labels of that type,
 * a tag filter one of its tags.
 */
async function checkLabelFilter(db: Queryable, containerId: number, filter: ApplicantFilter) {
  if (filter.labelId !== ALL_LABELS && filter.labelId !== NO_LABEL)
    await labelOf(db, containerId, filter.labelId, 'Interest');
  if (filter.processLabelId !== ALL_LABELS && filter.processLabelId !== NO_LABEL)
    await labelOf(db, containerId, filter.processLabelId, 'Process', { field: 'processLabelId' });
  if (filter.tagId !== ALL_TAGS) await requireTagsOf(db, containerId, [filter.tagId], { field: 'tagId' });
  if (filter.otherPositionId > 0) {
    const [other] = await db
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.id, filter.otherPositionId), eq(positions.containerId, containerId)));
    if (!other)
      throw badRequest(APPLICANT_TEXTS.unknownPosition, { otherPositionId: APPLICANT_TEXTS.unknownPosition });
  }
}

/** The company's position with the list's filter checked against it (its form's answers, the labels). */
export async function filteredPosition(
  db: Queryable,
  containerId: number,
  positionId: number,
  filter: ApplicantFilter,
): Promise<PositionContext> {
  const pos = await positionContext(db, containerId, positionId);
  checkFilter(pos.form, filter);
  await checkLabelFilter(db, containerId, filter);
  return pos;
}
