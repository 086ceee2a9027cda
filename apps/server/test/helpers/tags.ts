import { tags } from '../../src/db/schema.ts';
import type { Queryable } from '../../src/db/client.ts';

/** A tag of the company (a new name each time unless one is given). */
export async function buildTag(
  db: Queryable,
  containerId: number,
  name = `Tagg ${Math.random().toString(36).slice(2, 8)}`,
) {
  const [row] = await db.insert(tags).values({ containerId, name }).returning();
  return row!;
}
