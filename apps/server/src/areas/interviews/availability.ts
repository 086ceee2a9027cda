/**
 * A staff member's availability ("Min tillgänglighet"): working hours per weekday, time zone, the most
 * interviews a day, the calendars whose busy times count, and the secret address of their own interviews'
 * feed. Everything here is the caller's own.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  DEFAULT_WEEKLY_HOURS,
  INTERVIEW_LIMITS,
  INTERVIEW_TEXTS,
  type Availability,
  type CalendarSourceInput,
  type CalendarSourceState,
  type WeeklyHoursInput,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { calendarBusy, calendarSources, interviewerAvailability } from '../../db/schema.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { newLinkToken, tokenHash } from '../../platform/link-tokens.ts';
import type { Services } from '../../platform/services.ts';
import { CALENDAR_SYNC_EVERY_MS } from './calendar-sync.ts';

/** The private feed of a staff member's interviews, to subscribe to in any calendar. */
export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

export async function availabilityOf(
  db: Queryable,
  services: Pick<Services, 'secrets' | 'config'>,
  userId: number,
): Promise<Availability> {
  const [own] = await db
    .select()
    .from(interviewerAvailability)
    .where(eq(interviewerAvailability.userId, userId));
  const sources = await db
    .select({
      id: calendarSources.id,
      kind: calendarSources.kind,
      url: calendarSources.url,
      username: calendarSources.username,
      state: calendarSources.state,
      failure: calendarSources.failure,
      checkedAt: calendarSources.checkedAt,
      busyCount: sql<number>`(select count(*)::int from ${calendarBusy} where ${calendarBusy.sourceId} = ${calendarSources.id})`,
    })
    .from(calendarSources)
    .where(eq(calendarSources.userId, userId))
    .orderBy(calendarSources.id);
  const token = own?.feedTokenSealed ? services.secrets.open(own.feedTokenSealed) : null;
  return {
    timeZone: own?.timeZone ?? DEFAULT_TIME_ZONE,
    hours: own?.hours ?? DEFAULT_WEEKLY_HOURS,
    maxPerDay: own?.maxPerDay ?? null,
    saved: Boolean(own?.hours),
    sources: sources.map((s) => ({
      ...s,
      kind: s.kind as 'ics' | 'caldav',
      state: s.state as CalendarSourceState,
      checkedAt: s.checkedAt?.toISOString() ?? null,
    })),
    feedUrl: token ? `${services.config.appUrl}${feedPath(token)}` : null,
  };
}

/** Saves the working hours, zone and daily cap (a first save makes the row). */
export async function saveAvailability(
  db: Queryable,
  userId: number,
  values: { timeZone: string; hours: WeeklyHoursInput; maxPerDay: number | null },
): Promise<void> {
  await db
    .insert(interviewerAvailability)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: interviewerAvailability.userId,
      set: { ...values, updatedAt: new Date() },
    });
}

/** Adds a calendar and asks for its first read at once. */
export async function addCalendarSource(
  db: Queryable,
  services: Pick<Services, 'secrets'>,
  userId: number,
  input: CalendarSourceInput,
): Promise<void> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(calendarSources)
    .where(eq(calendarSources.userId, userId));
  if (n >= INTERVIEW_LIMITS.maxSources) throw badRequest(INTERVIEW_TEXTS.sourceLimit);
  const [source] = await db
    .insert(calendarSources)
    .values({
      userId,
      kind: input.kind,
      url: input.url,
      // Read now by the job below; the schedule takes it from then on.
      nextSyncAt: new Date(Date.now() + CALENDAR_SYNC_EVERY_MS),
      ...(input.kind === 'caldav'
        ? { username: input.username, passwordSealed: services.secrets.seal(input.password) }
        : {}),
    })
    .returning({ id: calendarSources.id });
  await enqueueJob(db, 'calendar-sync', { sourceId: source!.id });
}

/** One of the caller's own calendars, or 404. */
async function ownSource(db: Queryable, userId: number, id: number) {
  const [source] = await db
    .select({ id: calendarSources.id })
    .from(calendarSources)
    .where(and(eq(calendarSources.id, id), eq(calendarSources.userId, userId)));
  if (!source) throw notFound(INTERVIEW_TEXTS.sourceNotFound);
  return source;
}

export async function refreshCalendarSource(db: Queryable, userId: number, id: number): Promise<void> {
  await ownSource(db, userId, id);
  await db.update(calendarSources).set({ state: 'pending' }).where(eq(calendarSources.id, id));
  await enqueueJob(db, 'calendar-sync', { sourceId: id });
}

export async function removeCalendarSource(db: Queryable, userId: number, id: number): Promise<void> {
  await ownSource(db, userId, id);
  await db.delete(calendarSources).where(eq(calendarSources.id, id));
}

/** A new secret for the feed; the old address stops working at once. */
export async function renewFeed(
  db: Queryable,
  services: Pick<Services, 'secrets'>,
  userId: number,
): Promise<void> {
  const token = newLinkToken();
  const feed = { feedTokenHash: tokenHash(token), feedTokenSealed: services.secrets.seal(token) };
  await db
    .insert(interviewerAvailability)
    .values({ userId, ...feed })
    .onConflictDoUpdate({ target: interviewerAvailability.userId, set: feed });
}
