import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { notFound } from '../core/errors.ts';
import type { OwnedTable } from './delete-own-row.ts';

/**
 * Creates (without `id`) or saves one row the company owns, through `onError` (a name taken: 409); 404
 * with `notFoundText` when `id` is not one of the company's rows, so another company's id says nothing.
 * Answers the row's id.
 */
export async function saveOwnRow<Table extends OwnedTable>(
  db: Queryable,
  table: Table,
  row: { containerId: number; id: number | undefined },
  values: Omit<Table['$inferInsert'], 'containerId' | 'id'>,
  how: { notFoundText: string; onError: (error: unknown) => never },
): Promise<number> {
  const { containerId, id } = row;
  // drizzle cannot follow a generic table's columns; the signature keeps `values` to the table's own.
  const insert = { ...values, containerId } as Table['$inferInsert'];
  const [saved] = (await (
    id === undefined
      ? db.insert(table).values(insert).returning({ id: table.id })
      : db
          .update(table)
          .set(values as Partial<Table['$inferInsert']>)
          .where(and(eq(table.id, id), eq(table.containerId, containerId)))
          .returning({ id: table.id })
  ).catch(how.onError)) as { id: number }[];
  if (!saved) throw notFound(how.notFoundText);
  return saved.id;
}
