import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../src/db/client.ts';
import { testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, buildUser, daysFromNow } from './helpers/factories.ts';

/**
 * The statement triggers of job_applications keep its people and tallies: an insert adds to them
 * (migration 0039), an update or a delete recounts what it touched. Whatever the writes, the kept tables
 * must equal a recount from the applications themselves.
 */
const t = testAppForFile();

const rows = async (query: SQL) => rowsOf<Record<string, unknown>>(await t.db.execute(query));

const kept = (containerIds: number[]) => {
  const ids = sql.join(
    containerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return {
    people: sql`select container_id, user_id, last_activity_at, legal_hold from container_people
      where container_id in (${ids}) order by 1, 2`,
    peopleRecount: sql`select container_id, user_id, max(last_activity_at) as last_activity_at,
        bool_or(legal_hold) as legal_hold
      from job_applications where container_id in (${ids}) group by 1, 2 order by 1, 2`,
    counts: sql`select container_id, n from container_people_counts
      where container_id in (${ids}) and n <> 0 order by 1`,
    countsRecount: sql`select container_id, count(distinct user_id)::int as n from job_applications
      where container_id in (${ids}) group by 1 order by 1`,
    tallies: sql`select position_id, label_id, unread, n from position_tallies
      where container_id in (${ids}) and n <> 0 order by 1, 2, 3`,
    talliesRecount: sql`select position_id, coalesce(label_id, 0) as label_id, viewed_at is null as unread,
        count(*)::int as n
      from job_applications where container_id in (${ids}) group by 1, 2, 3 order by 1, 2, 3`,
    days: sql`select container_id, day::text, n from application_day_tallies
      where container_id in (${ids}) and n <> 0 order by 1, 2`,
    daysRecount: sql`select container_id, (created_at at time zone 'Europe/Stockholm')::date::text as day,
        count(*)::int as n
      from job_applications where container_id in (${ids}) group by 1, 2 order by 1, 2`,
  };
};

describe('the statement triggers of job_applications', () => {
  it('keep people, their count and the tallies as a recount would, through inserts, updates and deletes', async () => {
    const [a, b] = [await buildContainer(t.db), await buildContainer(t.db)];
    const [pa, pa2, pb] = [
      await buildPosition(t.db, a.id),
      await buildPosition(t.db, a.id),
      await buildPosition(t.db, b.id),
    ];
    const [u1, u2, u3, u4] = [
      await buildUser(t.db),
      await buildUser(t.db),
      await buildUser(t.db),
      await buildUser(t.db),
    ];
    const insert = (values: SQL[]) =>
      t.db.execute(sql`insert into job_applications
        (container_id, position_id, user_id, created_at, last_activity_at, legal_hold, viewed_at)
        values ${sql.join(values, sql`, `)}`);
    const row = (position: { id: number; containerId: number }, user: number, days: number, hold = false) =>
      sql`(${position.containerId}, ${position.id}, ${user}, ${daysFromNow(days)}, ${daysFromNow(days)}, ${hold}, ${days < -5 ? daysFromNow(days) : null})`;

    // A new person; the same person again, later, on another position; on hold, earlier.
    await insert([row(pa, u1.id, -30)]);
    await insert([row(pa2, u1.id, -2)]);
    await insert([row(pb, u1.id, -40, true)]);
    // Many rows in one statement: two of one person, one already known, across both companies.
    await insert([row(pb, u2.id, -10), row(pa, u2.id, -1), row(pa, u3.id, -60, true)]);
    // An earlier application must not move a later last activity back, nor one without a hold lift it.
    await insert([row(pa2, u2.id, -20), row(pb, u3.id, -90)]);
    await insert([row(pa2, u3.id, -3)]);

    const q = kept([a.id, b.id]);
    const expectRecounted = async () => {
      expect(await rows(q.people)).toEqual(await rows(q.peopleRecount));
      expect(await rows(q.counts)).toEqual(await rows(q.countsRecount));
      expect(await rows(q.tallies)).toEqual(await rows(q.talliesRecount));
      expect(await rows(q.days)).toEqual(await rows(q.daysRecount));
    };
    await expectRecounted();
    expect(await rows(q.people)).toHaveLength(6);

    // A hold lifted, an activity moved back, an application read; then a person's application moved to
    // another (candidates merged).
    await t.db.execute(sql`update job_applications set legal_hold = false, viewed_at = now()
      where user_id = ${u3.id} and container_id = ${a.id}`);
    await t.db.execute(sql`update job_applications set last_activity_at = ${daysFromNow(-100)}
      where user_id = ${u1.id} and position_id = ${pa2.id}`);
    await t.db.execute(sql`update job_applications set user_id = ${u4.id}
      where user_id = ${u2.id} and position_id = ${pb.id}`);
    await expectRecounted();

    // Deletes: one of a person's applications, then every application of a company.
    await t.db.execute(sql`delete from job_applications where user_id = ${u1.id} and position_id = ${pa.id}`);
    await expectRecounted();
    await t.db.execute(sql`delete from job_applications where container_id = ${b.id}`);
    await expectRecounted();
    expect(await rows(q.people)).toHaveLength(3);
  });
});
