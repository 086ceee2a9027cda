/** Column helpers shared by the area files; schema.ts does not re-export them, as before the split. */
import * as pg from 'drizzle-orm/pg-core';

export const createdAt = () => pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A row that belongs to another (`parent`, through `column`) and goes when it goes. */
export const belongsTo = (column: string, parent: () => pg.AnyPgColumn) =>
  pg.integer(column).notNull().references(parent, { onDelete: 'cascade' });

/**
 * The key of a row that links two others: the pair is the primary key (which finds the links of the
 * first), and `secondIndex` finds the links of the second.
 */
export const pairKey = (first: pg.AnyPgColumn, second: pg.AnyPgColumn, secondIndex: string) => [
  pg.primaryKey({ columns: [first, second] }),
  pg.index(secondIndex).on(second),
];
