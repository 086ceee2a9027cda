/**
 * Calendar arithmetic on Stockholm dates (SPEC §9): YYYY-MM-DD strings, unix seconds on the wire. How
 * instants are written out lives in format.ts.
 */
import { stockholmOffsetMinutes } from './format.ts';

/**
 * Unix seconds of a Stockholm wall-clock time (HH:MM or HH:MM:SS) on a YYYY-MM-DD date, whatever the
 * zone of the machine. On the two days the clocks change it reads the time as RFC 5545 does: in the
 * autumn hour that comes twice, the first time (02:30 on 25 October 2026 is 02:30 summer time); in the
 * spring hour that is skipped, with the offset before the gap, an hour later on the clock (02:30 on
 * 29 March 2026 is 03:30 summer time).
 */
export function stockholmUnix(date: string, time = '00:00:00'): number {
  const wall = Math.floor(Date.parse(`${date}T${time}Z`) / 1000);
  const offsetAt = (unix: number) => stockholmOffsetMinutes(new Date(unix * 1000)) * 60;
  // The offsets in force some hours either side: one and the same but on the days the clocks change.
  const before = offsetAt(wall - 6 * 3600);
  for (const offset of [before, offsetAt(wall + 6 * 3600)]) {
    if (offsetAt(wall - offset) === offset) return wall - offset;
  }
  return wall - before;
}

/** End of a Stockholm day, 23:59:59, as unix seconds (SPEC §9). */
export function endOfDay(date: string): number {
  return stockholmUnix(date, '23:59:59');
}

/** YYYY-MM-DD plus N calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whether a string is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
