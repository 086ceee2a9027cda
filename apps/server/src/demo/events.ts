/**
 * Demo audit-log entries (/admin/events): a few days of sign-ins, a failed sign-in, a permission
 * change and an export in Demo AB, one sign-in in a second company and the superuser's own, so the events
 * screen has something to show for an administrator and for the superuser. Inserted with their past times
 * (the door, platform/audit.ts, always writes "now"); the table only refuses updates and deletes.
 */
import { eq, inArray } from 'drizzle-orm';
import type { AuditKind } from '@rekry/domain';
import type { Db } from '../db/client.ts';
import { appMeta, auditEvents, containers, users } from '../db/schema.ts';

const SEEDED = 'demo_events_seeded';
const HOUR = 60 * 60 * 1000;

interface DemoEntry {
  hoursAgo: number;
  containerId: number | null;
  /** The actor's e-mail (a demo account), or an address tried at a failed sign-in. */
  actor: string;
  kind: AuditKind;
  summary: string;
  data?: Record<string, unknown>;
  ip: string;
}

export async function seedEvents(
  db: Db,
  company: { demo: number; second: number },
  people: { odin: string; admin: string; writer: string; reader: string; multi: string },
): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED));
  if (done) return false;
  const entries: DemoEntry[] = [
    {
      hoursAgo: 74,
      containerId: company.demo,
      actor: people.admin,
      kind: 'sign-in',
      summary: 'Loggade in',
      ip: '192.0.2.10',
    },
    {
      hoursAgo: 73,
      containerId: company.demo,
      actor: people.admin,
      kind: 'permission',
      summary: `Ändrade behörigheter för ${people.writer}: Läsare → Skribent`,
      data: { email: people.writer, before: [3], after: [2] },
      ip: '192.0.2.10',
    },
    {
      hoursAgo: 50,
      containerId: company.demo,
      actor: people.writer,
      kind: 'sign-in-failed',
      summary: `Misslyckad inloggning som ${people.writer} (fel lösenord)`,
      data: { email: people.writer, reason: 'wrong-password' },
      ip: '198.51.100.23',
    },
    {
      hoursAgo: 49.9,
      containerId: company.demo,
      actor: people.writer,
      kind: 'sign-in',
      summary: 'Loggade in',
      ip: '198.51.100.23',
    },
    {
      hoursAgo: 26,
      containerId: company.demo,
      actor: people.reader,
      kind: 'sign-in',
      summary: 'Loggade in',
      ip: '203.0.113.5',
    },
    {
      hoursAgo: 25,
      containerId: company.demo,
      actor: people.admin,
      kind: 'sign-in',
      summary: 'Loggade in',
      ip: '192.0.2.10',
    },
    {
      hoursAgo: 24.5,
      containerId: company.demo,
      actor: people.admin,
      kind: 'export',
      summary: 'Exporterade användarlistan (5 rader)',
      data: { export: 'users', rows: 5 },
      ip: '192.0.2.10',
    },
    {
      hoursAgo: 20,
      containerId: company.second,
      actor: people.multi,
      kind: 'sign-in',
      summary: 'Loggade in',
      ip: '203.0.113.77',
    },
    {
      hoursAgo: 3,
      containerId: null,
      actor: people.odin,
      kind: 'sign-in',
      summary: 'Loggade in',
      ip: '192.0.2.1',
    },
  ];
  const known = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.email, [...new Set(entries.map((e) => e.actor))]));
  const byEmail = new Map(known.map((u) => [u.email, u]));
  const names = new Map(
    (await db.select({ id: containers.id, name: containers.name }).from(containers)).map((c) => [
      c.id,
      c.name,
    ]),
  );
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.insert(auditEvents).values(
      entries.map((e) => {
        const user = byEmail.get(e.actor);
        return {
          containerId: e.containerId,
          containerName: e.containerId === null ? null : (names.get(e.containerId) ?? null),
          actorId: user?.id ?? null,
          actorEmail: e.actor,
          actorName: user ? `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim() || null : null,
          kind: e.kind,
          summary: e.summary,
          data: e.data ?? {},
          ip: e.ip,
          createdAt: new Date(now - e.hoursAgo * HOUR),
        };
      }),
    );
    await tx.insert(appMeta).values({ key: SEEDED, value: new Date().toISOString() });
  });
  return true;
}
