/**
 * Calendar arithmetic on Stockholm dates (SPEC §9): YYYY-MM-DD strings, unix seconds on the wire. How
 * instants are written out lives in format.ts.
 */
import { stockholmOffsetMinutes } from './format.ts';

/** Unix seconds of a Stockholm wall-clock time on a YYYY-MM-DD date. */
export function stockholmUnix(date: string, time = '00:00:00'): number {
  const guess = new Date(`${date}T${time}Z`);
  const offset = stockholmOffsetMinutes(guess);
  return Math.floor(guess.getTime() / 1000) - offset * 60;
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
