/**
 * Rekry's Swedish search in SQL (DESIGN 'Search'): every search's words go through the one text-search
 * configuration and its word forms (migration 0042; packages/domain/src/swedish-search.ts reads words the
 * same way). Here are the query every search asks with, the career site's and the header's way of asking
 * for words, and 'Sök i CV och svar' over application_texts with its passages.
 */
import { sql, type SQL } from 'drizzle-orm';
import type * as pg from 'drizzle-orm/pg-core';
import {
  FOLD_FROM,
  FOLD_TO,
  cvPassage,
  swedishPrefix,
  type CvPassage,
  type ParsedCvQuery,
} from '@rekry/domain';
import { rowsOf, type Queryable } from './client.ts';
import { applicationFiles, applicationTexts } from './schema.ts';

/**
 * A query (to_tsquery's syntax: words, & | ! <-> ( ) and :*) as the stored vectors' words: always a bound
 * parameter, made of letters, digits and operators only. Folded into a constant when the statement is
 * planned, so `vector @@ swedishQuery(…)` reads the vector's GIN index.
 */
export const swedishQuery = (query: string) => sql`rekry_swedish_query(${query})`;

/** A word shorter than this matches only itself: 'it:*' would match half the language. */
const PREFIX_FROM = 3;

/**
 * Every word must match as a word's start ('lager' finds 'lagerarbetare', and through its form 'lagret'),
 * in the part of a document that `weight` names (a position's name is A) or anywhere. The words hold only
 * letters and digits, so to_tsquery reads no operator from them; a stop word ('och') leaves nothing,
 * which & ignores. Null without a word.
 */
export function allWordsQuery(words: readonly string[], weight: '' | 'A' = ''): SQL | null {
  if (!words.length) return null;
  const word = (w: string) => (w.length >= PREFIX_FROM ? `${w}:*${weight}` : weight ? `${w}:${weight}` : w);
  return swedishQuery(words.map(word).join(' & '));
}

/** Applications (their id column) of the company with a text (file or answers) that matches `query`. */
const withText = (id: pg.AnyPgColumn, containerId: number, query: string) =>
  sql`${id} in (select ${applicationTexts.applicationId} from ${applicationTexts}
    where ${applicationTexts.containerId} = ${containerId} and ${applicationTexts.tsv} @@ ${swedishQuery(query)})`;

/**
 * 'Sök i CV och svar' for the list's WHERE: each group of the query found in one of the applicant's
 * texts (the CV may hold one word and the letter the other), no excluded term in any of them. Through
 * the GIN index of application_texts.
 */
export function textMatches(id: pg.AnyPgColumn, containerId: number, parsed: ParsedCvQuery): SQL {
  return sql.join(
    [
      ...parsed.must.map((q) => withText(id, containerId, q)),
      // NOT EXISTS, not NOT IN: an anti-join may check just the page's candidates, where NOT IN hashed
      // every text holding the word first (70 ms for a common one at 100,000).
      ...parsed.mustNot.map(
        (q) => sql`not exists (select 1 from ${applicationTexts} x where x.application_id = ${id}
          and x.container_id = ${containerId} and x.tsv @@ ${swedishQuery(q)})`,
      ),
    ],
    sql` and `,
  );
}

/** Characters of a stored text read around the first place a sought word begins (a passage's words fit). */
const WINDOW_BEFORE = 150;
const WINDOW_LENGTH = 500;

export interface TextHit {
  applicationId: number;
  file: { id: number; filename: string } | null;
  passage: CvPassage;
}

/** Each folded letter and the letters folded to it ('o' → 'oöóòôõøÖÓÒÔÕØ'). */
const FOLDED_FROM = new Map<string, string>();
[...FOLD_FROM].forEach((c, k) => FOLDED_FROM.set(FOLD_TO[k]!, (FOLDED_FROM.get(FOLD_TO[k]!) ?? '') + c));

/**
 * A regular expression that finds where one of the words begins in the text as stored: at a word's start
 * (after the text's start or a character that is no letter or digit), each folded letter standing for the
 * letters folded to it. The prefixes are letters and digits only (swedishPrefix of parseCvQuery's words),
 * so nothing in them is an operator; the pattern goes to the database as a parameter.
 */
