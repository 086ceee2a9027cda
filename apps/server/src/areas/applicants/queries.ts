import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ALL_LABELS,
  ALL_TAGS,
  APPLICANT_TEXTS,
  NO_LABEL,
  ageOn,
  keyAnswersOf,
  searchNeedle,
  stockholmDate,
  type AnswerFilterGroup,
  type Answers,
  type ApplicantFilter,
  type ApplicantInfo,
  type ApplicantListItem,
  type ApplicantSort,
  type FormProperty,
  type Tag,
} from '@rekry/domain';
import type * as pg from 'drizzle-orm/pg-core';
import { intArray } from '../../db/arrays.ts';
import type { Queryable } from '../../db/client.ts';
import {
  applicationAnswers,
  applicationFiles,
  applicationStatusKeys,
  containers,
  jobApplications,
  positions,
} from '../../db/schema.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { carriesTag } from '../tags/index.ts';
import { byPerson, byText } from './matches.ts';
import { SCORE_SORT, meansJoin, minScoreCondition, scoreOf, withMeans, type ListFilter } from './scores.ts';

export type { ListFilter };

const t = jobApplications;
const k = applicationStatusKeys;
/** Exactly the expression of job_applications_position_name_idx, so the name sorts read the index. */
export const nameKey = sql<string>`lower(coalesce(${t.info}->>'name', ''))`;

interface SortSpec {
  /** The sort column (with id as the tie-breaker). */
  expr: SQL | typeof t.createdAt | typeof k.createdAt;
  /** The tie-breaker: the application's id, where the sort column's table holds it. */
  id: typeof t.id | typeof k.applicationId;
  /** The cursor's text form of the sort value, exact (timestamps keep their microseconds). */
  cursorExpr: SQL<string>;
  cast: 'timestamptz' | 'text' | 'numeric';
  descending: boolean;
}

const SORTS: Record<Exclude<ApplicantSort, 'score'>, SortSpec> = {
  newest: {
    expr: t.createdAt,
    id: t.id,
    cursorExpr: sql<string>`${t.createdAt}::text`,
    cast: 'timestamptz',
    descending: true,
  },
  oldest: {
    expr: t.createdAt,
    id: t.id,
    cursorExpr: sql<string>`${t.createdAt}::text`,
    cast: 'timestamptz',
    descending: false,
  },
  nameAsc: { expr: nameKey, id: t.id, cursorExpr: nameKey, cast: 'text', descending: false },
  nameDesc: { expr: nameKey, id: t.id, cursorExpr: nameKey, cast: 'text', descending: true },
};

/**
 * The filter's sort. 'score': the viewer's weighted mean, highest first, the unscored last (scores.ts).
 */
function sortOf(filter: ApplicantFilter): SortSpec {
  return filter.sort === 'score' ? SCORE_SORT : SORTS[filter.sort];
}

/**
 * A time sort with a status or process-level filter reads application_status_keys, whose indexes lead
 * with the label and keep the time's order (the applications' own indexes hold no label); the same
 * order and cursor, from the keys' copy of the time and id.
 */
function keyedSort(spec: SortSpec, filter: ApplicantFilter): SortSpec | null {
  const byLabel = filter.labelId !== ALL_LABELS || filter.processLabelId !== ALL_LABELS;
  return byLabel && spec.cast === 'timestamptz' ? { ...spec, expr: k.createdAt, id: k.applicationId } : null;
}

/** The keys' half of a keyed page's filter: the position and the labels (none is 0, NO_LABEL, there). */
const keyCondition = (positionId: number, filter: ApplicantFilter) =>
  and(
    eq(k.positionId, positionId),
    filter.labelId === ALL_LABELS ? undefined : eq(k.labelId, filter.labelId),
    filter.processLabelId === ALL_LABELS ? undefined : eq(k.processLabelId, filter.processLabelId),
  );

/** An application's sort value as the cursor holds it. */
export async function sortValueOf(db: Queryable, id: number, filter: ListFilter): Promise<string> {
  const query = db
    .select({ v: sortOf(filter).cursorExpr })
    .from(t)
    .$dynamic();
  const [row] = await withMeans(query, filter).where(eq(t.id, id));
  return String(row?.v ?? '');
}

