import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../core/errors.ts';
import type { ActionContext } from './action-context.ts';

/** A table of rows a company owns: its id and its company. */
export type OwnedTable = PgTable & { id: PgColumn; containerId: PgColumn };

/**
 * Deletes one row the company owns and records it in the audit log ("Tog bort e-postmallen Kallelse") in
 * the action's transaction: 404 with `notFoundText` when the company has no such row, so another
 * company's id says nothing. Answers the name the row had.
 */
export async function deleteOwnRow(
  { db, audit }: Pick<ActionContext, 'db' | 'audit'>,
  table: OwnedTable,
  row: { containerId: number; id: number },
  how: {
    /** The column the audit entry names the row by. */
    name: PgColumn;
    /** The row in Swedish with its article, as the entry says it: 'e-postmallen', 'filen'. */
    noun: string;
    notFoundText: string;
    /** What the entry keeps beside the sentence (ids under their own names). */
    data: Record<string, unknown>;
  },
): Promise<string> {
  const [removed] = (await db
    .delete(table)
    .where(and(eq(table.id, row.id), eq(table.containerId, row.containerId)))
    .returning({ name: how.name })) as { name: string }[];
  if (!removed) throw notFound(how.notFoundText);
  await audit({
    kind: 'deletion',
    summary: `Tog bort ${how.noun} ${removed.name}`,
    containerId: row.containerId,
    data: how.data,
  });
  return removed.name;
}
