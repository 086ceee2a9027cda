import { describe, expect, it } from 'vitest';
import { asc, and, eq, sql } from 'drizzle-orm';
import { HOME_DAYS, PermissionId, stockholmDate, stockholmUnix } from '@rekry/domain';
import { homeDays } from '../src/areas/home/queries.ts';
import { jobApplications, labels, positions } from '../src/db/schema.ts';
import { buildApplication } from './helpers/applicants.ts';
import { testAppWithWorld } from './helpers/app.ts';
import { buildContainer, buildPosition, buildUser, daysFromNow } from './helpers/factories.ts';

const { t, world } = testAppWithWorld();

const at = (unix: number) => new Date(unix * 1000);
const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('get_HomeOverview', () => {
  it('answers 401 without a token', async () => {
    const res = await t.as(undefined).dispatch('get_HomeOverview', { containerId: world.own.id });
    expect(res.status).toBe(401);
  });

  it('answers 400 with a Swedish message on a bad company id', async () => {
    for (const containerId of [0, -1, 'x', null]) {
      const res = await t.as(world.admin).dispatchUnchecked('get_HomeOverview', { containerId });
      expect(res.status).toBe(400);
      expect(res.error?.fields?.containerId).toBe('Ogiltigt företags-id');
    }
  });

  it('answers 403 to a signed-in user without a role in the company, and to another company', async () => {
    expect(
      (await t.as(world.candidate).dispatch('get_HomeOverview', { containerId: world.own.id })).status,
    ).toBe(403);
    expect(
      (await t.as(world.foreignAdmin).dispatch('get_HomeOverview', { containerId: world.own.id })).status,
    ).toBe(403);
  });

  it("draws the company's open positions, applications per Stockholm day and applicants by status (and each position's)", async () => {
    const company = await buildContainer(t.db);
    const other = await buildContainer(t.db);
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    // A reader without any right on the positions sees them all (every member sees the company's positions).
    const reader = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Read]]] });
    const statuses = await t.db
      .select()
      .from(labels)
      .where(and(eq(labels.containerId, company.id), eq(labels.labelType, 'Interest')))
      .orderBy(asc(labels.sortOrder), asc(labels.id));
    const [first, second] = statuses;

    const quiet = await buildPosition(t.db, company.id, { name: 'Lugn tjänst' });
    const busy = await buildPosition(t.db, company.id, { name: 'Mycket att göra' });
    const closed = await buildPosition(t.db, company.id, { stop: daysFromNow(-1) });
    const archived = await buildPosition(t.db, company.id, { isArchived: true });
    const foreign = await buildPosition(t.db, other.id);

    const days = homeDays(Math.floor(Date.now() / 1000));
    const seen = new Date();
    // busy: two unread (one unprocessed), one read with a status.
    await buildApplication(t.db, company.id, busy.id);
    await buildApplication(t.db, company.id, busy.id, { labelId: first!.id });
    await buildApplication(t.db, company.id, busy.id, { labelId: first!.id, viewedAt: seen });
    // quiet: one read and unprocessed, made 00:30 Stockholm time of the day before yesterday.
    await buildApplication(t.db, company.id, quiet.id, {
      viewedAt: seen,
      createdAt: at(stockholmUnix(days[HOME_DAYS - 3]!, '00:30:00')),
    });
    // Half an hour before that Stockholm midnight: the day before (in UTC it may be the same date).
    await buildApplication(t.db, company.id, closed.id, {
      labelId: second!.id,
      viewedAt: seen,
      createdAt: at(stockholmUnix(days[HOME_DAYS - 3]!) - 1800),
    });
    // Older than the 31 days: counted by status, not per day.
    await buildApplication(t.db, company.id, archived.id, { createdAt: daysFromNow(-40) });
    // Another company's applications count nowhere here.
    await buildApplication(t.db, other.id, foreign.id);

    const res = await t.as(admin).dispatch('get_HomeOverview', { containerId: company.id });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const home = res.data;

    expect(home.openPositions).toBe(2);
    expect(home.positions).toEqual([
      {
        id: busy.id,
        name: 'Mycket att göra',
        stop: Math.floor(busy.stop!.getTime() / 1000),
        totalApplicants: 3,
        totalNew: 2,
        totalUnProcessed: 1,
      },
      expect.objectContaining({ id: quiet.id, totalApplicants: 1, totalNew: 0, totalUnProcessed: 1 }),
    ]);

    expect(home.perDay).toHaveLength(HOME_DAYS);
    expect(home.perDay.at(-1)!.day).toBe(stockholmDate());
    const count = (day: string) => home.perDay.find((d) => d.day === day)!.count;
    expect(count(days[HOME_DAYS - 1]!)).toBe(3);
    expect(count(days[HOME_DAYS - 3]!)).toBe(1);
    expect(count(days[HOME_DAYS - 4]!)).toBe(1);
    expect(home.perDay.reduce((sum, d) => sum + d.count, 0)).toBe(5);

    expect(home.byStatus.map((s) => s.name)).toEqual(['Ej behandlad', ...statuses.map((s) => s.name)]);
    const byName = Object.fromEntries(home.byStatus.map((s) => [s.name, s.count]));
    expect(byName[first!.name]).toBe(2);
    expect(byName[second!.name]).toBe(1);
    expect(byName['Ej behandlad']).toBe(3);
    expect(home.byStatus[0]!.labelId).toBeNull();

    // The position's page counts its own applicants by status, in the same order, from the same tallies.
    const counts = async (positionId: number) => {
      const one = await t.as(admin).dispatch('get_PositionById', { containerId: company.id, positionId });
      return one.data.statusCounts.map((c) => [c.name, c.count]);
    };
    expect(await counts(busy.id)).toEqual(
      home.byStatus.map((c) => [c.name, c.name === first!.name ? 2 : c.labelId === null ? 1 : 0]),
    );
    expect(await counts(quiet.id)).toEqual(home.byStatus.map((c) => [c.name, c.labelId === null ? 1 : 0]));

    const asReader = await t.as(reader).dispatch('get_HomeOverview', { containerId: company.id });
    expect(asReader.status).toBe(200);
    expect(asReader.data).toEqual(home);
  });

  it('answers an empty company with zeros, not gaps', async () => {
    const company = await buildContainer(t.db);
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const res = await t.as(admin).dispatch('get_HomeOverview', { containerId: company.id });
    expect(res.status).toBe(200);
    expect(res.data.positions).toEqual([]);
    expect(res.data.openPositions).toBe(0);
    expect(res.data.perDay.every((d) => d.count === 0)).toBe(true);
    expect(res.data.perDay).toHaveLength(HOME_DAYS);
    expect(res.data.byStatus.every((s) => s.count === 0)).toBe(true);
  });

  it('keeps its counts right through new applications, status changes, reads and deletions', async () => {
    const company = await buildContainer(t.db);
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const [interesting] = await t.db
      .select()
      .from(labels)
      .where(and(eq(labels.containerId, company.id), eq(labels.name, 'Intressant')));
    const a = await buildPosition(t.db, company.id);
    const b = await buildPosition(t.db, company.id);
    const apps = [];
    for (let i = 0; i < 4; i++) apps.push(await buildApplication(t.db, company.id, a.id));
    apps.push(await buildApplication(t.db, company.id, b.id, { createdAt: daysFromNow(-3) }));
    const as = t.as(admin);

    // Two get a status, one is opened, one is deleted.
    const status = await as.dispatch('update_ApplicantStatus', {
      containerId: company.id,
      positionId: a.id,
      labelId: interesting!.id,
      ids: [apps[0]!.id, apps[1]!.id],
    });
    expect(status.status, JSON.stringify(status.error)).toBe(200);
    const opened = await as.dispatch('get_ApplicantById', {
      containerId: company.id,
      positionId: a.id,
      applicantId: apps[2]!.id,
    });
    expect(opened.status).toBe(200);
    const removed = await as.dispatch('delete_JobApplication', {
      containerId: company.id,
      positionId: a.id,
      applicantId: apps[3]!.id,
    });
    expect(removed.status).toBe(200);

    const home = (await as.dispatch('get_HomeOverview', { containerId: company.id })).data;
    expect(home.positions.find((p) => p.id === a.id)).toMatchObject({
      totalApplicants: 3,
      totalNew: 2,
      totalUnProcessed: 1,
    });
    const byName = Object.fromEntries(home.byStatus.map((s) => [s.name, s.count]));
    expect(byName).toMatchObject({ Intressant: 2, 'Ej behandlad': 2 });
    expect(home.perDay.at(-1)!.count).toBe(3);
    expect(home.perDay.at(-4)!.count).toBe(1);

    // A removed status and a removed position leave no trace in the counts.
    await t.db.delete(labels).where(eq(labels.id, interesting!.id));
    await t.db.delete(positions).where(eq(positions.id, b.id));
    const after = (await as.dispatch('get_HomeOverview', { containerId: company.id })).data;
    expect(after.positions).toEqual([
      expect.objectContaining({ id: a.id, totalApplicants: 3, totalUnProcessed: 3 }),
    ]);
    expect(after.byStatus.find((s) => s.labelId === null)!.count).toBe(3);
    expect(after.perDay.reduce((sum, d) => sum + d.count, 0)).toBe(3);

    // The tallies equal a count of the applications themselves.
    const counted = await rows(sql`
      select position_id, coalesce(label_id, 0) as label_id, viewed_at is null as unread, count(*)::int as n
      from ${jobApplications} where container_id = ${company.id} group by 1, 2, 3 order by 1, 2, 3`);
    const tallied = await rows(sql`
      select position_id, label_id, unread, n from position_tallies
      where container_id = ${company.id} order by 1, 2, 3`);
    expect(tallied).toEqual(counted);
    expect(tallied.length).toBeGreaterThan(0);
  });
});
