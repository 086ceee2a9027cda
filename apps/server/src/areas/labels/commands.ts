/**
 * What the label actions change: a company's statuses (Interest) and process levels (Process). Every
 * change locks the type's labels first, in id order, so concurrent changes of one type take turns
 * instead of deadlocking or leaving two defaults, a gap in the order or an applicant on a removed label.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  LABEL_TEXTS,
  LABEL_TYPE_NAMES,
  MAX_LABELS_PER_TYPE,
  TEMPLATE_TEXTS,
  type LabelType,
} from '@rekry/domain';
import { conflictOnUnique, type Queryable } from '../../db/client.ts';
import { jobApplications, labelEmailTemplates, labels } from '../../db/schema.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { logApplications } from '../../platform/application-log.ts';
import type { ActionContext, CompanyInput } from '../../platform/action-context.ts';

/** The company's label, or 404 (another company's id says nothing). */
async function ownLabel(db: Queryable, containerId: number, id: number) {
  const [label] = await db
    .select()
    .from(labels)
    .where(and(eq(labels.id, id), eq(labels.containerId, containerId)));
  if (!label) throw notFound(TEMPLATE_TEXTS.labelNotFound);
  return label;
}

/** Locks the company's labels of a type for the rest of the transaction; answers them in display order. */
async function lockType(db: Queryable, containerId: number, labelType: LabelType) {
  const rows = await db
    .select()
    .from(labels)
    .where(and(eq(labels.containerId, containerId), eq(labels.labelType, labelType)))
    .orderBy(asc(labels.id))
    .for('update');
  return rows.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

const taken = (name: string) => conflictOnUnique(TEMPLATE_TEXTS.labelNameTaken(name));

/** A new label, last of its type; 409 when the type has one by the name, 400 past the limit. */
export async function createLabel(
  db: Queryable,
  containerId: number,
  { name, labelType }: CompanyInput<'create_Label'>,
) {
  const existing = await lockType(db, containerId, labelType);
  if (existing.length >= MAX_LABELS_PER_TYPE)
    throw badRequest(LABEL_TEXTS.tooMany, { labelType: LABEL_TEXTS.tooMany });
  const sortOrder = Math.max(0, ...existing.map((l) => l.sortOrder)) + 1;
  await db.insert(labels).values({ containerId, name, labelType, sortOrder }).catch(taken(name));
}

/**
 * Renames a label of the company and makes it the default of its type or not: one default per type
 * stays (400 when the default would be unticked); 409 when the name is taken.
 */
export async function updateLabel(
  db: Queryable,
  containerId: number,
  { id, name, isDefault }: CompanyInput<'update_Label'>,
) {
  const label = await ownLabel(db, containerId, id);
  await lockType(db, containerId, label.labelType);
  const [current] = await db.select({ isDefault: labels.isDefault }).from(labels).where(eq(labels.id, id));
  if (current?.isDefault && !isDefault)
    throw badRequest(TEMPLATE_TEXTS.defaultRequired, { isDefault: TEMPLATE_TEXTS.defaultRequired });
  // With the type's labels locked, the old default is cleared before the new one is set (the unique
  // index of migration 0012 allows one per type).
  if (isDefault)
    await db
      .update(labels)
      .set({ isDefault: false })
      .where(
        and(
          eq(labels.containerId, containerId),
          eq(labels.labelType, label.labelType),
          eq(labels.isDefault, true),
          ne(labels.id, id),
        ),
      );
  await db.update(labels).set({ name, isDefault }).where(eq(labels.id, id)).catch(taken(name));
}

/** Rewrites a type's order from the whole list of its labels; 400 when the list is not exactly them. */
export async function reorderLabels(
  db: Queryable,
  containerId: number,
  { labelType, ids }: CompanyInput<'update_LabelOrder'>,
) {
  const current = await lockType(db, containerId, labelType);
  const same =
    new Set(ids).size === ids.length &&
    ids.length === current.length &&
    current.every((l) => ids.includes(l.id));
  if (!same) throw badRequest(LABEL_TEXTS.orderMismatch, { ids: LABEL_TEXTS.orderMismatch });
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    update ${labels} set sort_order = o.n
    from unnest(array[${list}]::int[]) with ordinality as o(id, n)
    where ${labels.id} = o.id and ${labels.containerId} = ${containerId}`);
}

/**
 * Removes a label of the company. One in use first moves its applications to `moveTo` (a label of the
 * same type and company), each with a log line; the default cannot go (400), nor one in use without a
 * target (400 on moveTo). The label's e-mail templates go with it (docs/decisions.md). Answers how many
 * applications moved.
 */
export async function deleteLabel(
  { db, audit, user }: Pick<ActionContext, 'db' | 'audit' | 'user'>,
  containerId: number,
  { id, moveTo }: CompanyInput<'delete_Label'>,
): Promise<number> {
  const { labelType } = await ownLabel(db, containerId, id);
  // Locked, the type's labels stay as read until commit, and a status change to this label waits
  // (labelOf takes a key-share lock): it is moved with the rest or finds the label gone.
  const locked = await lockType(db, containerId, labelType);
  const label = locked.find((l) => l.id === id);
  if (!label) throw notFound(TEMPLATE_TEXTS.labelNotFound);
  if (label.isDefault)
    throw badRequest(LABEL_TEXTS.defaultNotRemovable, { id: LABEL_TEXTS.defaultNotRemovable });
  const target = moveTo === null ? null : locked.find((l) => l.id === moveTo && l.id !== id);
  if (target === undefined)
    throw badRequest(LABEL_TEXTS.moveToInvalid, { moveTo: LABEL_TEXTS.moveToInvalid });

  const column = labelType === 'Interest' ? jobApplications.labelId : jobApplications.processLabelId;
  const ofLabel = and(eq(jobApplications.containerId, containerId), eq(column, id));
  let moved: { id: number }[] = [];
  if (target) {
    moved = await db
      .update(jobApplications)
      .set(labelType === 'Interest' ? { labelId: target.id } : { processLabelId: target.id })
      .where(ofLabel)
      .returning({ id: jobApplications.id });
  } else {
    const [used] = await db.select({ id: jobApplications.id }).from(jobApplications).where(ofLabel).limit(1);
    if (used) {
      const message = LABEL_TEXTS.moveToRequired(labelType);
      throw badRequest(message, { moveTo: message });
    }
  }
  const names = LABEL_TYPE_NAMES[labelType];
  if (target) {
    await logApplications(
      db,
      moved.map((row) => row.id).sort((a, b) => a - b),
      {
        containerId,
        userId: user.id,
        kind: labelType === 'Interest' ? 'status' : 'process',
        message: `${names.one} ändrad till ${target.name} (${label.name} togs bort)`,
        data: { labelId: target.id, removedLabelId: id },
      },
    );
  }
  const templates = await db
    .delete(labelEmailTemplates)
    .where(eq(labelEmailTemplates.labelId, id))
    .returning({ id: labelEmailTemplates.id });
  await db.delete(labels).where(eq(labels.id, id));
  await audit({
    kind: 'deletion',
    summary:
      `Tog bort ${names.the} ${label.name}` +
      (target ? `; ${moved.length} sökande flyttades till ${target.name}` : ''),
    containerId,
    data: { labelId: id, moveTo: target?.id ?? null, moved: moved.length, templates: templates.length },
  });
  return moved.length;
}
