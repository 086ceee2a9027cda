import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  closeWordsQuery,
  SEARCH_APPLICANT_LIMIT,
  SEARCH_CV_LIMIT,
  SEARCH_POSITION_LIMIT,
  foldSearchText,
  forgivenWord,
  swedishLexeme,
  swedishWords,
} from '@rekry/domain';
import type * as pg from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { applicantMatches, containsPattern } from '../../db/like.ts';
import type { ParsedCvQuery } from '@rekry/domain';
import { allWordsQuery, cvHits } from '../../db/text-search.ts';
import {
  applicationSearchTexts,
  foldedText,
  jobApplications,
  positionSearch,
  positionTallies,
  positions,
} from '../../db/schema.ts';

/** Words of the header's text that a position's name is searched for (its text is 100 characters at most). */
const SEARCH_WORDS_MAX = 8;

/** Applications as a list names them: who applied (their info) to which position, by its name. */
export const applicationsWithPosition = (db: Queryable) =>
  db
    .select({
      id: jobApplications.id,
      positionId: jobApplications.positionId,
      info: jobApplications.info,
      positionName: positions.name,
    })
    .from(jobApplications)
    .innerJoin(positions, eq(positions.id, jobApplications.positionId));

/**
 * The company's applications whose folded name, e-mail, city or personal number holds `needle` (already
 * folded: searchNeedle), newest first, through the trigram index of application_search_texts. EXPLAIN-able (bench).
 */
export function applicantSearchQuery(db: Queryable, containerId: number, needle: string) {
  return applicationsWithPosition(db)
    .where(
      and(
        eq(jobApplications.containerId, containerId),
        applicantMatches(jobApplications.id, containerId, needle),
      ),
    )
    .orderBy(desc(jobApplications.id))
    .limit(SEARCH_APPLICANT_LIMIT);
}

/**
 * The company's positions whose folded name holds `needle`, or whose name has the words of `filter` (as
 * typed: 'för' is a stop word, 'for' is not) in any of their forms, as the career site finds them
 * ('lagret' finds 'Lagerarbetare': position_search, weight A), newest first.
 */
export function positionSearchQuery(db: Queryable, containerId: number, needle: string, filter = needle) {
  const words = allWordsQuery(swedishWords(filter.toLowerCase()).slice(0, SEARCH_WORDS_MAX), 'A');
  return db
    .select({ id: positions.id, name: positions.name, start: positions.start, stop: positions.stop })
    .from(positions)
    .where(
      and(
        eq(positions.containerId, containerId),
        or(
          sql`${foldedText(positions.name)} like ${containsPattern(needle)}`,
          words
            ? sql`${positions.id} in (select ${positionSearch.positionId} from ${positionSearch}
                where ${positionSearch.document} @@ ${words})`
            : undefined,
        ),
      ),
    )
    .orderBy(desc(positions.id))
    .limit(SEARCH_POSITION_LIMIT);
}

/**
 * The words of the header's text that a forgiving search looks for (its stop words left out), folded
 * as the search texts are.
 */
export const forgivingSearchWords = (filter: string) =>
  swedishWords(filter)
    .filter((w) => swedishLexeme(w) !== null)
    .slice(0, SEARCH_WORDS_MAX);

const held = (text: SQL | pg.AnyPgColumn, word: string) =>
  sql`${text} like ${containsPattern(foldSearchText(word))}`;

/**
 * A text whose words are all held as written ('sj_berg': 'sj', 'berg') was not misspelt: the header's
 * search by the whole text stands, and the forgiving one asks for one word at least that is only close.
 */
const notAllHeld = (text: SQL | pg.AnyPgColumn, words: readonly string[]) =>
  sql`not (${sql.join(
    words.map((w) => held(text, w)),
    sql` and `,
  )})`;

/** How alike `text` is to the forgiven words, summed: the forgiving search's best first. */
const closeness = (text: SQL | pg.AnyPgColumn, words: readonly string[]) => {
  const forgiven = words.filter(forgivenWord);
  return forgiven.length
    ? sql.join(
        forgiven.map((w) => sql`strict_word_similarity(${foldSearchText(w)}, ${text})`),
        sql` + `,
      )
    : sql`0`;
};

/**
 * The header's forgiving search of positions, when nothing was found by the text: the company's positions
 * whose folded name holds each word or, a word forgivenWord allows, a word like it: pg_trgm's strict word
 * similarity at its default threshold, CLOSE_WORD_SIMILARITY (`%>>`). The career site's trigram index of
 * position_search.names (the name, town and company) picks the candidates first, so a company's every
 * name is not compared. The most alike first.
 */
export function forgivingPositionSearchQuery(db: Queryable, containerId: number, words: readonly string[]) {
  const name = foldedText(positions.name);
  const each = words.map((word) => {
    if (!forgivenWord(word)) return held(name, word);
    const folded = foldSearchText(word);
    const candidates = sql`select ${positionSearch.positionId} from ${positionSearch} where ${positionSearch.names} %>> ${folded}`;
    return sql`(${held(name, word)} or (${positions.id} in (${candidates}) and ${name} %>> ${folded}))`;
  });
  return db
    .select({ id: positions.id, name: positions.name, start: positions.start, stop: positions.stop })
    .from(positions)
    .where(and(eq(positions.containerId, containerId), ...each, notAllHeld(name, words)))
    .orderBy(desc(closeness(name, words)), desc(positions.id))
    .limit(SEARCH_POSITION_LIMIT);
}

