import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CANDIDATE_TEXTS, decodeToken, errorMessages, passwordMessages } from '@rekry/domain';
import { auditEvents, emailLog, passwordResets, users } from '../src/db/schema.ts';
import { post, register, testAppForFile } from './helpers/app.ts';
import { buildContainer, buildUser, TEST_PASSWORD } from './helpers/factories.ts';
import { resetTokenFrom, smtpServerForFile } from './helpers/smtp.ts';

const smtp = smtpServerForFile();
const t = testAppForFile(() => ({ smtpUrl: smtp.url }));

/** A member of a company: only staff sign in to the admin. */
async function buildStaff(options: { disabled?: boolean } = {}) {
  const container = await buildContainer(t.db);
  return buildUser(t.db, { ...options, memberOf: [[container.id, [3]]] });
}

const login = (email: string, password: string) => post(t.app, '/api/account/login', { email, password });

describe('POST /api/account/login', () => {
  it('returns a token with the claims of SPEC §3 and its expiry', async () => {
    const container = await buildContainer(t.db);
    const user = await buildUser(t.db, {
      firstname: 'Åsa',
      lastname: 'Öberg',
      memberOf: [[container.id, [1]]],
    });
    const res = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(res.status).toBe(200);
    const claims = decodeToken(res.body.token);
    expect(claims).toMatchObject({
      sub: user.email,
      given_name: 'Åsa',
      family_name: 'Öberg',
      role: 'staff',
      uid: user.id,
    });
    expect(new Date(res.body.expiration).getTime()).toBe(claims.exp * 1000);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(res.body.user.containers).toEqual([
      expect.objectContaining({ id: container.id, role: 'admin', permissionIds: [1] }),
    ]);
  });

  it('accepts username instead of email', async () => {
    const user = await buildStaff();
    expect(
      (await post(t.app, '/api/account/login', { username: user.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('marks the superuser with role odin', async () => {
    const odin = await buildUser(t.db, { superuser: true });
    const claims = decodeToken((await login(odin.email, TEST_PASSWORD)).body.token);
    expect(claims.role).toContain('odin');
    expect(claims.IsAdmin).toBe(true);
  });

  it('gives the same Swedish answer for a wrong password, an unknown address and a disabled account', async () => {
    const user = await buildStaff();
    const disabled = await buildStaff({ disabled: true });
    const answers = await Promise.all([
      login(user.email, 'fel-lösenord-123'),
      login('finns-inte@example.se', TEST_PASSWORD),
      login(disabled.email, TEST_PASSWORD),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        error: { code: 'unauthorized', message: errorMessages.invalidCredentials },
      });
      expect(res.body.token).toBeUndefined();
    }
  });

  it('answers 400 with a message per missing field', async () => {
    const res = await post(t.app, '/api/account/login', {});
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      email: 'E-postadress måste anges',
      password: passwordMessages.required,
    });
  });

  it('rate-limits repeated attempts with 429 and a Swedish message', async () => {
    const email = 'hammer@example.se';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(email, 'fel-lösenord-123')).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await login(email, 'fel-lösenord-123');
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(errorMessages.rateLimited);
  });
});

describe('rate limits on register and reset', () => {
  it.each([
    [
      '/api/account/register',
      10,
      (i: number) => ({ email: `rate${i}@example.se`, password: 'kort', confirmPassword: 'kort' }),
    ],
    ['/api/account/reset', 5, () => ({ email: 'okand-rate@example.se' })],
  ])('%s answers 429 after %i tries from one address', async (url, max, body) => {
    const remoteAddress = `10.0.0.${max}`;
    for (let i = 0; i < max; i++) {
      const res = await t.app.inject({ method: 'POST', url, payload: body(i), remoteAddress });
      expect(res.statusCode).not.toBe(429);
    }
    const limited = await t.app.inject({ method: 'POST', url, payload: body(99), remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(errorMessages.rateLimited);
  });
});

describe('POST /api/account/register', () => {
  it('keeps the sign-up beside its confirmation link until the address is proven', async () => {
    const res = await register(t.app, ' Ny.Kandidat@Example.se ', 'långt-nog-lösen');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, message: CANDIDATE_TEXTS.registered });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'ny.kandidat@example.se'));
    expect(row).toBeUndefined();
  });

  it.each([
    [
      { email: 'inte-en-adress', password: 'långt-nog-lösen', confirmPassword: 'långt-nog-lösen' },
      'email',
      'E-postadressen har inte ett giltigt format',
    ],
    [
      { email: 'a@example.se', password: 'kort', confirmPassword: 'kort' },
      'password',
      passwordMessages.tooShort,
    ],
    [
      { email: 'a@example.se', password: ' '.repeat(12), confirmPassword: ' '.repeat(12) },
      'password',
      passwordMessages.blank,
    ],
    [
      { email: 'a@example.se', password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'password',
      passwordMessages.tooLong,
    ],
    [
      { email: 'a@example.se', password: 'långt-nog-lösen', confirmPassword: 'annat-lösen-123' },
      'confirmPassword',
      passwordMessages.mismatch,
    ],
    [
      {
        email: 'lika.som@example.se',
        password: 'lika.som@example.se',
        confirmPassword: 'lika.som@example.se',
      },
      'password',
      passwordMessages.sameAsEmail,
    ],
  ])('rejects %j with a message on %s', async (payload, field, message) => {
    const res = await post(t.app, '/api/account/register', payload);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
    const [row] = await t.db.select().from(users).where(eq(users.email, payload.email));
    expect(row).toBeUndefined();
  });

  it('answers an address that already has an account like any other, and mails it instead', async () => {
    const user = await buildStaff();
    const res = await register(t.app, user.email, 'långt-nog-lösen');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, message: CANDIDATE_TEXTS.registered });
  });
});

