/**
 * The audit log's door (platform/audit.ts): entries keep who and which company as they were, ride the
 * action's transaction, are never updated, and only the retention prune removes them.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditEvents } from '../src/db/schema.ts';
import { SYSTEM_ACTOR, actorOf, pruneAuditEvents, recordAudit } from '../src/platform/audit.ts';
import { testAppWithWorld } from './helpers/app.ts';

const { t, world } = testAppWithWorld();

describe('the audit door', () => {
  it('copies the actor and the company name into the entry', async () => {
    const admin = { ...world.admin, firstname: 'Anna', lastname: 'Admin' };
    await recordAudit(t.db, actorOf(admin, '203.0.113.9'), {
      kind: 'billing',
      summary: 'Lade till 10 poäng',
      containerId: world.own.id,
      data: { points: 10 },
    });
    const [row] = await t.db.select().from(auditEvents).where(eq(auditEvents.summary, 'Lade till 10 poäng'));
    expect(row).toMatchObject({
      containerId: world.own.id,
      containerName: world.own.name,
      actorId: world.admin.id,
      actorEmail: world.admin.email,
      actorName: 'Anna Admin',
      kind: 'billing',
      data: { points: 10 },
      ip: '203.0.113.9',
    });
  });

  it('refuses to change or delete an entry outside the prune', async () => {
    await recordAudit(t.db, SYSTEM_ACTOR, { kind: 'company', summary: 'Oföränderlig' });
    await expect(
      t.db.update(auditEvents).set({ summary: 'Ändrad' }).where(eq(auditEvents.summary, 'Oföränderlig')),
    ).rejects.toThrow();
    await expect(t.db.delete(auditEvents).where(eq(auditEvents.summary, 'Oföränderlig'))).rejects.toThrow();
    expect(await t.db.select().from(auditEvents).where(eq(auditEvents.summary, 'Oföränderlig'))).toHaveLength(
      1,
    );
  });

  it('prunes only entries older than the cut-off', async () => {
    await recordAudit(t.db, SYSTEM_ACTOR, { kind: 'company', summary: 'Gammal' });
    // Backdating an entry means lifting the trigger for a moment, as only a test may.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
      await tx
        .update(auditEvents)
        .set({ createdAt: new Date('2020-01-01') })
        .where(eq(auditEvents.summary, 'Gammal'));
      await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
    });
    expect(await pruneAuditEvents(t.db, new Date('2021-01-01'))).toBe(1);
    const left = await t.db.select({ summary: auditEvents.summary }).from(auditEvents);
    expect(left.map((r) => r.summary)).not.toContain('Gammal');
    expect(left.map((r) => r.summary)).toContain('Oföränderlig');
  });
});
