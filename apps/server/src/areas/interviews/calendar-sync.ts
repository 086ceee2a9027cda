/**
 * Reading a staff member's calendars into busy times: a feed with its ETag/Last-Modified (an unchanged
 * feed costs a 304, and is expanded again once a day as the coming days move on), a CalDAV account with a
 * time-range query. The busy times of the coming 90 days replace the source's earlier ones in one
 * transaction; a source that cannot be read is marked failing with the reason in Swedish, and its
 * earlier busy times stay (a calendar server's bad hour should not free a whole week).
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@rekry/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { calendarBusy, calendarSources, interviewerAvailability } from '../../db/schema.ts';
import { busyTimesOf, busyTimesOfAll, type BusyInterval } from '../../platform/calendar/busy-times.ts';
import { CalendarError } from '../../platform/calendar/calendar-error.ts';
import { fetchCalendarFeed } from '../../platform/calendar/calendar-feed.ts';
import { caldavBusyIcs } from '../../platform/calendar/caldav.ts';
import type { SafeFetch } from '../../platform/calendar/safe-fetch.ts';
import { enqueueJobs } from '../../platform/jobs.ts';
import type { SecretBox } from '../../platform/secret-box.ts';

const DAY_MS = 86_400_000;
/** How far ahead busy times are kept: beyond the longest window (60 days) with its notice (14). */
const AHEAD_DAYS = 90;
/** A source is read again this often. */
export const CALENDAR_SYNC_EVERY_MS = 15 * 60_000;

export interface CalendarSyncDeps {
  database: Database;
  secrets: SecretBox;
  fetch: SafeFetch;
  log: FastifyBaseLogger;
}

type Source = typeof calendarSources.$inferSelect;

/** The source's busy times now, or 'unchanged' (a 304 within a day of the last expansion). */
async function readSource(
  deps: CalendarSyncDeps,
  source: Source,
  timeZone: string,
  now: number,
): Promise<{ busy: BusyInterval[]; etag?: string; lastModified?: string } | 'unchanged'> {
  const window = { start: new Date(now - DAY_MS), end: new Date(now + AHEAD_DAYS * DAY_MS) };
  if (source.kind === 'ics') {
    const fresh = source.expandedAt && now - source.expandedAt.getTime() < DAY_MS;
    const validators = fresh
      ? { etag: source.etag ?? undefined, lastModified: source.lastModified ?? undefined }
      : {};
    const feed = await fetchCalendarFeed(deps.fetch, source.url, validators);
    if (feed.kind === 'unchanged') return 'unchanged';
    const { busy } = busyTimesOf(feed.ics, window, { timeZone });
    return { busy, etag: feed.etag, lastModified: feed.lastModified };
  }
  const password = source.passwordSealed ? deps.secrets.open(source.passwordSealed) : null;
  if (password === null) throw new CalendarError('Lösenordet kunde inte läsas. Lägg till kalendern igen.');
  const account = { serverUrl: source.url, username: source.username ?? '', password };
  const texts = await caldavBusyIcs(account, deps.fetch, window);
  return { busy: busyTimesOfAll(texts, window, { timeZone }).busy };
}

/** Reads one source (the 'calendar-sync' job). */
export async function syncCalendarSource(deps: CalendarSyncDeps, sourceId: number, now = Date.now()) {
  const { db } = deps.database;
  const [row] = await db
    .select({ source: calendarSources, timeZone: interviewerAvailability.timeZone })
    .from(calendarSources)
    .leftJoin(interviewerAvailability, eq(interviewerAvailability.userId, calendarSources.userId))
    .where(eq(calendarSources.id, sourceId));
  if (!row) return;
  const { source } = row;
  const checkedAt = new Date(now);
  let read: Awaited<ReturnType<typeof readSource>>;
  try {
    read = await readSource(deps, source, row.timeZone ?? DEFAULT_TIME_ZONE, now);
  } catch (error: unknown) {
    const failure =
      error instanceof CalendarError ? error.message : 'Kalendern kunde inte läsas. Försök igen senare.';
    if (!(error instanceof CalendarError)) deps.log.warn({ sourceId, error }, 'calendar source read failed');
    await db
      .update(calendarSources)
      .set({ state: 'failing', failure, checkedAt })
      .where(eq(calendarSources.id, sourceId));
    return;
  }
  if (read === 'unchanged') {
    await db
      .update(calendarSources)
      .set({ state: 'ok', failure: null, checkedAt })
      .where(eq(calendarSources.id, sourceId));
    return;
  }
  const { busy, etag, lastModified } = read;
  await db.transaction(async (tx) => {
    // The source may have been removed meanwhile: then nothing is written for it.
    const [still] = await tx
      .select({ id: calendarSources.id })
      .from(calendarSources)
      .where(eq(calendarSources.id, sourceId))
      .for('update');
    if (!still) return;
    await tx.delete(calendarBusy).where(eq(calendarBusy.sourceId, sourceId));
    for (let i = 0; i < busy.length; i += 1000) {
      await tx.insert(calendarBusy).values(
        busy.slice(i, i + 1000).map((b) => ({
          sourceId,
          userId: source.userId,
          startsAt: b.start,
          endsAt: b.end,
        })),
      );
    }
    await tx
      .update(calendarSources)
      .set({
        state: 'ok',
        failure: null,
        checkedAt,
        expandedAt: checkedAt,
        etag: etag ?? null,
        lastModified: lastModified ?? null,
      })
      .where(eq(calendarSources.id, sourceId));
  });
}

/**
 * Queues a read of every source that is due, moving each one's next time on in the same statement: of
 * several instances running this at once, each source is taken by one.
 */
export async function scheduleCalendarSyncs(database: Database): Promise<number> {
  return database.db.transaction(async (tx) => {
    const due = await tx
      .update(calendarSources)
      .set({ nextSyncAt: sql`now() + ${`${CALENDAR_SYNC_EVERY_MS / 1000} seconds`}::interval` })
      .where(and(lte(calendarSources.nextSyncAt, sql`now()`)))
      .returning({ id: calendarSources.id });
    if (due.length > 0)
      await enqueueJobs(
        tx,
        'calendar-sync',
        due.map((d) => ({ payload: { sourceId: d.id } })),
      );
    return due.length;
  });
}
