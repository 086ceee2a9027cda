/**
 * The owner columns most tables share. Not in columns.ts: containers.ts and users.ts import that, and
 * this file imports them, so keeping them apart leaves the area files free of import cycles.
 */
import { integer } from 'drizzle-orm/pg-core';
import { containers } from './containers.ts';
import { users } from './users.ts';

/** Tenant-owned and user-owned rows go when their company or user goes. */
export const containerRef = () =>
  integer('container_id')
    .notNull()
    .references(() => containers.id, { onDelete: 'cascade' });
export const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