/** A position of the company: its name, form and the company's profile flags (age and gender shown). */
export async function positionContext(db: Queryable, containerId: number, positionId: number) {
  const [row] = await db
    .select({
      id: positions.id,
      name: positions.name,
      form: positions.form,
      containerName: containers.name,
      properties: sql<Record<string, unknown>>`${containers.metadata}->'properties'`,
    })
    .from(positions)
    .innerJoin(containers, eq(containers.id, positions.containerId))
    .where(and(eq(positions.id, positionId), eq(positions.containerId, containerId)));
  if (!row) throw notFound('Tjänsten finns inte');
  const properties = row.properties ?? {};
  return {
    id: row.id,
    name: row.name,
    form: row.form,
    containerName: String(properties.displayName ?? '') || row.containerName,
    // SPEC §3 company profile: show age and show gender are checkboxes, true unless unticked.
    showAge: properties.showAge !== false,
    showGender: properties.showGender !== false,
  };
}
export type PositionContext = Awaited<ReturnType<typeof positionContext>>;

const labelCondition = (column: typeof t.labelId | typeof t.processLabelId, value: number) =>
  value === ALL_LABELS ? undefined : value === NO_LABEL ? isNull(column) : eq(column, value);

/**
 * The applications whose answers hold every condition ('{"key": value}' each): checked on the row itself,
 * which is cheapest for an answer many gave (the list's order reads rows until a page is full), and
 * looked up in application_answers, whose GIN index finds an answer few gave without reading every row.
 * The planner picks; the lookup alone made a page's count of a common answer twice as slow.
 */
function answersHold(conditions: ApplicantFilter['answers']) {
  const holds = (column: typeof t.metadata | typeof applicationAnswers.answers) =>
    and(...conditions.map((c) => sql`${column} @> ${JSON.stringify({ [c.key]: c.value })}::jsonb`));
  return and(
    holds(t.metadata),
    sql`${t.id} in (select ${applicationAnswers.applicationId} from ${applicationAnswers}
      where ${holds(applicationAnswers.answers)})`,
  );
}

/** The WHERE of the list (without the page cursor): one position of one company, and the filter. */
export function filterCondition(containerId: number, positionId: number, filter: ListFilter): SQL {
  return and(
    eq(t.positionId, positionId),
    eq(t.containerId, containerId),
    labelCondition(t.labelId, filter.labelId),
    labelCondition(t.processLabelId, filter.processLabelId),
    filter.otherPositionId > 0
      ? // Through the (position_id, user_id) index: the same person's application to the other position.
        sql`exists (select 1 from ${jobApplications} other where other.position_id = ${filter.otherPositionId}
            and other.container_id = ${containerId} and other.user_id = ${t.userId})`
      : undefined,
    filter.tagId === ALL_TAGS ? undefined : carriesTag(t.id, filter.tagId),
    filter.answers.length ? answersHold(filter.answers) : undefined,
    filter.query ? byPerson(containerId, filter, searchNeedle(filter.query)) : undefined,
    filter.textQuery ? byText(containerId, filter, filter.textQuery) : undefined,
    minScoreCondition(filter),
  )!;
}

/** timestamptz as PostgreSQL writes it: '2026-11-21 19:43:45.123456+00'. */
const NUMERIC_TEXT = /^-?\d{1,3}(\.\d{1,30})?$/;
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** The cursor: the sort value (text) and the id of the last row of a page, base64url JSON. */
export function encodeCursor(value: string, id: number): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}
function decodeCursor(cursor: string, cast: SortSpec['cast']): [string, number] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      parsed[0].length <= 200 &&
      Number.isSafeInteger(parsed[1]) &&
      (cast === 'text' || (cast === 'numeric' ? NUMERIC_TEXT : TIMESTAMP_TEXT).test(parsed[0]))
    )
      return [parsed[0], parsed[1] as number];
  } catch {
    // answered below
  }
  throw badRequest('Ogiltig sida', { after: 'Ogiltig sida' });
}

/** Rows after (direction 'forward') or before ('backward') a position in the sort. */
function keyset(spec: SortSpec, cursor: [string, number], direction: 'forward' | 'backward'): SQL {
  const [value, id] = cursor;
  const after = spec.descending === (direction === 'forward');
  const bound =
    spec.cast === 'timestamptz'
      ? sql`(${value}::timestamptz, ${id}::int)`
      : spec.cast === 'numeric'
        ? sql`(${value}::numeric, ${id}::int)`
        : sql`(${value}::text, ${id}::int)`;
  return after ? sql`(${spec.expr}, ${spec.id}) < ${bound}` : sql`(${spec.expr}, ${spec.id}) > ${bound}`;
}

const listColumns = {
  id: t.id,
  userId: t.userId,
  createdAt: t.createdAt,
  info: t.info,
  metadata: t.metadata,
  labelId: t.labelId,
  processLabelId: t.processLabelId,
  viewedAt: t.viewedAt,
  isManuallyCreated: t.isManuallyCreated,
};

