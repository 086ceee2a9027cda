import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { invitationMessages, PermissionId } from '@rekry/domain';
import { containerInvitations, containerUsers, emailLog, users } from '../src/db/schema.ts';
import { createTestApp, get, post, register, testAppWithWorld } from './helpers/app.ts';
import { buildContainer, buildUser, TEST_PASSWORD, tokenFor } from './helpers/factories.ts';
import { type ReceivedMail, smtpServerForFile } from './helpers/smtp.ts';

/**
 * Membership by e-mail is an invitation: the inviting company sees only the address it typed
 * until the person accepts through the mailed link; nothing tells whether the address had an account.
 */
const smtp = smtpServerForFile();
// Many accepts from one test address: the limit itself is tested on an app of its own below.
const { t, world: w, tokens } = testAppWithWorld(() => ({ smtpUrl: smtp.url, rateLimitFactor: 50 }));

const unique = () => Math.random().toString(36).slice(2, 10);

function inviteTokenFrom(mail: ReceivedMail): string {
  const match = /http:\/\/localhost:3000\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no invitation link in: ${mail.text}`);
  return match[1];
}

/** Waits for the newest mail to `address` that differs from the ones seen before. */
async function nextMail(address: string, seen: ReceivedMail[] = []): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = smtp.received.findLast((m) => m.to.includes(address) && !seen.includes(m));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no new mail to ${address}`);
    await smtp.waitFor(address, 1000).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function invite(email: string, permissionIds: number[] = [PermissionId.Write], token = tokens.admin) {
  return t.as(token).dispatch('create_ContainerUserPermission', {
    containerId: w.own.id,
    email,
    permissionIds,
  });
}

/** Replaces what differs by nature between two invitations (ids, addresses, times) to compare shapes. */
function shapeOf(value: unknown, email: string): string {
  return JSON.stringify(value)
    .replaceAll(email, '<email>')
    .replace(/"id":\d+/g, '"id":0')
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>');
}

