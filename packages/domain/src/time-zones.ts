/**
 * Wall-clock time in any IANA zone, for what a person plans in their own zone (an interviewer's working
 * hours in London or New York). The zone rules come from Intl, which every runtime of ours carries;
 * date-fns is not a dependency and Node 24 has no Temporal, and either would only ask Intl again.
 * Intl is asked once a day of the stretch in question and a few times more around a change of offset;
 * the rest is arithmetic on the offsets found, so a month of slots costs some hundred Intl calls.
 *
 * A "wall" time here is the zone's clock reading written as if it were UTC: Date.UTC(year, month, day,
 * hour, minute). Its day number (wall / DAY_MS, rounded down) counts days from 1970-01-01.
 */
export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** From one instant on, up to the next segment's start, the zone is `offset` ms ahead of UTC. */
export interface OffsetSegment {
  start: number;
  offset: number;
}

/** A zone's offsets over a stretch of time: the first from the beginning of time, the last until its end. */
export type ZoneOffsets = readonly OffsetSegment[];

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    // Throws a RangeError for a zone Intl does not know, before anything is remembered.
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** Whether Intl knows the zone ('Europe/Stockholm', 'UTC'), for the schemas that take one. */
export function isTimeZone(name: string): boolean {
  try {
    offsetFormat(name);
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's clock is ahead of UTC at an instant, in ms (Stockholm: 3 600 000 in winter). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const written = offsetFormat(timeZone).format(ms);
  // 'GMT+02:00'; old local mean times have seconds ('GMT+00:53:28'); UTC itself may be a bare 'GMT'.
  const match = /GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?/.exec(written);
  if (!match) return 0;
  const size = (Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0)) * 1000;
  return match[1] === '-' ? -size : size;
}

/** 'YYYY-MM-DD' of a day number (days since 1970-01-01). */
export function dayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The zone's calendar date of an instant, 'YYYY-MM-DD'. */
export function localDay(ms: number, timeZone: string): string {
  return dayString(Math.floor((ms + zoneOffsetMs(ms, timeZone)) / DAY_MS));
}

/**
 * The zone's offsets between two instants. Intl is asked once a day, and where two days disagree the
 * change is narrowed to its second (zones change on whole seconds). No zone changes twice within a day.
 */
export function zoneOffsets(timeZone: string, from: number, to: number): ZoneOffsets {
  const segments: OffsetSegment[] = [{ start: -Infinity, offset: zoneOffsetMs(from, timeZone) }];
  for (let at = from; at < to; at += DAY_MS) {
    const next = Math.min(at + DAY_MS, to);
    const offset = zoneOffsetMs(next, timeZone);
    if (offset === segments[segments.length - 1]!.offset) continue;
    // The first whole second in (at, next] that has the new offset.
    let low = Math.floor(at / 1000);
    let high = Math.ceil(next / 1000);
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (zoneOffsetMs(middle * 1000, timeZone) === offset) high = middle;
      else low = middle;
    }
    segments.push({ start: Math.min(high * 1000, next), offset });
  }
  return segments;
}

/** The index of the segment that holds an instant. */
function segmentIndexAt(offsets: ZoneOffsets, ms: number): number {
  let low = 0;
  let high = offsets.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (offsets[middle]!.start <= ms) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The offset at an instant, from offsets found by zoneOffsets. */
export function offsetAt(offsets: ZoneOffsets, ms: number): number {
  return offsets[segmentIndexAt(offsets, ms)]!.offset;
}

/** The wall time (see the module head) of an instant. */
export function wallOf(offsets: ZoneOffsets, ms: number): number {
  return ms + offsetAt(offsets, ms);
}

/**
 * The instant a wall time names, read as RFC 5545 reads it (and as stockholmUnix does): a time the clocks
 * pass twice is its first occurrence; a time they skip is read with the offset before the gap, so it
 * lands as far after the gap's end as it is after its start (02:30 on a Stockholm spring day is 03:30).
 */
export function instantOf(offsets: ZoneOffsets, wall: number): number {
  for (let i = 0; i < offsets.length; i++) {
    const segment = offsets[i]!;
    const end = offsets[i + 1]?.start ?? Infinity;
    const at = wall - segment.offset;
    if (at >= end) continue;
    if (at >= segment.start) return at;
    // Before this segment began and after the previous one ended: a skipped time.
    return wall - offsets[i - 1]!.offset;
  }
  return wall - offsets[offsets.length - 1]!.offset;
}

/**
 * The first instant at or after `from` at which the zone's clock shows a whole multiple of `stepMs`
 * since its midnight (`stepMs` divides a day). Taken again and again it walks the clock: an hour the
 * clocks pass twice gives its times twice, an hour they skip none.
 */
export function nextOnClock(offsets: ZoneOffsets, from: number, stepMs: number): number {
  for (let i = segmentIndexAt(offsets, from); i < offsets.length; i++) {
    const segment = offsets[i]!;
    const begin = Math.max(segment.start, from);
    const at = Math.ceil((begin + segment.offset) / stepMs) * stepMs - segment.offset;
    if (at < (offsets[i + 1]?.start ?? Infinity)) return at;
  }
  return Infinity;
}

/**
 * The instant at which clocks in `timeZone` show a wall time (instantOf's reading: a time shown twice is
 * its first showing, a skipped one lands after the gap), for one time at a time: a calendar's floating
 * time or all-day date.
 */
export function instantOfWallTime(wall: number, timeZone: string): number {
  return instantOf(zoneOffsets(timeZone, wall - 2 * DAY_MS, wall + 2 * DAY_MS), wall);
}

/** The zones a person may pick, by their IANA names: the runtime's list ('Europe/Stockholm', 'UTC' without one). */
export function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return names.length > 0 ? names : ['Europe/Stockholm', 'UTC'];
}

/** The zone of the clock this runs on (in a browser: the reader's own), or Stockholm's when it cannot tell. */
export function runtimeTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'Europe/Stockholm';
}