export interface PageOptions {
  take: number;
  /** A cursor from a previous page, or [value, id] of a row. */
  after?: string | [string, number];
  direction?: 'forward' | 'backward';
  /** Leave out the answers (metadata) when they are not needed. */
  withMetadata?: boolean;
}

/** The WHERE and ORDER BY of a page in the filter's sort, from its cursor on. */
function pageShape(
  containerId: number,
  positionId: number,
  filter: ListFilter,
  options: Pick<PageOptions, 'after' | 'direction'>,
) {
  const keyed = keyedSort(sortOf(filter), filter);
  const spec = keyed ?? sortOf(filter);
  const direction = options.direction ?? 'forward';
  const cursor =
    options.after === undefined
      ? undefined
      : typeof options.after === 'string'
        ? decodeCursor(options.after, spec.cast)
        : options.after;
  const reverse = spec.descending === (direction === 'forward');
  // A keyed page tests the labels on the keys alone (the triggers keep them equal to the application's):
  // tested twice, the planner counted their selectivity twice and chose to read every match.
  const own = keyed ? { ...filter, labelId: ALL_LABELS, processLabelId: ALL_LABELS } : filter;
  return {
    spec,
    /** Whether the page joins application_status_keys. */
    keyed: keyed !== null,
    where: and(
      filterCondition(containerId, positionId, own),
      keyed ? keyCondition(positionId, filter) : undefined,
      cursor ? keyset(spec, cursor, direction) : undefined,
    ),
    order: reverse ? [desc(spec.expr), desc(spec.id)] : [asc(spec.expr), asc(spec.id)],
  };
}

/** One page of applications in the filter's sort; take + 1 rows to know whether more follow. EXPLAIN-able. */
export function applicantPageQuery(
  db: Queryable,
  containerId: number,
  positionId: number,
  filter: ListFilter,
  options: PageOptions,
) {
  const { spec, keyed, where, order } = pageShape(containerId, positionId, filter, options);
  const { metadata, ...others } = listColumns;
  const rest = { ...others, cursorValue: spec.cursorExpr, score: scoreOf(filter) };
  const query = db
    .select(options.withMetadata === false ? rest : { ...rest, metadata })
    .from(t)
    .$dynamic();
  return withMeans(withKeys(query, keyed), filter)
    .where(where)
    .orderBy(...order)
    .limit(options.take + 1);
}

/**
 * A query of applications joined to their status keys when its page is keyed. Its selection is named
 * column by column, so the join leaves the rows' type as it was.
 */
function withKeys<Q extends pg.PgSelect>(query: Q, keyed: boolean): Q {
  return keyed ? (query.innerJoin(k, eq(k.applicationId, t.id)) as unknown as Q) : query;
}

/**
 * The same page with a selection of its own, each expression named by its key, for `db.execute`: the
 * rows come as the driver reads them, without drizzle's mapping of every field of every row (a fifth of
 * a 100,000-row export's CPU). Its `cursorValue` continues the keyset as the list's does.
 */
export function applicantPageSql(
  containerId: number,
  positionId: number,
  filter: ListFilter,
  options: PageOptions,
  fields: Record<string, SQL>,
): SQL {
  const { spec, keyed, where, order } = pageShape(containerId, positionId, filter, options);
  const selection = Object.entries({ ...fields, cursorValue: spec.cursorExpr }).map(
    ([name, expression]) => sql`${expression} as ${sql.identifier(name)}`,
  );
  const keys = sql.join([
    keyed ? sql` join ${k} on ${k.applicationId} = ${t.id}` : sql``,
    filter.sort === 'score' ? meansJoin(filter) : sql``,
  ]);
  return sql`select ${sql.join(selection, sql`, `)} from ${t}${keys} where ${where}
    order by ${sql.join(order, sql`, `)} limit ${options.take + 1}`;
}

/** The count of countApplicants: matching rows up to cap + 1. EXPLAIN-able. */
/** Where a count stops: a text search reads every row it passes, so its count stops sooner. */
export const countCap = (filter: ListFilter) => (filter.query || filter.textQuery ? 200 : 1_000);

