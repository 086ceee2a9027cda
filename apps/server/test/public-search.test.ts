import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { swedishLexeme, type PublicPositionList, type PublicSearchOptions } from '@rekry/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client.ts';
import { containers, positionTypes } from '../src/db/schema.ts';
import { get, testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, daysFromNow } from './helpers/factories.ts';
import type { BuiltContainer } from './helpers/factories.ts';

const t = testAppForFile();
let own: BuiltContainer;
let other: BuiltContainer;
const ids: Record<string, number> = {};

/** The names the portal (or a company's list) finds for a search's parameters. */
async function found(params: Record<string, string>, containerId?: number) {
  const query = new URLSearchParams({
    ...params,
    ...(containerId ? { containerId: String(containerId) } : {}),
  });
  const res = await get<PublicPositionList>(t.app, `/api/public/positions?${query}`);
  expect(res.status).toBe(200);
  return res.body.items.map((p) => p.name);
}

beforeAll(async () => {
  own = await buildContainer(t.db, {
    name: 'lagerbolaget',
    metadata: { foreignKey: null, properties: { displayName: 'Nordlager Logistik' } },
  });
  other = await buildContainer(t.db, { name: 'vardbolaget' });
  const [summer] = await t.db
    .insert(positionTypes)
    .values({ containerId: own.id, name: 'Sommarjobb' })
    .returning();
  const [permanent] = await t.db
    .insert(positionTypes)
    .values({ containerId: other.id, name: 'Tillsvidareanställning' })
    .returning();
  const build = async (key: string, containerId: number, fields: Parameters<typeof buildPosition>[2]) => {
    ids[key] = (await buildPosition(t.db, containerId, fields)).id;
  };
  await build('warehouse', own.id, {
    name: 'Lagerarbetare',
    location: 'Västerås',
    positionTypeId: summer!.id,
    description: '<p>Plock och pack i vårt lager. Truckkort är meriterande.</p>',
    createdAt: daysFromNow(-5),
  });
  await build('driver', own.id, {
    name: 'Truckförare',
    location: 'västerås ',
    description: '<p>Kör truck i lagret på natten.</p>',
    createdAt: daysFromNow(-4),
  });
  await build('shop', own.id, {
    name: 'Butikssäljare',
    location: 'Göteborg',
    text: 'Sälj i butiken på Avenyn',
    createdAt: daysFromNow(-3),
  });
  await build('nurse', other.id, {
    name: 'Undersköterska',
    location: 'Umeå',
    positionTypeId: permanent!.id,
    description: '<p>Jobbet passar dig som gillar människor, inte <b>lager</b>hållning.</p>',
    createdAt: daysFromNow(-2),
  });
  // Never found, however well they match.
  await build('draft', own.id, { name: 'Lagerchef utkast', publishedAt: null });
  await build('scheduled', own.id, { name: 'Lagerchef schemalagd', publishedAt: daysFromNow(2) });
  await build('internal', own.id, { name: 'Lagerchef intern', isInternal: true });
  await build('closed', own.id, { name: 'Lagerchef stängd', stop: daysFromNow(-1) });
  await build('archived', own.id, { name: 'Lagerchef arkiverad', isArchived: true });
});

