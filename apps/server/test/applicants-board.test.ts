/** The pipeline board (get_ApplicantBoard): columns, counts and paging, moves, and the live event. */
import { describe, expect, it } from 'vitest';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { PermissionId, type ActionInput, type ApplicantBoard } from '@rekry/domain';
import { applicationFiles, applicationLog, jobApplications, labels } from '../src/db/schema.ts';
import { applicantsTestApp, buildApplication, labelByName } from './helpers/applicants.ts';
import { buildPosition, buildUser, grantPositionRight, uniqueEmail } from './helpers/factories.ts';
import { apply } from './helpers/notified-company.ts';
import { warehouseForm } from '../src/areas/data-generation/sample-data/forms.ts';
import { joinedHubSocket } from './helpers/hub.ts';

const { t, world, own, positionWithRights } = applicantsTestApp();

const board = (
  caller: { id: number } | undefined,
  positionId: number,
  filter: Omit<ActionInput<'get_ApplicantBoard'>, 'containerId' | 'positionId'> = {},
) => t.as(caller).dispatch('get_ApplicantBoard', { containerId: own(), positionId, ...filter });

const column = (b: ApplicantBoard, name: string) => b.columns.find((c) => c.name === name)!;

/** Exact counts per status (0: none) straight from the rows. */
async function exactCounts(positionId: number) {
  const rows = await t.db
    .select({ labelId: sql<number>`coalesce(${jobApplications.labelId}, 0)`, n: sql<number>`count(*)::int` })
    .from(jobApplications)
    .where(eq(jobApplications.positionId, positionId))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [Number(r.labelId), Number(r.n)]));
}

/**
 * `count` lean applications (a name, a status spread over 'none' and the company's statuses) with their
 * people, in one statement: the board needs no answers, and a generated form's indexes cost seconds.
 */
async function manyApplicants(positionId: number, count: number) {
  const statuses = await t.db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.containerId, own()), eq(labels.labelType, 'Interest')));
  const ids = `{${statuses.map((l) => l.id).join(',')}}`;
  const tag = `${positionId}-${Date.now()}`;
  await t.db.execute(sql`
    with u as (
      insert into users (email, is_candidate)
      select format('tavla-%s-%s@example.se', ${tag}::text, i), true from generate_series(1, ${count}::int) i
      returning id
    )
    insert into job_applications (container_id, position_id, user_id, created_at, info, label_id)
    select ${own()}::int, ${positionId}::int, u.id, now() - make_interval(secs => u.id),
      jsonb_build_object('name', 'Sökande ' || u.id),
      (${ids}::int[])[u.id % (cardinality(${ids}::int[]) + 1)]
    from u`);
  await t.db.execute(sql`analyze job_applications`);
}

