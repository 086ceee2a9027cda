import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './columns.ts';
import { containerRef } from './owners.ts';
import { jobApplications } from './applicants.ts';
import { positions } from './positions.ts';
import { users } from './users.ts';

/**
 * An invitation of a talent pool member (their pool application) to apply to a position: its link's
 * secret kept as a hash, good for prefilling that position's form until it expires. It goes with the
 * member's application or the position (erasure removes it with the rest).
 */
export const talentPoolInvites = pg.pgTable(
  'talent_pool_invites',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    applicationId: belongsTo('application_id', () => jobApplications.id),
    positionId: belongsTo('position_id', () => positions.id),
    tokenHash: pg.text('token_hash').notNull(),
    createdBy: pg.integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('talent_pool_invites_token_idx').on(t.tokenHash),
    pg.index('talent_pool_invites_application_idx').on(t.applicationId),
    pg.index('talent_pool_invites_position_idx').on(t.positionId),
  ],
);
