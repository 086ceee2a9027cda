import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from './client.ts';

/**
 * A part of one SQL statement: named CTEs, and those among them the statement must read for their effect
 * (a CTE that writes always runs; one that only selects, as `select pg_notify(…)` does, runs only when
 * read). Writes that belong together go into one statement as parts: they commit together, without a
 * transaction's round trips, and the locks they take are held for that statement alone.
 */
export interface StatementPart {
  ctes: SQL[];
  /** CTE names (cteName) the final select must read. */
  reads: SQL[];
}

/** A CTE's name, kept apart from the same part's CTEs elsewhere in the statement by its `prefix`. */
export const cteName = (prefix: string, name: string): SQL =>
  sql`${sql.identifier(prefix ? `${prefix}_${name}` : name)}`;

/** The `with …` clause of the parts, for a statement that goes on with its final select. */
export function withParts(parts: StatementPart[]): SQL {
  return sql`with ${sql.join(
    parts.flatMap((p) => p.ctes),
    sql`, `,
  )}`;
}

/**
 * An expression that reads every part's effect CTEs, for the final select's list
 * (`select …, ${effectsOf(parts)} as effects from …`): there PostgreSQL cannot leave it out, as it does an
 * unused column of a subquery, and being uncorrelated it is evaluated once, not per row.
 */
export function effectsOf(parts: StatementPart[]): SQL {
  const reads = parts.flatMap((p) => p.reads).map((name) => sql`(select count(*) from ${name})`);
  return reads.length ? sql.join(reads, sql` + `) : sql`0`;
}

/** Runs parts that only write (their rows are not wanted) as one statement: one round trip for all. */
export async function runParts(db: Queryable, parts: StatementPart[]): Promise<void> {
  if (parts.length) await db.execute(sql`${withParts(parts)} select ${effectsOf(parts)} as effects`);
}
