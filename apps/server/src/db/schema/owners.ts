/**
 * The owner columns most tables share. Not in columns.ts: containers.ts and users.ts import that, and
 * this file imports them, so keeping them apart leaves the area files free of import cycles.
 */
import { belongsTo } from './columns.ts';
import { containers } from './containers.ts';
import { users } from './users.ts';

/** Tenant-owned and user-owned rows go when their company or user goes. */
export const containerRef = () => belongsTo('container_id', () => containers.id);
export const userRef = () => belongsTo('user_id', () => users.id);
