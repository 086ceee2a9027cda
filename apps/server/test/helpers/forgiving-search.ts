import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CLOSE_WORD_SIMILARITY, trigramSimilarity, type PublicPositionList } from '@rekry/domain';
import { rowsOf } from '../../src/db/client.ts';
import { containers, positions } from '../../src/db/schema.ts';
import { get, type testAppForFile } from './app.ts';
import { buildContainer, buildPosition, daysFromNow } from './factories.ts';
import type { BuiltContainer } from './factories.ts';

type TestApp = ReturnType<typeof testAppForFile>;

/**
 * The forgiving career search's cases (misspelt words find the ads they mean, with 'Menade du …'), on the
 * test app's own ads: test/public-search-forgiving.test.ts runs them on the suite's engine,
 * test/embedded/public-search-forgiving-embedded.test.ts on PGlite.
 */
export function forgivingSearchCases(t: TestApp) {
  let own: BuiltContainer;
  let other: BuiltContainer;

  /** The names the portal (or a company's list) finds for a text, and the answer's suggestion. */
  async function search(q: string, more: Record<string, string> = {}) {
    const res = await get<PublicPositionList>(
      t.app,
      `/api/public/positions?${new URLSearchParams({ q, ...more })}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return {
      names: res.body.items.map((p) => p.name),
      total: res.body.total,
      suggestion: res.body.suggestion,
    };
  }

  beforeAll(async () => {
    own = await buildContainer(t.db, {
      name: 'nordlager',
      metadata: { foreignKey: null, properties: { displayName: 'Nordlager Logistik' } },
    });
    other = await buildContainer(t.db, { name: 'vardbolaget' });
    const ad = (containerId: number, name: string, location: string, days: number, more = {}) =>
      buildPosition(t.db, containerId, {
        name,
        location,
        description: '<p>Ett jobb för dig.</p>',
        createdAt: daysFromNow(days),
        ...more,
      });
    await ad(own.id, 'Truckförare', 'Umeå', -4);
    await ad(own.id, 'Lagermedarbetare till vårt lager', 'Västerås', -3);
    await ad(own.id, 'Butikssäljare', 'Västerås', -2);
    await ad(other.id, 'Undersköterska', 'Stockholm', -1);
    // Never found, however alike its words.
    await ad(own.id, 'Truckförare utkast', 'Kiruna', -1, { publishedAt: null });
  });

  describe('the forgiving career search', () => {
    it('"trukförare" finds "Truckförare" and says "Menade du Truckförare?"', async () => {
      expect(await search('trukförare')).toEqual({
        names: ['Truckförare'],
        total: 1,
        suggestion: 'Truckförare',
      });
    });

    it('"lagermedarbetre" finds "Lagermedarbetare"', async () => {
      expect(await search('lagermedarbetre')).toEqual({
        names: ['Lagermedarbetare till vårt lager'],
        total: 1,
        suggestion: 'Lagermedarbetare',
      });
    });

    it('"Västeraas" finds the Västerås ads, the newest first: å and ä fold on both sides', async () => {
      expect(await search('Västeraas')).toEqual({
        names: ['Butikssäljare', 'Lagermedarbetare till vårt lager'],
        total: 2,
        suggestion: 'Västerås',
      });
      expect((await search('VASTERAAS')).suggestion).toBe('Västerås');
    });

    it("finds by a misspelt company's name too", async () => {
      const found = await search('nordlaager');
      expect(found.names.sort()).toEqual([
        'Butikssäljare',
        'Lagermedarbetare till vårt lager',
        'Truckförare',
      ]);
      expect(found.suggestion).toBe('Nordlager');
    });

    it('keeps the words it found as typed and puts only the misspelt one', async () => {
      expect(await search('trukförare umeå')).toEqual({
        names: ['Truckförare'],
        total: 1,
        suggestion: 'Truckförare umeå',
      });
      // 'lagren' is a form of 'lager' in the ad's name: found, never put as another word.
      expect((await search('lagren västeraas')).suggestion).toBe('lagren Västerås');
      // Every word must still be found: the truck driver is not in Västerås.
      expect(await search('trukförare västerås')).toEqual({ names: [], total: 0, suggestion: undefined });
    });

    it('a word far from every ad finds nothing and suggests nothing', async () => {
      for (const q of ['programmerare', 'xqzvwj', 'trukförare xqzvwj'])
        expect(await search(q), q).toEqual({ names: [], total: 0, suggestion: undefined });
    });

    it('an exact hit is answered as ever, without a suggestion', async () => {
      expect(await search('truckförare')).toEqual({
        names: ['Truckförare'],
        total: 1,
        suggestion: undefined,
      });
      expect(await search('lager')).toEqual({
        names: ['Lagermedarbetare till vårt lager'],
        total: 1,
        suggestion: undefined,
      });
    });

    it("stays within the page's company, filters, and the ads the public may see", async () => {
      expect(await search('trukförare', { containerId: String(other.id) })).toEqual({
        names: [],
        total: 0,
        suggestion: undefined,
      });
      expect(await search('trukförare', { ort: 'Västerås' })).toEqual({
        names: [],
        total: 0,
        suggestion: undefined,
      });
      expect((await search('lagermedarbetre', { containerId: String(own.id) })).names).toEqual([
        'Lagermedarbetare till vårt lager',
      ]);
      // The draft's 'Kiruna' is no ad's town on the site.
      expect(await search('kirunna')).toEqual({ names: [], total: 0, suggestion: undefined });
    });

    it('gives the suggestion on every page of the answer', async () => {
      const res = await get<PublicPositionList>(
        t.app,
        '/api/public/positions?q=V%C3%A4steraas&take=1&page=2',
      );
      expect(res.body.items.map((p) => p.name)).toEqual(['Lagermedarbetare till vårt lager']);
      expect(res.body.suggestion).toBe('Västerås');
    });

    it('follows a new name and a new company name at once (kept by the database)', async () => {
      const [driver] = await t.db.select().from(positions).where(eq(positions.name, 'Truckförare'));
      await t.db.update(positions).set({ name: 'Gaffeltruckförare' }).where(eq(positions.id, driver!.id));
      await t.db
        .update(containers)
        .set({ metadata: { foreignKey: null, properties: { displayName: 'Sydfrakt' } } })
        .where(eq(containers.id, own.id));
      t.app.services.publicCache.clear();
      expect((await search('gaffeltrukförare')).names).toEqual(['Gaffeltruckförare']);
      const renamed = await search('sydfrackt');
      expect(renamed.names).toHaveLength(3);
      expect(renamed.suggestion).toBe('Sydfrakt');
      expect((await search('nordlaager')).names).toEqual([]);
    });

    it("compares at the domain's CLOSE_WORD_SIMILARITY, and measures words as its trigramSimilarity does", async () => {
      // `%>>` compares at pg_trgm's threshold; the statement's own call loads the extension's settings.
      const [setting] = rowsOf<{ close: boolean; threshold: string }>(
        await t.db.execute(sql`select ('a' %>> 'b') as close,
          current_setting('pg_trgm.strict_word_similarity_threshold') as threshold`),
      );
      expect(Number(setting!.threshold)).toBe(CLOSE_WORD_SIMILARITY);
      const pairs = [
        ['trukforare', 'truckforare'],
        ['lagermedarbetre', 'lagermedarbetare'],
        ['vasteraas', 'vasteras'],
        ['lindkvist', 'lindqvist'],
        ['kock', 'kack'],
        ['b96x', 'b96'],
      ];
      for (const [a, b] of pairs) {
        const [row] = rowsOf<{ similarity: number }>(
          await t.db.execute(sql`select similarity(${a}, ${b})::float8 as similarity`),
        );
        expect(row!.similarity, `${a} ~ ${b}`).toBeCloseTo(trigramSimilarity(a!, b!), 5);
      }
    });
  });

  describe('a forgiving search of bad input', () => {
    it.each([
      [
        'a 300-character misspelt text',
        `q=${encodeURIComponent('trukförare '.repeat(30))}`,
        400,
        'Sökningen får vara högst 200 tecken',
      ],
      [
        'a control character',
        'q=trukf%C3%B6rare%07',
        400,
        'Sökningen innehåller tecken som inte kan användas',
      ],
      ['a NUL', 'q=%00trukf%C3%B6rare', 400, 'Sökningen innehåller tecken som inte kan användas'],
    ])('%s is a 400 in Swedish', async (_, query, status, message) => {
      const res = await get(t.app, `/api/public/positions?${query}`);
      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
    });

    it('only punctuation, operators or stop words find nothing and suggest nothing', async () => {
      for (const q of ['!!! ??? ...', '– & | ! ( ) : * <->', "'--", 'och i på', '%_\\'])
        expect(await search(q), q).toEqual({ names: [], total: 0, suggestion: undefined });
      // Operators around a misspelt word are only text.
      expect((await search("lagermedarbetre:* & !'")).suggestion).toBe("Lagermedarbetare:* & !'");
    });
  });
}
