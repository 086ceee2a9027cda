/**
 * The status history (application_status_history): every path that changes an application's status or
 * process level writes exactly one row per change, with who, when, the position and the company, in the
 * transaction of the change; a change that fails writes none.
 */
import { describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { applicationLog, applicationStatusHistory, jobApplications } from '../src/db/schema.ts';
import { applicantsTestApp, buildApplication, labelByName } from './helpers/applicants.ts';

const { t, world, tokens, own, positionWithRights } = applicantsTestApp();
const h = applicationStatusHistory;

const historyOf = (ids: number[]) =>
  t.db
    .select({
      app: h.applicationId,
      kind: h.kind,
      from: h.fromLabelId,
      to: h.toLabelId,
      by: h.userId,
      origin: h.origin,
      position: h.positionId,
      container: h.containerId,
      at: h.createdAt,
    })
    .from(h)
    .where(inArray(h.applicationId, ids))
    .orderBy(asc(h.id));
const changesOf = async (ids: number[]) => (await historyOf(ids)).filter((r) => r.origin === 'changed');

describe('the status history', () => {
  it('starts each application with its first stage, by whoever added it', async () => {
    const position = await positionWithRights();
    const yes = await labelByName(t.db, own(), 'Intressant');
    const res = await t.as(tokens.writer).dispatch('create_Applicant', {
      containerId: own(),
      positionId: position.id,
      email: 'forsta.steget@example.se',
      labelId: yes.id,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const rows = await historyOf([res.data.id]);
    const [app] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, res.data.id));
    expect(rows.map(({ at, ...r }) => ({ ...r, at: at.getTime() }))).toEqual([
      ...['status', 'process'].map((kind) => ({
        app: res.data.id,
        kind,
        from: null,
        to: kind === 'status' ? yes.id : null,
        by: world.writer.id,
        origin: 'created',
        position: position.id,
        container: own(),
        at: app!.createdAt.getTime(),
      })),
    ]);
  });

  it('writes one row per changed application, one applicant or the whole filtered list (the board too)', async () => {
    const position = await positionWithRights();
    const yes = await labelByName(t.db, own(), 'Intressant');
    const maybe = await labelByName(t.db, own(), 'Kanske');
    const call = await labelByName(t.db, own(), 'Intervju');
    const apps = [];
    for (let i = 0; i < 4; i++)
      apps.push(await buildApplication(t.db, own(), position.id, { labelId: i === 3 ? maybe.id : null }));
    const ids = apps.map((a) => a.id);
    const as = t.as(tokens.writer);
    const base = { containerId: own(), positionId: position.id };

    // One applicant (the board's drag sends this same action).
    expect(
      (await as.dispatch('update_ApplicantStatus', { ...base, labelId: yes.id, ids: [ids[0]!] })).status,
    ).toBe(200);
    // Everyone the list's filter matches: the one already 'Kanske' does not change, so gets no row.
    const all = await as.dispatch('update_ApplicantStatus', {
      ...base,
      labelId: maybe.id,
      filter: {} as never,
    });
    expect(all.status, JSON.stringify(all.error)).toBe(200);
    // A process level, then back to none; and the status moved back again.
    await as.dispatch('update_ApplicantStatus', {
      ...base,
      labelId: call.id,
      ids: [ids[1]!],
      labelType: 'Process',
    });
    await as.dispatch('update_ApplicantStatus', {
      ...base,
      labelId: 0,
      ids: [ids[1]!],
      labelType: 'Process',
    });
    await as.dispatch('update_ApplicantStatus', { ...base, labelId: yes.id, ids: [ids[0]!] });

    const rows = await changesOf(ids);
    expect(rows.map((r) => [r.app, r.kind, r.from, r.to, r.by, r.position, r.container])).toEqual([
      [ids[0], 'status', null, yes.id, world.writer.id, position.id, own()],
      [ids[0], 'status', yes.id, maybe.id, world.writer.id, position.id, own()],
      [ids[1], 'status', null, maybe.id, world.writer.id, position.id, own()],
      [ids[2], 'status', null, maybe.id, world.writer.id, position.id, own()],
      [ids[1], 'process', null, call.id, world.writer.id, position.id, own()],
      [ids[1], 'process', call.id, null, world.writer.id, position.id, own()],
      [ids[0], 'status', maybe.id, yes.id, world.writer.id, position.id, own()],
    ]);
    // Written in the change's transaction: the same time as the change's log line.
    const logs = await t.db
      .select({ app: applicationLog.applicationId, at: applicationLog.createdAt })
      .from(applicationLog)
      .where(inArray(applicationLog.applicationId, ids))
      .orderBy(asc(applicationLog.id));
    const statusLogs = logs.slice(-rows.length);
    expect(rows.map((r) => r.at.getTime()).sort()).toEqual(statusLogs.map((l) => l.at.getTime()).sort());
  });

  it('writes none when the change fails after the update', async () => {
    const position = await positionWithRights();
    const maybe = await labelByName(t.db, own(), 'Kanske');
    const app = await buildApplication(t.db, own(), position.id);
    // The log line written after the update fails, so the whole change rolls back.
    await t.db.execute(sql`create function test_refuse_log() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end; $$`);
    await t.db.execute(sql`create trigger test_refuse_log before insert on application_log
      for each statement execute function test_refuse_log()`);
    try {
      const res = await t.as(tokens.writer).dispatch('update_ApplicantStatus', {
        containerId: own(),
        positionId: position.id,
        labelId: maybe.id,
        ids: [app.id],
      });
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger test_refuse_log on application_log`);
      await t.db.execute(sql`drop function test_refuse_log()`);
    }
    expect(await changesOf([app.id])).toEqual([]);
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, app.id));
    expect(row!.labelId).toBeNull();
  });

  it('writes a row for each applicant a removed label moves, and keeps the removed label readable', async () => {
    const position = await positionWithRights();
    const created = await t.as(tokens.admin).dispatch('create_Label', {
      containerId: own(),
      name: 'Reserv för historik',
      labelType: 'Interest',
    });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const reserve = created.data.find((l) => l.name === 'Reserv för historik')!;
    const yes = await labelByName(t.db, own(), 'Intressant');
    const a = await buildApplication(t.db, own(), position.id, { labelId: reserve.id });
    const b = await buildApplication(t.db, own(), position.id, { labelId: reserve.id });
    const c = await buildApplication(t.db, own(), position.id);
    const res = await t
      .as(tokens.admin)
      .dispatch('delete_Label', { containerId: own(), id: reserve.id, moveTo: yes.id });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const rows = await changesOf([a.id, b.id, c.id]);
    expect(rows.map((r) => [r.app, r.kind, r.from, r.to, r.by])).toEqual([
      [a.id, 'status', reserve.id, yes.id, world.admin.id],
      [b.id, 'status', reserve.id, yes.id, world.admin.id],
    ]);
  });
});
