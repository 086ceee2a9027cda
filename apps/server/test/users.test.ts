import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PermissionId } from '@rekry/domain';
import { containerInvitations, containerUsers, users } from '../src/db/schema.ts';
import { post, testAppForFile } from './helpers/app.ts';
import { buildUser, buildWorld, tokenFor, type World } from './helpers/factories.ts';
import { smtpServerForFile } from './helpers/smtp.ts';

const smtp = smtpServerForFile();
const t = testAppForFile(() => ({ smtpUrl: smtp.url }));
let w: World;
let adminToken: string;
beforeAll(async () => {
  w = await buildWorld(t.db);
});
beforeEach(async () => {
  adminToken = await tokenFor(t.db, t.app.services.tokens, w.admin.id);
});
/** The admin adds a person to their company by e-mail (an invitation), or changes a member's permissions. */
const invite = (email: string, permissionIds: number[]) =>
  t
    .as(adminToken)
    .dispatch('create_ContainerUserPermission', { containerId: w.own.id, email, permissionIds });
const setPermissions = (email: string, permissionIds: number[]) =>
  t
    .as(adminToken)
    .dispatch('update_ContainerUserPermission', { containerId: w.own.id, email, permissionIds });
/** A user's memberships, in every company. */
const membershipsOf = (userId: number) =>
  t.db.select().from(containerUsers).where(eq(containerUsers.userId, userId));

