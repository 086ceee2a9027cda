import { and, desc, eq, sql } from 'drizzle-orm';
import { CONVERSION_FAILED_TEXTS } from '../platform/conversion.ts';
import { aboutApplication, notifyCompany, type NewNotification } from '../platform/notifications.ts';
import { applicationsWithPosition } from '../areas/search/queries.ts';
import type { Db } from '../db/client.ts';
import { appMeta, jobApplications, positions } from '../db/schema.ts';

type Notice = Omit<NewNotification, 'containerId'>;

/**
 * A few notifications in Demo AB through the one door (its admin and those with a right on the
 * positions get them): the newest applications, a status change, a position closing soon and a document
 * that could not be converted. The demo's positions count as already told, so the position-events job
 * does not add one 'Annons publicerad' per seeded position on its first run.
 */
export async function seedNotifications(
  db: Db,
  containerId: number,
  demoContainerIds: number[],
): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_notifications_seeded'));
  if (done) return false;
  await db.transaction(async (tx) => {
    const demo = sql`container_id in (${sql.join(
      demoContainerIds.map((id) => sql`${id}`),
      sql`, `,
    )})`;
    await tx.execute(
      sql`update positions set published_notified_at = now() where ${demo} and (start is null or start <= now())`,
    );
    await tx.execute(
      sql`update positions set closing_soon_notified_at = now() where ${demo} and stop <= now() + interval '3 days'`,
    );
    await tx.execute(sql`update positions set closed_notified_at = now() where ${demo} and stop < now()`);
    const newest = await applicationsWithPosition(tx)
      .where(and(eq(jobApplications.containerId, containerId), eq(positions.isArchived, false)))
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(4);
    const [first, second, third, fourth] = newest;
    type Newest = (typeof newest)[number];
    const nameOf = (a: Newest) => a.info.name || 'En sökande';
    const about = (a: Newest) => aboutApplication(a.positionId, a.id);
    const applied = (a: Newest): Notice => ({
      type: 'create_jobApplication',
      title: 'Ny ansökan',
      message: `${nameOf(a)} har sökt ${a.positionName}`,
      ...about(a),
    });
    // Written in this order, so that the newest application's is the newest notification.
    const notices: (Notice | undefined)[] = [
      fourth && {
        type: 'Exception',
        title: CONVERSION_FAILED_TEXTS.title,
        message: CONVERSION_FAILED_TEXTS.message('personligt-brev.docx', nameOf(fourth), fourth.positionName),
        ...about(fourth),
      },
      third && {
        type: 'update_jobApplicationStatus',
        title: 'Status ändrad',
        message: `Status ändrad till Intressant för en sökande till ${third.positionName}`,
        ...about(third),
      },
      second && {
        type: 'position',
        title: 'Annonsen stänger snart',
        message: `${second.positionName} stänger snart`,
        data: { positionId: second.positionId },
      },
      second && applied(second),
      first && applied(first),
    ];
    for (const notice of notices) if (notice) await notifyCompany(tx, { containerId, ...notice });
    await tx.insert(appMeta).values({ key: 'demo_notifications_seeded', value: new Date().toISOString() });
  });
  return true;
}
