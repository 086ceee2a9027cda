/**
 * Wall-clock times in a named IANA zone turned into instants. ical.js turns floating times and DATE
 * values into instants in the process's own zone (ical.js issue #257), so the calendar modules read the
 * clock fields themselves and place them here. Intl holds the zone data; this converts, it formats
 * nothing shown (what is shown goes through @rekry/domain's format.ts).
 */

const QUARTER_MS = 15 * 60_000;
const MAX_CACHED = 50_000;

const formats = new Map<string, Intl.DateTimeFormat | null>();
const offsets = new Map<string, number>();

/** The zone's formatter, or null when Intl knows no zone by that name. Names come from calendars: bounded. */
function formatOf(zone: string): Intl.DateTimeFormat | null {
  let format = formats.get(zone);
  if (format !== undefined) return format;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    format = null;
  }
  if (formats.size >= 500) formats.clear();
  formats.set(zone, format);
  return format;
}

/** Whether `zone` is a time zone Intl knows (an IANA name such as Europe/Stockholm, or UTC). */
export function isTimeZone(zone: string): boolean {
  return formatOf(zone) !== null;
}

/**
 * The zone's offset from UTC at an instant, in ms. Zones change their offsets on quarter hours, so one
 * quarter hour has one offset: Intl is asked once per quarter and zone, which keeps a rule expanded over
 * thousands of occurrences cheap.
 */
function offsetMs(zone: string, format: Intl.DateTimeFormat, at: number): number {
  const quarter = Math.floor(at / QUARTER_MS);
  const key = `${zone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset !== undefined) return offset;
  const start = quarter * QUARTER_MS;
  const part: Record<string, number> = {};
  for (const p of format.formatToParts(new Date(start))) part[p.type] = Number(p.value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  offset = wall - start;
  if (offsets.size >= MAX_CACHED) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * The instant (ms since the epoch) when clocks in `zone` show the wall time `wallMs` (the clock fields
 * as if they were UTC: Date.UTC(year, month - 1, day, hour, minute, second)). A time skipped by a change
 * to summer time lands after the change (02:30 → 03:30), a time shown twice in autumn on its second
 * showing. An unknown zone counts as UTC; callers check with isTimeZone first.
 */
export function instantOfWallTime(wallMs: number, zone: string): number {
  const format = formatOf(zone);
  if (!format) return wallMs;
  const guess = wallMs - offsetMs(zone, format, wallMs);
  return wallMs - offsetMs(zone, format, guess);
}
