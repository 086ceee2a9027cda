import { describe, expect, it } from 'vitest';
import { endOfDay, formatDateTime, stockholmUnix } from '../src/index.ts';

const utc = (iso: string) => Date.parse(iso) / 1000;

describe('stockholmUnix: a Swedish date and time as unix seconds', () => {
  it('reads winter and summer time, with or without seconds', () => {
    expect(stockholmUnix('2026-12-09', '08:30')).toBe(utc('2026-12-09T07:30:00Z'));
    expect(stockholmUnix('2026-07-01', '08:30:15')).toBe(utc('2026-07-01T06:30:15Z'));
    expect(stockholmUnix('2026-01-01')).toBe(utc('2025-12-31T23:00:00Z'));
    expect(endOfDay('2026-06-30')).toBe(utc('2026-06-30T21:59:59Z'));
  });

  it('on the spring day: the hours either side of the gap are themselves', () => {
    expect(stockholmUnix('2026-03-29', '01:30')).toBe(utc('2026-03-29T00:30:00Z'));
    expect(stockholmUnix('2026-03-29', '01:59')).toBe(utc('2026-03-29T00:59:00Z'));
    expect(stockholmUnix('2026-03-29', '03:00')).toBe(utc('2026-03-29T01:00:00Z'));
    expect(stockholmUnix('2026-03-29', '03:30')).toBe(utc('2026-03-29T01:30:00Z'));
  });

  it('reads a time the spring gap skips (02:00–02:59) as the same moment an hour later on the clock', () => {
    expect(stockholmUnix('2026-03-29', '02:30')).toBe(utc('2026-03-29T01:30:00Z'));
    expect(formatDateTime(stockholmUnix('2026-03-29', '02:30'))).toBe('2026-03-29 03:30');
    expect(formatDateTime(stockholmUnix('2026-03-29', '02:00'))).toBe('2026-03-29 03:00');
  });

  it('reads a time the autumn hour repeats (02:00–02:59) as its first, summer-time, occurrence', () => {
    expect(stockholmUnix('2026-10-25', '02:30')).toBe(utc('2026-10-25T00:30:00Z'));
    expect(formatDateTime(stockholmUnix('2026-10-25', '02:30'))).toBe('2026-10-25 02:30');
    expect(stockholmUnix('2026-10-25', '01:30')).toBe(utc('2026-10-24T23:30:00Z'));
    expect(stockholmUnix('2026-10-25', '03:00')).toBe(utc('2026-10-25T02:00:00Z'));
  });

  it('gives back the wall-clock time of every quarter hour of both change days', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const skipped = date === '2026-03-29' && time.startsWith('02:');
        if (!skipped) expect(formatDateTime(stockholmUnix(date, time))).toBe(`${date} ${time}`);
      }
    }
  });
});
