/**
 * Rekry's one Swedish search in the database (migration 0042): the table of word forms through the real
 * rekry_swedish configuration, the database and packages/domain's swedishLexeme word for word, the
 * folding, the GIN indexes, and the migration from the schema before it on PostgreSQL. The file runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  FOLD_FROM,
  FOLD_TO,
  parseCvQuery,
  swedishLexeme,
  swedishWords,
  type CvQueryParse,
} from '@rekry/domain';
import { SWEDISH_WORD_FORMS } from '@rekry/domain/testing';
import { migrate, openPostgres, rowsOf } from '../src/db/client.ts';
import { applicationTexts, positions } from '../src/db/schema.ts';
import { textMatches } from '../src/db/text-search.ts';
import { textCondition, textQuery } from '../src/areas/careers/public-search.ts';
import { drawCvTraits, sampleCvText, seededRandom } from '../src/areas/data-generation/sample-data/cvs.ts';
import { createFreshPostgresDatabase, describeOnce, testAppForFile, testDatabaseUrl } from './helpers/app.ts';
import { migrationsBefore } from './helpers/migrations.ts';
import {
  expectSwedishSearchAfter0042,
  swedishSearchRowsBefore0042,
} from './helpers/swedish-search-migration.ts';

const t = testAppForFile();

/** The lexemes the database makes of each word: its vector's and, as a query, its tsquery's. */
async function lexemesOf(words: readonly string[]) {
  const rows = rowsOf<{ word: string; vector: string; query: string }>(
    await t.db.execute(sql`select w as word, rekry_swedish_vector(w)::text as vector,
      rekry_swedish_query(w)::text as query
      from unnest(array[${sql.join(
        words.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]) w`),
  );
  // "'lag':1" → 'lag'; a stop word has none.
  const lexeme = (text: string) =>
    text === '' ? null : text.replace(/^'((?:[^']|'')*)'.*$/, '$1').replace(/''/g, "'");
  return new Map(rows.map((r) => [r.word, { vector: lexeme(r.vector), query: lexeme(r.query) }]));
}

describe('the table of Swedish word forms in the database', () => {
  it.each(SWEDISH_WORD_FORMS.map(([forms, lexeme]) => [forms.join(', '), forms, lexeme] as const))(
    '%s → one lexeme, in a text and in a query',
    async (_, forms, lexeme) => {
      const found = await lexemesOf(forms);
      for (const form of forms) {
        expect(found.get(form), form).toEqual({ vector: lexeme, query: lexeme });
        expect(swedishLexeme(form), form).toBe(lexeme);
      }
    },
  );

  it("agrees with swedishLexeme word for word over the demo's CV texts", async () => {
    const roles = ['lager', 'kundtjanst', 'ekonomi', 'projekt'] as const;
    const texts = Array.from({ length: 40 }, (_, i) => {
      const rnd = seededRandom(i * 2654435761);
      const person = {
        name: 'Anna Åström',
        city: 'Västerås',
        birthYear: 1980,
        email: 'a@b.se',
        phone: '070',
      };
      return sampleCvText(rnd, person, drawCvTraits(rnd, roles[i % roles.length]!), true);
    });
    const words = [...new Set(swedishWords(texts.join(' ')))];
    expect(words.length).toBeGreaterThan(500);
    const found = await lexemesOf(words);
    const differ = words.filter((w) => found.get(w)!.vector !== swedishLexeme(w));
    expect(differ.map((w) => [w, found.get(w)!.vector, swedishLexeme(w)])).toEqual([]);
  });

  it('folds the letters FOLD_FROM lists as unaccent does (æ aside, which it writes as two)', async () => {
    const [row] = rowsOf<{ folded: string }>(
      await t.db.execute(sql`select unaccent(${FOLD_FROM}) as folded`),
    );
    const expected = [...FOLD_TO].map((c, i) => ('æÆ'.includes(FOLD_FROM[i]!) ? 'ae' : c)).join('');
    expect(row!.folded.toLowerCase()).toBe(expected);
  });
});

describe('the searches read their GIN indexes', () => {
  /**
   * The plan of a query with sequential and plain index scans forbidden: with few rows here the planner
   * would walk the table or a b-tree anyway; a bitmap scan needs an index that fits the condition.
   */
  const plan = (query: SQL) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_indexonlyscan = off`);
      const result = await tx.execute(sql`explain ${query}`);
      return rowsOf<Record<string, string>>(result)
        .map((r) => Object.values(r)[0])
        .join('\n');
    });

  it('the career site through position_search_document_idx, its query a constant', async () => {
    const where = textCondition(textQuery('lagret sjuksköterskan')!);
    const text = await plan(sql`select ${positions.id} from ${positions} where ${where}`);
    expect(text).toContain('position_search_document_idx');
    // The tsquery constant '(lag):* & (sjukskotersk):*' as EXPLAIN quotes it.
    expect(text).toContain(`''lag'':* & ''sjukskotersk'':*`);
    expect(text).not.toContain('rekry_swedish_query');
  });

  it('the CV search through application_texts_tsv_idx, its query a constant', async () => {
    const parsed = parseCvQuery('truckkortet lagren') as Extract<CvQueryParse, { ok: true }>;
    const text = await plan(
      sql`select ${applicationTexts.applicationId} from ${applicationTexts}
        where ${textMatches(applicationTexts.applicationId, 1, parsed)}`,
    );
    expect(text).toContain('application_texts_tsv_idx');
    expect(text).toContain(`''truckkort''`);
    expect(text).toContain(`''lag''`);
    expect(text).not.toContain('rekry_swedish_query');
  });
});

describeOnce('migration 0042 on PostgreSQL', () => {
  it.skipIf(!testDatabaseUrl)('finds the rows written before it with the new rules', async () => {
    const fresh = await createFreshPostgresDatabase(testDatabaseUrl!, 'rekry_test');
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    try {
      await migratePg(drizzle({ client }), { migrationsFolder: migrationsBefore('0042') });
      await swedishSearchRowsBefore0042(drizzle({ client }));
    } finally {
      await client.end();
    }
    const database = await openPostgres(fresh.url, 2);
    try {
      await migrate(database, fresh.url);
      await expectSwedishSearchAfter0042(database.db);
    } finally {
      await database.close();
      await fresh.drop();
    }
  });
});
