import { and, desc, eq, gte, sql } from 'drizzle-orm';
import {
  APPLICANT_TEXTS,
  HOME_DAYS,
  HOME_POSITIONS,
  addDays,
  stockholmDate,
  stockholmUnix,
  type HomeOverview,
  type HomePosition,
  type HomeStatusCount,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { jobApplications, positions } from '../../db/schema.ts';
import { companyLabels } from '../applicants/queries.ts';
import {
  nowSeconds,
  statusCondition,
  totalApplicants,
  totalNew,
  totalUnProcessed,
  unixOf,
} from '../positions/queries.ts';

/** The company's open positions with the most new (then unprocessed) applicants, and how many are open. */
export function homePositionsQuery(db: Queryable, containerId: number, now: number) {
  return db
    .select({
      id: positions.id,
      name: positions.name,
      stop: positions.stop,
      totalApplicants,
      totalNew,
      totalUnProcessed,
      openPositions: sql<number>`(count(*) over ())::int`,
    })
    .from(positions)
    .where(and(eq(positions.containerId, containerId), statusCondition('Öppen', now)))
    .orderBy(desc(totalNew), desc(totalUnProcessed), desc(positions.id))
    .limit(HOME_POSITIONS);
}

const stockholmDay = sql<string>`to_char(${jobApplications.createdAt} at time zone 'Europe/Stockholm', 'YYYY-MM-DD')`;

/** Applications per Stockholm day from `since` (an instant) on, through the (container_id, created_at) index. */
export function perDayQuery(db: Queryable, containerId: number, since: Date) {
  return db
    .select({ day: stockholmDay, count: sql<number>`count(*)::int` })
    .from(jobApplications)
    .where(and(eq(jobApplications.containerId, containerId), gte(jobApplications.createdAt, since)))
    .groupBy(stockholmDay);
}

/** The company's applications counted by status, through the (container_id, label_id) index. */
export function byStatusQuery(db: Queryable, containerId: number) {
  return db
    .select({ labelId: jobApplications.labelId, count: sql<number>`count(*)::int` })
    .from(jobApplications)
    .where(eq(jobApplications.containerId, containerId))
    .groupBy(jobApplications.labelId);
}

/** The last HOME_DAYS Stockholm days, oldest first, ending today. */
export function homeDays(now: number): string[] {
  const today = stockholmDate(now);
  return Array.from({ length: HOME_DAYS }, (_, i) => addDays(today, i - HOME_DAYS + 1));
}

/** Everything the home page draws; the three queries are independent and run side by side. */
export async function homeOverview(db: Queryable, containerId: number): Promise<HomeOverview> {
  const now = nowSeconds();
  const days = homeDays(now);
  const since = new Date(stockholmUnix(days[0]!) * 1000);
  const [positionRows, dayRows, statusRows, labels] = await Promise.all([
    homePositionsQuery(db, containerId, now),
    perDayQuery(db, containerId, since),
    byStatusQuery(db, containerId),
    companyLabels(db, containerId),
  ]);

  const perDay = new Map(dayRows.map((r) => [r.day, Number(r.count)]));
  const byLabel = new Map(statusRows.map((r) => [r.labelId, Number(r.count)]));
  const byStatus: HomeStatusCount[] = labels
    .filter((l) => l.labelType.name === 'Interest')
    .map((l) => ({ labelId: l.id, name: l.name, count: byLabel.get(l.id) ?? 0 }));
  byStatus.push({ labelId: null, name: APPLICANT_TEXTS.unprocessed, count: byLabel.get(null) ?? 0 });

  return {
    positions: positionRows.map((r): HomePosition => ({
      id: r.id,
      name: r.name,
      stop: unixOf(r.stop),
      totalApplicants: Number(r.totalApplicants),
      totalNew: Number(r.totalNew),
      totalUnProcessed: Number(r.totalUnProcessed),
    })),
    openPositions: Number(positionRows[0]?.openPositions ?? 0),
    perDay: days.map((day) => ({ day, count: perDay.get(day) ?? 0 })),
    byStatus,
  };
}
