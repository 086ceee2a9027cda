import {
  calendarQuery,
  createAccount,
  createObject,
  deleteObject,
  fetchCalendars,
  propfind,
  updateObject,
  type DAVAccount,
} from 'tsdav';
import { CalendarError } from './calendar-error.ts';

/**
 * An interviewer's own calendar server over CalDAV (tsdav, every request through the fetch given: the
 * SafeFetch, so a server address a user types is held to the same rules as a feed's):
 *
 *   caldavCalendars(account, fetch): Promise<CaldavCalendar[]>
 *   caldavBusyIcs(account, fetch, window: { start: Date; end: Date }): Promise<string[]>
 *   caldavPutEvent(account, fetch, { uid, ics, calendarUrl?, previous? }): Promise<CaldavObject>
 *   caldavDeleteEvent(account, fetch, { url, etag? }): Promise<void>
 *
 * Discovery goes /.well-known/caldav → current-user-principal → calendar-home-set → the home's
 * calendars, keeping those that take VEVENTs. The busy query is one calendar-query REPORT per calendar
 * with a time-range filter, the whole objects back (never <C:expand>: Radicale 3.1 has none); expand
 * them with busyTimesOfAll. Both start and end are always sent (Radicale fails open ranges).
 *
 * Writing: a new object is PUT to <calendar>/<uid>.ics with If-None-Match: *, an update with If-Match:
 * the ETag it got. Rekry's copy wins: when the object changed in the calendar meanwhile (412; clients add
 * alarms) the current ETag is read and the PUT made once more on it, and a name already taken (a
 * PUT whose answer was lost) is taken over the same way. A second 412 is a CalendarError. Deleting an
 * object that is gone is done. Keep the returned url and etag for the next update or delete. The ICS
 * is invitationIcs(event, null): no METHOD, no ORGANIZER/ATTENDEE for a scheduling server to act on.
 *
 * tsdav answers responses rather than throwing, so statuses are checked here; every failure is a
 * CalendarError in Swedish (a wrong password, an unreachable or slow server — the SafeFetch's — no
 * calendars, a refusal). One operation stops at its first such failure: tsdav's discovery swallows
 * errors and tries other addresses, which would otherwise repeat a timeout several times.
 */

export interface CaldavAccount {
  /** The server's address as the user gives it (https://caldav.example.se/ or a deeper one). */
  serverUrl: string;
  username: string;
  password: string;
}

export type CaldavFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

export interface CaldavCalendar {
  url: string;
  displayName: string;
}

/** A calendar object Rekry wrote: where it is, and its ETag for the next If-Match (absent if unknown). */
export interface CaldavObject {
  url: string;
  etag?: string;
}

const MESSAGES = {
  wrongPassword: 'Kalenderservern godtog inte användarnamnet eller lösenordet.',
  notCaldav: 'Adressen svarade inte som en CalDAV-server.',
  noCalendars: 'Kalenderservern har ingen kalender för händelser.',
  conflict: 'Händelsen ändrades i kalendern samtidigt. Försök igen.',
  refused: (status: number) => `Kalenderservern svarade ${status}.`,
} as const;

/**
 * One operation's requests: Basic auth on each, a 401 as the wrong-password error, and the first
 * CalendarError kept and answered to every later request and to the operation itself.
 */
class Session {
  private failure: CalendarError | undefined;
  readonly headers: Record<string, string>;
  readonly fetch: typeof globalThis.fetch;

  constructor(
    readonly account: CaldavAccount,
    fetch: CaldavFetch,
  ) {
    const basic = Buffer.from(`${account.username}:${account.password}`).toString('base64');
    this.headers = { authorization: `Basic ${basic}` };
    this.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      if (this.failure) throw this.failure;
      try {
        const response = await fetch(input instanceof Request ? input.url : input, init);
        if (response.status === 401) throw new CalendarError(MESSAGES.wrongPassword);
        return response;
      } catch (err) {
        if (err instanceof CalendarError) this.failure ??= err;
        throw err;
      }
    }) as typeof globalThis.fetch;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (this.failure) throw this.failure;
      if (err instanceof CalendarError) throw err;
      throw new CalendarError(MESSAGES.notCaldav, { cause: err });
    }
  }

  /** Discovery: the account's home, then its calendars that take events. */
  async calendars(): Promise<CaldavCalendar[]> {
    const account: DAVAccount = await createAccount({
      account: { accountType: 'caldav', serverUrl: this.account.serverUrl },
      headers: this.headers,
      fetch: this.fetch,
    });
    const calendars = await fetchCalendars({ account, headers: this.headers, fetch: this.fetch });
    const events = calendars
      .filter((c) => !c.components?.length || c.components.includes('VEVENT'))
      .map((c) => ({ url: c.url, displayName: typeof c.displayName === 'string' ? c.displayName : '' }));
    if (!events.length) throw new CalendarError(MESSAGES.noCalendars);
    return events;
  }

  /** The object's current ETag, or undefined when it is not there. */
  async currentEtag(url: string): Promise<string | undefined> {
    const [found] = await propfind({
      url,
      props: { 'd:getetag': {} },
      depth: '0',
      headers: this.headers,
      fetch: this.fetch,
    });
    if (found?.status === 404) return undefined;
    if (!found?.ok) throw new CalendarError(MESSAGES.refused(found?.status ?? 0));
    const etag = found.props?.getetag as unknown;
    return etag == null ? undefined : String(etag);
  }
}

