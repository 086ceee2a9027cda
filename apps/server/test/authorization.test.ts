import { describe, expect, it } from 'vitest';
import {
  APPLICATION_INPUT,
  CONVERSATION_INPUT,
  actionNames,
  actions,
  roleAtLeast,
  type ActionName,
  type Role,
} from '@rekry/domain';
import { handlers } from '../src/composition/action-handlers.ts';
import { testAppWithWorld } from './helpers/app.ts';
import { buildPosition, buildWritersPosition } from './helpers/factories.ts';
import { addressOf, buildApplication } from './helpers/applicants.ts';
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
  // Every caller here is staff: the candidate-only actions refuse them all.
  if (access.shell === 'candidate') return 403;
  const role: Role =
    caller === 'superuser'
      ? 'superuser'
      : company === 'foreign' && access.scope !== 'self' && access.scope !== 'platform'
        ? 'signedIn'
        : caller;
  if (access.scope === 'platform') return role === 'superuser' ? 200 : 403;
  return roleAtLeast(role, access.role) ? 200 : 403;
}

const { t, world } = testAppWithWorld();

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
    // Each sample is checked against its own action's input where it is written; checking the union of
    // every sample against the union of every input here again cost the type check seconds for nothing.
    const res = await t.as(callerUser).dispatchUnchecked(name, data);
    const expected = expectedStatus(name, caller, company);
    expect(res.status, JSON.stringify(res.error)).toBe(expected);
    // A download answers the file itself; any other action {data}.
    if (expected === 200 && actions[name].download)
      expect(res.raw.headers['content-disposition']).toMatch(/^attachment/);
    else if (expected === 200) expect(res.data).toBeDefined();
    else expect(res.error?.message).toMatch(/[a-zåäö]/i);
  });
});

describe('the declared roles', () => {
  it('use only known roles and scopes, and container actions take a containerId', () => {
    for (const name of actionNames) {
      const { access, input } = actions[name];
      expect(['signedIn', 'reader', 'writer', 'admin', 'superuser']).toContain(access.role);
      expect(['self', 'container', 'position', 'application', 'conversation', 'platform']).toContain(
        access.scope,
      );
      const fields = Object.keys((input as any).shape ?? {});
      if (access.scope !== 'self' && access.scope !== 'platform') expect(fields).toContain('containerId');
      if (access.scope === 'position' || access.scope === 'application')
        expect(fields).toContain('positionId');
      if (access.scope === 'application') expect(fields).toContain(APPLICATION_INPUT);
      if (access.scope === 'conversation') expect(fields).toContain(CONVERSATION_INPUT);
      if (access.scope === 'platform') expect(access.role).toBe('superuser');
    }
    expect(roleAtLeast('admin', 'writer')).toBe(true);
  });
});

describe('ownership inside the company', () => {
  /**
   * An application to a position on which the writer holds nothing (A), addressed through A and through a
   * position on which they hold Write (B).
   */
  async function applicationOfA() {
    const a = await buildPosition(t.db, world.own.id);
    const b = await buildWritersPosition(t.db, world.own.id, world.writer);
    const ofA = await buildApplication(t.db, world.own.id, a.id);
    const via = (position: { id: number }) => ({
      containerId: world.own.id,
      positionId: position.id,
      applicantId: ofA.id,
    });
    return { viaA: via(a), viaB: via(b) };
  }

  it("refuses a writer A's applicants, also through position B's id", async () => {
    const { viaA, viaB } = await applicationOfA();
    const writer = t.as(world.writer);
    const direct = await writer.dispatch('create_ApplicantNote', { ...viaA, text: 'Hej' });
    expect(direct.status).toBe(403);
    for (const through of [
      writer.dispatch('create_ApplicantNote', { ...viaB, text: 'Hej' }),
      writer.dispatch('update_Applicant', { ...viaB, otherOffer: true }),
      writer.dispatch('delete_JobApplication', viaB),
      writer.dispatch('get_ApplicantFiles', viaB),
    ]) {
      const res = await through;
      expect(res.status).toBe(404);
      expect(res.error?.message).toBe('Ansökan finns inte');
    }
    // Nothing changed on A's application.
    const detail = await t.as(world.admin).dispatch('get_ApplicantById', viaA);
    expect(detail.status).toBe(200);
    expect(detail.data.otherOffer).toBe(false);
    expect(detail.data.notes).toEqual([]);
  });

  it("answers 404 for one position's application id passed with another's id, also to an admin", async () => {
    const { viaA, viaB } = await applicationOfA();
    const res = await t.as(world.admin).dispatch('get_ApplicantById', viaB);
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('Ansökan finns inte');
    const own = await t.as(world.admin).dispatch('get_Questionnaire', viaA);
    expect(own.status).toBe(200);
  });
});

describe('the factories', () => {
  it('build their parents when none are given', async () => {
    const application = await buildApplication(t.db);
    const position = await buildPosition(t.db);
    expect(application.containerId).toBeGreaterThan(0);
    expect(position.containerId).not.toBe(application.containerId);
    // A superuser sees the built application where the factory put it.
    const res = await t.as(world.superuser).dispatch('get_ApplicantById', addressOf(application));
    expect(res.status).toBe(200);
    expect(res.data.position.id).toBe(application.positionId);
  });
});
