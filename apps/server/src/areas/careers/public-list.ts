/**
 * The career site's lists: a page of open public ads (the portal's, or one company's), searched and
 * filtered as the address says, and the choices its search form offers. public-site.ts holds what a list
 * is made of (open, public, on the site) and the rest of the public site.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  EMPTY_PUBLIC_SEARCH,
  type PublicPositionList,
  type PublicSearch,
  type PublicSearchOptions,
} from '@rekry/domain';
import { displayNameOf } from '../../core/access/membership.ts';
import type { Queryable } from '../../db/client.ts';
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
import { filterConditions, folded, textCondition, textQuery, textRank } from './public-search.ts';

export interface ListQuery {
  containerId?: number;
  take: number;
  page: number;
  /** The career site's search; none lists every open ad of the scope. */
  search?: PublicSearch;
}

const scopeOf = (query: Pick<ListQuery, 'containerId'>) =>
  query.containerId === undefined ? undefined : eq(positions.containerId, query.containerId);

/**
 * Which ads a list shows: published, open, public and on an active company's site, in the scope, matching
 * the search; and with free text, how well each matches (best first, then newest).
 */
function listed(query: ListQuery, at: Date): { where: SQL; rank: SQL | null } {
  const search = query.search ?? EMPTY_PUBLIC_SEARCH;
  const base = and(publicOnly(at), openAt(at), scopeOf(query), onTheSite, ...filterConditions(search))!;
  if (!search.q) return { where: base, rank: null };
  const text = textQuery(search.q);
  // A text of no word at all ('–') finds nothing rather than everything.
  if (!text) return { where: sql`false`, rank: null };
  return { where: and(base, textCondition(text))!, rank: textRank(text) };
}

/** One page of the public list, as the list endpoint asks for it (a test EXPLAINs it for its index). */
export function publicListPage(db: Queryable, query: ListQuery, at: Date) {
  const { where, rank } = listed(query, at);
  return db
    .select(summaryColumns)
    .from(positions)
    .innerJoin(containers, eq(containers.id, positions.containerId))
    .where(where)
    .orderBy(...(rank ? [desc(rank)] : []), desc(positions.createdAt), desc(positions.id))
    .limit(query.take)
    .offset((query.page - 1) * query.take);
}

/** Open public positions, newest first, one page of them plus how many there are in all. */
export async function publicPositionList(
  db: Queryable,
  query: ListQuery,
  at = new Date(),
): Promise<Timed<PublicPositionList>> {
  const rows = await publicListPage(db, query, at);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(positions)
    .innerJoin(containers, eq(containers.id, positions.containerId))
    .where(listed(query, at).where);
  return {
    value: { items: rows.map(toSummary), total: count?.total ?? 0, page: query.page, take: query.take },
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
