import { and, desc, eq, gte, sql } from 'drizzle-orm';
import {
  HOME_DAYS,
  HOME_POSITIONS,
  addDays,
  stockholmDate,
  type HomeOverview,
  type HomePosition,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { applicationDayTallies, positions } from '../../db/schema.ts';
import { statusCounts } from '../applicants/index.ts';
import {
  nowSeconds,
  statusCondition,
  totalApplicants,
  totalNew,
  totalUnProcessed,
  unixOf,
} from '../positions/index.ts';

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
    .where(
      and(eq(positions.containerId, containerId), eq(positions.kind, 'job'), statusCondition('Öppen', now)),
    )
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

/** The last HOME_DAYS Stockholm days, oldest first, ending today. */
export function homeDays(now: number): string[] {
  const today = stockholmDate(now);
  return Array.from({ length: HOME_DAYS }, (_, i) => addDays(today, i - HOME_DAYS + 1));
}

/** Everything the home page draws; the three queries are independent and run side by side. */
export async function homeOverview(db: Queryable, containerId: number): Promise<HomeOverview> {
  const now = nowSeconds();
  const days = homeDays(now);
  const [positionRows, dayRows, byStatus] = await Promise.all([
    homePositionsQuery(db, containerId, now),
    perDayQuery(db, containerId, days[0]!),
    statusCounts(db, containerId),
  ]);

  const perDay = new Map(dayRows.map((r) => [r.day, Number(r.count)]));

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
