/**
 * Reading interviews: one row with what every use of it needs (the applicant, the position, the company,
 * the interviewers), the candidate's link, and the view the staff screens get.
 */
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  careerSiteUrl,
  stockholmUnix,
  profileFromProperties,
  type InterviewKind,
  type InterviewStatus,
  type InterviewView,
} from '@rekry/domain';
import { rowsFor } from '../../db/arrays.ts';
import type { Queryable } from '../../db/client.ts';
import {
  containers,
  interviewInterviewers,
  interviews,
  interviewSlots,
  jobApplications,
  positions,
  users,
} from '../../db/schema.ts';
import { displayNameOf } from '../../core/access/membership.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { tokenHash } from '../../platform/link-tokens.ts';
import { personColumns, personName } from '../../platform/person-name.ts';

export type InterviewRow = typeof interviews.$inferSelect;

/** Those who hold the interview's booked time (kept in memory past a cancellation, for its mails). */
export const takingPart = (record: InterviewRecord) =>
  record.pool.filter((p) => record.taking.includes(p.id));

/** Who the interview is with: those holding its time once booked, before that the interviewers it may take. */
export const interviewersOf = (record: InterviewRecord) =>
  record.interview.status === 'booked' ? takingPart(record) : record.pool;

/** An interview with the names around it. */
export interface InterviewRecord {
  interview: InterviewRow;
  applicant: { name: string; email: string; userId: number };
  position: { id: number; name: string };
  company: { id: number; name: string; dns: string | null };
  /** The interviewers it may take, by name. */
  pool: { id: number; name: string; email: string }[];
  /** Those who hold its booked time (empty until booked). */
  taking: number[];
}

type PoolEntry = { id: number; firstname: string | null; lastname: string | null; email: string };

/**
 * The interviewers an interview may take, by name, and those holding its time: read beside its row, so a
 * record costs one round trip.
 */
const poolSql = sql<PoolEntry[]>`coalesce((
  select json_agg(json_build_object('id', u.id, 'firstname', u.firstname, 'lastname', u.lastname,
      'email', u.email) order by u.firstname, u.lastname, u.id)
  from ${interviewInterviewers} ii join ${users} u on u.id = ii.user_id
  where ii.interview_id = ${interviews.id}), '[]'::json)`;
const takingSql = sql<number[]>`array(
  select s.user_id from ${interviewSlots} s where s.interview_id = ${interviews.id} order by s.user_id)`;

/** The interviews matching `where` with their names, soonest first. */
export async function interviewRecords(
  db: Queryable,
  where: SQL | undefined,
  options: { forUpdate?: boolean } = {},
): Promise<InterviewRecord[]> {
  const query = db
    .select({
      interview: interviews,
      info: jobApplications.info,
      userId: jobApplications.userId,
      userEmail: users.email,
      positionName: positions.name,
      company: { id: containers.id, name: containers.name, metadata: containers.metadata },
      pool: poolSql,
      taking: takingSql,
    })
    .from(interviews)
    .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .innerJoin(positions, eq(positions.id, interviews.positionId))
    .innerJoin(containers, eq(containers.id, interviews.containerId))
    .where(where)
    .orderBy(asc(interviews.startsAt), asc(interviews.id));
  // A booking locks its interview row, so two moves of one interview take turns.
  const rows = options.forUpdate ? await query.for('update', { of: interviews }) : await query;
  return rows.map((r) => ({
    interview: r.interview,
    applicant: {
      name: r.info.name || `${r.info.firstname ?? ''} ${r.info.lastname ?? ''}`.trim() || r.info.email || '',
      email: (r.info.email || r.userEmail).trim().toLowerCase(),
      userId: r.userId,
    },
    position: { id: r.interview.positionId, name: r.positionName },
    company: {
      id: r.company.id,
      name: displayNameOf(r.company),
      dns: profileFromProperties(r.company.metadata.properties).dns || null,
    },
    pool: r.pool.map((p) => ({ id: p.id, name: personName(p), email: p.email })),
    taking: r.taking.map(Number),
  }));
}

export async function interviewRecord(
  db: Queryable,
  where: SQL,
  options: { forUpdate?: boolean } = {},
): Promise<InterviewRecord | null> {
  return (await interviewRecords(db, where, options))[0] ?? null;
}

/** The interview a candidate's link names, or null. */
export const byToken = (token: string) => eq(interviews.tokenHash, tokenHash(token));

/** The candidate's booking page for an interview, on the company's career site. */
export function bookingUrlOf(appUrl: string, record: InterviewRecord, secrets: SecretBox): string | null {
  const token = secrets.open(record.interview.tokenSealed);
  return token ? `${careerSiteUrl(appUrl, record.company.dns)}/boka/${token}` : null;
}

/** What the staff's view and the candidate's page both say of an interview. */
export function interviewFacts({ interview: i, applicant, position }: InterviewRecord) {
  return {
    applicantName: applicant.name,
    positionName: position.name,
    status: i.status as InterviewStatus,
    kind: i.kind as InterviewKind,
    place: i.place,
    durationMinutes: i.durationMinutes,
    start: i.startsAt?.toISOString() ?? null,
    end: i.endsAt?.toISOString() ?? null,
  };
}

/** The view the staff screens show. */
export function interviewView(record: InterviewRecord, bookingUrl: string | null, createdBy: string | null) {
  const { interview: i } = record;
  return {
    id: i.id,
    applicationId: i.applicationId,
    positionId: i.positionId,
    ...interviewFacts(record),
    interviewers: interviewersOf(record).map((p) => ({ id: p.id, name: p.name })),
    windowFrom: i.windowFrom,
    windowTo: i.windowTo,
    createdAt: i.createdAt.toISOString(),
    createdBy,
    bookingUrl: i.status === 'cancelled' ? null : bookingUrl,
  } satisfies InterviewView;
}

/** The staff views of the interviews matching `where`. */
export async function interviewViews(
  db: Queryable,
  where: SQL,
  appUrl: string,
  secrets: SecretBox,
): Promise<InterviewView[]> {
  const records = await interviewRecords(db, where);
  const creatorIds = [...new Set(records.flatMap((r) => r.interview.createdBy ?? []))];
  const creators = await rowsFor(creatorIds, (ids) =>
    db
      .select({ id: users.id, ...personColumns })
      .from(users)
      .where(inArray(users.id, ids)),
  );
  return records.map((r) => {
    const creator = creators.find((c) => c.id === r.interview.createdBy);
    return interviewView(r, bookingUrlOf(appUrl, r, secrets), creator ? personName(creator) : null);
  });
}

/** Booked interviews of a company on one Swedish day. */
export const bookedOnDay = (containerId: number, day: string) =>
  and(
    eq(interviews.containerId, containerId),
    eq(interviews.status, 'booked'),
    gte(interviews.startsAt, new Date(stockholmUnix(day) * 1000)),
    lt(interviews.startsAt, new Date(stockholmUnix(addDays(day, 1)) * 1000)),
  )!;