describe('container users', () => {
  it('lists the members of the company with all their permission ids, and no one else', async () => {
    const multi = await buildUser(t.db, { memberOf: [[w.own.id, [PermissionId.Write, PermissionId.Read]]] });
    const res = await t.as(adminToken).dispatch('get_ContainerUsers', { containerId: w.own.id });
    expect(res.status).toBe(200);
    const emails = res.data.map((u: { email: string }) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining([w.admin.email, w.writer.email, w.reader.email, multi.email]),
    );
    expect(emails).not.toContain(w.foreignAdmin.email);
    expect(res.data.find((u: { email: string }) => u.email === multi.email)!.permissionIds).toEqual([2, 3]);
  });

  it('adding a new person by e-mail is an invitation: no account until the link is accepted', async () => {
    const res = await invite('Ny.Kollega@Example.se', [PermissionId.Write]);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ email: 'ny.kollega@example.se', permissionIds: [2] });
    expect(res.data).not.toHaveProperty('firstname');
    expect(await t.db.select().from(users).where(eq(users.email, 'ny.kollega@example.se'))).toHaveLength(0);
    const mail = await smtp.waitFor('ny.kollega@example.se');
    expect(mail.text).toContain('tacka ja');
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const accept = await post(t.app, '/api/account/invitation/accept', {
      token,
      firstname: 'Nora',
      lastname: 'Kollega',
      password: 'nora-väljer-själv',
      confirmPassword: 'nora-väljer-själv',
    });
    expect(accept.status).toBe(200);
    expect(
      (
        await post(t.app, '/api/account/login', {
          email: 'ny.kollega@example.se',
          password: 'nora-väljer-själv',
        })
      ).status,
    ).toBe(200);
    const list = await t.as(adminToken).dispatch('get_ContainerUsers', { containerId: w.own.id });
    expect(list.data.find((u: { email: string }) => u.email === 'ny.kollega@example.se')).toMatchObject({
      firstname: 'Nora',
      permissionIds: [2],
    });
  });

  it('an existing account is invited the same way (a mail, no membership yet); a member cannot be re-added', async () => {
    const existing = await buildUser(t.db);
    const first = await invite(existing.email, [3]);
    expect(first.status).toBe(200);
    expect((await smtp.waitFor(existing.email)).text).toContain('/invite/');
    expect(await membershipsOf(existing.id)).toHaveLength(0);
    const member = await invite(w.reader.email, [3]);
    expect(member.status).toBe(409);
    expect(member.error?.message).toBe('Personen finns redan i företaget');
  });

  it.each([
    [{ email: '', permissionIds: [1] }, 'email'],
    [{ email: 'a@b.se', permissionIds: [] }, 'permissionIds'],
    [{ email: 'a@b.se', permissionIds: [7] }, 'permissionIds.0'],
    [{ email: 'a@b.se' }, 'permissionIds'],
    [{ email: 'x'.repeat(250) + '@b.se', permissionIds: [1] }, 'email'],
  ])('create rejects %j on %s and saves nothing', async (data, field) => {
    const before = await t.db.select().from(containerInvitations);
    const res = await t
      .as(adminToken)
      .dispatchUnchecked('create_ContainerUserPermission', { containerId: w.own.id, ...data });
    expect(res.status).toBe(400);
    expect(res.error?.fields?.[field]).toMatch(/[a-zåäö]/i);
    expect(await t.db.select().from(containerInvitations)).toHaveLength(before.length);
  });

  it('updates permissions, and refuses to remove the last administrator', async () => {
    const member = await buildUser(t.db, { memberOf: [[w.own.id, [3]]] });
    const res = await setPermissions(member.email, [1, 2]);
    expect(res.status).toBe(200);
    expect(res.data.permissionIds).toEqual([1, 2]);
    // Two admins now: demote the new one, then the last one may not go.
    await setPermissions(member.email, [3]);
    const last = await setPermissions(w.admin.email, [3]);
    expect(last.status).toBe(409);
    expect(last.error?.message).toBe('Företaget måste ha minst en administratör');
    const removeLast = await t
      .as(adminToken)
      .dispatch('delete_ContainerUserPermission', { containerId: w.own.id, userId: w.admin.id });
    expect(removeLast.status).toBe(409);
  });

  it('removes a member from the company but not from other companies', async () => {
    const both = await buildUser(t.db, {
      memberOf: [
        [w.own.id, [3]],
        [w.foreign.id, [3]],
      ],
    });
    const res = await t
      .as(adminToken)
      .dispatch('delete_ContainerUserPermission', { containerId: w.own.id, userId: both.id });
    expect(res.status).toBe(200);
    const rows = await membershipsOf(both.id);
    expect(rows.map((r) => r.containerId)).toEqual([w.foreign.id]);
  });

  it('never touches a user of another company through its own company id', async () => {
    const res = await t
      .as(adminToken)
      .dispatch('get_UserById', { containerId: w.own.id, userId: w.foreignAdmin.id });
    expect(res.status).toBe(404);
    for (const action of ['delete_ContainerUserPermission', 'reset_UserPassword'] as const) {
      expect(
        (await t.as(adminToken).dispatch(action, { containerId: w.own.id, userId: w.foreignAdmin.id }))
          .status,
      ).toBe(404);
    }
    const update = await setPermissions(w.foreignAdmin.email, [3]);
    expect(update.status).toBe(404);
    expect(await membershipsOf(w.foreignAdmin.id)).toEqual([
      expect.objectContaining({ containerId: w.foreign.id, permissionId: 1 }),
    ]);
  });

  it('sends a password reset link to a member', async () => {
    const member = await buildUser(t.db, { memberOf: [[w.own.id, [3]]] });
    expect(
      (await t.as(adminToken).dispatch('reset_UserPassword', { containerId: w.own.id, userId: member.id }))
        .status,
    ).toBe(200);
    expect((await smtp.waitFor(member.email)).subject).toContain('Återställ ditt lösenord');
  });

  it('exports the staff as CSV: every member once, permissions in Swedish, formulas neutralized', async () => {
    const hostile = await buildUser(t.db, {
      firstname: '=HYPERLINK("http://evil.example")',
      lastname: '@SUM(A1)',
      memberOf: [[w.own.id, [PermissionId.Write, PermissionId.Read]]],
    });
    const res = await t.as(adminToken).dispatch('export_ContainerUsers', { containerId: w.own.id });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ contentType: 'text/csv; charset=utf-8' });
    expect(res.data.filename).toMatch(/^anvandare-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = Buffer.from(res.data.data, 'base64').toString('utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Förnamn;Efternamn;E-post;Telefon;Titel;Behörigheter;Status;Senast inloggad');
    expect(lines.length - 1).toBe(res.data.rows);
    expect(csv).toContain(w.admin.email);
    expect(csv).not.toContain(w.foreignAdmin.email);
    const row = lines.find((l) => l.includes(hostile.email))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")";'@SUM(A1)`);
    expect(row).toContain('Skribent, Läsare;Aktiv');
    for (const token of [
      await tokenFor(t.db, t.app.services.tokens, w.writer.id),
      await tokenFor(t.db, t.app.services.tokens, w.foreignAdmin.id),
    ]) {
      expect((await t.as(token).dispatch('export_ContainerUsers', { containerId: w.own.id })).status).toBe(
        403,
      );
    }
  });

  it('gets one member by id', async () => {
    const res = await t
      .as(adminToken)
      .dispatch('get_UserById', { containerId: w.own.id, userId: w.reader.id });
    expect(res.data).toMatchObject({ userId: w.reader.id, email: w.reader.email, permissionIds: [3] });
    expect(
      (await t.as(adminToken).dispatch('get_UserById', { containerId: w.own.id, userId: 'abc' })).status,
    ).toBe(400);
  });
});

