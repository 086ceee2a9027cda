/**
 * The daily and weekly digests go at JOB_ALERT_RULES.digestHour Swedish time (the weekly one on Mondays).
 * Every instance asks every hour; under a lock the first one past the hour queues the period's run, so
 * each digest runs once per day or week across instances, and a late start still sends it that day.
 */
import { and, eq, sql } from 'drizzle-orm';
import { JOB_ALERT_RULES, zoneOffsetMs, type JobAlertFrequency } from '@rekry/domain';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { enqueueJob } from '../../platform/jobs.ts';

const ZONE = 'Europe/Stockholm';

/** The digests due at `now` with the period each names ('2026-12-07', 'v2026-12-07' for the week of that Monday). */
export function dueDigests(now: Date): { frequency: JobAlertFrequency; period: string }[] {
  const wall = new Date(now.getTime() + zoneOffsetMs(now.getTime(), ZONE));
  if (wall.getUTCHours() < JOB_ALERT_RULES.digestHour) return [];
  const day = wall.toISOString().slice(0, 10);
  const due: { frequency: JobAlertFrequency; period: string }[] = [{ frequency: 'daily', period: day }];
  if ((wall.getUTCDay() || 7) === JOB_ALERT_RULES.weeklyDay)
    due.push({ frequency: 'weekly', period: `v${day}` });
  return due;
}

/** Queues the digests due and not yet queued for their period; answers those it queued. */
export async function scheduleAlertDigests(database: Database, now: Date = new Date()): Promise<string[]> {
  const due = dueDigests(now);
  if (!due.length) return [];
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rekry-job-alert-digests'))`);
    const queued: string[] = [];
    for (const { frequency, period } of due) {
      const [found] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, 'job-alert-send'), sql`${jobs.payload}->>'period' = ${period}`));
      if (found) continue;
      await enqueueJob(tx, 'job-alert-send', { frequency, period });
      queued.push(period);
    }
    return queued;
  });
}
