import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { CANDIDATE_TEXTS, PermissionId, noStaffAccessMessage } from '@rekry/domain';
import { rowsOf } from '../src/db/client.ts';
import {
  accountConfirmations,
  applicationFiles,
  emailLog,
  jobApplications,
  personalDataAudit,
  users,
} from '../src/db/schema.ts';
import { applyWithCv } from './helpers/applicants.ts';
import { createTestApp, get, post, register, testAppForFile } from './helpers/app.ts';
import { rowsMentioning } from './helpers/rows-mentioning.ts';
import { TEST_PASSWORD, buildContainer, buildPosition, buildUser, uniqueEmail } from './helpers/factories.ts';

const t = testAppForFile({ rateLimitFactor: 1000 });

const PASSWORD = 'kandidatens-lösenord';

/** The newest mail logged to an address (no SMTP in these tests: the e-mail log holds it). */
async function lastMail(email: string) {
  const [mail] = await t.db
    .select()
    .from(emailLog)
    .where(eq(emailLog.emailAddress, email))
    .orderBy(desc(emailLog.id))
    .limit(1);
  return mail!;
}
const tokenIn = (text: string) => /\/bekrafta\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/** Signs up and follows the link: the signed-in answer. */
async function signUp(email: string) {
  expect((await register(t.app, email, PASSWORD)).status).toBe(202);
  const token = tokenIn((await lastMail(email)).body)!;
  const confirmed = await post(t.app, '/api/account/confirm', { token });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body as { token: string; user: { shell: string; id: number } };
}

