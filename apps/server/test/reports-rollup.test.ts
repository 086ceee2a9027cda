/**
 * What the reports keep (migration reports_rollup: each application's facts, stays and levels reached,
 * and the company's counts per day and month) stays what a rebuild from the applications, their history,
 * e-mails and interviews gives, on every path that writes them: the data generator, one applicant and a
 * bulk change, the board, a label removed, an edit, interviews, e-mails, the history written directly
 * (as the demo seed rewrites it), an erasure, a position and a company removed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PermissionId } from '@rekry/domain';
import { generateApplicants } from '../src/areas/data-generation/applicant-generator.ts';
import { seedStatusHistory } from '../src/demo/status-history.ts';
import { rowsOf } from '../src/db/client.ts';
import {
  containers,
  emailLog,
  interviews,
  jobApplications,
  labels,
  positions,
  users,
} from '../src/db/schema.ts';
import { addressOf, applicantsTestApp, buildApplication, labelByName } from './helpers/applicants.ts';
import { buildContainer, buildPosition, buildUser } from './helpers/factories.ts';
import { buildInterview } from './helpers/interviews.ts';
import { expectReportsKept, factsOf } from './helpers/report-rollup.ts';

const { t, world, own, positionWithRights } = applicantsTestApp();
let position: Awaited<ReturnType<typeof positionWithRights>>;
let ids: number[] = [];

const label = (name: string) => labelByName(t.db, own(), name);
const move = (
  who: { id: number },
  chosen: number[],
  labelId: number,
  labelType: 'Interest' | 'Process' = 'Interest',
) =>
  t.as(who).dispatch('update_ApplicantStatus', {
    containerId: own(),
    positionId: position.id,
    ids: chosen,
    labelId,
    labelType,
  });

beforeAll(async () => {
  position = await positionWithRights();
  // The data generator: a spread of statuses and levels, in one statement.
  await generateApplicants(t.db, own(), position.id, position.form, 40);
  ids = (
    await t.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.positionId, position.id))
  )
    .map((r) => r.id)
    .sort((a, b) => a - b);
});

describe('the facts and counts the reports keep', () => {
  it('follow the data generator, one applicant, a bulk change and a change of level', async () => {
    const kept = await expectReportsKept(t.db);
    expect(kept.application_report_facts).toHaveLength(40);
    const yes = await label('Intressant');
    expect((await move(world.writer, [ids[0]!], yes.id)).status).toBe(200);
    expect((await factsOf(t.db, ids[0]!))?.status).toBe(yes.id);
    await expectReportsKept(t.db);
    const call = await label('Telefonintervju');
    expect((await move(world.writer, ids.slice(0, 25), call.id, 'Process')).status).toBe(200);
    expect((await factsOf(t.db, ids[1]!))?.levels).toContain(call.id);
    const hired = await label('Anställd');
    expect((await move(world.admin, ids.slice(0, 5), hired.id, 'Process')).status).toBe(200);
    expect((await move(world.admin, ids.slice(0, 5), 0)).status).toBe(200);
    await expectReportsKept(t.db);
  });

  it('follow the board: two recruiters moving the same card at once', async () => {
    const [yes, maybe] = [await label('Intressant'), await label('Kanske')];
    const other = await buildUser(t.db, { memberOf: [[own(), [PermissionId.Administrator]]] });
    const results = await Promise.all([
      move(world.writer, [ids[30]!], yes.id),
      move(other, [ids[30]!], maybe.id),
      move(world.writer, [ids[31]!, ids[32]!], maybe.id),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    await expectReportsKept(t.db);
  });

  it('follow a label removed, its applicants moved first or set to none by the database', async () => {
    const extra = await t.as(world.admin).dispatch('create_Label', {
      containerId: own(),
      name: 'Reserv',
      labelType: 'Interest',
    });
    expect(extra.status, JSON.stringify(extra.error)).toBe(200);
    const reserve = extra.data!.find((l) => l.name === 'Reserv')!;
    await move(world.writer, ids.slice(10, 20), reserve.id);
    const removed = await t.as(world.admin).dispatch('delete_Label', {
      containerId: own(),
      id: reserve.id,
      moveTo: (await label('Kanske')).id,
    });
    expect(removed.status, JSON.stringify(removed.error)).toBe(200);
    await expectReportsKept(t.db);
    // A level removed under its applicants (the foreign key's SET NULL), as no screen does it.
    const offer = await label('Erbjudande');
    await move(world.writer, ids.slice(20, 24), offer.id, 'Process');
    await t.db.delete(labels).where(eq(labels.id, offer.id));
    expect((await factsOf(t.db, ids[20]!))?.level).toBe(0);
    await expectReportsKept(t.db);
  });

  it("follow an applicant's answers edited and the source and details set by hand", async () => {
    const res = await t.as(world.writer).dispatch('update_Applicant', {
      containerId: own(),
      positionId: position.id,
      applicantId: ids[2]!,
      metadata: { form_referer: 'form_referer_4' },
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    await t.db
      .update(jobApplications)
      .set({
        source: { kalla: 'Platsbanken' },
        info: sql`${jobApplications.info} || '{"gender": "Kvinna", "age": " 41 "}'::jsonb`,
      })
      .where(eq(jobApplications.id, ids[3]!));
    await t.db
      .update(jobApplications)
      .set({ info: sql`${jobApplications.info} || '{"age": 41.5}'::jsonb` })
      .where(eq(jobApplications.id, ids[4]!));
    expect((await factsOf(t.db, ids[2]!))?.referer).toBe('form_referer_4');
    expect(await factsOf(t.db, ids[3]!)).toMatchObject({ source: 'platsbanken', gender: 'Kvinna', age: 41 });
    // Not a whole number: an unknown age, as no screen writes it.
    expect((await factsOf(t.db, ids[4]!))?.age).toBeNull();
    await expectReportsKept(t.db);
  });

  it('follow interviews booked, cancelled and removed, and e-mails sent by staff and removed', async () => {
    const at = addressOf({ containerId: own(), positionId: position.id, id: ids[5]! });
    const { interview } = await buildInterview(t, at, { interviewerIds: [world.writer.id] });
    await t.db
      .update(interviews)
      .set({ status: 'booked', startsAt: new Date(), endsAt: new Date(), createdBy: world.writer.id })
      .where(eq(interviews.id, interview.id));
    expect((await factsOf(t.db, ids[5]!))?.booked).toBe(true);
    await expectReportsKept(t.db);
    await t.db.update(interviews).set({ status: 'cancelled' }).where(eq(interviews.id, interview.id));
    expect((await factsOf(t.db, ids[5]!))?.booked).toBe(false);
    await t.db.update(interviews).set({ status: 'booked' }).where(eq(interviews.id, interview.id));
    await expectReportsKept(t.db);
    await t.db.delete(interviews).where(eq(interviews.id, interview.id));
    await t.db.insert(emailLog).values(
      [world.writer, world.admin, world.writer].map((by) => ({
        containerId: own(),
        applicationId: ids[6]!,
        positionId: position.id,
        emailType: 'applicant',
        emailAddress: 'sokande@example.se',
        subject: 'Hej',
        body: 'Hej',
        status: 'sent',
        sentBy: by.id,
      })),
    );
    await expectReportsKept(t.db);
    await t.db
      .update(emailLog)
      .set({ sentBy: null })
      .where(and(eq(emailLog.applicationId, ids[6]!), eq(emailLog.sentBy, world.admin.id)));
    await t.db.update(emailLog).set({ status: 'failed' }).where(eq(emailLog.applicationId, ids[6]!));
    await expectReportsKept(t.db);
    await t.db.delete(emailLog).where(eq(emailLog.applicationId, ids[6]!));
    await expectReportsKept(t.db);
  });

  it('follow rows that extend a history one at a time: at the same instant, unrecovered, back again', async () => {
    const [contacted, call, yes] = [
      await label('Kontaktad'),
      await label('Intervju'),
      await label('Intressant'),
    ];
    const [app] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, ids[12]!));
    // After every row it has (the moves above were made now).
    const start = Date.now() + 3600_000;
    const at = (hours: number) => new Date(start + hours * 3600_000).toISOString();
    const steps: ['status' | 'process', number | null, string, string][] = [
      ['process', contacted.id, 'unrecovered', at(1)],
      // The same instant as the row before: after it by id.
      ['process', call.id, 'changed', at(1)],
      ['process', contacted.id, 'changed', at(3)],
      ['status', yes.id, 'changed', at(0.01)],
      ['status', null, 'changed', at(30 * 24)],
      ['process', null, 'unrecovered', at(31 * 24)],
      ['process', call.id, 'changed', at(32 * 24)],
    ];
    for (const [kind, to, origin, when] of steps) {
      await t.db.execute(sql`
        insert into application_status_history
          (container_id, position_id, application_id, kind, to_label_id, user_id, origin, created_at)
        values (${own()}, ${position.id}, ${app!.id}, ${kind}, ${to}::int, ${world.writer.id}, ${origin}, ${when})`);
      await expectReportsKept(t.db);
    }
    expect(await factsOf(t.db, app!.id)).toMatchObject({ status: 0, level: call.id });
  });

  it('follow the history written directly, out of order, and rewritten as the demo seed does', async () => {
    const [maybe, call] = [await label('Kanske'), await label('Intervju')];
    const [app] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, ids[7]!));
    // Before the application's last row, and one the log could not explain.
    await t.db.execute(sql`
      insert into application_status_history
        (container_id, position_id, application_id, kind, from_label_id, to_label_id, user_id, origin, created_at)
      values (${own()}, ${position.id}, ${app!.id}, 'status', null, ${maybe.id}, ${world.writer.id}, 'changed',
          ${app!.createdAt.toISOString()}::timestamptz + interval '1 hour'),
        (${own()}, ${position.id}, ${app!.id}, 'process', null, ${call.id}, null, 'unrecovered',
          ${app!.createdAt.toISOString()}::timestamptz + interval '2 hours')`);
    await expectReportsKept(t.db);
    await t.db.execute(sql`delete from application_status_history
      where application_id = ${app!.id} and origin = 'unrecovered'`);
    await expectReportsKept(t.db);
    // The demo seed: the company's history removed and read back from the log.
    await seedStatusHistory(t.db, [own()], true);
    await expectReportsKept(t.db);
  });

  it('follow an application and a person erased, and a position and a company removed', async () => {
    const removed = await t.as(world.writer).dispatch('delete_JobApplication', {
      containerId: own(),
      positionId: position.id,
      applicantId: ids[8]!,
    });
    expect(removed.status, JSON.stringify(removed.error)).toBe(200);
    expect(await factsOf(t.db, ids[8]!)).toBeUndefined();
    const [person] = await t.db
      .select({ userId: jobApplications.userId })
      .from(jobApplications)
      .where(eq(jobApplications.id, ids[9]!));
    const erased = await t.as(world.admin).dispatch('delete_ApplicantFromContainer', {
      containerId: own(),
      userId: person!.userId,
    });
    expect(erased.status, JSON.stringify(erased.error)).toBe(200);
    expect(await factsOf(t.db, ids[9]!)).toBeUndefined();
    await expectReportsKept(t.db);

    const company = await buildContainer(t.db);
    const gone = await buildPosition(t.db, company.id);
    const kept = await buildPosition(t.db, company.id);
    const apps = [
      await buildApplication(t.db, company.id, gone.id, {
        labelId: (await labelByName(t.db, company.id, 'Kanske')).id,
      }),
      await buildApplication(t.db, company.id, kept.id),
    ];
    await t.db.delete(positions).where(eq(positions.id, gone.id));
    expect(await factsOf(t.db, apps[0]!.id)).toBeUndefined();
    await expectReportsKept(t.db);
    await t.db.delete(containers).where(eq(containers.id, company.id));
    await t.db.delete(users).where(eq(users.id, apps[1]!.user.id));
    const left = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from report_funnel_counts
        where container_id = ${company.id} and n <> 0`),
    );
    expect(left).toEqual([{ n: 0 }]);
    await expectReportsKept(t.db);
  });
});
