import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_APPLICANT_LIMIT, SEARCH_TEXTS, type SearchResult } from '@rekry/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client.ts';
import { jobApplications } from '../src/db/schema.ts';
import { applicantCounts } from '../src/areas/search/queries.ts';
import { redactUrl } from '../src/http/log-redaction.ts';
import { post, type TestApp, testAppWithWorld } from './helpers/app.ts';
import { buildApplication, labelByName } from './helpers/applicants.ts';
import { buildPosition, tokenFor, validSsn } from './helpers/factories.ts';
import type { BuiltPosition } from './helpers/factories.ts';

const ACTION = 'get_applicantPositionBySearchQuery';
const SSN = validSsn('19850412', '238');
const { t, world } = testAppWithWorld();
let position: BuiltPosition;
let anna: Awaited<ReturnType<typeof buildApplication>>;
let foreignTwin: Awaited<ReturnType<typeof buildApplication>>;

beforeAll(async () => {
  position = await buildPosition(t.db, world.own.id, { name: 'Lagerarbetare Östersund' });
  anna = await buildApplication(t.db, world.own.id, position.id, {
    firstname: 'Änna',
    lastname: 'Sjöberg',
    email: 'anna.sjoberg@exempel.se',
    birth: '19850412',
    serial: '238',
    answers: { form_city: 'Örnsköldsvik', form_zipcode: '891 33' },
  });
  // A status set: the position then has one processed and one unprocessed applicant.
  const interested = await labelByName(t.db, world.own.id, 'Intressant');
  await buildApplication(t.db, world.own.id, position.id, {
    firstname: 'Bo',
    lastname: 'Ek',
    labelId: interested.id,
  });
  // The same person's name in another company: never found from this one.
  const foreignPosition = await buildPosition(t.db, world.foreign.id, { name: 'Lagerarbetare Kiruna' });
  foreignTwin = await buildApplication(t.db, world.foreign.id, foreignPosition.id, {
    firstname: 'Änna',
    lastname: 'Sjöberg',
    email: 'anna.sjoberg@annat.se',
  });
});

const search = (caller: Parameters<TestApp['as']>[0], filter: string, containerId = world.own.id) =>
  t.as(caller).dispatch(ACTION, { containerId, filter });
const applicantIds = (results: SearchResult[]) =>
  results.filter((r) => r.identifier === 'applicantpositionresponse').map((r) => r.data.id);
const positionIds = (results: SearchResult[]) =>
  results.filter((r) => r.identifier === 'positionresponse').map((r) => r.data.id);