export function countQuery(
  db: Queryable,
  containerId: number,
  positionId: number,
  filter: ListFilter,
  cap = countCap(filter),
) {
  // In the page's order: the planner then walks the page's index (the status keys', the position's)
  // instead of reading every row of the position to test the answers. The score's order has no index
  // and counts the same rows: counted in the newest-first order instead, without sorting by score.
  const ordered: ListFilter = filter.sort === 'score' ? { ...filter, sort: 'newest' } : filter;
  const { keyed, where, order } = pageShape(containerId, positionId, ordered, {});
  const inner = withKeys(
    db
      .select({ one: sql`1` })
      .from(t)
      .$dynamic(),
    keyed,
  )
    .where(where)
    .orderBy(...order)
    .limit(cap + 1)
    .as('matching');
  return db.select({ n: sql<number>`count(*)::int` }).from(inner);
}

/**
 * How many applications match, counted up to a cap: an exact count of 100,000 rows (with an answer filter,
 * reading every row) costs more than the page itself. The position's own total is on the position.
 */
export async function countApplicants(
  db: Queryable,
  containerId: number,
  positionId: number,
  filter: ListFilter,
  cap = countCap(filter),
): Promise<{ total: number; capped: boolean }> {
  const [row] = await countQuery(db, containerId, positionId, filter, cap);
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, cap), capped: n > cap };
}

export const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** The age today (from the date of birth; the age stored with the application is its age then). */
export function currentAge(info: Partial<ApplicantInfo>, today = stockholmDate()): number | null {
  return info.dateOfBirth && info.dateOfBirth <= today ? ageOn(info.dateOfBirth, today) : (info.age ?? null);
}

export interface ListRow {
  id: number;
  userId: number;
  createdAt: Date;
  cursorValue: string;
  info: ApplicantInfo;
  metadata?: Answers;
  labelId: number | null;
  processLabelId: number | null;
  viewedAt: Date | null;
  isManuallyCreated: boolean;
  /** The viewer's weighted mean, one decimal, as the driver reads numeric: text. */
  score?: string | null;
}

/** How many files each application sent (originals only), by application id; one query for a page. */
export async function fileCounts(db: Queryable, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: applicationFiles.applicationId, n: sql<number>`count(*)::int` })
    .from(applicationFiles)
    .where(and(idIn(ids, applicationFiles.applicationId), eq(applicationFiles.kind, 'original')))
    .groupBy(applicationFiles.applicationId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export function toListItem(
  row: ListRow,
  ctx: { form: FormProperty[] | AnswerFilterGroup[]; showAge: boolean; showGender: boolean },
  today: string,
  files = 0,
  tags: Tag[] = [],
): ApplicantListItem {
  const info = row.info ?? ({} as ApplicantInfo);
  return {
    id: row.id,
    userId: row.userId,
    name: info.name || [info.firstname, info.lastname].filter(Boolean).join(' ') || info.email || '',
    email: info.email ?? '',
    ...(ctx.showAge ? { age: currentAge(info, today) } : {}),
    ...(ctx.showGender ? { gender: info.gender ?? null } : {}),
    created: unix(row.createdAt),
    labelId: row.labelId,
    processLabelId: row.processLabelId,
    isUnprocessed: row.labelId === null,
    isUnread: row.viewedAt === null,
    isManuallyCreated: row.isManuallyCreated,
    answers: row.metadata ? keyAnswersOf(ctx.form, row.metadata) : [],
    files,
    tags,
    score: row.score === null || row.score === undefined ? null : Number(row.score),
  };
}

/** An application of the position as it is now (for presenting it after a change), or 404. */
export async function applicationOf(db: Queryable, containerId: number, positionId: number, id: number) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.positionId, positionId), eq(t.containerId, containerId)));
  if (!row) throw notFound(APPLICANT_TEXTS.applicationNotFound);
  return row;
}

/** Only ids of applications to this position of this company, all of them, or a 400 that saves nothing. */
export async function requireApplicationsOf(
  db: Queryable,
  containerId: number,
  positionId: number,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  const [found] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(and(idIn(unique), eq(t.positionId, positionId), eq(t.containerId, containerId)));
  if (Number(found?.n ?? 0) !== unique.length)
    throw badRequest(APPLICANT_TEXTS.unknownApplicants, { ids: APPLICANT_TEXTS.unknownApplicants });
  return unique;
}

/** `id = any('{…}'::int[])`: one parameter for any number of (validated, integer) ids. */
export const idIn = (ids: readonly number[], column: pg.AnyPgColumn = t.id) =>
  sql`${column} = any(${intArray(ids)})`;

/** The card with the start of its next booked interview, when it has one (`starts`: nextInterviews). */
export function withInterview(item: ApplicantListItem, starts: Map<number, string>): ApplicantListItem {
  const at = starts.get(item.id);
  return at ? { ...item, interviewAt: at } : item;
}