describe('password reset through a real SMTP server', () => {
  it('mails a one-time link; following it sets a new password and ends old tokens', async () => {
    const user = await buildStaff();
    const oldToken = (await login(user.email, TEST_PASSWORD)).body.token;
    expect((await post(t.app, '/api/account/reset', { email: user.email })).body).toEqual({ ok: true });

    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toContain('Återställ ditt lösenord');
    expect(mail.text).toContain('http://localhost:3000/reset/');
    const token = resetTokenFrom(mail);

    const confirm = await post(t.app, '/api/account/reset/confirm', {
      token,
      password: 'mitt-nya-lösenord',
      confirmPassword: 'mitt-nya-lösenord',
    });
    expect(confirm.status).toBe(200);
    // The audit log has the change, by the person, from their address.
    const changes = await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, user.id));
    expect(changes.map((e) => [e.kind, e.summary, e.ip])).toContainEqual([
      'password',
      'Bytte lösenord via återställningslänken',
      '127.0.0.1',
    ]);
    expect((await login(user.email, 'mitt-nya-lösenord')).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await t.as(oldToken).dispatch('get_CurrentUser', {})).status).toBe(401);

    const again = await post(t.app, '/api/account/reset/confirm', {
      token,
      password: 'ett-tredje-lösen',
      confirmPassword: 'ett-tredje-lösen',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(errorMessages.resetLinkInvalid);

    const [logged] = await t.db.select().from(emailLog).where(eq(emailLog.emailAddress, user.email));
    expect(logged).toMatchObject({ emailType: 'password_reset', status: 'sent' });
  });

  it('refuses an expired link', async () => {
    const user = await buildStaff();
    await post(t.app, '/api/account/reset', { email: user.email });
    const token = resetTokenFrom(await smtp.waitFor(user.email));
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const res = await post(t.app, '/api/account/reset/confirm', {
      token,
      password: 'mitt-nya-lösenord',
      confirmPassword: 'mitt-nya-lösenord',
    });
    expect(res.status).toBe(400);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown address with the spec message', async () => {
    const res = await post(t.app, '/api/account/reset', { email: 'okand@example.se' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Vi kunde inte hitta e-postadressen');
  });

  it('validates the new password on confirm', async () => {
    const res = await post(t.app, '/api/account/reset/confirm', {
      token: 'x'.repeat(43),
      password: 'kort',
      confirmPassword: 'kort',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.password).toBe(passwordMessages.tooShort);
  });
});

describe('update_password', () => {
  it('changes the password, returns a new token and ends the old ones', async () => {
    const user = await buildStaff();
    const oldToken = (await login(user.email, TEST_PASSWORD)).body.token;
    const res = await t.as(oldToken).dispatch('update_password', {
      password: TEST_PASSWORD,
      newPassword: 'ett-nytt-lösenord',
      confirmNewPassword: 'ett-nytt-lösenord',
    });
    expect(res.status).toBe(200);
    expect((await t.as(oldToken).dispatch('get_CurrentUser', {})).status).toBe(401);
    expect((await t.as(res.data.token).dispatch('get_CurrentUser', {})).status).toBe(200);
    expect((await login(user.email, 'ett-nytt-lösenord')).status).toBe(200);
  });

  it.each([
    [
      { password: 'fel-lösenord', newPassword: 'ett-nytt-lösenord', confirmNewPassword: 'ett-nytt-lösenord' },
      'password',
      errorMessages.wrongPassword,
    ],
    [
      { password: TEST_PASSWORD, newPassword: 'kort', confirmNewPassword: 'kort' },
      'newPassword',
      passwordMessages.tooShort,
    ],
    [
      { password: TEST_PASSWORD, newPassword: 'ett-nytt-lösenord', confirmNewPassword: 'ett-annat-lösen' },
      'confirmNewPassword',
      passwordMessages.mismatch,
    ],
    [
      { password: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmNewPassword: TEST_PASSWORD },
      'newPassword',
      passwordMessages.sameAsOld,
    ],
    [
      { newPassword: 'ett-nytt-lösenord', confirmNewPassword: 'ett-nytt-lösenord' },
      'password',
      passwordMessages.required,
    ],
  ])('rejects %j on %s and keeps the old password', async (data, field, message) => {
    const user = await buildStaff();
    const token = (await login(user.email, TEST_PASSWORD)).body.token;
    const res = await t.as(token).dispatchUnchecked('update_password', data);
    expect(res.status).toBe(400);
    expect(res.error?.fields?.[field]).toBe(message);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });
});
