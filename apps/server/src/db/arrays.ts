import { sql } from 'drizzle-orm';

/** Whole numbers as one `int[]` parameter ('{1,2,3}'), however many there are. */
export const intArray = (values: readonly number[]) =>
  sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
