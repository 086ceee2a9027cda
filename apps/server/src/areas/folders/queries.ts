import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { folders } from '../../db/schema.ts';

/** The company's folder with that name, or undefined. */
export async function folderNamed(db: Queryable, containerId: number, name: string) {
  const [row] = await db
    .select({ id: folders.id, name: folders.name })
    .from(folders)
    .where(and(eq(folders.containerId, containerId), eq(folders.name, name)));
  return row;
}

/**
 * The company's folder with that name, created when missing, and locked until the transaction ends so
 * two writers into it take turns.
 */
export async function lockedFolder(db: Queryable, containerId: number, name: string): Promise<number> {
  await db.insert(folders).values({ containerId, name }).onConflictDoNothing();
  const [row] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.containerId, containerId), eq(folders.name, name)))
    .for('update');
  return row!.id;
}