describe(ACTION, () => {
  it('answers 401 without a token', async () => {
    expect((await search(undefined, 'anna')).status).toBe(401);
  });

  it('answers 400 in Swedish for fewer than 3 characters, without one, too long, or not text', async () => {
    for (const filter of ['an', '  an  ', '']) {
      const res = await search(world.reader, filter);
      expect(res.status).toBe(400);
      expect(res.error?.fields?.filter).toBe(SEARCH_TEXTS.minLength);
    }
    const missing = await t.as(world.reader).dispatchUnchecked(ACTION, { containerId: world.own.id });
    expect(missing.status).toBe(400);
    expect(missing.error?.fields?.filter).toBe(SEARCH_TEXTS.required);
    const long = await search(world.reader, 'a'.repeat(101));
    expect(long.error?.fields?.filter).toBe(SEARCH_TEXTS.maxLength);
    const notText = await t
      .as(world.reader)
      .dispatchUnchecked(ACTION, { containerId: world.own.id, filter: 123 });
    expect(notText.error?.fields?.filter).toBe(SEARCH_TEXTS.required);
    const badCompany = await t
      .as(world.reader)
      .dispatchUnchecked(ACTION, { containerId: 'x', filter: 'anna' });
    expect(badCompany.status).toBe(400);
    expect(badCompany.error?.fields?.containerId).toBe('Ogiltigt företags-id');
  });

  it('answers 403 to a candidate and to a member of another company', async () => {
    expect((await search(world.candidate, 'anna')).status).toBe(403);
    expect((await search(world.foreignAdmin, 'anna')).status).toBe(403);
  });

  it('finds only the own company’s applicants and positions', async () => {
    const own = await search(world.reader, 'sjöberg');
    expect(own.status).toBe(200);
    expect(applicantIds(own.data)).toEqual([anna.id]);
    const foreign = await search(world.foreignAdmin, 'sjöberg', world.foreign.id);
    expect(applicantIds(foreign.data)).toEqual([foreignTwin.id]);
    const positions = await search(world.reader, 'lagerarbetare');
    expect(positionIds(positions.data)).toEqual([position.id]);
  });

  it('answers the SPEC §3 shapes, the personal number masked', async () => {
    const res = await search(world.writer, 'Sjöberg');
    expect(res.data).toEqual([
      {
        identifier: 'applicantpositionresponse',
        data: {
          id: anna.id,
          positionId: position.id,
          user: { email: 'anna.sjoberg@exempel.se' },
          info: {
            firstname: 'Änna',
            lastname: 'Sjöberg',
            ssn: '19850412-****',
            city: 'Örnsköldsvik',
            zipCode: '891 33',
          },
          avatar: 'ÄS',
          position: { name: 'Lagerarbetare Östersund' },
        },
      },
    ]);
    const positions = await search(world.admin, 'östersund');
    expect(positions.data).toEqual([
      {
        identifier: 'positionresponse',
        data: {
          id: position.id,
          name: 'Lagerarbetare Östersund',
          start: Math.floor(position.start!.getTime() / 1000),
          stop: Math.floor(position.stop!.getTime() / 1000),
          totalApplicants: 2,
          totalUnProcessed: 1,
        },
      },
    ]);
  });

  it.each([
    ['first name', 'änna'],
    ['last name', 'SJÖBERG'],
    ['full name', 'Änna Sjöberg'],
    ['e-mail', 'sjoberg@exempel'],
    ['city', 'örnskö'],
    ['city without Swedish letters', 'ornskoldsvik'],
    ['name with Swedish letters typed plainly', 'anna sjoberg'],
    ['personal number as written', `${SSN.slice(0, 8)}-${SSN.slice(8)}`],
    ['ten-digit personal number', `${SSN.slice(2, 8)}-${SSN.slice(8)}`],
    ['personal number, all digits', SSN],
    ['date of birth', '19850412'],
  ])('finds an applicant by %s (%s)', async (_what, filter) => {
    const res = await search(world.reader, filter);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(applicantIds(res.data)).toEqual([anna.id]);
  });

  it("shares its text and index with a position's 'Sök sökande'", async () => {
    for (const query of ['sjoberg', 'ÖRNSKÖ', SSN.slice(2, 8)]) {
      const res = await t
        .as(world.reader)
        .dispatch('get_ApplicantsByPosition', { containerId: world.own.id, positionId: position.id, query });
      expect(
        res.data.items.map((i) => i.id),
        query,
      ).toEqual([anna.id]);
    }
  });

  it('finds a position by its name, tolerant of case and Swedish letters', async () => {
    for (const filter of ['LAGERARBETARE', 'ostersund', 'ÖSTERSUND'])
      expect(positionIds((await search(world.reader, filter)).data)).toEqual([position.id]);
  });

  it("finds a position by its name's words in any of their forms, as the career site does", async () => {
    for (const filter of ['lagret', 'lagren', 'Lagerarbetarna', 'östersunds'])
      expect(positionIds((await search(world.reader, filter)).data), filter).toEqual([position.id]);
    expect(positionIds((await search(world.reader, 'lagom')).data)).toEqual([]);
  });

  it('treats % and _ as the characters they are', async () => {
    const res = await search(world.reader, '%%%');
    expect(res.status).toBe(200);
    expect(res.data).toEqual([]);
    expect((await search(world.reader, 'sj_berg')).data).toEqual([]);
  });

  it('answers at most the limit of applicants, newest first', async () => {
    const other = await buildPosition(t.db, world.own.id, { name: 'Kock' });
    const made = [];
    for (let i = 0; i < SEARCH_APPLICANT_LIMIT + 2; i++)
      made.push((await buildApplication(t.db, world.own.id, other.id, { lastname: 'Quist' })).id);
    const res = await search(world.reader, 'quist');
    expect(applicantIds(res.data)).toEqual(made.reverse().slice(0, SEARCH_APPLICANT_LIMIT));
  });

  it('takes the text from POST /api/dispatcher?filter= (SPEC §7); a short one is a 400 there too', async () => {
    const token = await tokenFor(t.db, t.app.services.tokens, world.reader.id);
    const res = await post<{ data: SearchResult[] }>(
      t.app,
      `/api/dispatcher?filter=${encodeURIComponent('Sjöberg')}`,
      { action: ACTION, data: { containerId: world.own.id } },
      token,
    );
    expect(res.status).toBe(200);
    expect(applicantIds(res.body.data)).toEqual([anna.id]);
    const short = await post(
      t.app,
      '/api/dispatcher?filter=sj',
      { action: ACTION, data: { containerId: world.own.id } },
      token,
    );
    expect(short.status).toBe(400);
    expect(short.body.error.fields.filter).toBe(SEARCH_TEXTS.minLength);
    // A body that carries the field keeps its own.
    const both = await post<{ data: SearchResult[] }>(
      t.app,
      '/api/dispatcher?filter=xyzxyz',
      { action: ACTION, data: { containerId: world.own.id, filter: 'sjöberg' } },
      token,
    );
    expect(applicantIds(both.body.data)).toEqual([anna.id]);
    // Another action's input takes nothing from the URL.
    const other = await post(
      t.app,
      '/api/dispatcher?filter=abc',
      { action: 'get_Positions', data: { containerId: world.own.id } },
      token,
    );
    expect(other.status).toBe(200);
    expect(other.body.data.items.length).toBeGreaterThan(1);
  });

  it('keeps each position’s counts through applications, status changes, moves and removals', async () => {
    const a = await buildPosition(t.db, world.own.id, { name: 'Räknad A' });
    const b = await buildPosition(t.db, world.own.id, { name: 'Räknad B' });
    const label = await labelByName(t.db, world.own.id, 'Intressant');
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await buildApplication(t.db, world.own.id, a.id));
    await t.db
      .update(jobApplications)
      .set({ labelId: label.id })
      .where(inArray(jobApplications.id, [made[0]!.id, made[1]!.id]));
    // A read mark changes no count.
    await t.db
      .update(jobApplications)
      .set({ viewedAt: new Date() })
      .where(eq(jobApplications.positionId, a.id));
    await t.db.update(jobApplications).set({ positionId: b.id }).where(eq(jobApplications.id, made[1]!.id));
    await t.db.delete(jobApplications).where(eq(jobApplications.id, made[2]!.id));
    const res = await search(world.reader, 'räknad');
    const counts = Object.fromEntries(
      res.data.map((r) => [
        r.identifier === 'suggestion' ? r.data.query : r.data.id,
        r.identifier === 'positionresponse' && [r.data.totalApplicants, r.data.totalUnProcessed],
      ]),
    );
    expect(counts).toEqual({ [a.id]: [2, 1], [b.id]: [1, 0] });
    const live = rowsOf<{ position_id: number; total: number; unprocessed: number }>(
      await t.db.execute(sql`
      select position_id, count(*)::int as total, (count(*) filter (where label_id is null))::int as unprocessed
      from job_applications group by position_id`),
    );
    const stored = await applicantCounts(
      t.db,
      live.map((r) => r.position_id),
    );
    const byPosition = new Map([...stored].map(([id, c]) => [id, [c.totalApplicants, c.totalUnProcessed]]));
    for (const row of live)
      expect(byPosition.get(row.position_id), `position ${row.position_id}`).toEqual([
        row.total,
        row.unprocessed,
      ]);
  });

  it('keeps the typed text out of the request log', () => {
    expect(redactUrl('/api/dispatcher?filter=19850412-2384')).toBe('/api/dispatcher?filter=***');
    expect(redactUrl('/api/dispatcher?a=1&filter=anna')).toBe('/api/dispatcher?a=1&filter=***');
    expect(redactUrl('/api/dispatcher?a=1')).toBe('/api/dispatcher?a=1');
  });
});