describe('get_ApplicantBoard', () => {
  it('answers 401 without a token, 403 to another company, 404 for a position of another company', async () => {
    const position = await positionWithRights();
    expect((await board(undefined, position.id)).status).toBe(401);
    expect((await board(world.foreignAdmin, position.id)).status).toBe(403);
    const foreignPosition = await buildPosition(t.db, world.foreign.id);
    expect((await board(world.admin, foreignPosition.id)).status).toBe(404);
  });

  it('answers a Swedish 400 per bad filter field, also a process level of another company', async () => {
    const position = await positionWithRights();
    const foreignLevel = await t.db
      .select()
      .from(labels)
      .where(and(eq(labels.containerId, world.foreign.id), eq(labels.labelType, 'Process')))
      .limit(1);
    for (const [field, value] of [
      ['processLabelId', -2],
      ['sort', 'age'],
      ['answers', [{ key: 'form_ssn', value: '199001011239' }]],
      ['query', 'x'.repeat(101)],
      ['otherPositionId', 999_999],
      ['processLabelId', foreignLevel[0]!.id],
    ] as const) {
      const res = await t.as(world.reader).dispatchUnchecked('get_ApplicantBoard', {
        containerId: own(),
        positionId: position.id,
        [field]: value,
      });
      expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(Object.keys(res.error?.fields ?? {}), field).toContain(field);
      expect(res.error?.message).toMatch(/[a-zåäö]/i);
    }
  });

  it("has 'Ej behandlad' and then every status in the company's order, with counts, cards and files", async () => {
    const position = await positionWithRights();
    const interesting = await labelByName(t.db, own(), 'Intressant');
    const level = await labelByName(t.db, own(), 'Kontaktad');
    const anna = await buildApplication(t.db, own(), position.id, {
      firstname: 'Anna',
      labelId: interesting.id,
      processLabelId: level.id,
      viewedAt: new Date(),
    });
    await buildApplication(t.db, own(), position.id, { firstname: 'Bo' });
    await t.db.insert(applicationFiles).values(
      ['original', 'original', 'converted'].map((kind, i) => ({
        applicationId: anna.id,
        containerId: own(),
        propertyKey: 'form_file',
        filename: `cv-${i}.pdf`,
        storedName: `${anna.id}-${i}-${Date.now()}.pdf`,
        contentType: 'application/pdf',
        size: 10,
        kind,
      })),
    );

    const res = await board(world.reader, position.id);
    expect(res.status).toBe(200);
    const statuses = await t.db
      .select({ name: labels.name })
      .from(labels)
      .where(and(eq(labels.containerId, own()), eq(labels.labelType, 'Interest')))
      .orderBy(asc(labels.sortOrder), asc(labels.id));
    expect(res.data.columns.map((c) => c.name)).toEqual(['Ej behandlad', ...statuses.map((s) => s.name)]);
    expect(column(res.data, 'Ej behandlad')).toMatchObject({ labelId: 0, total: 1, nextCursor: null });
    expect(column(res.data, 'Intressant')).toMatchObject({ total: 1, totalIsCapped: false });
    expect(column(res.data, 'Intressant').items).toEqual([
      expect.objectContaining({
        id: anna.id,
        processLabelId: level.id,
        isUnread: false,
        files: 2,
        age: expect.any(Number),
        gender: expect.any(String),
      }),
    ]);
    expect(column(res.data, 'Ej behandlad').items[0]).toMatchObject({ isUnread: true, files: 0 });
    expect(res.data.columns.filter((c) => c.total === 0).every((c) => c.items.length === 0)).toBe(true);

    // The list's filters apply: a process level leaves Bo out everywhere.
    const filtered = await board(world.reader, position.id, { processLabelId: level.id });
    expect(filtered.data.columns.map((c) => c.total).reduce((a, b) => a + b)).toBe(1);
    expect(column(filtered.data, 'Intressant').items.map((i) => i.id)).toEqual([anna.id]);
  });

  it('counts and pages 100,000 applicants: tallies without a filter, capped counts with one', async () => {
    const position = await buildPosition(t.db, own());
    await manyApplicants(position.id, 100_000);
    const exact = await exactCounts(position.id);

    const res = await board(world.reader, position.id);
    expect(res.status).toBe(200);
    for (const c of res.data.columns) {
      expect(c.total, c.name).toBe(exact.get(c.labelId) ?? 0);
      expect(c.items).toHaveLength(Math.min(30, c.total));
      expect(c.items.every((i) => (i.labelId ?? 0) === c.labelId)).toBe(true);
    }
    expect(res.data.columns.reduce((sum, c) => sum + c.total, 0)).toBe(100_000);

    // 'Visa fler' in a column: the list's next page of that status, after the board's cursor.
    const big = res.data.columns.find((c) => c.total > 60)!;
    const next = await t.as(world.reader).dispatch('get_ApplicantsByPosition', {
      containerId: own(),
      positionId: position.id,
      labelId: big.labelId,
      after: big.nextCursor!,
    });
    expect(next.status).toBe(200);
    expect(next.data.items).toHaveLength(30);
    const firstIds = new Set(big.items.map((i) => i.id));
    expect(next.data.items.some((i) => firstIds.has(i.id))).toBe(false);
    const [newestOfNext] = next.data.items;
    expect(newestOfNext!.created).toBeLessThanOrEqual(big.items.at(-1)!.created);

    // The list's first page counts the same way: no filter or a status alone exactly, past the cap.
    const list = (labelId?: number) =>
      t.as(world.reader).dispatch('get_ApplicantsByPosition', {
        containerId: own(),
        positionId: position.id,
        ...(labelId === undefined ? {} : { labelId }),
      });
    expect((await list()).data).toMatchObject({ total: 100_000, totalIsCapped: false });
    expect((await list(big.labelId)).data).toMatchObject({ total: big.total, totalIsCapped: false });

    // With a filter each column is counted, up to the list's cap of 1,000.
    const searched = await board(world.reader, position.id, { sort: 'nameAsc', query: 'sökande' });
    expect(searched.status).toBe(200);
    expect(searched.data.columns.every((c) => c.total <= 200)).toBe(true);
    expect(searched.data.columns.some((c) => c.totalIsCapped)).toBe(true);
    // Writing 100,000 rows with their indexes and triggers takes PostgreSQL ~20 s here, PGlite twice that.
  }, 180_000);
});

