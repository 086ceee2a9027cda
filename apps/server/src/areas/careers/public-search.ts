/**
 * The career site's search in SQL: free text through PostgreSQL's full-text search over position_search
 * (Rekry's one Swedish search: db/text-search.ts, migration 0042), and the town, ad type and company
 * filters; when the words find nothing, the forgiving search (migration 0044). The list (public-list.ts)
 * adds these to its own conditions, so only published, open, public ads are ever found.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { foldSearchText, forgivenWord, swedishLexeme, swedishWords, type PublicSearch } from '@rekry/domain';
import { allWordsQuery } from '../../db/text-search.ts';
import { containers, positions, positionSearch, positionTypes } from '../../db/schema.ts';

/** Enough words for any real search; the rest of a pasted paragraph is not searched for. */
const MAX_WORDS = 8;

/** The search's words: letters and digits, lower-case, each at most 50 characters. */
export function searchWords(q: string): string[] {
  const words = swedishWords(q.toLowerCase());
  return [...new Set(words.map((w) => w.slice(0, 50)))].slice(0, MAX_WORDS);
}

/**
 * Every word must match, as a word's start and in any of its forms: 'lagret', 'lagren' and 'lager' are
 * the same word, and 'lager' finds 'lagerarbetare'. Null when the text has no word at all.
 */
export const textQuery = (q: string, weight: '' | 'A' = ''): SQL | null =>
  allWordsQuery(searchWords(q), weight);

/** Two texts that differ only in case, accents and spacing are the same town or type. */
export const folded = (value: SQL | string) => sql`unaccent(lower(btrim(${value})))`;

/** The filters beside the free text: the town, the ad type and (on the portal) the company. */
export function filterConditions(search: PublicSearch): SQL[] {
  const conditions: SQL[] = [];
  if (search.town) conditions.push(sql`${folded(sql`${positions.location}`)} = ${folded(search.town)}`);
  if (search.type)
    conditions.push(
      sql`${positions.positionTypeId} in (select ${positionTypes.id} from ${positionTypes} where ${folded(
        sql`${positionTypes.name}`,
      )} = ${folded(search.type)})`,
    );
  if (search.company) conditions.push(eq(sql`lower(${containers.name})`, search.company.toLowerCase()));
  return conditions;
}

/** The ads whose document matches the free text (a semi-join over the GIN index). */
export const textCondition = (query: SQL) =>
  sql`${positions.id} in (select ${positionSearch.positionId} from ${positionSearch} where ${positionSearch.document} @@ ${query})`;

/** How well an ad matches: its name and town weigh above its summary, the ad text least. */
export const textRank = (query: SQL) =>
  sql`(select ts_rank(${positionSearch.document}, ${query}) from ${positionSearch} where ${positionSearch.positionId} = ${positions.id})`;

/** The search's words that a forgiving search looks for: the exact search's, its stop words left out. */
export const forgivingWords = (q: string) => searchWords(q).filter((w) => swedishLexeme(w) !== null);

/** How alike the folded word is to the closest word (or run of words) of the ad's name, town and company. */
const closeness = (word: string) =>
  sql`strict_word_similarity(${foldSearchText(word)}, ${positionSearch.names})`;

/**
 * The forgiving search: every word found as the exact search finds it or, a word forgivenWord allows, by a
 * word of the ad's name, town or company that looks like it: pg_trgm's strict word similarity of the two
 * folded ('trukförare' ~ 'truckförare') at its default threshold, CLOSE_WORD_SIMILARITY (`%>>`, which
 * position_search_names_idx answers). Each word's ads are the union of the two ways, each through its own
 * index: asked as one condition with OR, the planner read every row and compared each one's names (0.5 s
 * at 20,000 ads). Null without a word.
 */
export function forgivingCondition(words: readonly string[]): SQL | null {
  if (!words.length) return null;
  const each = words.map((word) => {
    const exact = sql`select ${positionSearch.positionId} from ${positionSearch} where ${positionSearch.document} @@ ${allWordsQuery([word])}`;
    const close = sql`select ${positionSearch.positionId} from ${positionSearch} where ${positionSearch.names} %>> ${foldSearchText(word)}`;
    return sql`${positions.id} in (${exact}${forgivenWord(word) ? sql` union ${close}` : sql``})`;
  });
  return sql.join(each, sql` and `);
}

/** How well an ad matches forgivingly: how alike its names are to the forgiven words, summed. */
export function forgivingRank(words: readonly string[]): SQL {
  const forgiven = words.filter(forgivenWord);
  if (!forgiven.length) return sql`0`;
  return sql`(select ${sql.join(forgiven.map(closeness), sql` + `)} from ${positionSearch} where ${positionSearch.positionId} = ${positions.id})`;
}
