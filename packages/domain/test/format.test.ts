import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatKronor,
  formatNumber,
  formatTime,
  stockholmDate,
  stockholmOffsetMinutes,
  stockholmUnix,
} from '../src/index.ts';

const NBSP = '\u00a0';
// 22:05 UTC on 2 July is 00:05 the next day in Stockholm (summer time, UTC+2).
const summerNight = new Date('2026-07-02T22:05:09Z');

describe('instants, written in Stockholm time', () => {
  it('takes a Date, unix seconds or an ISO string alike', () => {
    const unix = summerNight.getTime() / 1000;
    for (const at of [summerNight, unix, summerNight.toISOString()]) {
      expect(formatDate(at)).toBe('2026-07-03');
      expect(formatDateTime(at)).toBe('2026-07-03 00:05');
      expect(formatDateTime(at, { seconds: true })).toBe('2026-07-03 00:05:09');
      expect(formatTime(at)).toBe('00:05');
    }
  });

  it('follows winter time, and says nothing for none or nonsense', () => {
    expect(formatDateTime(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-16 00:30');
    for (const none of [null, undefined, '', 'inte ett datum', Number.NaN]) {
      expect(formatDateTime(none)).toBe('');
      expect(formatDate(none)).toBe('');
      expect(formatTime(none)).toBe('');
    }
  });

  it('agrees with the calendar arithmetic', () => {
    expect(stockholmDate(stockholmUnix('2026-03-29', '02:30:00'))).toBe('2026-03-29');
    expect(formatDateTime(stockholmUnix('2026-10-25', '12:00:00'))).toBe('2026-10-25 12:00');
  });
});

describe('numbers and kronor', () => {
  it('groups thousands the Swedish way and rounds to the asked decimals', () => {
    expect(formatNumber(1234567)).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatNumber(12_345n)).toBe(`12${NBSP}345`);
    expect(formatNumber(1.25, 1)).toMatch(/^1,[23]$/);
    expect(formatNumber(2.5)).toMatch(/^[23]$/);
  });

  it('writes kronor with öre only when there are any, kept on one line', () => {
    expect(formatKronor(4900)).toBe(`4${NBSP}900${NBSP}kr`);
    expect(formatKronor(99.5)).toBe(`99,5${NBSP}kr`);
    expect(formatKronor(0)).toBe(`0${NBSP}kr`);
  });
});

describe('the arithmetic path agrees with Intl.DateTimeFormat', () => {
  const intl = {
    date: new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
    minutes: new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      dateStyle: 'short',
      timeStyle: 'short',
    }),
    seconds: new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      dateStyle: 'short',
      timeStyle: 'medium',
    }),
    time: new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', timeStyle: 'short' }),
  };
  it('every 7 minutes and 13 seconds across both clock changes of 2026, and at odd instants', () => {
    const instants: Date[] = [];
    // From before the spring change (29 March 01:00 UTC) to after the autumn one (25 October 01:00 UTC).
    for (let ms = Date.UTC(2026, 2, 28); ms < Date.UTC(2026, 2, 30); ms += 433_000)
      instants.push(new Date(ms));
    for (let ms = Date.UTC(2026, 9, 24); ms < Date.UTC(2026, 9, 26); ms += 433_000)
      instants.push(new Date(ms));
    for (const iso of [
      '2026-03-29T00:59:59.999Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:59:59Z',
      '2026-10-25T01:00:00Z',
      '1970-01-01T00:00:00Z',
      '1899-12-31T23:30:00Z',
      '2099-07-01T12:34:56Z',
    ])
      instants.push(new Date(iso));
    for (const at of instants) {
      expect(formatDate(at), at.toISOString()).toBe(intl.date.format(at));
      expect(formatDateTime(at), at.toISOString()).toBe(intl.minutes.format(at));
      expect(formatDateTime(at, { seconds: true }), at.toISOString()).toBe(intl.seconds.format(at));
      expect(formatTime(at), at.toISOString()).toBe(intl.time.format(at));
    }
  });

  it("holds the EU's summer-time rule to Intl's tz data: each change from 1996 to 2099, and every 6 hours of 2026", () => {
    const offset = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Stockholm',
      timeZoneName: 'longOffset',
    });
    const intlMinutes = (at: Date) => {
      const [, sign, h, m] = /GMT([+-])(\d{2}):(\d{2})/.exec(
        offset.formatToParts(at).find((p) => p.type === 'timeZoneName')!.value,
      )!;
      return (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m));
    };
    const instants: Date[] = [];
    for (let year = 1996; year <= 2099; year++) {
      for (const month of [2, 9]) {
        // The change is on the last Sunday at 01:00 UTC: every hour of that month's last week, and the
        // millisecond either side of each.
        for (let day = 24; day <= 31; day++)
          for (let hour = 0; hour < 24; hour++) {
            const ms = Date.UTC(year, month, day, hour);
            instants.push(new Date(ms - 1), new Date(ms));
          }
      }
      instants.push(new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year, 11, 31, 23, 59, 59, 999)));
    }
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 6 * 3_600_000)
      instants.push(new Date(ms));
    // Before the rule: Intl's own answer.
    instants.push(new Date('1980-06-01T12:00:00Z'), new Date('1995-12-31T23:59:59Z'));
    for (const at of instants) expect(stockholmOffsetMinutes(at), at.toISOString()).toBe(intlMinutes(at));
  });
});