describe('inviting by e-mail', () => {
  it('answers the same for an existing user of another company and an unknown address, and reveals no person', async () => {
    const existing = await buildUser(t.db, {
      firstname: 'Hemliga',
      lastname: 'Personsson',
      memberOf: [[w.foreign.id, [PermissionId.Administrator]]],
    });
    await t.db
      .update(users)
      .set({ phoneNumber: '070-1234567', title: 'Hemlig titel' })
      .where(eq(users.id, existing.id));
    const unknown = `okand-${unique()}@example.se`;

    const a = await invite(existing.email.toUpperCase());
    const b = await invite(unknown);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(Object.keys(a.data).sort()).toEqual(
      ['createdAt', 'email', 'expired', 'expiresAt', 'id', 'permissionIds'].sort(),
    );
    expect(a.data).toMatchObject({ email: existing.email, permissionIds: [2], expired: false });
    expect(shapeOf(a.raw.json(), existing.email)).toBe(shapeOf(b.raw.json(), unknown));

    // Seven days' validity.
    const days = (Date.parse(a.data.expiresAt) - Date.parse(a.data.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    // Nothing the inviter can read holds the person's name, title or phone.
    const list = await t.as(tokens.admin).dispatch('get_ContainerUsers', { containerId: w.own.id });
    const invitations = await t.as(tokens.admin).dispatch('get_ContainerInvitations', {
      containerId: w.own.id,
    });
    const byId = await t.as(tokens.admin).dispatch('get_UserById', {
      containerId: w.own.id,
      userId: existing.id,
    });
    expect(byId.status).toBe(404);
    // The whole answers as sent, errors included.
    for (const answer of [a, list, invitations, byId]) {
      const text = JSON.stringify(answer.raw.json());
      for (const secret of ['Hemliga', 'Personsson', '070-1234567', 'Hemlig titel'])
        expect(text).not.toContain(secret);
    }
    expect(list.data.map((u: { email: string }) => u.email)).not.toContain(existing.email);
    const pendingA = invitations.data.find((i: { email: string }) => i.email === existing.email);
    const pendingB = invitations.data.find((i: { email: string }) => i.email === unknown);
    expect(shapeOf(pendingA, existing.email)).toBe(shapeOf(pendingB, unknown));

    // Both mails went through the real SMTP peer, with the same words and a link to /invite/<token>.
    const mailA = await nextMail(existing.email);
    const mailB = await nextMail(unknown);
    expect(mailA.subject).toBe(mailB.subject);
    expect(mailA.text.replace(inviteTokenFrom(mailA), 'X')).toBe(
      mailB.text.replace(inviteTokenFrom(mailB), 'X'),
    );
    expect(mailA.text).toContain(w.own.name);
    expect(mailA.text).not.toContain('Hemliga');

    // No account was created for the unknown address, and the existing one is no member yet.
    expect(await t.db.select().from(users).where(eq(users.email, unknown))).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(containerUsers)
        .where(and(eq(containerUsers.userId, existing.id), eq(containerUsers.containerId, w.own.id))),
    ).toHaveLength(0);
  });

  it('an applicant (password-less candidate) gets the same answer as anyone', async () => {
    const applicant = await buildUser(t.db, { candidate: true, firstname: 'Sökande' });
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, applicant.id));
    const res = await invite(applicant.email);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.raw.json())).not.toContain('Sökande');
  });

  it('the company cannot reset the password of, remove or read someone who has not accepted', async () => {
    const person = await buildUser(t.db, { memberOf: [[w.foreign.id, [3]]] });
    expect((await invite(person.email)).status).toBe(200);
    for (const action of ['reset_UserPassword', 'delete_ContainerUserPermission', 'get_UserById'] as const) {
      const res = await t.as(tokens.admin).dispatch(action, { containerId: w.own.id, userId: person.id });
      expect(res.status, action).toBe(404);
      expect(res.error?.message).toBe('Användaren finns inte i företaget');
    }
    const update = await t.as(tokens.admin).dispatch('update_ContainerUserPermission', {
      containerId: w.own.id,
      email: person.email,
      permissionIds: [1],
    });
    expect(update.status).toBe(404);
    const resets = await t.db
      .select()
      .from(emailLog)
      .where(and(eq(emailLog.emailAddress, person.email), eq(emailLog.emailType, 'password_reset')));
    expect(resets).toHaveLength(0);
  });

  it('a member of this company may be told so; re-inviting a pending address renews it', async () => {
    const again = await invite(w.reader.email);
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(invitationMessages.alreadyMember);

    const email = `igen-${unique()}@example.se`;
    const first = await invite(email, [3]);
    const firstMail = await nextMail(email);
    const second = await invite(email, [2, 3]);
    expect(second.status).toBe(200);
    expect(second.data.id).toBe(first.data.id);
    expect(second.data.permissionIds).toEqual([2, 3]);
    const secondMail = await nextMail(email, [firstMail]);
    const rows = await t.db.select().from(containerInvitations).where(eq(containerInvitations.email, email));
    expect(rows).toHaveLength(1);
    // The first link no longer works; the second does.
    expect((await get(t.app, `/api/account/invitation/${inviteTokenFrom(firstMail)}`)).status).toBe(400);
    expect((await get(t.app, `/api/account/invitation/${inviteTokenFrom(secondMail)}`)).status).toBe(200);
  });

  it('resend gives a new link; delete ends it', async () => {
    const email = `skicka-${unique()}@example.se`;
    const created = await invite(email);
    const firstMail = await nextMail(email);
    const resent = await t.as(tokens.admin).dispatch('resend_ContainerInvitation', {
      containerId: w.own.id,
      invitationId: created.data.id,
    });
    expect(resent.status).toBe(200);
    const secondMail = await nextMail(email, [firstMail]);
    expect(inviteTokenFrom(secondMail)).not.toBe(inviteTokenFrom(firstMail));
    const old = await get(t.app, `/api/account/invitation/${inviteTokenFrom(firstMail)}`);
    expect(old.status).toBe(400);
    expect(old.body.error.fields.token).toBe(invitationMessages.invalid);

    const removed = await t.as(tokens.admin).dispatch('delete_ContainerInvitation', {
      containerId: w.own.id,
      invitationId: created.data.id,
    });
    expect(removed.status).toBe(200);
    expect((await get(t.app, `/api/account/invitation/${inviteTokenFrom(secondMail)}`)).status).toBe(400);
    const list = await t.as(tokens.admin).dispatch('get_ContainerInvitations', { containerId: w.own.id });
    expect(list.data.map((i: { email: string }) => i.email)).not.toContain(email);
  });

  it('another company can neither see, resend nor delete the invitations', async () => {
    const email = `annan-${unique()}@example.se`;
    const created = await invite(email);
    const id = created.data.id;
    // Through the inviting company's id: not a member, 403.
    for (const action of ['resend_ContainerInvitation', 'delete_ContainerInvitation'] as const) {
      const res = await t.as(tokens.foreignAdmin).dispatch(action, {
        containerId: w.own.id,
        invitationId: id,
      });
      expect(res.status, action).toBe(403);
    }
    expect(
      (await t.as(tokens.foreignAdmin).dispatch('get_ContainerInvitations', { containerId: w.own.id }))
        .status,
    ).toBe(403);
    // Through its own company's id: not found, and its own list does not hold it.
    for (const action of ['resend_ContainerInvitation', 'delete_ContainerInvitation'] as const) {
      const res = await t.as(tokens.foreignAdmin).dispatch(action, {
        containerId: w.foreign.id,
        invitationId: id,
      });
      expect(res.status, action).toBe(404);
      expect(res.error?.message).toBe(invitationMessages.notFound);
    }
    const theirs = await t.as(tokens.foreignAdmin).dispatch('get_ContainerInvitations', {
      containerId: w.foreign.id,
    });
    expect(theirs.data.map((i: { email: string }) => i.email)).not.toContain(email);
    expect(
      await t.db.select().from(containerInvitations).where(eq(containerInvitations.id, id)),
    ).toHaveLength(1);
  });

  it.each([
    ['create_ContainerUserPermission', { email: 'inte-en-adress', permissionIds: [1] }, 'email'],
    ['create_ContainerUserPermission', { email: 'a@b.se', permissionIds: [] }, 'permissionIds'],
    ['create_ContainerUserPermission', { email: 'a@b.se', permissionIds: [9] }, 'permissionIds.0'],
    ['get_ContainerInvitations', { containerId: 'x' }, 'containerId'],
    ['resend_ContainerInvitation', { invitationId: 'abc' }, 'invitationId'],
    ['resend_ContainerInvitation', {}, 'invitationId'],
    ['delete_ContainerInvitation', { invitationId: -1 }, 'invitationId'],
    ['delete_ContainerInvitation', { invitationId: 99_999_999_999 }, 'invitationId'],
  ] as const)('%s rejects %j on %s (400, Swedish)', async (action, data, field) => {
    const res = await t.as(tokens.admin).dispatch(action, { containerId: w.own.id, ...data });
    expect(res.status).toBe(400);
    expect(res.error?.fields?.[field]).toMatch(/[a-zåäö]/i);
  });

  it('each new action: 401 without a login, 403 for a reader and a writer', async () => {
    const created = await invite(`roll-${unique()}@example.se`);
    const readerToken = await tokenFor(t.db, t.app.services.tokens, w.reader.id);
    const writerToken = await tokenFor(t.db, t.app.services.tokens, w.writer.id);
    const cases = [
      ['get_ContainerInvitations', { containerId: w.own.id }],
      ['resend_ContainerInvitation', { containerId: w.own.id, invitationId: created.data.id }],
      ['delete_ContainerInvitation', { containerId: w.own.id, invitationId: created.data.id }],
      [
        'create_ContainerUserPermission',
        { containerId: w.own.id, email: 'x@example.se', permissionIds: [3] },
      ],
    ] as const;
    for (const [action, data] of cases) {
      expect((await t.as(undefined).dispatch(action, data)).status, action).toBe(401);
      expect((await t.as(readerToken).dispatch(action, data)).status, action).toBe(403);
      expect((await t.as(writerToken).dispatch(action, data)).status, action).toBe(403);
    }
  });
});

