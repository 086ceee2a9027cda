/**
 * How the product writes instants and numbers (SPEC §9): every date and time in Stockholm time, dates
 * YYYY-MM-DD, times HH:MM, numbers and kronor grouped the Swedish way. Every screen, CSV, PDF and e-mail
 * formats through here, so the time zone is written once.
 */
export const TIME_ZONE = 'Europe/Stockholm';

/** An instant: a Date, unix seconds (as on the wire), or an ISO string. */
export type Instant = Date | number | string;

/**
 * A formatter made on first use: making an Intl.DateTimeFormat loads its zone's data, tens of
 * milliseconds on a phone, which a page that formats no date (the career site's apply page) need not pay.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormat = once(
  () =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);
const dateTimeFormat = once(
  () => new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }),
);
const dateTimeSecondsFormat = once(
  () => new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' }),
);
const timeFormat = once(() => new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, timeStyle: 'short' }));
const offsetFormat = once(
  () => new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' }),
);

/** The Date of an instant, or null for none or nonsense. */
function toDate(at: Instant | null | undefined): Date | null {
  if (at == null || at === '') return null;
  const date = at instanceof Date ? at : new Date(typeof at === 'number' ? at * 1000 : at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Stockholm's offset from UTC in each UTC hour asked for: Sweden changes its clocks on whole UTC hours, so
 * one hour has one offset. Intl is asked once per hour and the rest is arithmetic: an export of 100,000
 * rows formats its dates in a fraction of the time Intl.DateTimeFormat takes per call.
 */
const offsetByHour = new Map<number, number>();
const HOUR_MS = 3_600_000;

/** 'YYYY-MM-DDTHH:MM:SS' of the instant in Stockholm time, or null outside the years 1000–9999. */
function stockholmIso(date: Date): string | null {
  const ms = date.getTime();
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = stockholmOffsetMinutes(new Date(hour * HOUR_MS));
    if (offsetByHour.size >= 50_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  const iso = new Date(ms + offset * 60_000).toISOString();
  return iso.length === 24 && iso[0] !== '0' ? iso.slice(0, 19) : null;
}

/** The Stockholm calendar date of an instant, YYYY-MM-DD (today by default). */
export function stockholmDate(at: Instant = new Date()): string {
  return formatDate(at);
}

/** YYYY-MM-DD of an instant, as every date in the product is shown ('' for none). */
export function formatDate(at: Instant | null | undefined): string {
  const date = toDate(at);
  if (!date) return '';
  return stockholmIso(date)?.slice(0, 10) ?? dateFormat().format(date);
}

/** 'YYYY-MM-DD HH:MM' (with ':SS' when asked) in Stockholm time ('' for none or nonsense). */
export function formatDateTime(at: Instant | null | undefined, { seconds = false } = {}): string {
  const date = toDate(at);
  if (!date) return '';
  const iso = stockholmIso(date);
  if (!iso) return (seconds ? dateTimeSecondsFormat : dateTimeFormat)().format(date);
  return `${iso.slice(0, 10)} ${iso.slice(11, seconds ? 19 : 16)}`;
}

/** 'HH:MM' in Stockholm time ('' for none). */
export function formatTime(at: Instant | null | undefined): string {
  const date = toDate(at);
  if (!date) return '';
  return stockholmIso(date)?.slice(11, 16) ?? timeFormat().format(date);
}

const zonedFormats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** The formats of one time zone, made once (a page of slots formats each of them twice). */
function zoned(timeZone: string) {
  let formats = zonedFormats.get(timeZone);
  if (!formats) {
    formats = {
      day: new Intl.DateTimeFormat('sv-SE', { timeZone, weekday: 'long', day: 'numeric', month: 'long' }),
      time: new Intl.DateTimeFormat('sv-SE', { timeZone, hour: '2-digit', minute: '2-digit' }),
    };
    if (zonedFormats.size >= 100) zonedFormats.clear();
    zonedFormats.set(timeZone, formats);
  }
  return formats;
}

/**
 * A day as a person reads it when booking: 'tisdag 8 december', in `timeZone` (Stockholm unless the
 * reader's own differs). '' for none.
 */
export function formatWeekday(at: Instant | null | undefined, timeZone = TIME_ZONE): string {
  const date = toDate(at);
  return date ? zoned(timeZone).day.format(date) : '';
}

/** 'HH:MM' in `timeZone` ('' for none): the times of a booking in the reader's own zone. */
export function formatTimeIn(at: Instant | null | undefined, timeZone = TIME_ZONE): string {
  const date = toDate(at);
  if (!date) return '';
  return timeZone === TIME_ZONE ? formatTime(date) : zoned(timeZone).time.format(date);
}

/** An interview's time in words: 'tisdag 8 december 2026 kl. 10:00–10:45' (Stockholm time). */
export function formatTimeSpan(start: Instant, end: Instant, timeZone = TIME_ZONE): string {
  const year = formatDate(start).slice(0, 4);
  return `${formatWeekday(start, timeZone)} ${year} kl. ${formatTimeIn(start, timeZone)}–${formatTimeIn(end, timeZone)}`;
}

const DAY_MS = 86_400_000;

/** 01:00 UTC on the last Sunday of `month` (0–11) of `year`: when the EU's clocks change. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS;
}

/**
 * The offset of Stockholm from UTC at an instant, in minutes (60 in winter, 120 in summer). From 1996 the
 * EU's rule decides (summer time from March's last Sunday to October's, 01:00 UTC), worked out without Intl:
 * the first Intl.DateTimeFormat of a page loads the zone's data, which a phone pays for in blocking time on
 * the career site. Other years ask Intl; a test holds the rule to Intl's tz data year by year.
 */
export function stockholmOffsetMinutes(at: Date): number {
  const year = at.getUTCFullYear();
  if (year >= 1996 && year <= 2099) {
    const ms = at.getTime();
    return ms >= lastSundayAt1Utc(year, 2) && ms < lastSundayAt1Utc(year, 9) ? 120 : 60;
  }
  const name = offsetFormat()
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/** A number grouped the Swedish way ('12 345', '1,5'), with at most `maxFractionDigits` decimals. */
export function formatNumber(n: number | bigint, maxFractionDigits = 0): string {
  let format = numberFormats.get(maxFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: maxFractionDigits });
    numberFormats.set(maxFractionDigits, format);
  }
  return format.format(n);
}

/** An amount of kronor: '12 345 kr' (a space that does not break between the groups and before kr). */
export function formatKronor(amount: number): string {
  return `${formatNumber(amount, 2)}\u00a0kr`;
}