/**
 * The header's forgiving search of applicants, when nothing was found by the text: the company's
 * applications whose folded name, e-mail, city or personal number holds each word or, a word forgivenWord
 * allows, a word like it (`%>>`, as above), the most alike first. Each word's applications are the union of
 * the two ways, each through the trigram index of application_search_texts: asked as one condition with
 * OR, the planner compared every applicant's text (45 ms at 10,000).
 */
export function forgivingApplicantSearchQuery(db: Queryable, containerId: number, words: readonly string[]) {
  const text = applicationSearchTexts.text;
  const ofCompany = (condition: SQL) =>
    sql`select ${applicationSearchTexts.applicationId} from ${applicationSearchTexts}
      where ${applicationSearchTexts.containerId} = ${containerId} and ${condition}`;
  const each = words.map((word) => {
    const asWritten = ofCompany(held(text, word));
    if (!forgivenWord(word)) return sql`${jobApplications.id} in (${asWritten})`;
    const close = ofCompany(sql`${text} %>> ${foldSearchText(word)}`);
    return sql`${jobApplications.id} in (${asWritten} union ${close})`;
  });
  return applicationsWithPosition(db)
    .innerJoin(applicationSearchTexts, eq(applicationSearchTexts.applicationId, jobApplications.id))
    .where(and(eq(jobApplications.containerId, containerId), ...each, notAllHeld(text, words)))
    .orderBy(desc(closeness(text, words)), desc(jobApplications.id))
    .limit(SEARCH_APPLICANT_LIMIT);
}

export type Found = {
  positions: Awaited<ReturnType<typeof positionSearchQuery>>;
  applicants: Awaited<ReturnType<typeof applicantSearchQuery>>;
  suggestion: string | null;
};

/**
 * When the text found no position and no applicant: those whose words are like its words (a misspelt
 * name: 'lindkvist' finds Lindqvist), and 'Menade du …' with each word the hits do not hold put as the
 * closest word of their names, towns and positions.
 */
export async function forgivingSearch(db: Queryable, containerId: number, filter: string): Promise<Found> {
  const words = forgivingSearchWords(filter);
  if (!words.some(forgivenWord)) return { positions: [], applicants: [], suggestion: null };
  const [positions, applicants] = await Promise.all([
    forgivingPositionSearchQuery(db, containerId, words),
    forgivingApplicantSearchQuery(db, containerId, words),
  ]);
  const texts = [
    ...positions.map((p) => p.name),
    ...applicants.flatMap((a) => [a.info.firstname ?? '', a.info.lastname ?? '', a.info.city ?? '']),
  ];
  // What the header finds a hit by: a word held anywhere in its folded text is no misspelling.
  const held = foldSearchText([...texts, ...applicants.map((a) => a.info.email ?? '')].join(' '));
  const suggestion =
    positions.length || applicants.length
      ? closeWordsQuery(filter, texts, (word) => held.includes(foldSearchText(word)))
      : null;
  return { positions, applicants, suggestion };
}

/** Applicants and unprocessed ones (no status) of a few positions, from their tally rows (migration 0010). */
export function applicantCountsQuery(db: Queryable, positionIds: number[]) {
  return db
    .select({
      positionId: positionTallies.positionId,
      total: sql<number>`sum(${positionTallies.n})::int`,
      unprocessed: sql<number>`(sum(${positionTallies.n}) filter (where ${positionTallies.labelId} = 0))::int`,
    })
    .from(positionTallies)
    .where(inArray(positionTallies.positionId, positionIds))
    .groupBy(positionTallies.positionId);
}

export async function applicantCounts(db: Queryable, positionIds: number[]) {
  const counts = new Map<number, { totalApplicants: number; totalUnProcessed: number }>();
  if (!positionIds.length) return counts;
  for (const row of await applicantCountsQuery(db, positionIds))
    counts.set(row.positionId, { totalApplicants: row.total, totalUnProcessed: row.unprocessed ?? 0 });
  return counts;
}

/**
 * 'Träffar i CV': the company's newest applications whose file or answers match the query, each with the
 * applicant, the position, the file and a passage (text-search.ts).
 */
export async function cvSearchHits(db: Queryable, containerId: number, parsed: ParsedCvQuery) {
  const hits = await cvHits(db, containerId, parsed, SEARCH_CV_LIMIT);
  if (!hits.length) return [];
  const rows = await applicationsWithPosition(db).where(
    and(
      eq(jobApplications.containerId, containerId),
      inArray(
        jobApplications.id,
        hits.map((h) => h.applicationId),
      ),
    ),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return hits.flatMap((hit) => {
    const row = byId.get(hit.applicationId);
    return row ? [{ ...row, ...hit }] : [];
  });
}
