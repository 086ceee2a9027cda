import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PermissionId, type HubEvent } from '@rekry/domain';
import { jobApplications } from '../src/db/schema.ts';
import { mailThatFailedForGood } from './helpers/jobs.ts';
import { tellPositionEvents } from '../src/areas/positions/position-events.ts';
import { buildUser, readyPositionInput, uniqueEmail } from './helpers/factories.ts';
import type { BuiltUser } from './helpers/factories.ts';
import { labelByName } from './helpers/applicants.ts';
import { joinedHubSocket, type HubSocket } from './helpers/hub.ts';
import { apply, testAppWithNotifiedCompany } from './helpers/notified-company.ts';

/** Nobody is told of their own action; a deleted application takes its notifications from everyone. */

const { t, w, rowsOf } = testAppWithNotifiedCompany({ rateLimitFactor: 1000 });
let colleague: BuiltUser;
const unreadOf = async (user: { id: number }) => {
  const res = await t
    .as(user)
    .dispatch('get_Notifications', { containerId: w.company.id, page: 1, take: 50 });
  expect(res.status).toBe(200);
  return res.data!.unread;
};
const sockets: HubSocket[] = [];
const socketOf = async (user: { id: number }) => {
  const s = await joinedHubSocket(t, user, { containerId: w.company.id });
  sockets.push(s);
  return s;
};
/** `user` sets the status Kanske on the application. */
const markMaybe = async (user: { id: number }, id: number) => {
  const maybe = await labelByName(t.db, w.company.id, 'Kanske');
  const res = await t.as(user).dispatch('update_ApplicantStatus', {
    containerId: w.company.id,
    positionId: w.position.id,
    labelId: maybe.id,
    ids: [id],
  });
  expect(res.status).toBe(200);
};
const applied = async (email = uniqueEmail()) => {
  const res = await apply(t.app, w.position.id, email);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, id: res.body.data.applicationId as number };
};

beforeAll(async () => {
  colleague = await buildUser(t.db, { memberOf: [[w.company.id, [PermissionId.Administrator]]] });
  return () => {
    for (const s of sockets) s.socket.terminate();
  };
});

describe('own actions', () => {
  it('a status change and an e-mail tell the colleagues, live and in their counts, but not the one who did them', async () => {
    const mine = await socketOf(w.admin);
    const theirs = await socketOf(colleague);
    const { email, id } = await applied();
    // The applicant's own act tells every admin, the actor-to-be too. Its events reach the sockets
    // through NOTIFY whenever they come: heard first and set aside, so what follows is only the actions'.
    for (const socket of [mine, theirs]) {
      expect(await socket.next('notification')).toMatchObject({
        notification: { type: 'create_jobApplication', data: { id } },
      });
      await socket.next('applicants');
    }
    expect((await rowsOf(w.admin.id)).some((r) => r.applicationId === id)).toBe(true);
    const before = { admin: await unreadOf(w.admin), colleague: await unreadOf(colleague) };

    await markMaybe(w.admin, id);
    expect(await theirs.next('notification')).toMatchObject({
      notification: { type: 'update_jobApplicationStatus', data: { positionId: w.position.id, id } },
    });
    const sent = await t.as(w.admin).dispatch('send_ApplicantEmail', {
      containerId: w.company.id,
      positionId: w.position.id,
      applicantId: id,
      email,
      subject: 'Hej',
      body: 'Välkommen på intervju',
    });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    expect(await theirs.next('notification')).toMatchObject({
      notification: { type: 'send_MessageCommand', data: { id } },
    });
    // One NOTIFY reaches every recipient's socket at once: the actor's heard nothing of either, only
    // that the position's applicants changed (which refreshes their own board and list too). The hub
    // asks the database who may see the position before it sends that, so it may come after the rest.
    expect(await mine.next('applicants')).toEqual({ type: 'applicants', positionId: w.position.id });
    expect(mine.events).toEqual([]);

    const kindsOf = async (userId: number) =>
      (await rowsOf(userId)).filter((r) => r.applicationId === id).map((r) => r.type);
    expect(await kindsOf(w.admin.id)).toEqual(['create_jobApplication']);
    expect((await kindsOf(colleague.id)).sort()).toEqual([
      'create_jobApplication',
      'send_MessageCommand',
      'update_jobApplicationStatus',
    ]);
    expect((await kindsOf(w.readerWithRight.id)).sort()).toEqual([
      'create_jobApplication',
      'send_MessageCommand',
      'update_jobApplicationStatus',
    ]);
    expect(await unreadOf(w.admin)).toBe(before.admin);
    expect(await unreadOf(colleague)).toBe(before.colleague + 2);
  });
});

