import { sql } from 'drizzle-orm';

/** Whole numbers as one `int[]` parameter ('{1,2,3}'), however many there are. */
export const intArray = (values: readonly number[]) =>
  sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;

/**
 * The rows a query gives for a list of values, or none, without asking the database, when the list is
 * empty.
 */
export async function rowsFor<Value, Row>(
  values: Value[],
  query: (values: Value[]) => PromiseLike<Row[]>,
): Promise<Row[]> {
  return values.length ? await query(values) : [];
}