describe('containers', () => {
  // A world of its own: the tests above add members to the shared one.
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(t.db);
  });

  it('lists the caller’s own companies with the role in each', async () => {
    const token = await tokenFor(t.db, t.app.services.tokens, w.writer.id);
    const res = await t.as(token).dispatch('get_Containers', {});
    expect(res.data).toEqual([expect.objectContaining({ id: w.own.id, role: 'writer', permissionIds: [2] })]);
  });

  it('lists every company for the superuser, and lets only the superuser search', async () => {
    const token = await tokenFor(t.db, t.app.services.tokens, w.superuser.id);
    const ids = (await t.as(token).dispatch('get_Containers', {})).data.map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([w.own.id, w.foreign.id]));
    const search = await t.as(token).dispatch('search_Containers', { query: w.foreign.name.slice(0, 12) });
    expect(search.data).toEqual([expect.objectContaining({ id: w.foreign.id, users: 1 })]);
    const wildcard = await t.as(token).dispatch('search_Containers', { query: '%' });
    expect(wildcard.data).toEqual([]);
  });

  it('gets a company by id for its members; a superuser asking for a missing one gets 404', async () => {
    const token = await tokenFor(t.db, t.app.services.tokens, w.reader.id);
    const res = await t.as(token).dispatch('get_Container', { containerId: w.own.id });
    expect(res.data).toMatchObject({ id: w.own.id, name: w.own.name, users: 3, folders: [] });
    const su = await tokenFor(t.db, t.app.services.tokens, w.superuser.id);
    expect((await t.as(su).dispatch('get_Container', { containerId: 99999 })).status).toBe(404);
    expect((await t.as(token).dispatch('get_Container', { containerId: 99999 })).status).toBe(403);
  });
});

describe('notification preferences', () => {
  it('starts from defaults, saves per company, and rejects a malformed object', async () => {
    const token = await tokenFor(t.db, t.app.services.tokens, w.reader.id);
    const initial = await t.as(token).dispatch('get_UserNotificationPreferences', {
      containerId: w.own.id,
    });
    expect(initial.data.newApplication).toEqual({ inApp: true, email: true });
    const prefs = { ...initial.data, newApplication: { inApp: false, email: false } };
    expect(
      (
        await t.as(token).dispatch('update_NotificationPreferences', {
          containerId: w.own.id,
          notificationPreferences: prefs,
        })
      ).status,
    ).toBe(200);
    const saved = await t.as(token).dispatch('get_UserNotificationPreferences', { containerId: w.own.id });
    expect(saved.data.newApplication).toEqual({ inApp: false, email: false });
    const bad = await t.as(token).dispatchUnchecked('update_NotificationPreferences', {
      containerId: w.own.id,
      notificationPreferences: { ...prefs, messages: { inApp: 'ja', email: false } },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.['notificationPreferences.messages.inApp']).toBe(
      'Måste vara sant eller falskt',
    );
  });
});
