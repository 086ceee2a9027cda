/** Dates as the product shows them (SPEC §9): Europe/Stockholm, YYYY-MM-DD; unix seconds on the wire. */
export const TIME_ZONE = 'Europe/Stockholm';

const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Stockholm calendar date of an instant, YYYY-MM-DD. */
export function stockholmDate(at: Date | number = new Date()): string {
  const date = typeof at === 'number' ? new Date(at * 1000) : at;
  return dateFormat.format(date);
}

/** YYYY-MM-DD of unix seconds (or '' for none), as every date in the product is shown. */
export function formatDate(unixSeconds: number | null | undefined): string {
  return unixSeconds == null ? '' : stockholmDate(unixSeconds);
}

/** The offset of Stockholm from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function stockholmOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(parts ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

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
