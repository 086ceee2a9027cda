/** The demo company's free tags ('Taggar'), on some of the warehouse ad's applicants. */
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { applicationTags, jobApplications, tags } from '../db/schema.ts';

/** Each tag by the places, in application order, of the warehouse applicants who carry it. */
const DEMO_TAGS: Record<string, number[]> = {
  'Kan börja direkt': [0, 2, 5],
  'Ring tillbaka': [1],
  'Referenser kontrollerade': [0, 3],
};

/** The list, the board card, the applicant page and the tag filter show these from the first start. */
export async function seedDemoTags(tx: Tx, containerId: number, positionId: number): Promise<void> {
  const made = await tx
    .insert(tags)
    .values(Object.keys(DEMO_TAGS).map((name) => ({ containerId, name })))
    .returning({ id: tags.id, name: tags.name });
  const applications = await tx
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.positionId, positionId))
    .orderBy(asc(jobApplications.id));
  const rows = made.flatMap((tag) =>
    (DEMO_TAGS[tag.name] ?? []).flatMap((place) => {
      const application = applications[place];
      return application ? [{ applicationId: application.id, tagId: tag.id }] : [];
    }),
  );
  if (rows.length) await tx.insert(applicationTags).values(rows);
}
