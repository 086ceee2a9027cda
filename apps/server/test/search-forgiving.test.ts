import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TEXTS } from '@rekry/domain';
import { post, testAppWithWorld } from './helpers/app.ts';
import { buildApplication } from './helpers/applicants.ts';
import { buildPosition, tokenFor } from './helpers/factories.ts';
import type { BuiltPosition } from './helpers/factories.ts';

/** The header search forgives a misspelt name or position as the career site does ('Menade du …'). */
const ACTION = 'get_applicantPositionBySearchQuery';
const { t, world } = testAppWithWorld();
let warehouse: BuiltPosition;
let driver: BuiltPosition;
let elin: Awaited<ReturnType<typeof buildApplication>>;
let anna: Awaited<ReturnType<typeof buildApplication>>;

beforeAll(async () => {
  warehouse = await buildPosition(t.db, world.own.id, { name: 'Lagermedarbetare Västerås' });
  driver = await buildPosition(t.db, world.own.id, { name: 'Truckförare' });
  elin = await buildApplication(t.db, world.own.id, warehouse.id, {
    firstname: 'Elin',
    lastname: 'Lindqvist',
    answers: { form_city: 'Östersund' },
  });
  anna = await buildApplication(t.db, world.own.id, driver.id, { firstname: 'Änna', lastname: 'Sjöberg' });
  // Another company's look-alikes are never found from this one.
  const foreign = await buildPosition(t.db, world.foreign.id, { name: 'Truckförare Kiruna' });
  await buildApplication(t.db, world.foreign.id, foreign.id, { firstname: 'Elin', lastname: 'Lindqvist' });
});

async function search(filter: string) {
  const res = await t.as(world.reader).dispatch(ACTION, { containerId: world.own.id, filter });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return {
    positions: res.data.flatMap((r) => (r.identifier === 'positionresponse' ? [r.data.id] : [])),
    applicants: res.data.flatMap((r) => (r.identifier === 'applicantpositionresponse' ? [r.data.id] : [])),
    suggestion: res.data.flatMap((r) => (r.identifier === 'suggestion' ? [r.data.query] : [])),
  };
}

describe('the forgiving header search', () => {
  it('"trukförare" finds the position Truckförare, with "Menade du Truckförare?"', async () => {
    expect(await search('trukförare')).toEqual({
      positions: [driver.id],
      applicants: [],
      suggestion: ['Truckförare'],
    });
    expect(await search('lagermedarbetre')).toEqual({
      positions: [warehouse.id],
      applicants: [],
      suggestion: ['Lagermedarbetare'],
    });
  });

  it('a misspelt name finds the applicant, the words it holds kept as typed', async () => {
    expect(await search('lindkvist')).toEqual({
      positions: [],
      applicants: [elin.id],
      suggestion: ['Lindqvist'],
    });
    expect(await search('elin lindkvist')).toEqual({
      positions: [],
      applicants: [elin.id],
      suggestion: ['elin Lindqvist'],
    });
    expect(await search('sjöbberg')).toEqual({
      positions: [],
      applicants: [anna.id],
      suggestion: ['Sjöberg'],
    });
    expect((await search('östersundd')).applicants).toEqual([elin.id]);
  });

  it('answers as ever what it finds as typed, without a suggestion', async () => {
    expect(await search('lindqvist')).toEqual({ positions: [], applicants: [elin.id], suggestion: [] });
    expect(await search('truck')).toEqual({ positions: [driver.id], applicants: [], suggestion: [] });
  });

  it('a word far from every name finds nothing and suggests nothing', async () => {
    for (const filter of ['xqzvwjk', 'programmerare', 'lindkvist xqzvwjk', '19850412-9999'])
      expect(await search(filter), filter).toEqual({ positions: [], applicants: [], suggestion: [] });
  });

  it("forgives nothing when the text is found in an applicant's CV or answers: a word, not a misspelt name", async () => {
    const referee = await buildApplication(t.db, world.own.id, driver.id, {
      firstname: 'Bo',
      lastname: 'Ek',
      answers: { form_additional: 'Referens: Per Lindkvist, förman på lagret.' },
    });
    const res = await t.as(world.reader).dispatch(ACTION, { containerId: world.own.id, filter: 'lindkvist' });
    expect(
      res.data.map((r) => [r.identifier, r.identifier === 'suggestion' ? r.data.query : r.data.id]),
    ).toEqual([['cvhit', referee.id]]);
  });

  it('answers bad text with a Swedish 400, never a 500', async () => {
    const token = await tokenFor(t.db, t.app.services.tokens, world.reader.id);
    const asked = (filter: string) =>
      post(
        t.app,
        `/api/dispatcher?filter=${encodeURIComponent(filter)}`,
        { action: ACTION, data: { containerId: world.own.id } },
        token,
      );
    const long = await asked('trukförare '.repeat(10));
    expect(long.status).toBe(400);
    expect(long.body.error.fields.filter).toBe(SEARCH_TEXTS.maxLength);
    for (const filter of ['truk\u0000förare', 'lindkvist\u0007', '\u001b[2Jabc', 'truk\u007fförare']) {
      const res = await asked(filter);
      expect(res.status, JSON.stringify(filter)).toBe(400);
      expect(res.body.error.fields.filter).toBe(SEARCH_TEXTS.unreadable);
    }
    for (const filter of ['!!!', '%_%_', "'--", '& | ! ( ) :*']) {
      const res = await asked(filter);
      expect(res.status, filter).toBe(200);
      expect(res.body.data).toEqual([]);
    }
  });
});
