/** A person's interviews for their register extract: what, when, where and with whom, in Swedish words. */
import { and, eq, gt, inArray, min } from 'drizzle-orm';
import {
  INTERVIEW_KIND_LABELS,
  INTERVIEW_STATUS_LABELS,
  type InterviewKind,
  type InterviewStatus,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { interviews } from '../../db/schema.ts';
import { interviewersOf, interviewRecords } from './records.ts';

export async function interviewsOf(db: Queryable, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  const records = await interviewRecords(db, inArray(interviews.applicationId, applicationIds));
  return records.map((record) => {
    const { interview: i } = record;
    return {
      applicationId: i.applicationId,
      status: INTERVIEW_STATUS_LABELS[i.status as InterviewStatus],
      kind: INTERVIEW_KIND_LABELS[i.kind as InterviewKind],
      place: i.place,
      start: i.startsAt?.toISOString() ?? null,
      end: i.endsAt?.toISOString() ?? null,
      interviewers: interviewersOf(record).map((p) => p.name),
    };
  });
}

/** Application id → the start of its next booked interview (ISO), for the list's and the board's cards. */
export async function nextInterviews(db: Queryable, applicationIds: number[]): Promise<Map<number, string>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ applicationId: interviews.applicationId, start: min(interviews.startsAt) })
    .from(interviews)
    .where(
      and(
        inArray(interviews.applicationId, applicationIds),
        eq(interviews.status, 'booked'),
        gt(interviews.endsAt, new Date()),
      ),
    )
    .groupBy(interviews.applicationId);
  return new Map(rows.flatMap((r) => (r.start ? [[r.applicationId, r.start.toISOString()] as const] : [])));
}
