/**
 * The career site's lists: a page of open public ads (the portal's, or one company's), searched and
 * filtered as the address says, and the choices its search form offers. public-site.ts holds what a list
 * is made of (open, public, on the site) and the rest of the public site.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  EMPTY_PUBLIC_SEARCH,
  closeWordsQuery,
  type PublicPositionList,
  type PublicPositionSummary,
  type PublicSearch,
  type PublicSearchOptions,
} from '@rekry/domain';
import { displayNameOf } from '../../core/access/membership.ts';
import { rowsOf, type Queryable } from '../../db/client.ts';
import { allWordsQuery } from '../../db/text-search.ts';
import { containers, positions, positionTypes } from '../../db/schema.ts';
import {
  nextChange,
  onTheSite,
  openAt,
  publicOnly,
  summaryColumns,
  toSummary,
  type Timed,
} from './public-site.ts';
import {
  filterConditions,
  folded,
  forgivingCondition,
  forgivingRank,
  forgivingWords,
  searchWords,
  textCondition,
  textQuery,
  textRank,
} from './public-search.ts';

export interface ListQuery {
  containerId?: number;
  take: number;
  page: number;
  /** The career site's search; none lists every open ad of the scope. */
  search?: PublicSearch;
}

const scopeOf = (query: Pick<ListQuery, 'containerId'>) =>
  query.containerId === undefined ? undefined : eq(positions.containerId, query.containerId);

/** The exact search by words, or the forgiving one that runs when the words find nothing. */
type Way = 'exact' | 'forgiving';

/** The ads a list may show before its free text: published, open, public, on the site, in scope, filtered. */
const unsearched = (query: ListQuery, at: Date) =>
  and(
    publicOnly(at),
    openAt(at),
    scopeOf(query),
    onTheSite,
    ...filterConditions(query.search ?? EMPTY_PUBLIC_SEARCH),
  )!;

/**
 * Which ads a list shows: published, open, public and on an active company's site, in the scope, matching
 * the search; and with free text, how well each matches (best first, then newest).
 */
function listed(query: ListQuery, at: Date, way: Way = 'exact'): { where: SQL; rank: SQL | null } {
  const search = query.search ?? EMPTY_PUBLIC_SEARCH;
  const base = unsearched(query, at);
  if (!search.q) return { where: base, rank: null };
  if (way === 'forgiving') {
    const words = forgivingWords(search.q);
    const condition = forgivingCondition(words);
    return condition
      ? { where: and(base, condition)!, rank: forgivingRank(words) }
      : { where: sql`false`, rank: null };
  }
  const text = textQuery(search.q);
  // A text of no word at all ('–') finds nothing rather than everything.
  if (!text) return { where: sql`false`, rank: null };
  return { where: and(base, textCondition(text))!, rank: textRank(text) };
}

/** One page of the public list, as the list endpoint asks for it (a test EXPLAINs it for its index). */
export function publicListPage(db: Queryable, query: ListQuery, at: Date, way: Way = 'exact') {
  const { where, rank } = listed(query, at, way);
  return db
    .select(summaryColumns)
    .from(positions)
    .innerJoin(containers, eq(containers.id, positions.containerId))
    .where(where)
    .orderBy(...(rank ? [desc(rank)] : []), desc(positions.createdAt), desc(positions.id))
    .limit(query.take)
    .offset((query.page - 1) * query.take);
}

async function listOf(db: Queryable, query: ListQuery, at: Date, way: Way) {
  const rows = await publicListPage(db, query, at, way);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(positions)
    .innerJoin(containers, eq(containers.id, positions.containerId))
    .where(listed(query, at, way).where);
  return { items: rows.map(toSummary), total: count?.total ?? 0 };
}

/** How many ads a 'Menade du …' looks among for its words: the forgiving search's best. */
const SUGGESTION_ADS = 20;

/**
 * The words of the search that the exact search finds alone in the list's scope and filters: 'lagren' is
 * found (as 'lager'), so it is never put as another word; 'trukförare' is not.
 */
