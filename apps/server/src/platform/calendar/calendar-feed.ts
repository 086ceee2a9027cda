import { CALENDAR_MESSAGES, CalendarError } from './calendar-error.ts';
import type { SafeFetch } from './safe-fetch.ts';

/**
 * One read of a calendar feed (an ICS subscription address a user gives), through a SafeFetch:
 *
 *   fetchCalendarFeed(safeFetch, url, { etag?, lastModified? }): Promise<FeedResult>
 *   FeedResult = { kind: 'unchanged' }
 *              | { kind: 'fetched'; ics: string; etag?: string; lastModified?: string }
 *
 * The validators of the last read go along (If-None-Match, If-Modified-Since), so a feed that has not
 * changed answers 304 and costs nothing to read: keep the ETag and Last-Modified of a 'fetched' result.
 * A user name and password in the address (https://user:secret@host/cal.ics) are sent as Basic auth,
 * since fetch refuses them in a URL. The body must start with BEGIN:VCALENDAR whatever its
 * Content-Type says (many feeds send text/plain). Failures are CalendarErrors in Swedish: the safe
 * fetch's (private address, timeout, unreachable, too large), 'Kalenderservern svarade 404.', or not a
 * calendar.
 */

export type FeedResult =
  { kind: 'unchanged' } | { kind: 'fetched'; ics: string; etag?: string; lastModified?: string };

export async function fetchCalendarFeed(
  safeFetch: SafeFetch,
  url: string,
  validators: { etag?: string; lastModified?: string } = {},
): Promise<FeedResult> {
  const headers = new Headers({ accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1' });
  if (validators.etag) headers.set('if-none-match', validators.etag);
  if (validators.lastModified) headers.set('if-modified-since', validators.lastModified);
  const response = await safeFetch(withoutCredentials(url, headers), { headers });
  if (response.status === 304) return { kind: 'unchanged' };
  if (!response.ok) throw new CalendarError(`Kalenderservern svarade ${response.status}.`);
  const ics = await response.text();
  if (!/^\s*BEGIN:VCALENDAR/i.test(ics)) throw new CalendarError(CALENDAR_MESSAGES.notICalendar);
  const etag = response.headers.get('etag') ?? undefined;
  const lastModified = response.headers.get('last-modified') ?? undefined;
  return { kind: 'fetched', ics, ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
}

/** The address without its user and password, which go into `headers` as Basic auth. */
function withoutCredentials(text: string, headers: Headers): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text; // the safe fetch says what is wrong with it
  }
  if (!url.username && !url.password) return text;
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  headers.set('authorization', `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`);
  url.username = '';
  url.password = '';
  return url.href;
}