describe('sign-up and its confirmation link', () => {
  it('sends a link; following it activates the account, proves the address and signs in', async () => {
    const email = uniqueEmail();
    const res = await register(t.app, email, PASSWORD);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, message: CANDIDATE_TEXTS.registered });
    // Nothing on the users table yet: the password waits beside the link, hashed.
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const [pending] = await t.db
      .select()
      .from(accountConfirmations)
      .where(eq(accountConfirmations.email, email));
    expect(pending!.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await lastMail(email);
    const token = tokenIn(mail.body)!;
    expect(token).toBeTruthy();
    expect(pending!.tokenHash).not.toContain(token);
    expect(mail.containerId).toBeNull();

    // Before the link: no way in.
    expect((await post(t.app, '/api/account/login', { email, password: PASSWORD })).status).toBe(401);

    const confirmed = await post(t.app, '/api/account/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.token).toEqual(expect.any(String));
    expect(confirmed.body.user).toMatchObject({ email, shell: 'candidate', containers: [] });
    // Used once.
    const again = await post(t.app, '/api/account/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(CANDIDATE_TEXTS.linkInvalid);

    const login = await post(t.app, '/api/account/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user.shell).toBe('candidate');
  });

  it('answers the same for a new address, an applicant, a candidate and a staff member (no enumeration)', async () => {
    const company = await buildContainer(t.db);
    const position = await buildPosition(t.db, company.id);
    const applicant = uniqueEmail();
    await applyWithCv(t.app, position.id, applicant);
    const staff = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Read]]] });
    const candidate = uniqueEmail();
    await signUp(candidate);

    const answers = [];
    for (const email of [uniqueEmail(), applicant, candidate, staff.email]) {
      const res = await register(t.app, email, PASSWORD);
      answers.push({ status: res.status, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    // An address with a password gets a mail saying so, never a link that would replace it.
    for (const email of [candidate, staff.email]) {
      const mail = await lastMail(email);
      expect(mail.emailType).toBe('account_exists');
      expect(tokenIn(mail.body)).toBeUndefined();
    }
    // Staff's password is untouched.
    expect(
      (await post(t.app, '/api/account/login', { email: staff.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it("typing an applicant's address shows nothing until the link in their mailbox is followed", async () => {
    const company = await buildContainer(t.db);
    const position = await buildPosition(t.db, company.id);
    const email = uniqueEmail();
    const applicationId = await applyWithCv(t.app, position.id, email);
    // Someone else signs up with the address: the applicant's row gets no password.
    expect((await register(t.app, email, 'inkräktarens-lösenord')).status).toBe(202);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toBeNull();
    expect(
      (await post(t.app, '/api/account/login', { email, password: 'inkräktarens-lösenord' })).status,
    ).toBe(401);

    // The owner of the mailbox confirms their own sign-up (the newest link), then sees the application.
    const signedIn = await signUp(email);
    expect(signedIn.user.id).toBe(row!.id);
    const mine = await t.as(signedIn.token).dispatch('get_MyApplications', {});
    expect(mine.data.applications.map((a: { id: number }) => a.id)).toEqual([applicationId]);
    // The other pending link is spent with it.
    const pending = await t.db
      .select()
      .from(accountConfirmations)
      .where(and(eq(accountConfirmations.email, email), sql`${accountConfirmations.usedAt} is null`));
    expect(pending).toHaveLength(0);
  });

  it('refuses bad input in Swedish, an unknown link, and keeps the rate limit', async () => {
    const bad = await register(t.app, 'inte-en-adress', 'kort', 'annat');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? bad.body.error.details ?? {})).not.toHaveLength(0);
    expect((await post(t.app, '/api/account/confirm', { token: 'x' })).status).toBe(400);
    const unknown = await post(t.app, '/api/account/confirm', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(CANDIDATE_TEXTS.linkInvalid);

    const limited = await createTestApp();
    let last = 0;
    for (let i = 0; i < 12; i++) last = (await register(limited.app, uniqueEmail(), PASSWORD)).status;
    await limited.close();
    expect(last).toBe(429);
  });

  it('the thank-you mail after applying links to sign-up, never with a token (staff see that mail)', async () => {
    const company = await buildContainer(t.db);
    const position = await buildPosition(t.db, company.id);
    const email = uniqueEmail();
    await applyWithCv(t.app, position.id, email);
    const mail = await lastMail(email);
    expect(mail.containerId).toBe(company.id);
    expect(mail.body).toContain(`/register?email=${encodeURIComponent(email)}`);
    expect(tokenIn(mail.body)).toBeUndefined();
  });

  it('an unconfirmed account without a company is refused at login with the clear message', async () => {
    const user = await buildUser(t.db, { candidate: true });
    const login = await post(t.app, '/api/account/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.error.message).toBe(noStaffAccessMessage);
  });

  it('a person who is both staff and candidate is staff', async () => {
    const company = await buildContainer(t.db);
    const user = await buildUser(t.db, { candidate: true, memberOf: [[company.id, [PermissionId.Read]]] });
    const login = await post(t.app, '/api/account/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user.shell).toBe('staff');
  });
});

describe("the candidate's own pages", () => {
  async function candidateWithApplications() {
    const first = await buildContainer(t.db, { name: `Första ${Date.now()}` });
    const second = await buildContainer(t.db, { name: `Andra ${Date.now()}` });
    const p1 = await buildPosition(t.db, first.id, { name: 'Lagerchef' });
    const p2 = await buildPosition(t.db, second.id, { name: 'Kock' });
    const email = uniqueEmail();
    const surname = `Egensson${Date.now()}`;
    const a = await applyWithCv(t.app, p1.id, email, { form_surname: surname });
    const b = await applyWithCv(t.app, p2.id, email, { form_surname: surname });
    const session = await signUp(email);
    return { first, second, p1, p2, email, surname, a, b, token: session.token, userId: session.user.id };
  }

  it('reads only their own applications: the list, one in full, and a 404 for anyone else’s', async () => {
    const me = await candidateWithApplications();
    const list = await t.as(me.token).dispatch('get_MyApplications', {});
    expect(list.status).toBe(200);
    expect(list.data.applications).toHaveLength(2);
    expect(list.data.applications[0]).toMatchObject({
      id: me.b,
      positionName: 'Kock',
      status: 'Mottagen',
      deleteOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // Open positions of the companies applied to.
    const openIds = list.data.openPositions.map((p: { id: number }) => p.id);
    expect(openIds).toEqual(expect.arrayContaining([me.p1.id, me.p2.id]));

    const one = await t.as(me.token).dispatch('get_MyApplication', { applicationId: me.a });
    expect(one.status).toBe(200);
    expect(one.data.answers).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'Efternamn', value: me.surname })]),
    );
    expect(one.data.files).toEqual([expect.objectContaining({ filename: 'cv.pdf' })]);
    expect(one.data.consent).toMatchObject({ approvedAt: expect.any(String) });

    // The file: the owner downloads it; someone else gets 404.
    const fileId = one.data.files[0]!.id;
    const file = await get(t.app, `/api/dispatcher/storage/application/${me.a}/files/${fileId}`, me.token);
    expect(file.status).toBe(200);
    expect(file.raw.headers['content-type']).toBe('application/pdf');

    const other = await candidateWithApplications();
    for (const res of [
      await t.as(other.token).dispatch('get_MyApplication', { applicationId: me.a }),
      await t.as(other.token).dispatch('withdraw_MyApplication', { applicationId: me.a }),
      await get(t.app, `/api/dispatcher/storage/application/${me.a}/files/${fileId}`, other.token),
    ]) {
      expect(res.status).toBe(404);
    }
    const theirs = await t.as(other.token).dispatch('get_MyApplications', {});
    expect(theirs.data.applications.map((x: { id: number }) => x.id).sort()).toEqual(
      [other.a, other.b].sort(),
    );
  });

  it('downloads my data: the register extract over every company, only my own, as JSON or PDF', async () => {
    const me = await candidateWithApplications();
    const json = await t.as(me.token).dispatch('get_MyData', {});
    expect(json.status, JSON.stringify(json.error)).toBe(200);
    expect(json.data).toMatchObject({ contentType: 'application/json' });
    const extract = JSON.parse(Buffer.from(json.data.data, 'base64').toString('utf8'));
    expect(extract.person).toMatchObject({ userId: me.userId, email: me.email });
    expect(extract.companies.map((c: { containerId: number }) => c.containerId).sort()).toEqual(
      [me.first.id, me.second.id].sort(),
    );
    const ids = extract.companies.flatMap((c: { applications: { id: number }[] }) =>
      c.applications.map((a) => a.id),
    );
    expect(ids.sort()).toEqual([me.a, me.b].sort());
    const other = await candidateWithApplications();
    expect(JSON.stringify(extract)).not.toContain(other.email);

    const pdf = await t.as(me.token).dispatch('get_MyData', { format: 'pdf' });
    expect(pdf.data.contentType).toBe('application/pdf');
    expect(Buffer.from(pdf.data.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.as(me.token).dispatchUnchecked('get_MyData', { format: 'xml' })).status).toBe(400);

    const nobody = await signUp(uniqueEmail());
    const none = await t.as(nobody.token).dispatch('get_MyData', {});
    expect(none.status).toBe(404);
    expect(none.error?.message).toBe(CANDIDATE_TEXTS.noData);
  });

  it('shows a neutral status: Under behandling once staff opened it, never the label name', async () => {
    const me = await candidateWithApplications();
    await t.db.update(jobApplications).set({ viewedAt: new Date() }).where(eq(jobApplications.id, me.a));
    const list = await t.as(me.token).dispatch('get_MyApplications', {});
    const a = list.data.applications.find((x: { id: number }) => x.id === me.a);
    expect(a!.status).toBe('Under behandling');
  });

  it('answers 401 without a token and 400 per bad field', async () => {
    expect((await t.as(undefined).dispatch('get_MyApplications', {})).status).toBe(401);
    const me = await candidateWithApplications();
    const bad = await t.as(me.token).dispatch('get_MyApplication', { applicationId: 'x' });
    expect(bad.status).toBe(400);
    const profile = await t.as(me.token).dispatch('update_MyProfile', {
      firstname: 'A'.repeat(101),
      lastname: '',
      phoneNumber: 'ring mig',
      address: '',
      zipCode: '',
      city: '',
    });
    expect(profile.status).toBe(400);
    expect(JSON.stringify(profile.error)).toContain('Telefonnumret');
  });

  it('saves the profile', async () => {
    const me = await candidateWithApplications();
    const saved = await t.as(me.token).dispatch('update_MyProfile', {
      firstname: 'Kim',
      lastname: 'Kandidat',
      phoneNumber: '070-123 45 67',
      address: 'Storgatan 1',
      zipCode: '722 15',
      city: 'Västerås',
    });
    expect(saved.status).toBe(200);
    const read = await t.as(me.token).dispatch('get_MyProfile', {});
    expect(read.data).toMatchObject({ email: me.email, city: 'Västerås', phoneNumber: '070-123 45 67' });
  });

  it('withdrawing an application removes it and its files completely, with one anonymous audit row', async () => {
    const me = await candidateWithApplications();
    const files = await t.db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, me.a));
    const onDisk = files.map((f) =>
      path.join(t.config.dataDir, 'files', String(f.containerId), String(f.applicationId), f.storedName),
    );
    expect(onDisk.every((f) => existsSync(f))).toBe(true);
    const res = await t.as(me.token).dispatch('withdraw_MyApplication', { applicationId: me.a });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.id, me.a))).toHaveLength(0);
    expect(onDisk.some((f) => existsSync(f))).toBe(false);
    // Nothing in the first company names the person any more.
    const left = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from email_log where container_id = ${me.first.id} and body ilike ${`%${me.surname}%`}`,
      ),
    );
    expect(left[0]!.n).toBe(0);
    const [audit] = await t.db
      .select()
      .from(personalDataAudit)
      .where(eq(personalDataAudit.containerId, me.first.id));
    expect(audit).toMatchObject({ actorId: null, kind: 'erase', reason: CANDIDATE_TEXTS.withdrawReason });
    expect(JSON.stringify(audit)).not.toContain(me.email);
    // The other application and the account stay.
    const list = await t.as(me.token).dispatch('get_MyApplications', {});
    expect(list.data.applications.map((x: { id: number }) => x.id)).toEqual([me.b]);
  });

  it('deleting the account needs the password and leaves nothing of the person anywhere', async () => {
    const me = await candidateWithApplications();
    const wrong = await t.as(me.token).dispatch('delete_MyAccount', { password: 'fel-lösenord' });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe(CANDIDATE_TEXTS.wrongPassword);
    const res = await t.as(me.token).dispatch('delete_MyAccount', { password: PASSWORD });
    expect(res.status).toBe(200);

    expect(await rowsMentioning(t.db, [me.email, me.surname])).toEqual([]);
    // The token no longer works; login fails like any unknown address.
    expect((await t.as(me.token).dispatch('get_MyApplications', {})).status).toBe(401);
    expect((await post(t.app, '/api/account/login', { email: me.email, password: PASSWORD })).status).toBe(
      401,
    );
  });

  it('a staff member cannot delete their account from the candidate pages', async () => {
    const company = await buildContainer(t.db);
    const staff = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const res = await t.as(staff).dispatch('delete_MyAccount', { password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.id, staff.id))).toHaveLength(1);
  });
});
