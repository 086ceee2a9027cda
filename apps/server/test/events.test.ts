/**
 * Events (/admin/events): the real actions and the login write entries through the audit door;
 * an administrator reads the company's, the superuser everyone's; filters, paging, CSV and retention.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  EVENTS_LIMITS,
  EVENTS_MESSAGES,
  PermissionId,
  stockholmDate,
  addDays,
  type AuditEventPage,
  type AuditKind,
} from '@rekry/domain';
import { auditEvents } from '../src/db/schema.ts';
import { SYSTEM_ACTOR, recordAudit } from '../src/platform/audit.ts';
import { loadConfig } from '../src/config.ts';
import { buildApplication } from './helpers/applicants.ts';
import { post, testAppWithWorld } from './helpers/app.ts';
import { jobHandlersOf } from './helpers/jobs.ts';
import { buildContainer, buildPosition, buildUser, TEST_PASSWORD } from './helpers/factories.ts';

const { t, world } = testAppWithWorld();

const entriesOf = (containerId: number | null, kind: AuditKind) =>
  t.db
    .select()
    .from(auditEvents)
    .where(
      and(
        containerId === null
          ? sql`${auditEvents.containerId} is null`
          : eq(auditEvents.containerId, containerId),
        eq(auditEvents.kind, kind),
      ),
    );

const login = (email: string, password = TEST_PASSWORD) =>
  post(t.app, '/api/account/login', { email, password });

const events = async (caller: { id: number }, input: Record<string, unknown> = {}) => {
  const res = await t.as(caller).dispatch('get_Events', { containerId: world.own.id, ...input });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data as AuditEventPage;
};

const csvText = (data: string) => Buffer.from(data, 'base64').toString('utf8');

describe('entries written by the real actions', () => {
  it('records a sign-in per company of the person, with the address; the superuser’s on the platform', async () => {
    expect((await login(world.admin.email)).status).toBe(200);
    const [entry] = await entriesOf(world.own.id, 'sign-in');
    expect(entry).toMatchObject({
      actorId: world.admin.id,
      actorEmail: world.admin.email,
      containerName: world.own.name,
      summary: 'Loggade in',
      ip: '127.0.0.1',
    });
    const both = await buildUser(t.db, {
      memberOf: [
        [world.own.id, [PermissionId.Read]],
        [world.foreign.id, [PermissionId.Write, PermissionId.Read]],
      ],
    });
    expect((await login(both.email)).status).toBe(200);
    const mine = (await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, both.id))).map(
      (e) => e.containerId,
    );
    expect(mine.sort()).toEqual([world.own.id, world.foreign.id].sort());
    expect((await login(world.superuser.email)).status).toBe(200);
    const platform = await entriesOf(null, 'sign-in');
    expect(platform.map((e) => e.actorId)).toContain(world.superuser.id);
  });

  it('records a failed sign-in: a member’s in their company, an unknown address on the platform', async () => {
    expect((await login(world.writer.email, 'fel-lösenord-1')).status).toBe(401);
    const [failed] = await entriesOf(world.own.id, 'sign-in-failed');
    expect(failed).toMatchObject({ actorId: world.writer.id, data: { reason: 'wrong-password' } });
    expect(JSON.stringify(failed)).not.toContain('fel-lösenord-1');
    expect((await login('okand@example.se', 'vad-som-helst-1')).status).toBe(401);
    const [unknown] = (await entriesOf(null, 'sign-in-failed')).filter(
      (e) => e.actorEmail === 'okand@example.se',
    );
    expect(unknown).toMatchObject({ actorId: null, containerId: null, data: { reason: 'unknown-email' } });
  });

  it('records sign-ins the rate limit refuses: once per caller, address and window, not per try', async () => {
    const person = await buildUser(t.db, { memberOf: [[world.own.id, [PermissionId.Read]]] });
    for (let i = 0; i < 10; i++) expect((await login(person.email, `fel-${i}-lösenord`)).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await login(person.email, TEST_PASSWORD)).status).toBe(429);
    const limited = async () =>
      (await entriesOf(world.own.id, 'sign-in-failed')).filter(
        (e) => e.actorId === person.id && (e.data as { reason?: string }).reason === 'rate-limited',
      );
    // The entry is written beside the 429, not before it.
    for (let i = 0; i < 100 && (await limited()).length === 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    const entries = await limited();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.summary).toContain('för många försök');
    expect(JSON.stringify(entries)).not.toContain(TEST_PASSWORD);
  });

  it('records a permission change, an invitation and a removal from the company', async () => {
    const member = await buildUser(t.db, { memberOf: [[world.own.id, [PermissionId.Read]]] });
    const res = await t.as(world.admin).dispatch('update_ContainerUserPermission', {
      containerId: world.own.id,
      email: member.email,
      permissionIds: [PermissionId.Write],
    });
    expect(res.status).toBe(200);
    const [changed] = (await entriesOf(world.own.id, 'permission')).filter(
      (e) => e.data['userId'] === member.id,
    );
    expect(changed).toMatchObject({
      actorId: world.admin.id,
      summary: `Ändrade behörigheter för ${member.email}: Läsare → Skribent`,
    });
    const invited = await t.as(world.admin).dispatch('create_ContainerUserPermission', {
      containerId: world.own.id,
      email: 'ny-kollega@example.se',
      permissionIds: [PermissionId.Read],
    });
    expect(invited.status).toBe(200);
    expect(
      (
        await t
          .as(world.admin)
          .dispatch('delete_ContainerUserPermission', { containerId: world.own.id, userId: member.id })
      ).status,
    ).toBe(200);
    const summaries = (await entriesOf(world.own.id, 'membership')).map((e) => e.summary);
    expect(summaries).toContain('Bjöd in ny-kollega@example.se (Läsare)');
    expect(summaries).toContain(`Tog bort ${member.email} från företaget`);
  });

  it('records a deletion', async () => {
    const position = await buildPosition(t.db, world.own.id, { name: 'Lagerarbetare natt' });
    const res = await t
      .as(world.admin)
      .dispatch('delete_Position', { containerId: world.own.id, positionId: position.id });
    expect(res.status).toBe(200);
    const entries = await entriesOf(world.own.id, 'deletion');
    expect(entries.map((e) => e.summary)).toContain('Tog bort tjänsten Lagerarbetare natt');
  });

  it('records a GDPR delete without naming the person', async () => {
    const position = await buildPosition(t.db, world.own.id);
    const application = await buildApplication(t.db, world.own.id, position.id, {
      firstname: 'Greta',
      lastname: 'Raderasson',
      email: 'greta.raderasson@example.se',
    });
    const res = await t.as(world.admin).dispatch('delete_ApplicantFromContainer', {
      containerId: world.own.id,
      userId: application.userId,
      reason: 'Begäran från den sökande',
    });
    expect(res.status).toBe(200);
    const [entry] = await entriesOf(world.own.id, 'gdpr');
    expect(entry).toMatchObject({ actorId: world.admin.id, data: { erase: true, applications: 1 } });
    expect(JSON.stringify(entry)).not.toMatch(/Greta|Raderasson|greta\.raderasson/);
  });

  it('records an export and an integration change, never a secret', async () => {
    const exported = await t.as(world.admin).dispatch('export_ContainerUsers', { containerId: world.own.id });
    expect(exported.status).toBe(200);
    expect((await entriesOf(world.own.id, 'export')).map((e) => e.data['export'])).toContain('users');
    const secret = 'hemlig-nyckel-42';
    const res = await t.as(world.admin).dispatch('update_PartnerSetting', {
      containerId: world.own.id,
      partner: 'arbetsformedlingen',
      isEnabled: true,
      settings: { senderId: '123456' },
      secret,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const [entry] = await entriesOf(world.own.id, 'integration');
    expect(entry).toMatchObject({
      actorId: world.admin.id,
      data: { partner: 'arbetsformedlingen', isEnabled: true },
    });
    expect(entry!.data['fields']).toContain('secret');
    expect(JSON.stringify(entry)).not.toContain(secret);
    const position = await buildPosition(t.db, world.own.id, { name: 'Truckförare' });
    const ticked = await t.as(world.admin).dispatch('update_PositionIntegration', {
      containerId: world.own.id,
      positionId: position.id,
      partner: 'classifieds',
      isChecked: false,
      data: {},
    });
    expect(ticked.status, JSON.stringify(ticked.error)).toBe(200);
    const summaries = (await entriesOf(world.own.id, 'integration')).map((e) => e.summary);
    expect(summaries.some((text) => text.endsWith('för tjänsten Truckförare'))).toBe(true);
  });

  it('counts sign-ins and failed sign-ins per day on the first page, for the chart', async () => {
    const person = await buildUser(t.db, { memberOf: [[world.own.id, [PermissionId.Read]]] });
    expect((await login(person.email)).status).toBe(200);
    expect((await login(person.email)).status).toBe(200);
    expect((await login(person.email, 'fel-lösenord')).status).toBe(401);
    const page = await events(world.admin, { actorId: person.id });
    expect(page.signIns).toHaveLength(EVENTS_LIMITS.chartDays);
    expect(page.signIns!.at(-1)).toEqual({ day: stockholmDate(), ok: 2, failed: 1 });
    expect(page.signIns!.slice(0, -1).every((d) => d.ok === 0 && d.failed === 0)).toBe(true);
    // A kind filter narrows the list, not the chart; a later page carries no chart.
    const narrowed = await events(world.admin, { actorId: person.id, kind: 'sign-in-failed' });
    expect(narrowed.items).toHaveLength(1);
    expect(narrowed.signIns!.at(-1)).toEqual({ day: stockholmDate(), ok: 2, failed: 1 });
    expect(
      (await events(world.admin, { actorId: person.id, before: narrowed.items[0]!.id })).signIns,
    ).toBeUndefined();
  });

  it('records password changes, reset links sent by an admin and the smaller deletions', async () => {
    const person = await buildUser(t.db, { memberOf: [[world.own.id, [PermissionId.Write]]] });
    const changed = await t.as(person).dispatch('update_password', {
      password: TEST_PASSWORD,
      newPassword: 'ett-nytt-lösenord',
      confirmNewPassword: 'ett-nytt-lösenord',
    });
    expect(changed.status, JSON.stringify(changed.error)).toBe(200);
    const reset = await t
      .as(world.admin)
      .dispatch('reset_UserPassword', { containerId: world.own.id, userId: world.reader.id });
    expect(reset.status).toBe(200);
    const passwords = await entriesOf(world.own.id, 'password');
    expect(passwords.map((e) => [e.actorId, e.summary])).toEqual(
      expect.arrayContaining([
        [person.id, 'Bytte lösenord'],
        [world.admin.id, `Skickade en länk för nytt lösenord till ${world.reader.email}`],
      ]),
    );
    expect(JSON.stringify(passwords)).not.toContain('ett-nytt-lösenord');

    const skill = await t.as(world.writer).dispatch('upsert_Skill', {
      containerId: world.own.id,
      name: 'Truckkort A',
      description: '',
      icon: 'forklift',
      questions: [],
    });
    expect(skill.status, JSON.stringify(skill.error)).toBe(200);
    const skillId = (skill.data as { id: number }).id;
    expect(
      (await t.as(world.writer).dispatch('delete_Skill', { containerId: world.own.id, id: skillId })).status,
    ).toBe(200);
    const post = await t
      .as(world.superuser)
      .dispatch('create_BlogPost', { title: 'Tillfällig', body: '<p>x</p>' });
    const newsId = (post.data as { id: number }).id;
    expect((await t.as(world.superuser).dispatch('delete_BlogPost', { id: newsId })).status).toBe(200);
    const template = await t.as(world.writer).dispatch('upsert_EmailTemplate', {
      containerId: world.own.id,
      title: 'Kallelse',
      subject: 'Samtal',
      text: 'Hej',
    });
    const templateId = template.data!.id;
    // Another company's admin names the template through their own company: 404, nothing removed or logged.
    const foreign = await t
      .as(world.foreignAdmin)
      .dispatch('delete_EmailTemplate', { containerId: world.foreign.id, id: templateId });
    expect(foreign.status).toBe(404);
    expect(
      (
        await t
          .as(world.writer)
          .dispatch('delete_EmailTemplate', { containerId: world.own.id, id: templateId })
      ).status,
    ).toBe(200);
    const deletions = await entriesOf(world.own.id, 'deletion');
    expect(deletions.map((e) => e.summary)).toEqual(
      expect.arrayContaining(['Tog bort kompetensen Truckkort A', 'Tog bort e-postmallen Kallelse']),
    );
    expect(deletions.find((e) => e.summary === 'Tog bort e-postmallen Kallelse')?.data).toEqual({
      emailTemplateId: templateId,
    });
    expect(await entriesOf(world.foreign.id, 'deletion')).toEqual([]);
    expect((await entriesOf(null, 'deletion')).map((e) => e.summary)).toContain(
      'Tog bort nyheten Tillfällig',
    );
  });
});

describe('get_Events and get_AllEvents', () => {
  it('401 without a login; 403 for reader, writer, a candidate and another company’s admin', async () => {
    expect((await t.as(undefined).dispatch('get_Events', { containerId: world.own.id })).status).toBe(401);
    for (const caller of [world.reader, world.writer, world.candidate, world.foreignAdmin])
      expect((await t.as(caller).dispatch('get_Events', { containerId: world.own.id })).status).toBe(403);
    for (const caller of [world.reader, world.writer, world.admin, world.foreignAdmin])
      expect((await t.as(caller).dispatch('get_AllEvents', {})).status).toBe(403);
    expect((await t.as(undefined).dispatch('get_AllEvents', {})).status).toBe(401);
  });

  it('answers 400 with the field and a Swedish message for each wrong filter', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'hackning' }, 'kind', EVENTS_MESSAGES.kind],
      [{ from: '2026-13-01' }, 'from', EVENTS_MESSAGES.from],
      [{ from: 'igår' }, 'from', EVENTS_MESSAGES.from],
      [{ to: '2026-02-30' }, 'to', EVENTS_MESSAGES.to],
      [{ from: '2026-05-02', to: '2026-05-01' }, 'to', EVENTS_MESSAGES.range],
      [{ person: 'x'.repeat(EVENTS_LIMITS.person + 1) }, 'person', EVENTS_MESSAGES.person],
      [{ actorId: 'anna' }, 'actorId', EVENTS_MESSAGES.actorId],
      [{ before: -1 }, 'before', EVENTS_MESSAGES.before],
      [{ containerId: 'x' }, 'containerId', 'Ogiltigt företags-id'],
    ];
    for (const [input, field, message] of cases) {
      const res = await t
        .as(world.admin)
        .dispatchUnchecked('get_Events', { containerId: world.own.id, ...input });
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error?.fields?.[field], JSON.stringify(input)).toBe(message);
      const all = await t.as(world.superuser).dispatchUnchecked('get_AllEvents', { ...input });
      expect(all.status, JSON.stringify(input)).toBe(400);
    }
  });

  it('shows an admin only their company’s entries; the superuser everyone’s, or one company’s', async () => {
    await recordAudit(t.db, SYSTEM_ACTOR, {
      kind: 'company',
      summary: 'Främmande händelse',
      containerId: world.foreign.id,
    });
    const own = await events(world.admin);
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((e) => e.containerId === world.own.id)).toBe(true);
    expect(own.items.map((e) => e.summary)).not.toContain('Främmande händelse');
    // Newest first.
    const times = own.items.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const all = await t.as(world.superuser).dispatch('get_AllEvents', {});
    const companies = new Set(all.data.items.map((e) => e.containerId));
    expect(companies.has(world.own.id) && companies.has(world.foreign.id) && companies.has(null)).toBe(true);
    const foreign = await t.as(world.superuser).dispatch('get_AllEvents', { containerId: world.foreign.id });
    expect(foreign.data.items.every((e) => e.containerId === world.foreign.id)).toBe(true);
    expect(foreign.data.items.map((e) => e.summary)).toContain('Främmande händelse');
    // A superuser may also read one company through the company action.
    expect(
      (await t.as(world.superuser).dispatch('get_Events', { containerId: world.foreign.id })).status,
    ).toBe(200);
  });

  it('filters by kind, person (id or text) and Stockholm dates', async () => {
    const signIns = await events(world.admin, { kind: 'sign-in' });
    expect(signIns.items.length).toBeGreaterThan(0);
    expect(signIns.items.every((e) => e.kind === 'sign-in')).toBe(true);
    const byId = await events(world.admin, { actorId: world.writer.id });
    expect(byId.items.length).toBeGreaterThan(0);
    expect(byId.items.every((e) => e.actorId === world.writer.id)).toBe(true);
    const byText = await events(world.admin, { person: world.admin.email.slice(0, 12).toUpperCase() });
    expect(byText.items.every((e) => e.actorEmail === world.admin.email)).toBe(true);
    expect((await events(world.admin, { person: '100%_' })).items).toEqual([]);
    const today = stockholmDate();
    expect((await events(world.admin, { from: today, to: today })).items.length).toBe(
      (await events(world.admin)).items.length,
    );
    expect((await events(world.admin, { from: addDays(today, 1) })).items).toEqual([]);
    expect((await events(world.admin, { to: addDays(today, -1) })).items).toEqual([]);
    const people = await t.as(world.admin).dispatch('get_EventPeople', { containerId: world.own.id });
    expect(people.data.map((p) => p.id)).toEqual(expect.arrayContaining([world.admin.id, world.writer.id]));
    expect(people.data.map((p) => p.id)).not.toContain(world.foreignAdmin.id);
    expect(
      (await t.as(world.foreignAdmin).dispatch('get_EventPeople', { containerId: world.own.id })).status,
    ).toBe(403);
  });

  it('pages newest first with “before”, 50 at a time, without gaps or repeats', async () => {
    const company = await buildContainer(t.db);
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    for (let i = 0; i < EVENTS_LIMITS.page + 5; i++)
      await recordAudit(t.db, SYSTEM_ACTOR, {
        kind: 'company',
        summary: `Händelse ${i}`,
        containerId: company.id,
      });
    const first = await t.as(admin).dispatch('get_Events', { containerId: company.id });
    expect(first.data.items).toHaveLength(EVENTS_LIMITS.page);
    expect(first.data.next).not.toBeNull();
    const second = await t
      .as(admin)
      .dispatch('get_Events', { containerId: company.id, before: first.data.next! });
    expect(second.data.items).toHaveLength(5);
    expect(second.data.next).toBeNull();
    const ids = [...first.data.items, ...second.data.items].map((e) => e.id);
    expect(new Set(ids).size).toBe(EVENTS_LIMITS.page + 5);
    expect(second.data.items.at(-1)!.summary).toBe('Händelse 0');
  });
});

describe('export_Events and export_AllEvents', () => {
  it('401, 403 and cross-company as the list; 400 on a bad filter', async () => {
    expect((await t.as(undefined).dispatch('export_Events', { containerId: world.own.id })).status).toBe(401);
    for (const caller of [world.reader, world.writer, world.foreignAdmin])
      expect((await t.as(caller).dispatch('export_Events', { containerId: world.own.id })).status).toBe(403);
    expect((await t.as(world.admin).dispatch('export_AllEvents', {})).status).toBe(403);
    const bad = await t
      .as(world.admin)
      .dispatchUnchecked('export_Events', { containerId: world.own.id, kind: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.['kind']).toBe(EVENTS_MESSAGES.kind);
  });

  it('writes the filtered entries as CSV through the one writer, and records the export', async () => {
    await recordAudit(t.db, SYSTEM_ACTOR, {
      kind: 'company',
      summary: '=HYPERLINK("http://example.com")',
      containerId: world.own.id,
    });
    const res = await t
      .as(world.admin)
      .dispatch('export_Events', { containerId: world.own.id, kind: 'company' });
    expect(res.status).toBe(200);
    expect(res.data.filename).toMatch(/^handelser-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = csvText(res.data.data);
    expect(text.startsWith('\uFEFFTid;Företag;Person;E-post;Typ;Händelse;Adress\r\n')).toBe(true);
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).toContain('Företag');
    expect(text).not.toContain('Loggade in');
    expect(res.data.rows).toBe(text.trim().split('\r\n').length - 1);
    const [entry] = (await entriesOf(world.own.id, 'export')).filter((e) => e.data['export'] === 'events');
    expect(entry).toMatchObject({
      actorId: world.admin.id,
      data: { rows: res.data.rows, filter: { kind: 'company' } },
    });

    const all = await t.as(world.superuser).dispatch('export_AllEvents', {});
    expect(all.status).toBe(200);
    const allText = csvText(all.data.data);
    expect(allText).toContain(world.own.name);
    expect(allText).toContain(world.foreign.name);
  });
});

describe('retention', () => {
  it('AUDIT_RETENTION_DAYS sets the period (default from the domain)', () => {
    const base = { TOKEN_SECRET: 'test-secret-0123456789-abcdefghij' };
    expect(loadConfig(base, []).auditRetentionDays).toBe(730);
    expect(loadConfig({ ...base, AUDIT_RETENTION_DAYS: '30' }, []).auditRetentionDays).toBe(30);
  });

  it('the daily retention run prunes entries older than the period', async () => {
    await recordAudit(t.db, SYSTEM_ACTOR, {
      kind: 'company',
      summary: 'Uråldrig',
      containerId: world.own.id,
    });
    await recordAudit(t.db, SYSTEM_ACTOR, { kind: 'company', summary: 'Färsk', containerId: world.own.id });
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
      await tx
        .update(auditEvents)
        .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
        .where(eq(auditEvents.summary, 'Uråldrig'));
      await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
    });
    const handlers = jobHandlersOf(t, { auditRetentionDays: 30 });
    await handlers.retention.run({ day: stockholmDate() }, {} as never);
    const left = (await t.db.select({ summary: auditEvents.summary }).from(auditEvents)).map(
      (r) => r.summary,
    );
    expect(left).not.toContain('Uråldrig');
    expect(left).toContain('Färsk');
  });
});
