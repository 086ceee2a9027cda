/** Who belongs to a company and what they may do there: company-wide, on one position, or invited. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, pairKey } from './columns.ts';
import { containerRef, userRef } from './owners.ts';
import { positions } from './positions.ts';
import { users } from './users.ts';

/** Container-user permission: a user may hold several permission ids in one company. */
export const containerUsers = pg.pgTable(
  'container_users',
  {
    containerId: containerRef(),
    userId: userRef(),
    permissionId: pg.integer('permission_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.containerId, t.userId, t.permissionId] }),
    pg.index('container_users_user_idx').on(t.userId),
    pg.check('container_users_permission_known', sql`${t.permissionId} in (1, 2, 3)`),
  ],
);

/** Position permission: one permission per user and position. */
export const positionPermissions = pg.pgTable(
  'position_permissions',
  {
    containerId: containerRef(),
    positionId: belongsTo('position_id', () => positions.id),
    userId: userRef(),
    permissionId: pg.integer('permission_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...pairKey(t.positionId, t.userId, 'position_permissions_user_idx'),
    pg.check('position_permissions_permission_known', sql`${t.permissionId} in (1, 2, 3)`),
  ],
);

/**
 * An invitation to a company by e-mail: the company sees only the address it typed until the
 * person follows the link and accepts; then membership rows are created with `permissionIds`. Only the
 * token's SHA-256 is stored. One pending invitation per company and address (re-inviting renews it).
 */
export const containerInvitations = pg.pgTable(
  'container_invitations',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    email: pg.text('email').notNull(),
    permissionIds: pg.jsonb('permission_ids').$type<number[]>().notNull(),
    tokenHash: pg.text('token_hash').notNull(),
    invitedBy: pg.integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: pg.timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('container_invitations_token_idx').on(t.tokenHash),
    pg
      .uniqueIndex('container_invitations_pending_idx')
      .on(t.containerId, t.email)
      .where(sql`${t.acceptedAt} is null`),
    pg.check('container_invitations_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);
