import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../src/db/client.ts';

/**
 * Every row of every table whose JSON text holds one of the needles (an address, a name, a personal
 * number), with its table: what "nothing of the person remains" is checked against.
 */
export async function rowsMentioning(db: Queryable, needles: string[]) {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    ),
  );
  const found: { table: string; row: Record<string, unknown> }[] = [];
  for (const { name } of tables) {
    const match = sql.join(
      needles.map((n) => sql`row_to_json(x)::text ilike ${`%${n}%`}`),
      sql` or `,
    );
    const rows = rowsOf<{ row: Record<string, unknown> }>(
      await db.execute(sql`select row_to_json(x) as row from ${sql.identifier(name)} x where ${match}`),
    );
    found.push(...rows.map((r) => ({ table: name, row: r.row })));
  }
  return found;
}