describe('the career site search', () => {
  it('finds the same ads for every form of a word: lager, lagret, lagren, lagrets', async () => {
    const warehouse = ['Lagerarbetare', 'Truckförare', 'Undersköterska'];
    for (const q of ['lager', 'lagret', 'lagren', 'lagrets', 'LAGRET'])
      expect((await found({ q })).sort(), q).toEqual(warehouse);
    for (const q of ['undersköterska', 'underskoterskor', 'undersköterskans'])
      expect(await found({ q }), q).toEqual(['Undersköterska']);
    expect(await found({ q: 'truckkortet' })).toEqual(['Lagerarbetare']);
  });

  it('finds Swedish word forms: the definite and the base form, and a word as the start of a compound', async () => {
    const warehouse = ['Lagerarbetare', 'Truckförare', 'Undersköterska'];
    expect((await found({ q: 'lagret' })).sort()).toEqual(warehouse);
    expect((await found({ q: 'lager' })).sort()).toEqual(warehouse);
    expect(await found({ q: 'butiken' })).toEqual(['Butikssäljare']);
    expect(await found({ q: 'jobbet' })).toEqual(['Undersköterska']);
    expect(await found({ q: 'undersköterskan' })).toEqual(['Undersköterska']);
  });

  it('forgives accents and case both ways: "vasteras" finds Västerås, "GÖTEBORG" and "goteborg" the same', async () => {
    expect(await found({ q: 'vasteras' })).toEqual(['Truckförare', 'Lagerarbetare']);
    expect(await found({ q: 'GÖTEBORG' })).toEqual(['Butikssäljare']);
    expect(await found({ q: 'goteborg' })).toEqual(['Butikssäljare']);
    expect(await found({ q: 'underskoterska umea' })).toEqual(['Undersköterska']);
  });

  it("finds by the company's displayed name, and every word must match", async () => {
    expect(await found({ q: 'nordlager' })).toEqual(['Butikssäljare', 'Truckförare', 'Lagerarbetare']);
    expect(await found({ q: 'truck natt' })).toEqual(['Truckförare']);
    expect(await found({ q: 'truck umeå' })).toEqual([]);
  });

  it('ranks a match in the name above one in the ad text', async () => {
    const [first] = await found({ q: 'lager' });
    expect(first).toBe('Lagerarbetare');
  });

  it('filters by town, ad type and company, alone or with the text', async () => {
    expect(await found({ ort: 'Vasteras' })).toEqual(['Truckförare', 'Lagerarbetare']);
    expect(await found({ typ: 'sommarjobb' })).toEqual(['Lagerarbetare']);
    expect(await found({ foretag: 'VARDBOLAGET' })).toEqual(['Undersköterska']);
    expect(await found({ q: 'lager', ort: 'Västerås', typ: 'Sommarjobb' })).toEqual(['Lagerarbetare']);
    expect(await found({ ort: 'Kiruna' })).toEqual([]);
  });

  it("on a company's page finds only that company's ads", async () => {
    expect(await found({ q: 'lager' }, other.id)).toEqual(['Undersköterska']);
    expect(await found({ q: 'lager' }, own.id)).toEqual(['Lagerarbetare', 'Truckförare']);
  });

  it('never finds a draft, a scheduled, an internal, a closed or an archived ad', async () => {
    expect(await found({ q: 'lagerchef' })).toEqual([]);
    expect(await found({ q: 'utkast schemalagd intern stängd arkiverad' })).toEqual([]);
  });

  it('a stop word alone or a text of no words finds nothing; punctuation and operators are only text', async () => {
    expect(await found({ q: 'och' })).toEqual([]);
    expect(await found({ q: '– !' })).toEqual([]);
    for (const q of ["lager'--", 'lager & | ! ( ) : * <->', '"lager"', 'lager:*', '\\lager', '🙂 lager'])
      expect(await found({ q }), q).toContain('Lagerarbetare');
  });

  it("follows the company's new name at once (kept by the database)", async () => {
    await t.db
      .update(containers)
      .set({ metadata: { foreignKey: null, properties: { displayName: 'Sydfrakt' } } })
      .where(eq(containers.id, own.id));
    t.app.services.publicCache.clear();
    expect(await found({ q: 'sydfrakt', typ: 'Sommarjobb' })).toEqual(['Lagerarbetare']);
    expect(await found({ q: 'nordlager' })).toEqual([]);
  });
});

describe('a search the address cannot say', () => {
  it.each([
    ['a 10,000-character text', `q=${'a'.repeat(10_000)}`, 'q', 'Sökningen får vara högst 200 tecken'],
    ['a town given twice', 'ort=Umeå&ort=Luleå', 'ort', 'Ange orten en gång'],
    ['a control character', 'q=lager%00', 'q', 'Sökningen innehåller tecken som inte kan användas'],
    ['a long type', `typ=${'x'.repeat(201)}`, 'typ', 'Anställningsformen får vara högst 200 tecken'],
  ])(
    '%s is a 400 with its message on the field, every time it is asked',
    async (_, query, field, message) => {
      // The list route keeps the addresses it has read; a refused one must not be kept as if it were read.
      for (let i = 0; i < 2; i++) {
        const res = await get(t.app, `/api/public/positions?${query}`);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'bad_request', message, fields: { [field]: message } });
      }
    },
  );
});

describe('GET /api/public/search-options', () => {
  it("offers the towns (each once), ad types and companies of open public ads; a company's own only", async () => {
    const portal = await get<PublicSearchOptions>(t.app, '/api/public/search-options');
    expect(portal.status).toBe(200);
    expect(portal.body.towns).toEqual(['Göteborg', 'Umeå', 'Västerås']);
    expect(portal.body.types).toEqual(['Sommarjobb', 'Tillsvidareanställning']);
    expect(portal.body.companies.map((c) => c.key).sort()).toEqual(['lagerbolaget', 'vardbolaget']);
    const company = await get<PublicSearchOptions>(
      t.app,
      `/api/public/search-options?containerId=${other.id}`,
    );
    expect(company.body).toEqual({ towns: ['Umeå'], types: ['Tillsvidareanställning'], companies: [] });
    expect((await get(t.app, '/api/public/search-options?containerId=x')).status).toBe(400);
  });
});

describe("a word's forms (swedishLexeme, and the database's rekry_swedish)", () => {
  it.each([
    ['lagret', ['lagret', 'lager', 'lagren']],
    ['jobbet', ['jobbet', 'jobb']],
    ['sjuksköterskan', ['sjuksköterskan', 'sjuksköterska']],
    ['cykeln', ['cykeln', 'cykel']],
    ['lager', ['lager']],
    ['et', ['et']],
  ])('%s is one word with %j', async (word, forms) => {
    const [row] = rowsOf<{ lexemes: string[] }>(
      await t.db.execute(sql`select array(select distinct unnest(tsvector_to_array(rekry_swedish_vector(
        ${[word, ...forms].join(' ')})))) as lexemes`),
    );
    expect(row!.lexemes).toEqual([swedishLexeme(word)]);
    for (const form of forms) expect(swedishLexeme(form), form).toBe(swedishLexeme(word));
  });
});
