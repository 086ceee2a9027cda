/** A status (Interest label) or process level set on applications: the rows, their log, a notice. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { jobApplications, positions } from '../../db/schema.ts';
import { logApplications } from '../../platform/application-log.ts';
import { publishApplicantsChanged } from '../../platform/live-events.ts';
import { aboutApplication, notifyCompany } from '../../platform/notifications.ts';
import type { ActionContext } from '../../platform/action-context.ts';
import { revealPassed } from '../anonymity/index.ts';
import { filteredPosition } from './filter-checks.ts';
import { filterCondition, idIn, requireApplicationsOf, type ListFilter } from './queries.ts';

const t = jobApplications;

/** The applications chosen one by one (each the position's), or every one the list's filter matches. */
export async function chosenApplications(
  db: Queryable,
  containerId: number,
  positionId: number,
  choice: { ids?: number[] | undefined; filter?: ListFilter | undefined },
): Promise<SQL> {
  if (choice.ids) return idIn(await requireApplicationsOf(db, containerId, positionId, choice.ids));
  // 'All' in the list: every application the list's filter matches, not only the loaded pages.
  await filteredPosition(db, containerId, positionId, choice.filter!);
  return filterCondition(containerId, positionId, choice.filter!);
}

/**
 * Gives the chosen applications of the position the label (null removes it); a changed status tells the
 * company. Answers how many applications changed.
 */
export async function setLabel(
  ctx: ActionContext,
  containerId: number,
  positionId: number,
  labelType: 'Interest' | 'Process',
  label: { id: number; name: string } | null,
  chosen: SQL,
): Promise<number> {
  const { db } = ctx;
  const column = labelType === 'Interest' ? t.labelId : t.processLabelId;
  const target = label?.id ?? null;
  const what = labelType === 'Interest' ? 'Status' : 'Processnivå';
  const message = label ? `${what} ändrad till ${label.name}` : `${what} borttagen`;
  // Only the applications whose label really changes get a log line.
  const changed = await db
    .update(t)
    .set(labelType === 'Interest' ? { labelId: target } : { processLabelId: target })
    .where(
      and(
        chosen,
        eq(t.positionId, positionId),
        eq(t.containerId, containerId),
        sql`${column} is distinct from ${target}::int`,
      ),
    )
    .returning({ id: t.id });
  const ids = changed.map(({ id }) => id).sort((a, b) => a - b);
  await logApplications(db, ids, {
    containerId,
    userId: ctx.user.id,
    kind: labelType === 'Interest' ? 'status' : 'process',
    message,
    data: { labelId: target },
  });
  // Reaching the anonymised review's level shows the person by name from then on.
  if (labelType === 'Process') await revealPassed(db, containerId, positionId, ids, label);
  if (changed.length) await publishApplicantsChanged(db, containerId, positionId);
  if (changed.length && labelType === 'Interest') {
    const [position] = await db
      .select({ name: positions.name })
      .from(positions)
      .where(eq(positions.id, positionId));
    await notifyCompany(db, {
      containerId,
      type: 'update_jobApplicationStatus',
      title: 'Status ändrad',
      message:
        changed.length === 1
          ? `${message} för en sökande till ${position?.name ?? ''}`
          : `${message} för ${changed.length} sökande till ${position?.name ?? ''}`,
      ...aboutApplication(positionId, ids[0]!),
      actorId: ctx.user.id,
    });
  }
  return changed.length;
}
