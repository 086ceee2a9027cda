import * as pg from 'drizzle-orm/pg-core';
import type { AuditKind } from '@rekry/domain';
import { createdAt } from './columns.ts';

/**
 * The audit log (/admin/events): written only through platform/audit.ts, never updated, and
 * removed only by the retention prune (a trigger refuses anything else). No foreign keys: an entry
 * outlives the company and the person it names, so their names are kept as they were.
 */
export const auditEvents = pg.pgTable(
  'audit_events',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    /** The company the event belongs to; null for platform events (a superuser's own sign-in, news). */
    containerId: pg.integer('container_id'),
    containerName: pg.text('container_name'),
    /** Who did it; null for the system (a job) or an unknown e-mail at a failed sign-in. */
    actorId: pg.integer('actor_id'),
    actorEmail: pg.text('actor_email'),
    actorName: pg.text('actor_name'),
    kind: pg.text('kind').$type<AuditKind>().notNull(),
    /** One Swedish sentence: what happened. Never a secret or a personal number. */
    summary: pg.text('summary').notNull(),
    data: pg.jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ip: pg.text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('audit_events_container_idx').on(t.containerId, t.createdAt.desc(), t.id.desc()),
    pg.index('audit_events_created_idx').on(t.createdAt.desc(), t.id.desc()),
    pg.index('audit_events_actor_idx').on(t.actorId),
  ],
);
