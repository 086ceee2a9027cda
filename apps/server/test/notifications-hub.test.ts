import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { HUB_CLOSE, PermissionId } from '@rekry/domain';
import { users } from '../src/db/schema.ts';
import { notifyCompany } from '../src/services/notifications.ts';
import { createProcessDatabase, createTestApp, testAppForFile, testDatabaseUrl } from './helpers/app.ts';
import {
  buildContainer,
  buildPosition,
  buildUser,
  standardAnswers,
  tokenFor,
  uniqueEmail,
} from './helpers/factories.ts';
import { hubSocket, joinedHubSocket, listen } from './helpers/hub.ts';
import {
  apply,
  buildNotifiedCompany,
  cv,
  notificationRowsOf,
  type NotifiedCompany,
} from './helpers/notified-company.ts';
import { sharedInstanceEnv, startServerProcess } from './helpers/process.ts';

/** The real-time hub: who may join, what reaches whom, and fan-out over two real instances. */

const t = testAppForFile({ rateLimitFactor: 1000 });
let w: NotifiedCompany;
const rowsOf = (userId: number) => notificationRowsOf(t.db, userId);

beforeAll(async () => {
  w = await buildNotifiedCompany(t.db);
});

describe('the real-time hub at /notifications', () => {
  it('joins with the token and company in the first message and delivers the user’s notifications', async () => {
    const token = await tokenFor(t.db, t.app.services.tokens, w.admin.id);
    const admin = await hubSocket(t.app, { token, containerId: w.company.id });
    expect(await admin.next('ready')).toEqual({ type: 'ready', containerId: w.company.id });
    const reader = await joinedHubSocket(t, w.reader, { containerId: w.company.id });
    const foreign = await joinedHubSocket(t, w.foreignAdmin, { containerId: w.foreign.id });

    const res = await apply(t.app, w.position.id);
    const event = await admin.next('notification');
    expect(event).toMatchObject({
      type: 'notification',
      notification: {
        type: 'create_jobApplication',
        containerId: w.company.id,
        isRead: false,
        data: { positionId: w.position.id, id: res.body.data.applicationId },
      },
    });
    // Its id is the admin's own row.
    const [row] = await rowsOf(w.admin.id).then((rows) =>
      rows.filter((r) => r.id === (event as { notification: { id: number } }).notification.id),
    );
    expect(row).toBeTruthy();

    await t.db.transaction((tx) =>
      notifyCompany(tx, { containerId: w.company.id, type: 'Exception', title: 'Fel', message: 'Ett fel' }),
    );
    expect(await admin.next('exception')).toMatchObject({
      notification: { type: 'Exception', title: 'Fel' },
    });
    // Neither the reader without a right on the position nor another company heard anything.
    expect(reader.events).toEqual([]);
    expect(foreign.events).toEqual([]);
    for (const s of [admin, reader, foreign]) s.socket.terminate();
  });

  it('closes with a clear code on a bad first message, a bad token or a company the user is not in', async () => {
    const garbage = await hubSocket(t.app, 'inte json');
    expect((await garbage.closed).code).toBe(HUB_CLOSE.badHello);
    const missing = await hubSocket(t.app, { token: 'x' });
    expect(await missing.closed).toMatchObject({ code: HUB_CLOSE.badHello });
    const forged = await hubSocket(t.app, { token: 'a.b.c', containerId: w.company.id });
    expect((await forged.closed).code).toBe(HUB_CLOSE.unauthorized);
    const notMember = await hubSocket(t.app, {
      token: await tokenFor(t.db, t.app.services.tokens, w.foreignAdmin.id),
      containerId: w.company.id,
    });
    expect(await notMember.closed).toMatchObject({
      code: HUB_CLOSE.forbidden,
      reason: 'Ingen behörighet till företaget',
    });
    const binary = await hubSocket(t.app, undefined);
    binary.socket.send(Buffer.from([1, 2, 3]));
    expect((await binary.closed).code).toBe(HUB_CLOSE.badHello);
    // The server stands.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('closes a socket that says nothing in time', async () => {
    const quick = await createTestApp({ realtimeHelloTimeoutMs: 50 });
    try {
      await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = quick.app.server.address() as { port: number };
      const silent = new WebSocket(`ws://127.0.0.1:${port}/notifications`);
      const heard = listen(silent);
      expect(await heard.closed).toMatchObject({ code: HUB_CLOSE.helloTimeout });
    } finally {
      await quick.close();
    }
  });

  it('closes a socket whose token was revoked or whose membership was removed', async () => {
    const revoked = await buildUser(t.db, { memberOf: [[w.company.id, [PermissionId.Administrator]]] });
    const removed = await buildUser(t.db, { memberOf: [[w.company.id, [PermissionId.Administrator]]] });
    const a = await hubSocket(t.app, {
      token: await tokenFor(t.db, t.app.services.tokens, revoked.id),
      containerId: w.company.id,
    });
    const b = await hubSocket(t.app, {
      token: await tokenFor(t.db, t.app.services.tokens, removed.id),
      containerId: w.company.id,
    });
    const c = await hubSocket(t.app, {
      token: await tokenFor(t.db, t.app.services.tokens, w.admin.id),
      containerId: w.company.id,
    });
    await Promise.all([a.next('ready'), b.next('ready'), c.next('ready')]);
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, revoked.id));
    await t.db.execute(sql`delete from container_users where user_id = ${removed.id}`);
    await t.app.services.hub.recheck();
    expect((await a.closed).code).toBe(HUB_CLOSE.unauthorized);
    expect((await b.closed).code).toBe(HUB_CLOSE.forbidden);
    expect(c.socket.readyState).toBe(WebSocket.OPEN);
    c.socket.terminate();
  });
});

