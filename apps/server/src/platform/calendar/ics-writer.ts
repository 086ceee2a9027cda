import ICAL from 'ical.js';

/**
 * The iCalendar texts Rekry writes: an interview's invitation and cancellation (iMIP, mailed), its copy
 * in an interviewer's own calendar (CalDAV), and a person's private subscription feed.
 *
 *   invitationIcs(event: CalendarEvent, method: 'REQUEST' | 'CANCEL' | null, stamp = new Date()): string
 *   feedIcs(name: string, events: CalendarEvent[], stamp = new Date()): string
 *
 * Written with ical.js's Component API, which escapes TEXT (RFC 5545 §3.3.11), quotes parameters
 * (CN="Rekry, Företag AB") and folds lines by UTF-8 octets: at 74, so that a continuation line with its
 * leading space stays within the 75 octets §3.1 allows (ical.js's 75 makes 76). Lines end in CRLF, the
 * last one too. Times are UTC (DTSTART:20261026T080000Z), so no VTIMEZONE is needed.
 *
 * - 'REQUEST' (RFC 5546 §3.2.2): METHOD:REQUEST, ORGANIZER and every ATTENDEE (PARTSTAT=NEEDS-ACTION,
 *   RSVP=TRUE). The ORGANIZER's address should be the mail's From, and each recipient an ATTENDEE.
 * - 'CANCEL' (§3.2.5): the same UID and ORGANIZER, STATUS:CANCELLED; the caller passes a SEQUENCE
 *   higher than the last one sent (and raises it on every reschedule too).
 * - null, the CalDAV copy: no METHOD (RFC 4791 §4.1), and no ORGANIZER or ATTENDEE at all. A server
 *   with implicit scheduling (RFC 6638: Google, iCloud, Nextcloud, SOGo) would otherwise send its own
 *   invitations for them, beside Rekry's; SCHEDULE-AGENT=CLIENT is not honoured by all of them. Who
 *   takes part belongs in the description the caller writes.
 * - The feed: METHOD:PUBLISH (§3.2.1) with each event's ORGANIZER and no ATTENDEE (PUBLISH has none),
 *   X-WR-CALNAME for its name and REFRESH-INTERVAL (RFC 7986 §5.7) of an hour. A cancelled event stays
 *   in it as STATUS:CANCELLED when the caller keeps it, so subscribers drop it.
 * DTSTAMP is `stamp`, new for every message.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /** Stable for the booking's whole life: interview-<id>@<host>. */
  uid: string;
  /** 0 at first; raised on every reschedule and on the cancellation. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  status: 'CONFIRMED' | 'CANCELLED';
}

export type InvitationMethod = 'REQUEST' | 'CANCEL' | null;

const PRODID = '-//Rekry//Intervjuer//SV';
const FOLD_LENGTH = 74;
const REFRESH = 'PT1H';

export function invitationIcs(event: CalendarEvent, method: InvitationMethod, stamp = new Date()): string {
  const calendar = newCalendar(method);
  calendar.addSubcomponent(vevent(event, method, stamp));
  return written(calendar);
}

export function feedIcs(name: string, events: CalendarEvent[], stamp = new Date()): string {
  const calendar = newCalendar('PUBLISH');
  calendar.addPropertyWithValue('x-wr-calname', oneLine(name));
  // ical.js knows the property (RFC 7986) and writes its VALUE=DURATION.
  calendar.addPropertyWithValue('refresh-interval', ICAL.Duration.fromString(REFRESH));
  for (const event of events) calendar.addSubcomponent(vevent(event, 'PUBLISH', stamp));
  return written(calendar);
}

function newCalendar(method: InvitationMethod | 'PUBLISH'): ICAL.Component {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', PRODID);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  if (method) calendar.addPropertyWithValue('method', method);
  return calendar;
}

function vevent(event: CalendarEvent, method: InvitationMethod | 'PUBLISH', stamp: Date): ICAL.Component {
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', event.uid);
  vevent.addPropertyWithValue('sequence', event.sequence);
  vevent.addPropertyWithValue('dtstamp', utc(stamp));
  vevent.addPropertyWithValue('dtstart', utc(event.start));
  vevent.addPropertyWithValue('dtend', utc(event.end));
  vevent.addPropertyWithValue('summary', event.summary);
  if (event.description) vevent.addPropertyWithValue('description', event.description);
  if (event.location) vevent.addPropertyWithValue('location', event.location);
  if (event.url) vevent.addPropertyWithValue('url', event.url);
  if (method) vevent.addProperty(person('organizer', event.organizer));
  if (method === 'REQUEST' || method === 'CANCEL')
    for (const attendee of event.attendees) {
      const property = person('attendee', attendee);
      property.setParameter('role', 'REQ-PARTICIPANT');
      if (method === 'REQUEST') {
        property.setParameter('partstat', 'NEEDS-ACTION');
        property.setParameter('rsvp', 'TRUE');
      }
      vevent.addProperty(property);
    }
  vevent.addPropertyWithValue('status', method === 'CANCEL' ? 'CANCELLED' : event.status);
  vevent.addPropertyWithValue('transp', 'OPAQUE');
  return vevent;
}

function person(name: 'organizer' | 'attendee', who: CalendarPerson): ICAL.Property {
  const property = new ICAL.Property(name);
  property.setValue(`mailto:${who.email}`);
  // A parameter value may not hold DQUOTE or control characters (RFC 5545 §3.1).
  const cn = oneLine(who.name).replaceAll('"', "'");
  if (cn) property.setParameter('cn', cn);
  return property;
}

/** Whole seconds in UTC (DTSTART:20261026T080000Z). */
function utc(date: Date): ICAL.Time {
  return ICAL.Time.fromJSDate(new Date(Math.floor(date.getTime() / 1000) * 1000), true);
}

const oneLine = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim();

/** The text: folded at 74 octets, CRLF after every line. foldLength is ical.js's own, set for this call. */
function written(calendar: ICAL.Component): string {
  const fold = ICAL.foldLength;
  ICAL.foldLength = FOLD_LENGTH;
  try {
    return `${calendar.toString()}\r\n`;
  } finally {
    ICAL.foldLength = fold;
  }
}
