import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { SYSTEM_TOOL_KINDS, actionNames, errorMessages } from '@rekry/domain';
import { buildApp } from '../src/app.ts';
import { users } from '../src/db/schema.ts';
import { serializeRequest } from '../src/http/log-redaction.ts';
import { TokenService } from '../src/core/access/tokens.ts';
import { get, post, testAppForFile } from './helpers/app.ts';
import { buildContainer, buildUser, tokenFor } from './helpers/factories.ts';
import type { BuiltUser } from './helpers/factories.ts';

const t = testAppForFile();

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('POST /api/dispatcher', () => {
  it('answers an unknown or missing action with 400 in Swedish', async () => {
    const user = await buildUser(t.db);
    const token = await tokenFor(t.db, t.app.services.tokens, user.id);
    for (const body of [{ action: 'drop_Everything', data: {} }, { data: {} }, {}, { action: 42 }]) {
      const res = await post(t.app, '/api/dispatcher', body, token);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('bad_request');
    }
    expect((await post(t.app, '/api/dispatcher', { action: 'toString' }, token)).body.error.message).toBe(
      errorMessages.unknownAction,
    );
  });

  it('answers malformed JSON with 400, never 500', async () => {
    for (const [payload, contentType, message] of [
      ['{"action":', 'application/json', 'Förfrågan kunde inte läsas'],
      ['inte json', 'text/plain', errorMessages.unknownAction],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dispatcher',
        payload,
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json().error.message, contentType).toBe(message);
    }
  });

  it('answers 400 per bad field with Swedish messages', async () => {
    const container = await buildContainer(t.db);
    const admin = await buildUser(t.db, { memberOf: [[container.id, [1]]] });
    const token = await tokenFor(t.db, t.app.services.tokens, admin.id);
    const res = await t.as(token).dispatch('create_ContainerUserPermission', {
      containerId: container.id,
      email: 'nej',
      permissionIds: [9],
    });
    expect(res.status).toBe(400);
    expect(res.error?.fields).toEqual({
      email: 'E-postadressen har inte ett giltigt format',
      'permissionIds.0': 'Okänd behörighet',
    });
    const missing = await t.as(token).dispatchUnchecked('get_Container', {});
    expect(missing.status).toBe(400);
    expect(missing.error?.fields?.containerId).toBe('Ogiltigt företags-id');
  });

  describe('never lets a forged or dead token through', () => {
    let user: BuiltUser;
    beforeAll(async () => {
      user = await buildUser(t.db);
    });
    const claimsOf = (u: { id: number; email: string }) => ({
      uid: u.id,
      sub: u.email,
      role: 'staff',
      tv: 0,
      exp: Math.floor(Date.now() / 1000) + 3600,
    });

    it.each([
      ['no token', async () => undefined],
      ['garbage', async () => 'inte.en.token'],
      ['alg none', async () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claimsOf(user))}.`],
      [
        'a wrong signature',
        async () =>
          (
            await new TokenService('en-helt-annan-hemlighet-som-ar-lang', 3600).issue({
              ...user,
              tokenVersion: 0,
            })
          ).token,
      ],
      [
        'an expired token',
        async () =>
          new SignJWT({ uid: user.id, role: 'staff', tv: 0 })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(user.email)
            .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
            .sign(new TextEncoder().encode(t.config.tokenSecret)),
      ],
      [
        'an unknown user',
        async () =>
          (
            await t.app.services.tokens.issue({
              ...user,
              id: 987654,
              email: 'spoke@example.se',
              tokenVersion: 0,
            })
          ).token,
      ],
      [
        'a token whose sub does not match its user',
        async () => (await t.app.services.tokens.issue({ ...user, email: 'annan@example.se' })).token,
      ],
    ])('%s → 401', async (_label, makeToken) => {
      const res = await t.as(await makeToken()).dispatch('get_CurrentUser', {});
      expect(res.status).toBe(401);
      expect(res.error?.message).toBe(errorMessages.unauthorized);
    });

    it('a disabled user loses every existing token', async () => {
      const victim = await buildUser(t.db);
      const token = await tokenFor(t.db, t.app.services.tokens, victim.id);
      expect((await t.as(token).dispatch('get_CurrentUser', {})).status).toBe(200);
      await t.db.update(users).set({ disabled: true }).where(eq(users.id, victim.id));
      expect((await t.as(token).dispatch('get_CurrentUser', {})).status).toBe(401);
    });

    it('a changed password (token version) ends older tokens', async () => {
      const victim = await buildUser(t.db);
      const token = await tokenFor(t.db, t.app.services.tokens, victim.id);
      await t.db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, victim.id));
      expect((await t.as(token).dispatch('get_CurrentUser', {})).status).toBe(401);
    });
  });
});

describe('GET /api/dispatcher/actions', () => {
  it('serves every action with its access and input as JSON Schema', async () => {
    const res = await get(t.app, '/api/dispatcher/actions');
    expect(res.status).toBe(200);
    const listed = res.body.actions as {
      name: string;
      access: { role: string; scope: string };
      input: { type: string };
    }[];
    expect(listed.map((a) => a.name).sort()).toEqual([...actionNames].sort());
    const create = listed.find((a) => a.name === 'create_ContainerUserPermission')!;
    expect(create.access).toEqual({ role: 'admin', scope: 'container' });
    expect(create.input).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['containerId', 'email', 'permissionIds']),
    });
  });
});

describe('health and unknown routes', () => {
  it('GET /api/health reports the database, the version and which system tools are here', async () => {
    const res = await get(t.app, '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: { kind: t.database.kind, ok: true },
      // This machine has them all (.ci/run installs them); no version or path is told the public.
      tools: SYSTEM_TOOL_KINDS.map((kind) => ({ kind, present: true })),
    });
  });

  it('logs each request once, when it is answered, with its address and status', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const logged = await buildApp({
      config: { ...t.config, jobWorker: false },
      database: t.database,
      logger: { level: 'info', stream, serializers: { req: serializeRequest } },
    });
    try {
      await logged.inject({ method: 'GET', url: '/api/public/config' });
      const requests = lines.filter((l) => l['req'] || l['res']);
      expect(requests).toEqual([
        expect.objectContaining({
          msg: 'request completed',
          req: expect.objectContaining({ method: 'GET', url: '/api/public/config' }),
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
      ]);
    } finally {
      await logged.close();
    }
  });

  it('GET /api/public/config names the operator', async () => {
    expect((await get(t.app, '/api/public/config')).body).toEqual({
      operatorName: 'Rekry',
      version: expect.any(String),
    });
  });

  it('an unknown API path is a JSON 404 in Swedish', async () => {
    const res = await get(t.app, '/api/finns-inte');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(errorMessages.notFound);
  });
});
