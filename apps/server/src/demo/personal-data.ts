/**
 * Demo data (GDPR tools): Demo AB's applicants get their period from their own application
 * date, and a few are moved in time so /admin/gdpr shows different deletion dates — one soon (the next
 * run warns them), one on legal hold past the period (kept), one recent.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { appMeta, jobApplications } from '../db/schema.ts';

const DEMO = 1;
const SEEDED = 'demo_personal_data_seeded';
const DAY = 24 * 3600 * 1000;

/** Days since the last activity of the chosen people, in order, and whether they are on legal hold. */
const MOVED = [
  { daysAgo: 715, hold: false },
  { daysAgo: 600, hold: false },
  { daysAgo: 900, hold: true },
  { daysAgo: 330, hold: false },
];

export async function seedPersonalData(db: Db, now = Date.now()): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED));
  if (done) return false;
  await db.transaction(async (tx) => {
    // The period runs from the applicant's own activity: for the demo, the day they applied.
    await tx
      .update(jobApplications)
      .set({ lastActivityAt: sql`${jobApplications.createdAt}` })
      .where(eq(jobApplications.containerId, DEMO));
    // People with one application each, the earliest applicants of the ordinary positions.
    const people = rowsOf<{ user_id: number }>(
      await tx.execute(sql`
        select user_id from ${jobApplications}
        where container_id = ${DEMO} and not is_manually_created
        group by user_id having count(*) = 1
        order by min(id) limit ${MOVED.length}`),
    );
    for (const [i, person] of people.entries()) {
      const plan = MOVED[i]!;
      await tx
        .update(jobApplications)
        .set({ lastActivityAt: new Date(now - plan.daysAgo * DAY), legalHold: plan.hold })
        .where(and(eq(jobApplications.containerId, DEMO), inArray(jobApplications.userId, [person.user_id])));
    }
    await tx.insert(appMeta).values({ key: SEEDED, value: new Date(now).toISOString() });
  });
  return true;
}
