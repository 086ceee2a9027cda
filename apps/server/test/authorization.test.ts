import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionNames, actions, roleAtLeast, type ActionName, type Role } from '@rekry/domain';
import { handlers } from '../src/actions/index.ts';
import { createTestApp, dispatch, type TestApp } from './helpers/app.ts';
import { buildWorld, tokenFor, type World } from './helpers/factories.ts';
import { samples } from './authorization/samples.ts';

/**
 * Deny by default (DESIGN.md §3): every catalogue action × anonymous / reader / writer / admin /
 * superuser × own and foreign company, against the access it declares. The samples (a valid input per
 * action) live per area in authorization/<area>.samples.ts; a new action without one fails the suite.
 */

type Caller = 'anonymous' | 'reader' | 'writer' | 'admin' | 'superuser';
const callers: Caller[] = ['anonymous', 'reader', 'writer', 'admin', 'superuser'];

/** The status the declaration promises for a caller, in its own or a foreign company. */
function expectedStatus(name: ActionName, caller: Caller, company: 'own' | 'foreign'): number {
  const { access } = actions[name];
  if (caller === 'anonymous') return 401;
  const role: Role =
    caller === 'superuser'
      ? 'superuser'
      : company === 'foreign' && (access.scope === 'container' || access.scope === 'position')
        ? 'signedIn'
        : caller;
  if (access.scope === 'platform') return role === 'superuser' ? 200 : 403;
  return roleAtLeast(role, access.role) ? 200 : 403;
}

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t.db);
});
afterAll(() => t.close());

describe('the catalogue and the handlers', () => {
  it('has exactly one handler and one authorization row per action', () => {
    expect(Object.keys(handlers).sort()).toEqual([...actionNames].sort());
    expect(Object.keys(samples).sort()).toEqual([...actionNames].sort());
  });
});

describe.each(actionNames)('%s', (name) => {
  it.each(
    callers.flatMap((caller) => (['own', 'foreign'] as const).map((company) => [caller, company] as const)),
  )('as %s in the %s company answers as declared', async (caller, company) => {
    const callerUser = caller === 'anonymous' ? undefined : world[caller];
    const containerId = company === 'own' ? world.own.id : world.foreign.id;
    const data = await samples[name]({ t, world, containerId, caller: callerUser ?? world.reader });
    const token = callerUser ? await tokenFor(t.db, t.app.services.tokens, callerUser.id) : undefined;
    const res = await dispatch(t.app, token, name, data);
    const expected = expectedStatus(name, caller, company);
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (expected === 200) expect(res.body).toHaveProperty('data');
    else expect(res.body.error.message).toMatch(/[a-zåäö]/i);
  });
});

describe('the declared roles', () => {
  it('use only known roles and scopes, and container actions take a containerId', () => {
    for (const name of actionNames) {
      const { access, input } = actions[name];
      expect(['signedIn', 'reader', 'writer', 'admin', 'superuser']).toContain(access.role);
      expect(['self', 'container', 'position', 'platform']).toContain(access.scope);
      if (access.scope === 'container' || access.scope === 'position')
        expect(Object.keys((input as any).shape ?? {})).toContain('containerId');
      if (access.scope === 'position')
        expect(Object.keys((input as any).shape ?? {})).toContain('positionId');
      if (access.scope === 'platform') expect(access.role).toBe('superuser');
    }
    expect(roleAtLeast('admin', 'writer')).toBe(true);
  });
});
