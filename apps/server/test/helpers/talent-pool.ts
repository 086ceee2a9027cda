import { and, eq } from 'drizzle-orm';
import { TALENT_POOL_NAME, talentPoolForm } from '@rekry/domain';
import type { Db } from '../../src/db/client.ts';
import { positions } from '../../src/db/schema.ts';
import { buildApplication } from './applicants.ts';

/** The company's open talent pool (made as open_TalentPool makes it, or the one it has). */
export async function buildTalentPool(db: Db, containerId: number) {
  const [found] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.containerId, containerId), eq(positions.kind, 'pool')));
  if (found) return found;
  const [row] = await db
    .insert(positions)
    .values({
      containerId,
      kind: 'pool',
      name: TALENT_POOL_NAME,
      isInternal: true,
      publishedAt: new Date(),
      form: talentPoolForm(),
    })
    .returning();
  return row!;
}

/** A member of the company's pool (an application to it), with the standard answers. */
export async function buildPoolMember(
  db: Db,
  containerId: number,
  options: Parameters<typeof buildApplication>[3] = {},
) {
  const pool = await buildTalentPool(db, containerId);
  const member = await buildApplication(db, containerId, pool.id, options);
  return { pool, member };
}
