import { beforeAll, describe, expect, it } from 'vitest';
import { actionNames, actions, type ActionName } from '@rekry/domain';
import type { PublicPositionList } from '@rekry/domain';
import { samples } from '../authorization/samples.ts';
import { get, post, testAppWithWorld } from '../helpers/app.ts';
import { answersWithCv, buildPosition, buildUser, tokenFor, uniqueEmail } from '../helpers/factories.ts';
import { hubSocket } from '../helpers/hub.ts';

/**
 * The embedded engine's smoke test: every area of the product once on PGlite, the database `npm start`
 * runs on. The full suite runs on PostgreSQL; here every catalogue action answers 200 to the least role its
 * declaration allows, and a public application travels through the single-process paths (the public cache
 * told by NOTIFY, the hub hearing LISTEN inside the process), so a query PGlite reads otherwise fails here.
 */

const { t, world } = testAppWithWorld({ rateLimitFactor: 1000 });
beforeAll(() => {
  expect(t.database.kind).toBe('pglite');
});

/** The least-privileged caller the declaration lets in, in the caller's own company. */
async function leastAllowed(name: ActionName) {
  const { access } = actions[name];
  // A fresh candidate each time: one of their actions deletes the account.
  if (access.shell === 'candidate') return buildUser(t.db, { candidate: true });
  if (access.scope === 'platform') return world.superuser;
  return access.role === 'signedIn' || access.role === 'reader' ? world.reader : world[access.role];
}

describe.each(actionNames)('%s on PGlite', (name) => {
  it('answers the least role it allows', async () => {
    const caller = await leastAllowed(name);
    const data = await samples[name]({ t, world, containerId: world.own.id, caller });
    const res = await t.as(caller).dispatch(name, data);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    // A download answers the file itself; any other action {data}.
    if (actions[name].download) expect(res.raw.headers['content-disposition']).toMatch(/^attachment/);
    else expect(res.data).toBeDefined();
  });
});

describe('a public application on the embedded database', () => {
  it('is told to the admin live and listed, and a change reaches the career site through its notice', async () => {
    const position = await buildPosition(t.db, world.own.id, { name: 'Lagerarbetare' });
    const listed = async () =>
      (
        await get<PublicPositionList>(t.app, `/api/public/positions?containerId=${world.own.id}`)
      ).body.items.map((p) => p.name);
    expect(await listed()).toContain('Lagerarbetare');

    const admin = await hubSocket(t.app, {
      token: await tokenFor(t.db, t.app.services.tokens, world.admin.id),
      containerId: world.own.id,
    });
    await admin.next('ready');
    const email = uniqueEmail();
    const applied = await post(t.app, '/api/public/positions/apply', {
      action: 'create_jobApplication',
      data: { email, positionId: position.id, metadata: answersWithCv(email) },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect(await admin.next('notification')).toMatchObject({
      notification: { type: 'create_jobApplication', data: { positionId: position.id } },
    });
    admin.socket.terminate();

    const list = await t.as(world.admin).dispatch('get_ApplicantsByPosition', {
      containerId: world.own.id,
      positionId: position.id,
    });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.data)).toContain(email);

    // The dispatcher tells the career site's cache on commit (NOTIFY); the list answers fresh.
    const renamed = await t.as(world.admin).dispatch('update_Position', {
      containerId: world.own.id,
      positionId: position.id,
      name: 'Lagerarbetare i Umeå',
    });
    expect(renamed.status, JSON.stringify(renamed.error)).toBe(200);
    await expect.poll(listed).toContain('Lagerarbetare i Umeå');
  });
});
