import { describe, expect, it } from 'vitest';
import {
  AGE_PERIOD_MESSAGES as M,
  EMPTY_AGE_PERIOD,
  agePeriodFromDraft,
  summerPeriodFromDraft,
  checkAgePeriod,
  draftOf,
} from '../../src/forms/age-period-rule.ts';

const valid = { periodStart: '2027-06-14', periodEnd: '2027-07-02', minAge: '15', maxAge: '19' };

describe('age-in-period editor rule (SPEC §5)', () => {
  it('a complete rule passes and saves as numbers', () => {
    expect(checkAgePeriod(valid)).toEqual({});
    expect(agePeriodFromDraft(valid)).toEqual({
      periodStart: '2027-06-14',
      periodEnd: '2027-07-02',
      minAge: 15,
      maxAge: 19,
    });
  });

  it('all four values are required', () => {
    expect(checkAgePeriod(EMPTY_AGE_PERIOD)).toEqual({
      periodStart: M.required,
      periodEnd: M.required,
      minAge: M.required,
      maxAge: M.required,
    });
    for (const field of ['periodStart', 'periodEnd', 'minAge', 'maxAge'] as const) {
      expect(checkAgePeriod({ ...valid, [field]: '  ' })).toEqual({ [field]: M.required });
      expect(agePeriodFromDraft({ ...valid, [field]: '' })).toBeNull();
    }
  });

  it('a date that is not a real date, or an age that is not a whole number, counts as missing', () => {
    expect(checkAgePeriod({ ...valid, periodEnd: '2027-02-30' })).toEqual({ periodEnd: M.required });
    expect(checkAgePeriod({ ...valid, minAge: '15.5' })).toEqual({ minAge: M.required });
    expect(checkAgePeriod({ ...valid, maxAge: 'tjugo' })).toEqual({ maxAge: M.required });
  });

  it('start on or before end: the same day passes; one day after fails on both dates', () => {
    expect(checkAgePeriod({ ...valid, periodEnd: valid.periodStart })).toEqual({});
    expect(checkAgePeriod({ ...valid, periodStart: '2027-07-03' })).toEqual({
      periodStart: M.startAfterEnd,
      periodEnd: M.endBeforeStart,
    });
  });

  it('ages 0 or more: 0 passes, -1 fails with its message', () => {
    expect(checkAgePeriod({ ...valid, minAge: '0' })).toEqual({});
    expect(checkAgePeriod({ ...valid, minAge: '-1' })).toEqual({ minAge: M.negative });
    expect(checkAgePeriod({ ...valid, minAge: '-1', maxAge: '-2' })).toEqual({
      minAge: M.negative,
      maxAge: M.negative,
    });
  });

  it('min at most max: equal passes; min above max fails on both ages', () => {
    expect(checkAgePeriod({ ...valid, minAge: '19' })).toEqual({});
    expect(checkAgePeriod({ ...valid, minAge: '20' })).toEqual({
      minAge: M.minAboveMax,
      maxAge: M.maxBelowMin,
    });
    expect(agePeriodFromDraft({ ...valid, minAge: '20' })).toBeNull();
  });

  it('the messages are the spec text word for word', () => {
    expect(Object.values(M).sort()).toEqual(
      [
        'Fältet är obligatoriskt',
        'Datumet kan inte vara före periodens startdatum',
        'Datumet kan inte vara efter periodens slutdatum',
        'Åldern kan inte vara lägre än maxåldern',
        'Åldern kan inte vara högre än minåldern',
        'Åldern kan inte vara negativ',
      ].sort(),
    );
  });

  it('a saved rule opens in edit mode as it was saved', () => {
    const saved = agePeriodFromDraft(valid)!;
    expect(draftOf(saved)).toEqual(valid);
  });

  it('a summer period: ages may be left empty, but what is typed is checked', () => {
    const dates = { ...EMPTY_AGE_PERIOD, periodStart: '2026-06-15', periodEnd: '2026-07-03' };
    expect(checkAgePeriod(dates, { agesOptional: true })).toEqual({});
    expect(summerPeriodFromDraft(dates)).toEqual({ startDate: '2026-06-15', endDate: '2026-07-03' });
    expect(summerPeriodFromDraft({ ...dates, minAge: '16' })).toEqual({
      startDate: '2026-06-15',
      endDate: '2026-07-03',
      minAge: 16,
    });
    expect(checkAgePeriod({ ...dates, minAge: '-1' }, { agesOptional: true })).toEqual({
      minAge: M.negative,
    });
    expect(checkAgePeriod({ ...dates, minAge: '19', maxAge: '16' }, { agesOptional: true })).toEqual({
      minAge: M.minAboveMax,
      maxAge: M.maxBelowMin,
    });
    expect(summerPeriodFromDraft({ ...dates, periodEnd: '' })).toBeNull();
  });
});