export function wordsPattern(prefixes: readonly string[]): string {
  const letter = (c: string) => (FOLDED_FROM.has(c) ? `[${c}${FOLDED_FROM.get(c)}]` : c);
  const words = prefixes.filter(Boolean).map((p) => [...p].map(letter).join(''));
  return words.length ? `(^|[^[:alnum:]])(${words.join('|')})` : '';
}

/**
 * The passage of each text (rows of application_texts chosen by `from`): the database finds where the
 * first sought word begins (a regular expression of the letters all its forms begin with, case and folding
 * forgiven) and sends a stretch of 500 characters around it, never the whole text; cvPassage picks the
 * words and marks the matches. (ts_headline parses and stems the whole text: 15 ms for a two-page CV,
 * 450 ms for a page of 30; translate-folding each text to find the words took 50 ms.)
 */
async function passages(
  db: Queryable,
  from: SQL,
  parsed: ParsedCvQuery,
  prelude: SQL = sql``,
): Promise<TextHit[]> {
  const pattern = wordsPattern([...new Set(parsed.words.map(swedishPrefix))]);
  const rows = rowsOf<{
    applicationId: number;
    fileId: number | null;
    filename: string | null;
    start: number;
    length: number;
    stretch: string;
  }>(
    await db.execute(sql`${prelude}
      select w.application_id as "applicationId", w.file_id as "fileId", f.filename, w.start,
        length(w.text) as length, substr(w.text, w.start, ${WINDOW_LENGTH}) as stretch
      from (
        select x.application_id, x.file_id, x.text,
          greatest(1, regexp_instr(x.text, ${pattern}, 1, 1, 0, 'i') - ${WINDOW_BEFORE}) as start
        from (${from}) x
      ) w
      left join ${applicationFiles} f on f.id = w.file_id`),
  );
  return rows.map((row) => ({
    applicationId: row.applicationId,
    file: row.fileId === null ? null : { id: row.fileId, filename: row.filename ?? '' },
    passage: cvPassage(row.stretch, parsed.words, {
      start: row.start > 1,
      end: row.start - 1 + row.stretch.length < row.length,
    }),
  }));
}

/** The matching texts of a page of applications (at most `perApplication` each: files first, then answers). */
export async function textHitsOf(
  db: Queryable,
  containerId: number,
  applicationIds: readonly number[],
  parsed: ParsedCvQuery,
  perApplication = 2,
): Promise<Map<number, TextHit[]>> {
  const hits = new Map<number, TextHit[]>();
  if (!applicationIds.length) return hits;
  // The page's texts first (materialized): asked together with the words, the planner took the index of
  // the words and read every text holding a common one (80 ms at 100,000) to keep thirty applicants'.
  const from = sql`select application_id, file_id, text from (
      select t.application_id, t.file_id, t.text,
        row_number() over (partition by t.application_id order by t.file_id nulls last) as n
      from page t where t.tsv @@ ${swedishQuery(parsed.any)}
    ) ranked where n <= ${perApplication}`;
  const page = sql`with page as materialized (
      select application_id, file_id, text, tsv from ${applicationTexts}
      where container_id = ${containerId} and application_id in (${sql.join(
        applicationIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`;
  for (const hit of await passages(db, from, parsed, page)) {
    const list = hits.get(hit.applicationId) ?? [];
    list.push(hit);
    hits.set(hit.applicationId, list);
  }
  return hits;
}

/**
 * The header's 'Träffar i CV': the company's newest applications with a text matching the whole query,
 * one text each, at most `limit`; the passage is made only for those.
 */
export async function cvHits(
  db: Queryable,
  containerId: number,
  parsed: ParsedCvQuery,
  limit: number,
): Promise<TextHit[]> {
  const from = sql`select distinct on (t.application_id) t.application_id, t.file_id, t.text
      from ${applicationTexts} t
      where t.container_id = ${containerId} and t.tsv @@ ${swedishQuery(parsed.tsquery)}
      order by t.application_id desc, t.file_id nulls last
      limit ${limit}`;
  return (await passages(db, from, parsed)).sort((a, b) => b.applicationId - a.applicationId);
}
