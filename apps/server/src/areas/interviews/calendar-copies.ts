/**
 * The interview in its interviewers' own CalDAV calendars (the 'interview-calendar' job): after each
 * change, every taking part interviewer with a CalDAV account holds one copy (written without METHOD,
 * as RFC 4791 asks), updated by its address and ETag when the interview moves, and removed when it is
 * cancelled or someone else took their place. A server that is down fails the job, which tries again.
 * Removing goes through the copy's row: whatever deletes it (this job, an erasure, a deleted company)
 * queues 'remove-calendar-copy' in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calendarSources, interviewCalendarCopies, interviews } from '../../db/schema.ts';
import { caldavDeleteEvent, caldavPutEvent } from '../../platform/calendar/caldav.ts';
import { invitationIcs } from '../../platform/calendar/ics-writer.ts';
import type { SafeFetch } from '../../platform/calendar/safe-fetch.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { Services } from '../../platform/services.ts';
import { interviewEvent } from './interview-mails.ts';
import { interviewRecord } from './records.ts';

export interface CalendarCopyDeps {
  database: Database;
  secrets: SecretBox;
  fetch: SafeFetch;
  config: Pick<Services['config'], 'appUrl' | 'mailFrom'>;
}

/** Each user's first CalDAV account, with its password opened. */
async function caldavAccounts(deps: Omit<CalendarCopyDeps, 'config'>, userIds: number[]) {
  const rows = await deps.database.db
    .select()
    .from(calendarSources)
    .where(eq(calendarSources.kind, 'caldav'))
    .orderBy(calendarSources.id);
  const accounts = new Map<number, { serverUrl: string; username: string; password: string }>();
  for (const row of rows) {
    if (!userIds.includes(row.userId) || accounts.has(row.userId) || !row.passwordSealed) continue;
    const password = deps.secrets.open(row.passwordSealed);
    if (password !== null)
      accounts.set(row.userId, { serverUrl: row.url, username: row.username ?? '', password });
  }
  return accounts;
}

/** Takes one copy out of its interviewer's calendar; without their CalDAV account there is nothing to reach. */
export async function removeCalendarCopy(
  deps: Omit<CalendarCopyDeps, 'config'>,
  copy: { userId: number; url: string; etag: string | null },
): Promise<void> {
  const account = (await caldavAccounts(deps, [copy.userId])).get(copy.userId);
  if (account) await caldavDeleteEvent(account, deps.fetch, { url: copy.url, etag: copy.etag ?? undefined });
}

export async function syncInterviewCopies(deps: CalendarCopyDeps, interviewId: number): Promise<void> {
  const { db } = deps.database;
  const record = await interviewRecord(db, eq(interviews.id, interviewId));
  const copies = await db
    .select()
    .from(interviewCalendarCopies)
    .where(eq(interviewCalendarCopies.interviewId, interviewId));
  const wanted = record?.interview.status === 'booked' ? record.taking : [];
  const accounts = await caldavAccounts(deps, [...new Set([...wanted, ...copies.map((c) => c.userId)])]);
  const forget = (userId: number) =>
    db
      .delete(interviewCalendarCopies)
      .where(
        and(eq(interviewCalendarCopies.interviewId, interviewId), eq(interviewCalendarCopies.userId, userId)),
      );

  for (const copy of copies.filter((c) => !wanted.includes(c.userId))) {
    const account = accounts.get(copy.userId);
    if (account)
      await caldavDeleteEvent(account, deps.fetch, { url: copy.url, etag: copy.etag ?? undefined });
    await forget(copy.userId);
  }
  if (!record || wanted.length === 0) return;
  const ics = invitationIcs(interviewEvent(deps.config, record), null);
  for (const userId of wanted) {
    const account = accounts.get(userId);
    if (!account) continue;
    const existing = copies.find((c) => c.userId === userId);
    const written = await caldavPutEvent(account, deps.fetch, {
      uid: interviewEvent(deps.config, record).uid,
      ics,
      ...(existing ? { previous: { url: existing.url, etag: existing.etag ?? undefined } } : {}),
    });
    await db
      .insert(interviewCalendarCopies)
      .values({ interviewId, userId, url: written.url, etag: written.etag ?? null })
      .onConflictDoUpdate({
        target: [interviewCalendarCopies.interviewId, interviewCalendarCopies.userId],
        set: { url: written.url, etag: written.etag ?? null },
      });
  }
}