describe('a deleted application or person', () => {
  it('takes the application’s notifications from every recipient, and their open bells hear which', async () => {
    const gone = await applied();
    const kept = await applied();
    await markMaybe(colleague, gone.id);
    const about = async (userId: number, applicationId: number) =>
      (await rowsOf(userId)).filter((r) => r.applicationId === applicationId);
    const goneRows = async () => [
      ...(await about(w.admin.id, gone.id)),
      ...(await about(colleague.id, gone.id)),
      ...(await about(w.readerWithRight.id, gone.id)),
    ];
    expect(await goneRows()).toHaveLength(5);
    const adminUnread = await unreadOf(w.admin);
    const adminSocket = await socketOf(w.admin);
    const colleagueSocket = await socketOf(colleague);
    const adminsRows = (await about(w.admin.id, gone.id)).map((r) => r.id).sort();

    const res = await t.as(colleague).dispatch('delete_JobApplication', {
      containerId: w.company.id,
      positionId: w.position.id,
      applicantId: gone.id,
    });
    expect(res.status).toBe(200);
    expect(await goneRows()).toEqual([]);
    // The other application's notifications stay.
    expect(await about(w.admin.id, kept.id)).toHaveLength(1);
    expect(await unreadOf(w.admin)).toBe(adminUnread - adminsRows.length);
    const withdrawn = (await adminSocket.next('withdrawn')) as Extract<HubEvent, { type: 'withdrawn' }>;
    expect([...withdrawn.ids].sort()).toEqual(adminsRows);
    // The one who deleted had a notification about it too (the application itself): their bell counts again.
    expect(await colleagueSocket.next('withdrawn')).toMatchObject({ type: 'withdrawn' });
  });

  it('goes with the person removed from the company', async () => {
    const { id } = await applied();
    expect(
      await rowsOf(colleague.id).then((rows) => rows.filter((r) => r.applicationId === id)),
    ).toHaveLength(1);
    const [application] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    const res = await t.as(w.admin).dispatch('delete_ApplicantFromContainer', {
      containerId: w.company.id,
      userId: application!.userId,
      reason: '',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    for (const user of [w.admin, colleague, w.readerWithRight])
      expect((await rowsOf(user.id)).filter((r) => r.applicationId === id)).toEqual([]);
  });
});

describe('late news of a deleted application', () => {
  it('an e-mail about it that fails for good afterwards is still told, tied to nothing', async () => {
    const { id } = await applied();
    const deleted = await t.as(w.admin).dispatch('delete_JobApplication', {
      containerId: w.company.id,
      positionId: w.position.id,
      applicantId: id,
    });
    expect(deleted.status).toBe(200);
    await mailThatFailedForGood(t, {
      emailType: 'applicant',
      containerId: w.company.id,
      positionId: w.position.id,
      applicationId: id,
    });
    const errors = (await rowsOf(colleague.id)).filter((r) => r.type === 'error' && r.data.id === id);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.applicationId).toBeNull();
  });
});

describe('a new ad', () => {
  it('published open is told at once to the colleagues, not the one who published it; a draft is not told, a scheduled one waits for its day', async () => {
    const told = async (userId: number, positionId: number) =>
      (await rowsOf(userId)).filter((r) => r.type === 'position' && r.data.positionId === positionId);
    const publish = (positionId: number, at: number | null = null) =>
      t.as(w.admin).dispatch('publish_Position', { containerId: w.company.id, positionId, at });
    const created = await t
      .as(w.admin)
      .dispatch('create_Position', readyPositionInput(w.company.id, 'Truckförare'));
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const open = created.data!.id;
    // A draft: nothing to tell, not even by the clock.
    await tellPositionEvents(t.db);
    expect(await told(colleague.id, open)).toEqual([]);
    expect((await publish(open)).status).toBe(200);
    expect((await told(colleague.id, open)).map((r) => r.title)).toEqual(['Annons publicerad']);
    expect(await told(w.admin.id, open)).toEqual([]);
    // The clock finds it told.
    await tellPositionEvents(t.db);
    expect(await told(colleague.id, open)).toHaveLength(1);
    expect(await told(w.admin.id, open)).toEqual([]);

    // A copy is a new ad of its own, told as such.
    const copy = await t
      .as(w.admin)
      .dispatch('copy_Position', { containerId: w.company.id, positionId: open });
    expect(copy.status).toBe(200);
    expect(await told(colleague.id, copy.data!.id)).toEqual([]);
    expect((await publish(copy.data!.id)).status).toBe(200);
    expect((await told(colleague.id, copy.data!.id)).map((r) => r.message)).toEqual([
      'Kopia av Truckförare är publicerad',
    ]);

    const day = 86_400;
    const start = Math.floor(Date.now() / 1000) + 5 * day;
    const later = await t.as(w.admin).dispatch('create_Position', {
      ...readyPositionInput(w.company.id, 'Sommarjobb'),
      start,
    });
    expect(later.status).toBe(200);
    expect((await publish(later.data!.id, start)).status).toBe(200);
    expect(await told(colleague.id, later.data!.id)).toEqual([]);
  });
});
