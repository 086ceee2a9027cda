/**
 * The career site's search in SQL: free text through PostgreSQL's full-text search over position_search
 * (Rekry's one Swedish search: db/text-search.ts, migration 0042), and the town, ad type and company
 * filters. The list (public-site.ts) adds these to its own conditions, so only published, open, public
 * ads are ever found.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { swedishWords, type PublicSearch } from '@rekry/domain';
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