async function foundWords(db: Queryable, query: ListQuery, at: Date, words: string[]): Promise<Set<string>> {
  if (!words.length) return new Set();
  const base = unsearched(query, at);
  const checks = words.map(
    (word, i) =>
      sql`exists (select 1 from ${positions} inner join ${containers} on ${containers.id} = ${positions.containerId}
        where ${and(base, textCondition(allWordsQuery([word])!))}) as ${sql.identifier(`w${i}`)}`,
  );
  const [row] = rowsOf<Record<string, boolean>>(await db.execute(sql`select ${sql.join(checks, sql`, `)}`));
  return new Set(words.filter((_, i) => row?.[`w${i}`]));
}

/**
 * 'Menade du …' for a search the forgiving search answered: each word the exact search does not find put
 * as the closest word of the best ads' names, towns and companies (closeWordsQuery), or null.
 */
async function suggestionFor(
  db: Queryable,
  query: ListQuery,
  at: Date,
  first: PublicPositionSummary[],
): Promise<string | null> {
  const q = query.search?.q ?? '';
  const words = forgivingWords(q);
  const found = await foundWords(db, query, at, words);
  const best =
    query.page === 1 && query.take >= SUGGESTION_ADS
      ? first
      : (await publicListPage(db, { ...query, page: 1, take: SUGGESTION_ADS }, at, 'forgiving')).map(
          toSummary,
        );
  const texts = best.slice(0, SUGGESTION_ADS).flatMap((ad) => [ad.name, ad.location, ad.containerName]);
  // A word the search did not look for (past its first words) is not the search's to correct.
  const searched = new Set(searchWords(q));
  return closeWordsQuery(q, texts, (word) => {
    const key = searchWords(word)[0] ?? '';
    return found.has(key) || !searched.has(key);
  });
}

/**
 * Open public positions, newest first, one page of them plus how many there are in all. When the search's
 * words find nothing, the forgiving search's ads and, when a word was misspelt, its 'Menade du …'.
 */
export async function publicPositionList(
  db: Queryable,
  query: ListQuery,
  at = new Date(),
): Promise<Timed<PublicPositionList>> {
  let list = await listOf(db, query, at, 'exact');
  let suggestion: string | null = null;
  if (list.total === 0 && query.search?.q) {
    list = await listOf(db, query, at, 'forgiving');
    if (list.total > 0) suggestion = await suggestionFor(db, query, at, list.items);
  }
  return {
    value: {
      ...list,
      page: query.page,
      take: query.take,
      ...(suggestion ? { suggestion } : {}),
    },
    validUntil: await nextChange(db, scopeOf(query), at),
  };
}

/**
 * What the search form offers in a scope: the towns and ad types of its open public ads (each once,
 * however it is written) and, on the portal, their companies.
 */
export async function publicSearchOptions(
  db: Queryable,
  containerId: number | undefined,
  at = new Date(),
): Promise<Timed<PublicSearchOptions>> {
  const open = and(publicOnly(at), openAt(at), scopeOf({ containerId }), onTheSite);
  const town = sql<string>`min(btrim(${positions.location}))`;
  const typeName = sql<string>`min(btrim(${positionTypes.name}))`;
  const [towns, types, companies] = await Promise.all([
    db
      .select({ label: town })
      .from(positions)
      .innerJoin(containers, eq(containers.id, positions.containerId))
      .where(and(open, sql`btrim(${positions.location}) <> ''`))
      .groupBy(folded(sql`${positions.location}`))
      .orderBy(town)
      .limit(OPTIONS_LIMIT),
    db
      .select({ label: typeName })
      .from(positions)
      .innerJoin(containers, eq(containers.id, positions.containerId))
      .innerJoin(positionTypes, eq(positionTypes.id, positions.positionTypeId))
      .where(open)
      .groupBy(folded(sql`${positionTypes.name}`))
      .orderBy(typeName)
      .limit(OPTIONS_LIMIT),
    containerId !== undefined
      ? []
      : db
          .selectDistinct({ key: containers.name, name: containers.name, metadata: containers.metadata })
          .from(positions)
          .innerJoin(containers, eq(containers.id, positions.containerId))
          .where(open)
          .limit(OPTIONS_LIMIT),
  ]);
  return {
    value: {
      towns: towns.map((t) => t.label),
      types: types.map((t) => t.label),
      companies: companies
        .map((c) => ({ key: c.key.toLowerCase(), name: displayNameOf(c) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'sv')),
    },
    validUntil: await nextChange(db, scopeOf({ containerId }), at),
  };
}

/** More choices than any form can show; a scope with more towns than this is not a career site. */
const OPTIONS_LIMIT = 300;
