import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  channelOf,
  hasPositionRight,
  positionPath,
  positionStatus,
  publicationOf,
  type ContactPerson,
  workplaceOf,
  type PositionDetail,
  type PositionList,
  type PositionOwnerChoice,
  type PositionListFilter,
  type PositionListItem,
  type Role,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  containerUsers,
  positionIntegrations,
  positionTallies,
  positions,
  positionTypes,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../core/errors.ts';
import { personColumns } from '../../platform/person-name.ts';
import { statusCounts } from '../applicants/index.ts';

export const unixOf = (d: Date | null): number | null => (d === null ? null : Math.floor(d.getTime() / 1000));
export const dateOf = (unix: number | null): Date | null => (unix === null ? null : new Date(unix * 1000));
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The SQL twin of adStatus (domain): an ad is in exactly one filter, the one status the list shows it
 * with. Archived wins; a draft ('Utkast') or a scheduled ad ('Schemalagd') is that whatever its dates; a
 * published one is open or closed as positionStatus says (start and stop inclusive).
 */
export function statusCondition(status: PositionListFilter, now: number): SQL {
  const at = sql`to_timestamp(${now})`;
  if (status === 'Arkiverad') return eq(positions.isArchived, true);
  const kept = eq(positions.isArchived, false);
  if (status === 'Utkast') return and(kept, isNull(positions.publishedAt))!;
  if (status === 'Schemalagd') return and(kept, sql`${positions.publishedAt} > ${at}`)!;
  const open = and(
    or(isNull(positions.start), sql`${positions.start} <= ${at}`),
    or(isNull(positions.stop), sql`${positions.stop} >= ${at}`),
  )!;
  return and(kept, sql`${positions.publishedAt} <= ${at}`, status === 'Öppen' ? open : sql`not (${open})`)!;
}

/**
 * The outer query's position, always qualified: drizzle names columns bare in a query without joins, where
 * a bare "id" inside the subqueries below would be the tally's own column.
 */
const outerPositionId = sql`${sql.identifier('positions')}.${sql.identifier('id')}`;

/** Summed from the position's few tally rows (kept by triggers, migration 0010), not by counting applications. */
const tallied = (where?: SQL) =>
  sql<number>`(select coalesce(sum(${positionTallies.n}), 0)::int from ${positionTallies} where ${positionTallies.positionId} = ${outerPositionId}${where ? sql` and ${where}` : sql``})`;
export const totalApplicants = tallied();
/** Applications without a status ('Ej behandlad'). */
export const totalUnProcessed = tallied(sql`${positionTallies.labelId} = 0`);
/** Applications no one has opened yet ('Oläst'). */
export const totalNew = tallied(sql`${positionTallies.unread}`);

const listColumns = {
  id: positions.id,
  name: positions.name,
  location: positions.location,
  isArchived: positions.isArchived,
  isInternal: positions.isInternal,
  start: positions.start,
  stop: positions.stop,
  createdAt: positions.createdAt,
  publishedAt: positions.publishedAt,
  positionTypeId: positions.positionTypeId,
  positionTypeName: positionTypes.name,
  responsibleId: positions.responsibleId,
  totalApplicants,
  totalUnProcessed,
};
type ListRow = { [K in keyof typeof listColumns]: unknown } & {
  id: number;
  name: string;
  location: string;
  isArchived: boolean;
  isInternal: boolean;
  start: Date | null;
  stop: Date | null;
  createdAt: Date;
  publishedAt: Date | null;
  positionTypeId: number | null;
  positionTypeName: string | null;
  responsibleId: number | null;
  totalApplicants: number;
  totalUnProcessed: number;
};

function toListItem(row: ListRow, now: number): PositionListItem {
  const timing = { isArchived: row.isArchived, start: unixOf(row.start), stop: unixOf(row.stop) };
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    status: positionStatus(timing, now),
    publication: publicationOf(unixOf(row.publishedAt), now),
    publishedAt: unixOf(row.publishedAt),
    isArchived: row.isArchived,
    isInternal: row.isInternal,
    start: timing.start,
    stop: timing.stop,
    created: unixOf(row.createdAt)!,
    positionTypeId: row.positionTypeId,
    positionTypeName: row.positionTypeName,
    responsibleId: row.responsibleId,
    totalApplicants: Number(row.totalApplicants),
    totalUnProcessed: Number(row.totalUnProcessed),
    jobAds: [],
  };
}

/** The positions' ads on the job boards and classifieds sites (SPEC §7 partners, job-ad status), one query. */
async function withJobAds<T extends PositionListItem>(db: Queryable, items: T[]): Promise<T[]> {
  if (!items.length) return items;
  const rows = await db
    .select({
      positionId: positionIntegrations.positionId,
      partner: positionIntegrations.partner,
      status: positionIntegrations.status,
      url: positionIntegrations.externalUrl,
    })
    .from(positionIntegrations)
    .where(
      and(
        inArray(
          positionIntegrations.positionId,
          items.map((i) => i.id),
        ),
        isNotNull(positionIntegrations.status),
      ),
    )
    .orderBy(asc(positionIntegrations.partner));
  return items.map((item) => ({
    ...item,
    jobAds: rows
      .filter((r) => r.positionId === item.id)
      .map((r) => ({
        partner: r.partner,
        name: channelOf(r.partner)?.name ?? r.partner,
        status: r.status!,
        url: r.status === 'published' ? r.url : null,
      })),
  }));
}

