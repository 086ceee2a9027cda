/** Column helpers shared by the area files; schema.ts does not re-export them, as before the split. */
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A row that belongs to another (`parent`, through `column`) and goes when it goes. */
export const belongsTo = (column: string, parent: () => AnyPgColumn) =>
  integer(column).notNull().references(parent, { onDelete: 'cascade' });
