import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every table of the drizzle schema: its columns and whether each may be null. */
function schemaTables(): Map<string, Map<string, boolean>> {
  const tables = new Map<string, Map<string, boolean>>();
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    tables.set(config.name, new Map(config.columns.map((c) => [c.name, !c.notNull])));
  }
  return tables;
}

const drizzleFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'drizzle', 'meta');

describe('the drizzle schema', () => {
  it('is the database the committed migrations make: the same tables, columns and nullability', async () => {
    const rows = rowsOf<{ table_name: string; column_name: string; is_nullable: string }>(
      await t.db.execute(sql`
        select c.table_name, c.column_name, c.is_nullable from information_schema.columns c
        join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and c.table_name not like '\\_\\_drizzle%'`),
    );
    const database = new Map<string, Map<string, boolean>>();
    for (const row of rows) {
      const columns = database.get(row.table_name) ?? new Map<string, boolean>();
      columns.set(row.column_name, row.is_nullable === 'YES');
      database.set(row.table_name, columns);
    }
    const sorted = (tables: Map<string, Map<string, boolean>>) =>
      Object.fromEntries(
        [...tables]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, columns]) => [
            name,
            Object.fromEntries([...columns].sort(([a], [b]) => a.localeCompare(b))),
          ]),
      );
    expect(sorted(database)).toEqual(sorted(schemaTables()));
  });

  it("is drizzle-kit's latest snapshot, so `npm run db:generate` writes only the next change", () => {
    const latest = readdirSync(drizzleFolder)
      .filter((f) => f.endsWith('_snapshot.json'))
      .sort()
      .at(-1)!;
    const snapshot = JSON.parse(readFileSync(path.join(drizzleFolder, latest), 'utf8')) as {
      tables: Record<string, { name: string; columns: Record<string, { name: string; notNull: boolean }> }>;
    };
    const fromSnapshot = new Map(
      Object.values(snapshot.tables).map((table) => [
        table.name,
        new Map(Object.values(table.columns).map((c) => [c.name, !c.notNull])),
      ]),
    );
    expect(Object.fromEntries([...fromSnapshot].map(([n, c]) => [n, Object.fromEntries(c)]))).toEqual(
      Object.fromEntries([...schemaTables()].map(([n, c]) => [n, Object.fromEntries(c)])),
    );
  });
});