export interface PositionFilter {
  query: string;
  status?: PositionListFilter;
  take: number;
  after?: number;
}

/** The query of one page (take + 1 rows, to know whether another page follows); EXPLAIN-able in tests. */
export function positionListQuery(db: Queryable, containerId: number, filter: PositionFilter, now: number) {
  return db
    .select(listColumns)
    .from(positions)
    .leftJoin(positionTypes, eq(positionTypes.id, positions.positionTypeId))
    .where(
      and(
        eq(positions.containerId, containerId),
        // The talent pool has its own screen.
        eq(positions.kind, 'job'),
        filter.query ? ilike(positions.name, containsPattern(filter.query)) : undefined,
        filter.status ? statusCondition(filter.status, now) : undefined,
        filter.after ? lt(positions.id, filter.after) : undefined,
      ),
    )
    .orderBy(desc(positions.id))
    .limit(filter.take + 1);
}

/** One page of a company's positions, newest first (by id: ids grow with creation), keyset-paged. */
export async function listPositions(
  db: Queryable,
  containerId: number,
  filter: PositionFilter,
): Promise<PositionList> {
  const now = nowSeconds();
  const rows = await positionListQuery(db, containerId, filter, now);
  const page = rows.slice(0, filter.take) as ListRow[];
  return {
    items: await withJobAds(
      db,
      page.map((r) => toListItem(r, now)),
    ),
    nextCursor: rows.length > filter.take ? page[page.length - 1]!.id : null,
  };
}

/** A position of the company with everything the detail screen shows; 404 when it is not the company's. */
export async function positionDetail(
  db: Queryable,
  containerId: number,
  positionId: number,
  caller: { role: Role; positionPermissionId?: number },
): Promise<PositionDetail> {
  const [row] = await db
    .select({
      ...listColumns,
      containerId: positions.containerId,
      text: positions.text,
      description: positions.description,
      linkId: positions.linkId,
      kind: positions.kind,
      views: positions.views,
      form: positions.form,
      metadata: positions.metadata,
      responsible: { id: users.id, ...personColumns },
    })
    .from(positions)
    .leftJoin(positionTypes, eq(positionTypes.id, positions.positionTypeId))
    .leftJoin(users, eq(users.id, positions.responsibleId))
    .where(and(eq(positions.id, positionId), eq(positions.containerId, containerId)));
  if (!row) throw notFound('Tjänsten finns inte');
  const contact = row.metadata.contactPerson as ContactPerson | undefined;
  const [[item], counts] = await Promise.all([
    withJobAds(db, [toListItem(row as ListRow, nowSeconds())]),
    statusCounts(db, containerId, positionId),
  ]);
  return {
    ...item!,
    containerId: row.containerId,
    text: row.text,
    description: row.description,
    linkId: row.linkId,
    kind: row.kind,
    publicPath: positionPath(row),
    internalPath: `/internal/${row.linkId}`,
    views: row.views,
    responsible: row.responsible,
    contactPerson: contact ?? null,
    workplace: workplaceOf(row.metadata),
    banner: typeof row.metadata.banner === 'string' ? row.metadata.banner : '',
    form: row.form,
    statusCounts: counts,
    canEdit: hasPositionRight('writer', caller.role, caller.positionPermissionId),
    canDelete: hasPositionRight('admin', caller.role, caller.positionPermissionId),
  };
}

/** Whether a user holds any permission in the company (a responsible person must). */
/** The company's active staff as responsible choices: id and 'Förnamn Efternamn' (or the e-mail). */
export async function ownerChoices(db: Queryable, containerId: number): Promise<PositionOwnerChoice[]> {
  const rows = await db
    .selectDistinct({
      id: users.id,
      ...personColumns,
    })
    .from(containerUsers)
    .innerJoin(users, eq(users.id, containerUsers.userId))
    .where(and(eq(containerUsers.containerId, containerId), eq(users.disabled, false)))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.email), asc(users.id));
  return rows.map((u) => ({ id: u.id, name: `${u.firstname} ${u.lastname}`.trim() || u.email }));
}

export async function isMemberOf(db: Queryable, containerId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: containerUsers.userId })
    .from(containerUsers)
    .where(and(eq(containerUsers.containerId, containerId), eq(containerUsers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** The company's position type with that id, or undefined. */
export async function positionTypeOf(db: Queryable, containerId: number, positionTypeId: number) {
  const [row] = await db
    .select({ id: positionTypes.id, name: positionTypes.name })
    .from(positionTypes)
    .where(and(eq(positionTypes.id, positionTypeId), eq(positionTypes.containerId, containerId)));
  return row;
}
