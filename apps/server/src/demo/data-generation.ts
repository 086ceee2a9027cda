/**
 * Demo Generate data: one finished run on Bemanningsgruppen Göteborg AB (two internal positions
 * with 25 made-up applicants each), so /admin/generate-data shows a run with its bar and 'Ta bort
 * genererad data'. Made by the same steps as the job, on a company no other demo journey counts in.
 */
import { eq } from 'drizzle-orm';
import { generationStep } from '../areas/data-generation/runs.ts';
import type { Db } from '../db/client.ts';
import { appMeta, dataGenerations, users } from '../db/schema.ts';

const SEEDED = 'demo_data_generation_seeded';

export async function seedDataGeneration(
  db: Db,
  containerId: number,
  creatorEmail: string,
): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED));
  if (done) return false;
  const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.email, creatorEmail));
  const [run] = await db
    .insert(dataGenerations)
    .values({ containerId, positions: 2, applicants: 25, createdBy: creator?.id ?? null })
    .returning({ id: dataGenerations.id });
  while ((await generationStep(db, run!.id)) === 'more');
  await db.insert(appMeta).values({ key: SEEDED, value: new Date().toISOString() });
  return true;
}