describe('accepting an invitation', () => {
  it('an existing account signs in with its password and becomes a member with the invited permissions', async () => {
    const person = await buildUser(t.db, { firstname: 'Befintlig', memberOf: [[w.foreign.id, [3]]] });
    await invite(person.email, [PermissionId.Write, PermissionId.Read]);
    const token = inviteTokenFrom(await nextMail(person.email));

    const info = await get(t.app, `/api/account/invitation/${token}`);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      containerId: w.own.id,
      containerName: w.own.name,
      email: person.email,
      needsPassword: false,
    });

    const noPassword = await post(t.app, '/api/account/invitation/accept', { token });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error.fields.password).toBe(invitationMessages.passwordRequired);
    const wrong = await post(t.app, '/api/account/invitation/accept', { token, password: 'fel-lösenord-1' });
    expect(wrong.status).toBe(401);

    const ok = await post(t.app, '/api/account/invitation/accept', { token, password: TEST_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.containerId).toBe(w.own.id);
    expect(ok.body.token).toEqual(expect.any(String));
    const rows = await t.db
      .select({ permissionId: containerUsers.permissionId })
      .from(containerUsers)
      .where(and(eq(containerUsers.userId, person.id), eq(containerUsers.containerId, w.own.id)));
    expect(rows.map((r) => r.permissionId).sort()).toEqual([2, 3]);
    // The session works, and the inviter now sees the member (with name).
    const me = await t.as(ok.body.token).dispatch('get_ContainerUsers', { containerId: w.own.id });
    expect(me.status).toBe(403); // a writer, not an administrator
    const list = await t.as(tokens.admin).dispatch('get_ContainerUsers', { containerId: w.own.id });
    expect(list.data.find((u: { email: string }) => u.email === person.email)).toMatchObject({
      firstname: 'Befintlig',
      permissionIds: [2, 3],
    });
    const pending = await t.as(tokens.admin).dispatch('get_ContainerInvitations', {
      containerId: w.own.id,
    });
    expect(pending.data.map((i: { email: string }) => i.email)).not.toContain(person.email);

    // One-time.
    const again = await post(t.app, '/api/account/invitation/accept', { token, password: TEST_PASSWORD });
    expect(again.status).toBe(400);
    expect(again.body.error.fields.token).toBe(invitationMessages.used);
    expect((await get(t.app, `/api/account/invitation/${token}`)).body.error.message).toBe(
      invitationMessages.used,
    );
  });

  it('signed in as the invited address: one click, no password; signed in as someone else: 403', async () => {
    const person = await buildUser(t.db, { memberOf: [[w.foreign.id, [3]]] });
    await invite(person.email, [PermissionId.Read]);
    const token = inviteTokenFrom(await nextMail(person.email));
    const other = await tokenFor(t.db, t.app.services.tokens, w.writer.id);
    const asOther = await post(t.app, '/api/account/invitation/accept', { token }, other);
    expect(asOther.status).toBe(403);
    expect(asOther.body.error.message).toBe(invitationMessages.wrongAccount);
    const own = await tokenFor(t.db, t.app.services.tokens, person.id);
    const res = await post(t.app, '/api/account/invitation/accept', { token }, own);
    expect(res.status).toBe(200);
    const containers = await t.as(res.body.token).dispatch('get_Containers', {});
    expect(containers.data.map((c: { id: number }) => c.id).sort()).toEqual([w.own.id, w.foreign.id].sort());
  });

  it('a new address sets name and password (register rules) and the account is created', async () => {
    const email = `ny-${unique()}@example.se`;
    await invite(email, [PermissionId.Administrator]);
    const token = inviteTokenFrom(await nextMail(email));
    const info = await get(t.app, `/api/account/invitation/${token}`);
    expect(info.body.needsPassword).toBe(true);

    const url = '/api/account/invitation/accept';
    const bad = await post(t.app, url, { token, firstname: ' ', password: 'kort', confirmPassword: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      firstname: invitationMessages.firstnameRequired,
      lastname: invitationMessages.lastnameRequired,
      password: 'Lösenordet måste vara minst 10 tecken',
    });
    const mismatch = await post(t.app, url, {
      token,
      firstname: 'Nora',
      lastname: 'Ny',
      password: 'ett bra lösenord',
      confirmPassword: 'ett annat lösenord',
    });
    expect(mismatch.body.error.fields.confirmPassword).toBe('Lösenorden matchar inte');
    const same = await post(t.app, url, {
      token,
      firstname: 'Nora',
      lastname: 'Ny',
      password: email,
      confirmPassword: email,
    });
    expect(same.status).toBe(400);
    expect(same.body.error.fields.password).toBe('Lösenordet får inte vara samma som e-postadressen');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const ok = await post(t.app, url, {
      token,
      firstname: 'Nora',
      lastname: 'Ny',
      password: 'ett bra lösenord',
      confirmPassword: 'ett bra lösenord',
    });
    expect(ok.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstname: 'Nora', lastname: 'Ny', isCandidate: false });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await post(t.app, '/api/account/login', { email, password: 'ett bra lösenord' });
    expect(login.status).toBe(200);
    expect(login.body.user.containers.map((c: { id: number }) => c.id)).toEqual([w.own.id]);
  });

  it('an applicant without a password chooses one through the invitation and becomes staff', async () => {
    const applicant = await buildUser(t.db, { candidate: true });
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, applicant.id));
    await invite(applicant.email, [PermissionId.Read]);
    const token = inviteTokenFrom(await nextMail(applicant.email));
    expect((await get(t.app, `/api/account/invitation/${token}`)).body.needsPassword).toBe(true);
    const ok = await post(t.app, '/api/account/invitation/accept', {
      token,
      firstname: 'Ansökte',
      lastname: 'Förut',
      password: 'nu är jag personal',
      confirmPassword: 'nu är jag personal',
    });
    expect(ok.status).toBe(200);
    const login = await post(t.app, '/api/account/login', {
      email: applicant.email,
      password: 'nu är jag personal',
    });
    expect(login.status).toBe(200);
  });

  it('of concurrent accepts of one link exactly one succeeds; the others are told it was used (no 500)', async () => {
    const email = `samtidig-${unique()}@example.se`;
    await invite(email, [PermissionId.Read]);
    const token = inviteTokenFrom(await nextMail(email));
    const body = {
      token,
      firstname: 'Sam',
      lastname: 'Tidig',
      password: 'ett bra lösenord',
      confirmPassword: 'ett bra lösenord',
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(t.app, '/api/account/invitation/accept', body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const a of answers.filter((x) => x.status === 400))
      expect(a.body.error.fields.token).toBe(invitationMessages.used);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(
      await t.db
        .select()
        .from(containerUsers)
        .where(and(eq(containerUsers.userId, user!.id), eq(containerUsers.containerId, w.own.id))),
    ).toHaveLength(1);
  });

  it('expired, unknown and malformed links get a clear Swedish message', async () => {
    const email = `gammal-${unique()}@example.se`;
    const created = await invite(email);
    const token = inviteTokenFrom(await nextMail(email));
    await t.db
      .update(containerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(containerInvitations.id, created.data.id));
    const expired = await get(t.app, `/api/account/invitation/${token}`);
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe(invitationMessages.expired);
    const accept = await post(t.app, '/api/account/invitation/accept', {
      token,
      firstname: 'A',
      lastname: 'B',
      password: 'ett bra lösenord',
      confirmPassword: 'ett bra lösenord',
    });
    expect(accept.body.error.fields.token).toBe(invitationMessages.expired);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // The inviter sees it as expired and can send it again.
    const list = await t.as(tokens.admin).dispatch('get_ContainerInvitations', { containerId: w.own.id });
    expect(list.data.find((i: { email: string }) => i.email === email)).toMatchObject({ expired: true });

    for (const bad of ['x'.repeat(43), 'kort', encodeURIComponent('ä<script>'.repeat(3))]) {
      const res = await get(t.app, `/api/account/invitation/${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(invitationMessages.invalid);
      const post1 = await post(t.app, '/api/account/invitation/accept', { token: bad, password: 'x' });
      expect(post1.status).toBe(400);
    }
    expect((await post(t.app, '/api/account/invitation/accept', {})).status).toBe(400);
    const long = await post(t.app, '/api/account/invitation/accept', { token: 'a'.repeat(600) });
    expect(long.body.error.fields.token).toBe(invitationMessages.invalid);
  });

  it('the accept endpoint is rate-limited', async () => {
    const limited = await createTestApp();
    const remoteAddress = '203.0.113.77';
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/account/invitation/accept',
        payload: { token: `gissning-${i}-abcdefgh` },
        remoteAddress,
      });
      last = res.statusCode;
    }
    await limited.close();
    expect(last).toBe(429);
  });
});

describe('applicants are not staff', () => {
  it('a sign-up is not signed in before its link is followed, and never gets the staff shell', async () => {
    const email = `kandidat-${unique()}@example.se`;
    const reg = await register(t.app, email, 'långt-nog-lösen');
    expect(reg.status).toBe(202);
    expect(reg.body.token).toBeUndefined();
    // No account until the link is followed (candidate.test.ts): the login is an ordinary 401.
    const login = await post(t.app, '/api/account/login', { email, password: 'långt-nog-lösen' });
    expect(login.status).toBe(401);
    expect(login.body.token).toBeUndefined();
  });

  it('an applicant who resets the password has proven the address: the candidate shell, not the admin', async () => {
    const applicant = await buildUser(t.db, { candidate: true });
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, applicant.id));
    expect((await post(t.app, '/api/account/reset', { email: applicant.email })).status).toBe(200);
    const mail = await nextMail(applicant.email);
    const token = /\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const confirm = await post(t.app, '/api/account/reset/confirm', {
      token,
      password: 'sökande-lösenord',
      confirmPassword: 'sökande-lösenord',
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.token).toBeUndefined();
    const login = await post(t.app, '/api/account/login', {
      email: applicant.email,
      password: 'sökande-lösenord',
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ shell: 'candidate', containers: [] });
    // The staff actions stay shut.
    const staffCall = await t.as(login.body.token).dispatch('get_Positions', { containerId: w.own.id });
    expect(staffCall.status).toBe(403);
  });

  it('staff and the superuser still sign in; a staff member removed from every company does not', async () => {
    expect(
      (await post(t.app, '/api/account/login', { email: w.reader.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
    expect(
      (await post(t.app, '/api/account/login', { email: w.superuser.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
    const company = await buildContainer(t.db);
    const leaver = await buildUser(t.db, { memberOf: [[company.id, [3]]] });
    await t.db.delete(containerUsers).where(eq(containerUsers.userId, leaver.id));
    expect(
      (await post(t.app, '/api/account/login', { email: leaver.email, password: TEST_PASSWORD })).status,
    ).toBe(403);
  });
});