describe.skipIf(!testDatabaseUrl)('two instances on one PostgreSQL database (real processes)', () => {
  it('an application through instance A reaches the admin’s socket on instance B, and only the right ones', async () => {
    const fresh = await createProcessDatabase();
    const env = {
      ...sharedInstanceEnv(fresh.url),
      DATA_DIR: t.config.dataDir,
      REALTIME_RECHECK_MS: '300',
    };
    const a = await startServerProcess(env);
    const b = await startServerProcess(env);
    const { openPostgres } = await import('../src/db/client.ts');
    const database = await openPostgres(fresh.url, 2);
    try {
      const db = database.db;
      const company = await buildContainer(db);
      const foreign = await buildContainer(db);
      const admin = await buildUser(db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
      const reader = await buildUser(db, { memberOf: [[company.id, [PermissionId.Read]]] });
      const foreignAdmin = await buildUser(db, { memberOf: [[foreign.id, [PermissionId.Administrator]]] });
      const position = await buildPosition(db, company.id);
      const login = async (email: string) => {
        const res = await fetch(`http://127.0.0.1:${a.port}/api/account/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'rätt-lösenord-123' }),
        });
        return ((await res.json()) as { token: string }).token;
      };
      const connect = async (port: number, token: string, containerId: number) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/notifications`);
        const heard = listen(socket);
        await new Promise((r) => socket.addEventListener('open', r, { once: true }));
        socket.send(JSON.stringify({ token, containerId }));
        await heard.next('ready');
        return { socket, ...heard };
      };
      const onB = await connect(b.port, await login(admin.email), company.id);
      const readerOnB = await connect(b.port, await login(reader.email), company.id);
      const foreignOnA = await connect(a.port, await login(foreignAdmin.email), foreign.id);

      const email = uniqueEmail();
      const res = await fetch(`http://127.0.0.1:${a.port}/api/public/positions/apply`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          action: 'create_jobApplication',
          data: { email, positionId: position.id, metadata: { ...standardAnswers(email), form_file: cv } },
        }),
      });
      expect(res.status).toBe(201);
      expect(await onB.next('notification')).toMatchObject({
        notification: { type: 'create_jobApplication', data: { positionId: position.id } },
      });
      expect(readerOnB.events).toEqual([]);
      expect(foreignOnA.events).toEqual([]);

      // Revoked on one instance's database: the socket on B is closed by B's next check.
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, admin.id));
      expect((await onB.closed).code).toBe(HUB_CLOSE.unauthorized);
      readerOnB.socket.close();
      foreignOnA.socket.close();
    } finally {
      await database.close();
      await a.stop();
      await b.stop();
      await fresh.drop();
    }
  }, 120_000);
});
