/**
 * Demo data of the anonymised first review: 'Ekonomiassistent' (closed for applications, its review going
 * on) is reviewed anonymously until 'Intervju', and its first applicant already reached that level (revealed, as the level does), so the
 * reader sees aliases, redacted files and the question on conflict of interest from the start, and the
 * admin the state of each.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appMeta, applicationReveals, jobApplications, labels, positionAnonymity } from '../db/schema.ts';
import { logApplication } from '../platform/application-log.ts';

export async function seedAnonymity(
  database: Db,
  position: { id: number; containerId: number },
): Promise<boolean> {
  return database.transaction(async (db) => {
    const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_anonymity_seeded'));
    if (done) return false;
    const { containerId } = position;
    const [level] = await db
      .select({ id: labels.id, name: labels.name })
      .from(labels)
      .where(
        and(
          eq(labels.containerId, containerId),
          eq(labels.labelType, 'Process'),
          eq(labels.name, 'Intervju'),
        ),
      );
    const [first] = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.positionId, position.id))
      .orderBy(asc(jobApplications.id))
      .limit(1);
    if (!level || !first) return false;
    await db
      .insert(positionAnonymity)
      .values({ positionId: position.id, containerId, untilLabelId: level.id });
    await db
      .update(jobApplications)
      .set({ processLabelId: level.id })
      .where(eq(jobApplications.id, first.id));
    await db.insert(applicationReveals).values({ applicationId: first.id, containerId });
    await logApplication(db, [
      {
        containerId,
        applicationId: first.id,
        userId: null,
        kind: 'process',
        message: `Processnivå ändrad till ${level.name}`,
        data: { labelId: level.id },
      },
      {
        containerId,
        applicationId: first.id,
        userId: null,
        kind: 'reveal',
        message: `Visas med namn: nådde processnivån ${level.name}`,
      },
    ]);
    await db.insert(appMeta).values({ key: 'demo_anonymity_seeded', value: new Date().toISOString() });
    return true;
  });
}
