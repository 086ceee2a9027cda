/** The status and process level of applicants (update_ApplicantStatus) and the templates offered with them. */
import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client.ts';
import { applicationLog, containers, jobApplications, notifications } from '../src/db/schema.ts';
import {
  applicantsTestApp,
  buildApplication,
  buildLabelEmailTemplate,
  labelByName,
} from './helpers/applicants.ts';
import { buildPosition } from './helpers/factories.ts';

const { t, world, tokens, own, positionWithRights } = applicantsTestApp();

describe('update_ApplicantStatus', () => {
  it('replaces the single Interest label of many, logs it and tells the company', async () => {
    const position = await positionWithRights();
    const interesting = await labelByName(t.db, own(), 'Intressant');
    const maybe = await labelByName(t.db, own(), 'Kanske');
    const apps = [];
    for (let i = 0; i < 5; i++)
      apps.push(
        await buildApplication(t.db, own(), position.id, { labelId: i === 0 ? interesting.id : null }),
      );
    const ids = apps.map((a) => a.id);
    const res = await t.as(tokens.writer).dispatch('update_ApplicantStatus', {
      containerId: own(),
      positionId: position.id,
      labelId: maybe.id,
      ids,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data.updated).toBe(5);
    const rows = await t.db.select().from(jobApplications).where(eq(jobApplications.positionId, position.id));
    expect(rows.every((r) => r.labelId === maybe.id)).toBe(true);
    // A line on each application, in id order, by the writer; one notification per recipient, not per
    // applicant; the position's tallies moved with the rows.
    const logs = await t.db
      .select()
      .from(applicationLog)
      .where(and(inArray(applicationLog.applicationId, ids), eq(applicationLog.kind, 'status')))
      .orderBy(applicationLog.id);
    expect(logs.map((l) => [l.applicationId, l.message, l.userId, l.data])).toEqual(
      ids.map((id) => [id, 'Status ändrad till Kanske', world.writer.id, { labelId: maybe.id }]),
    );
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.containerId, own()), eq(notifications.type, 'update_jobApplicationStatus')),
      );
    expect(told.map((n) => n.userId).sort()).toEqual([world.admin.id, world.reader.id].sort());
    expect(
      told.every((n) => n.message === `Status ändrad till Kanske för 5 sökande till ${position.name}`),
    ).toBe(true);
    const tallies = await t.db.execute(
      sql`select label_id, sum(n)::int as n from position_tallies where position_id = ${position.id} group by 1`,
    );
    expect(rowsOf(tallies)).toEqual([{ label_id: maybe.id, n: 5 }]);

    // The process level is its own label; 0 clears it.
    const interview = await labelByName(t.db, own(), 'Intervju');
    const process = await t.as(tokens.writer).dispatch('update_ApplicantStatus', {
      containerId: own(),
      positionId: position.id,
      labelId: interview.id,
      labelType: 'Process',
      ids: [ids[1]],
    });
    expect(process.status).toBe(200);
    const [second] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, ids[1]!));
    expect(second).toMatchObject({ labelId: maybe.id, processLabelId: interview.id });
    const cleared = await t.as(tokens.writer).dispatch('update_ApplicantStatus', {
      containerId: own(),
      positionId: position.id,
      labelId: 0,
      ids: [ids[1]],
    });
    expect(cleared.data.updated).toBe(1);
    const [after] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, ids[1]!));
    expect(after).toMatchObject({ labelId: null, processLabelId: interview.id });
  });

  it('sets the status of all that match the list’s filter, and offers the label’s e-mail template', async () => {
    const position = await positionWithRights();
    const maybe = await labelByName(t.db, own(), 'Kanske');
    await buildLabelEmailTemplate(t.db, maybe, 'Om din ansökan', 'Hej ##FIRSTNAME##!');
    const merited = [];
    for (let i = 0; i < 3; i++)
      merited.push(
        await buildApplication(t.db, own(), position.id, { answers: { requirementsform_2: true } }),
      );
    const others = [
      await buildApplication(t.db, own(), position.id),
      await buildApplication(t.db, own(), position.id),
    ];
    const at = { containerId: own(), positionId: position.id, labelId: maybe.id };
    const res = await t.as(tokens.writer).dispatch('update_ApplicantStatus', {
      ...at,
      filter: { answers: [{ key: 'requirementsform_2', value: true }] },
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data.updated).toBe(3);
    expect(res.data.labelEmailTemplate).toMatchObject({ labelId: maybe.id, subject: 'Om din ansökan' });
    const rows = await t.db.select().from(jobApplications).where(eq(jobApplications.positionId, position.id));
    const byId = new Map(rows.map((r) => [r.id, r.labelId]));
    expect(merited.map((a) => byId.get(a.id))).toEqual([maybe.id, maybe.id, maybe.id]);
    expect(others.map((a) => byId.get(a.id))).toEqual([null, null]);

    for (const [data, field] of [
      [{}, 'ids'],
      [{ ids: [others[0]!.id], filter: {} }, 'ids'],
      [{ filter: { answers: [{ key: 'form_ssn', value: 'x' }] } }, 'answers'],
      [{ filter: { sort: 'x' } }, 'filter.sort'],
    ] as const) {
      const bad = await t.as(tokens.writer).dispatchUnchecked('update_ApplicantStatus', { ...at, ...data });
      expect(bad.status, JSON.stringify(data)).toBe(400);
      expect(bad.error?.fields?.[field], JSON.stringify(bad.error)).toBeTruthy();
    }
    const interesting = await labelByName(t.db, own(), 'Intressant');
    const noTemplate = await t.as(tokens.writer).dispatch('update_ApplicantStatus', {
      ...at,
      labelId: interesting.id,
      ids: [others[0]!.id],
    });
    expect(noTemplate.data.labelEmailTemplate).toBeNull();
  });

  it('saves nothing when one id is not the position’s, the label is unknown or of the wrong type', async () => {
    const position = await positionWithRights();
    const other = await positionWithRights();
    const mine = await buildApplication(t.db, own(), position.id);
    const stranger = await buildApplication(t.db, own(), other.id);
    const interesting = await labelByName(t.db, own(), 'Intressant');
    const interview = await labelByName(t.db, own(), 'Intervju');
    const foreignLabel = await labelByName(t.db, world.foreign.id, 'Intressant');
    const cases: [Record<string, unknown>, string][] = [
      [{ labelId: interesting.id, ids: [mine.id, stranger.id] }, 'ids'],
      [{ labelId: interesting.id, ids: [mine.id, 2_000_000_000] }, 'ids'],
      [{ labelId: interesting.id, ids: [] }, 'ids'],
      [{ labelId: interesting.id, ids: 'x' }, 'ids'],
      [{ labelId: foreignLabel.id, ids: [mine.id] }, 'labelId'],
      [{ labelId: interview.id, ids: [mine.id] }, 'labelId'],
      [{ labelId: -1, ids: [mine.id] }, 'labelId'],
      [{ labelId: interesting.id, ids: [mine.id], labelType: 'Other' }, 'labelType'],
    ];
    for (const [data, field] of cases) {
      const res = await t.as(tokens.writer).dispatchUnchecked('update_ApplicantStatus', {
        containerId: own(),
        positionId: position.id,
        ...data,
      });
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.error?.fields?.[field], JSON.stringify(res.error)).toBeTruthy();
    }
    const rows = await t.db.select().from(jobApplications).where(eq(jobApplications.id, mine.id));
    expect(rows[0]!.labelId).toBeNull();
    const logs = await t.db.select().from(applicationLog).where(eq(applicationLog.applicationId, mine.id));
    expect(logs).toHaveLength(0);
  });

  it('a reader, a company writer without a right on the position and another company may not', async () => {
    const position = await positionWithRights();
    const mine = await buildApplication(t.db, own(), position.id);
    const interesting = await labelByName(t.db, own(), 'Intressant');
    const data = { containerId: own(), positionId: position.id, labelId: interesting.id, ids: [mine.id] };
    expect((await t.as(tokens.reader).dispatch('update_ApplicantStatus', data)).status).toBe(403);
    expect((await t.as(tokens.foreignAdmin).dispatch('update_ApplicantStatus', data)).status).toBe(403);
    expect((await t.as(undefined).dispatch('update_ApplicantStatus', data)).status).toBe(401);
    const unrelated = await buildPosition(t.db, own());
    const there = await buildApplication(t.db, own(), unrelated.id);
    const noRight = await t.as(tokens.writer).dispatch('update_ApplicantStatus', {
      ...data,
      positionId: unrelated.id,
      ids: [there.id],
    });
    expect(noRight.status).toBe(403);
    // Reader: no delete either.
    const del = await t.as(tokens.reader).dispatch('delete_JobApplication', {
      containerId: own(),
      positionId: position.id,
      applicantId: mine.id,
    });
    expect(del.status).toBe(403);
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, mine.id));
    expect(row!.labelId).toBeNull();
  });
});

describe('templates', () => {
  it('lists the company e-mail templates and label templates, never another company’s', async () => {
    const foreignLabel = await labelByName(t.db, world.foreign.id, 'Ej aktuell');
    await t.db.execute(
      sql`insert into email_templates (container_id, title, subject, text) values (${world.foreign.id}, 'Främmande', 's', 't')`,
    );
    await t.db.execute(
      sql`insert into label_email_templates (container_id, label_id, name, subject, content) values (${world.foreign.id}, ${foreignLabel.id}, 'Främmande', 's', 't')`,
    );
    const mine = await t.as(tokens.reader).dispatch('get_EmailTemplates', { containerId: own() });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.data)).not.toContain('Främmande');
    const labelled = await t.as(tokens.reader).dispatch('get_LabelEmailTemplates', { containerId: own() });
    expect(JSON.stringify(labelled.data)).not.toContain('Främmande');
    const [container] = await t.db.select().from(containers).where(eq(containers.id, own()));
    expect(container).toBeTruthy();
  });
});
