/**
 * The career site's search in SQL: free text through PostgreSQL's full-text search over position_search
 * (Swedish stems without accents, migration 0029), and the town, ad type and company filters. The list
 * (public-site.ts) adds these to its own conditions, so only published, open, public ads are ever found.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PublicSearch } from '@rekry/domain';
import { containers, positions, positionSearch, positionTypes } from '../../db/schema.ts';

/** Enough words for any real search; the rest of a pasted paragraph is not searched for. */
const MAX_WORDS = 8;
/** A word shorter than this matches only itself: 'it:*' would match half the language. */
const PREFIX_FROM = 3;

const VOWEL = '[aeiouyåäöéü]';
const CONSONANT = '[bcdfghjklmnpqrstvwxz]';
const ENDINGS: [RegExp, (m: RegExpExecArray) => string][] = [
  // A noun that drops its e before the ending: 'lagret', 'lagren', 'seglet' → 'lager', 'segel'.
  [new RegExp(`^(.*${VOWEL}.*${CONSONANT})([rl])e[tn]$`), (m) => `${m[1]}e${m[2]}`],
  // The definite -et that snowball keeps: 'jobbet', 'huset' → 'jobb', 'hus'.
  [new RegExp(`^(.*${VOWEL}.*${CONSONANT})et$`), (m) => m[1]!],
  // The definite -n after a vowel or -el/-er: 'sjuksköterskan', 'cykeln' → 'sjuksköterska', 'cykel'.
  [new RegExp(`^(.*${VOWEL}.*(?:a|e[lr]))n$`), (m) => m[1]!],
];

/**
 * A word's other written forms that snowball's Swedish stemmer does not reach (it leaves 'jobbet',
 * 'lagret' and 'sjuksköterskan' as they are): the definite forms also stand for their base forms, so
 * 'lagret' finds 'lager'. The other way round needs no help: 'lager' matches 'lagret' as a word's start.
 */
export function swedishForms(word: string): string[] {
  const forms = new Set([word]);
  for (const [ending, base] of ENDINGS) {
    const match = ending.exec(word);
    if (match) forms.add(base(match));
  }
  return [...forms];
}

/** The search's words: letters and digits, lower-case, each at most 50 characters. */
export function searchWords(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, 50)))].slice(0, MAX_WORDS);
}

/**
 * Every word must match (as a word's start, so 'lager' finds 'lagerarbetare'), in any of its forms. The
 * words hold only letters and digits, so to_tsquery reads no operator from them; a stop word ('och')
 * leaves an empty part, which && ignores. Null when the text has no word at all.
 */
export function textQuery(q: string): SQL | null {
  const words = searchWords(q);
  if (words.length === 0) return null;
  const word = (w: string) =>
    sql.join(
      swedishForms(w).map(
        (form) => sql`to_tsquery('rekry_swedish', ${form.length >= PREFIX_FROM ? `${form}:*` : form})`,
      ),
      sql` || `,
    );
  return sql`(${sql.join(
    words.map((w) => sql`(${word(w)})`),
    sql` && `,
  )})`;
}

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
