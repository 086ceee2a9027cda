import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { HUB_CLOSE, PermissionId } from '@rekry/domain';
import { users } from '../src/db/schema.ts';
import { notifyCompany } from '../src/platform/notifications.ts';
import { createTestApp } from './helpers/app.ts';
import { buildUser, tokenFor } from './helpers/factories.ts';
import { hubSocket, joinedHubSocket, listen } from './helpers/hub.ts';
import { apply, testAppWithNotifiedCompany } from './helpers/notified-company.ts';

/** The real-time hub: who may join and what reaches whom (over two real instances: two-instances.test.ts). */

const { t, w, rowsOf } = testAppWithNotifiedCompany({ rateLimitFactor: 1000 });

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