export function caldavCalendars(account: CaldavAccount, fetch: CaldavFetch): Promise<CaldavCalendar[]> {
  const session = new Session(account, fetch);
  return session.run(() => session.calendars());
}

/** 20261102T000000Z, as time-range takes it (RFC 4791 §9.9). */
const caldavTime = (date: Date) => `${date.toISOString().replace(/[-:]|\.\d+/g, '')}`;

export function caldavBusyIcs(
  account: CaldavAccount,
  fetch: CaldavFetch,
  window: { start: Date; end: Date },
): Promise<string[]> {
  const session = new Session(account, fetch);
  const range = { start: caldavTime(window.start), end: caldavTime(window.end) };
  return session.run(async () => {
    const texts: string[] = [];
    for (const calendar of await session.calendars()) {
      const objects = await calendarQuery({
        url: calendar.url,
        props: { 'd:getetag': {}, 'c:calendar-data': {} },
        filters: {
          'comp-filter': {
            _attributes: { name: 'VCALENDAR' },
            'comp-filter': { _attributes: { name: 'VEVENT' }, 'time-range': { _attributes: range } },
          },
        },
        depth: '1',
        headers: session.headers,
        fetch: session.fetch,
      });
      for (const object of objects) {
        const data = object.props?.calendarData as unknown;
        const text = typeof data === 'string' ? data : (data as { _cdata?: unknown } | undefined)?._cdata;
        if (typeof text === 'string' && text.trim()) texts.push(text);
      }
    }
    return texts;
  });
}

export function caldavPutEvent(
  account: CaldavAccount,
  fetch: CaldavFetch,
  event: { uid: string; ics: string; calendarUrl?: string; previous?: CaldavObject },
): Promise<CaldavObject> {
  const session = new Session(account, fetch);
  return session.run(async () => {
    let url = event.previous?.url;
    if (!url) {
      const calendarUrl = event.calendarUrl ?? (await session.calendars())[0]!.url;
      url = new URL(`${encodeURIComponent(event.uid)}.ics`, calendarUrl.replace(/\/?$/, '/')).href;
    }
    const put = (etag: string | undefined) => {
      const headers = { ...session.headers, 'content-type': 'text/calendar; charset=utf-8' };
      const common = { url: url!, data: event.ics, fetch: session.fetch };
      return etag
        ? updateObject({ ...common, etag, headers })
        : createObject({ ...common, headers: { ...headers, 'if-none-match': '*' } });
    };
    let response = await put(event.previous?.etag);
    if (response.status === 412) response = await put(await session.currentEtag(url));
    if (response.status === 412) throw new CalendarError(MESSAGES.conflict);
    if (!response.ok) throw new CalendarError(MESSAGES.refused(response.status));
    // A server that changed what it stored sends no ETag for it (RFC 4791 §5.3.4): ask.
    const etag = response.headers.get('etag') ?? (await session.currentEtag(url));
    return etag ? { url, etag } : { url };
  });
}

export function caldavDeleteEvent(
  account: CaldavAccount,
  fetch: CaldavFetch,
  object: CaldavObject,
): Promise<void> {
  const session = new Session(account, fetch);
  return session.run(async () => {
    const remove = (etag: string | undefined) =>
      deleteObject({ url: object.url, etag, headers: session.headers, fetch: session.fetch });
    let response = await remove(object.etag);
    if (response.status === 412) {
      const etag = await session.currentEtag(object.url);
      if (etag === undefined) return;
      response = await remove(etag);
    }
    if (response.status === 404 || response.status === 410) return;
    if (response.status === 412) throw new CalendarError(MESSAGES.conflict);
    if (!response.ok) throw new CalendarError(MESSAGES.refused(response.status));
  });
}
