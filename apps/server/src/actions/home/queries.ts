import { and, desc, eq, gte, sql } from 'drizzle-orm';
import {
  APPLICANT_TEXTS,
  HOME_DAYS,
  HOME_POSITIONS,
  addDays,
  stockholmDate,
  type HomeOverview,
  type HomePosition,
  type HomeStatusCount,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { applicationDayTallies, positions, positionTallies } from '../../db/schema.ts';
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

/** Applications per Stockholm day from `since` (YYYY-MM-DD) on, from the company's day tallies. */
export function perDayQuery(db: Queryable, containerId: number, since: string) {
  return db
    .select({ day: applicationDayTallies.day, count: applicationDayTallies.n })
    .from(applicationDayTallies)
    .where(and(eq(applicationDayTallies.containerId, containerId), gte(applicationDayTallies.day, since)));
}

/** The company's applications by status (labelId 0: none yet), summed from its positions' tallies. */
export function byStatusQuery(db: Queryable, containerId: number) {
  return db
    .select({ labelId: positionTallies.labelId, count: sql<number>`sum(${positionTallies.n})::int` })
    .from(positionTallies)
    .where(eq(positionTallies.containerId, containerId))
    .groupBy(positionTallies.labelId);
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
  const [positionRows, dayRows, statusRows, labels] = await Promise.all([
    homePositionsQuery(db, containerId, now),
    perDayQuery(db, containerId, days[0]!),
    byStatusQuery(db, containerId),
    companyLabels(db, containerId),
  ]);

  const perDay = new Map(dayRows.map((r) => [r.day, Number(r.count)]));
  const byLabel = new Map(statusRows.map((r) => [r.labelId || null, Number(r.count)]));
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