describe('moving a card (update_ApplicantStatus)', () => {
  it('answers a Swedish 400 for a status of another company and changes nothing', async () => {
    const position = await positionWithRights();
    const application = await buildApplication(t.db, own(), position.id);
    const foreignLabel = await labelByName(t.db, world.foreign.id, 'Intressant');
    const res = await t.as(world.writer).dispatch('update_ApplicantStatus', {
      containerId: own(),
      positionId: position.id,
      ids: [application.id],
      labelId: foreignLabel.id,
    });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ message: 'Okänd etikett', fields: { labelId: 'Okänd etikett' } });
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, application.id));
    expect(row!.labelId).toBeNull();
    expect(column((await board(world.reader, position.id)).data, 'Ej behandlad').total).toBe(1);
  });

  it('two recruiters moving the same applicant at once: the last move wins and the tallies agree', async () => {
    const position = await positionWithRights();
    const other = await buildUser(t.db, { memberOf: [[own(), [PermissionId.Administrator]]] });
    const applications = await Promise.all([1, 2, 3].map(() => buildApplication(t.db, own(), position.id)));
    const target = applications[0]!;
    const [yes, maybe] = await Promise.all([
      labelByName(t.db, own(), 'Intressant'),
      labelByName(t.db, own(), 'Kanske'),
    ]);
    const move = (who: { id: number }, labelId: number) =>
      t.as(who).dispatch('update_ApplicantStatus', {
        containerId: own(),
        positionId: position.id,
        ids: [target.id],
        labelId,
      });
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([move(world.writer, yes.id), move(other, maybe.id)]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      // The last move logged is the status the application has.
      const [last] = await t.db
        .select({ data: applicationLog.data })
        .from(applicationLog)
        .where(and(eq(applicationLog.applicationId, target.id), eq(applicationLog.kind, 'status')))
        .orderBy(desc(applicationLog.id))
        .limit(1);
      const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, target.id));
      expect(row!.labelId).toBe(last!.data.labelId);
      const b = (await board(world.reader, position.id)).data;
      const exact = await exactCounts(position.id);
      for (const c of b.columns) expect(c.total, c.name).toBe(exact.get(c.labelId) ?? 0);
      expect(b.columns.flatMap((c) => c.items.map((i) => i.id)).sort()).toEqual(
        applications.map((a) => a.id).sort(),
      );
    }
  });
});

describe('the live board', () => {
  it("tells the company's sockets of those who may see the position, not other companies or readers without a right there", async () => {
    const position = await positionWithRights();
    const application = await buildApplication(t.db, own(), position.id);
    const outsider = await buildUser(t.db, { memberOf: [[own(), [PermissionId.Read]]] });
    const elsewhere = await buildPosition(t.db, own());
    await grantPositionRight(t.db, elsewhere, outsider, PermissionId.Read);
    const admin = await joinedHubSocket(t, world.admin, { containerId: own() });
    const reader = await joinedHubSocket(t, world.reader, { containerId: own() });
    const other = await joinedHubSocket(t, outsider, { containerId: own() });
    const foreign = await joinedHubSocket(t, world.foreignAdmin, { containerId: world.foreign.id });

    const res = await t.as(world.writer).dispatch('update_ApplicantStatus', {
      containerId: own(),
      positionId: position.id,
      ids: [application.id],
      labelId: (await labelByName(t.db, own(), 'Kanske')).id,
    });
    expect(res.status).toBe(200);
    expect(await admin.next('applicants')).toEqual({ type: 'applicants', positionId: position.id });
    expect(await reader.next('applicants')).toEqual({ type: 'applicants', positionId: position.id });

    // A change on the outsider's own position comes through to them, after the first one.
    await buildApplication(t.db, own(), elsewhere.id);
    const moved = await t.as(world.admin).dispatch('update_ApplicantStatus', {
      containerId: own(),
      positionId: elsewhere.id,
      filter: { labelId: -1 },
      labelId: (await labelByName(t.db, own(), 'Intressant')).id,
    });
    expect(moved.status).toBe(200);
    expect(await other.next('applicants')).toEqual({ type: 'applicants', positionId: elsewhere.id });
    expect(other.events.filter((e) => e.type === 'applicants')).toEqual([]);
    expect(foreign.events).toEqual([]);

    // A refused move tells nobody; a removed applicant is told.
    await t.as(world.writer).dispatch('update_ApplicantStatus', {
      containerId: own(),
      positionId: position.id,
      ids: [application.id],
      labelId: 999_999,
    });
    const removed = await t.as(world.writer).dispatch('delete_JobApplication', {
      containerId: own(),
      positionId: position.id,
      applicantId: application.id,
    });
    expect(removed.status).toBe(200);
    expect(await reader.next('applicants')).toEqual({ type: 'applicants', positionId: position.id });
    expect(reader.events.filter((e) => e.type === 'applicants')).toEqual([]);
    for (const s of [admin, reader, other, foreign]) s.socket.terminate();
  });
  it('tells of a new application from the career site, and not of one refused as already sent', async () => {
    const position = await positionWithRights(warehouseForm());
    const reader = await joinedHubSocket(t, world.reader, { containerId: own() });
    const email = uniqueEmail();
    expect((await apply(t.app, position.id, email)).status).toBe(201);
    expect(await reader.next('applicants')).toEqual({ type: 'applicants', positionId: position.id });

    expect((await apply(t.app, position.id, email)).status).toBe(409);
    // A status change after it is the next thing the socket hears: the refusal said nothing.
    const [row] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.positionId, position.id));
    await t.as(world.writer).dispatch('update_ApplicantStatus', {
      containerId: own(),
      positionId: position.id,
      ids: [row!.id],
      labelId: (await labelByName(t.db, own(), 'Kanske')).id,
    });
    expect(await reader.next('applicants')).toEqual({ type: 'applicants', positionId: position.id });
    expect(reader.events.filter((e) => e.type === 'applicants')).toEqual([]);
    reader.socket.terminate();
  });
});
