import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/dates.ts';
import {
  ageOn,
  birthDateOfSsn,
  genderOfSsn,
  isValidSsn,
  luhnCheckDigit,
  normalizeSsn,
  ssnProblem,
} from '../../src/forms/personnummer.ts';
import { validateProperty } from '../../src/forms/validators.ts';
import type { FormProperty } from '../../src/forms/types.ts';

const TODAY = '2025-06-01';

describe('normalizeSsn', () => {
  it('accepts 12 digits with or without a hyphen and spaces', () => {
    expect(normalizeSsn('198112189876')).toBe('198112189876');
    expect(normalizeSsn('19811218-9876')).toBe('198112189876');
    expect(normalizeSsn(' 1981 1218 - 9876 ')).toBe('198112189876');
    expect(normalizeSsn('19811218+9876')).toBe('198112189876');
  });

  it('gives 10 digits the century that makes the person under 100 today; + means 100 or older', () => {
    expect(normalizeSsn('811218-9876', TODAY)).toBe('198112189876');
    expect(normalizeSsn('8112189876', TODAY)).toBe('198112189876');
    expect(normalizeSsn('811218+9876', TODAY)).toBe('188112189876');
    expect(normalizeSsn('050101-0000', TODAY)).toBe('200501010000');
    expect(normalizeSsn('701063-2391', TODAY)).toBe('197010632391'); // coordination number
    // Born on this day: this year with '-', a hundred years ago with '+' (turning 100 today).
    expect(normalizeSsn('250601-0000', TODAY)).toBe('202506010000');
    expect(normalizeSsn('250601+0000', TODAY)).toBe('192506010000');
    // A day after today cannot be this year's: it is the last century's (99 years old, still '-').
    expect(normalizeSsn('250602-0000', TODAY)).toBe('192506020000');
    expect(normalizeSsn('250602+0000', TODAY)).toBe('182506020000');
    expect(normalizeSsn('250662-0000', TODAY)).toBe('192506620000'); // coordination day 2 + 60
  });

  it('refuses every other length and anything that is not digits', () => {
    for (const bad of ['81121898', '811218987', '81121898765', '1981121898765', '1981121-89876']) {
      expect(normalizeSsn(bad, TODAY)).toBeNull();
    }
    expect(normalizeSsn('19811218-987a', TODAY)).toBeNull();
    expect(normalizeSsn('8112-18-9876', TODAY)).toBeNull();
    expect(normalizeSsn('', TODAY)).toBeNull();
  });
});

describe('ssnProblem', () => {
  const nine = (date: string, serial = '001') => date + serial + luhnCheckDigit(date + serial);

  it('accepts every written form of a valid number', () => {
    for (const ok of [
      '811218-9876',
      '8112189876',
      '19811218-9876',
      '198112189876',
      '121212+1212', // 1912: over 100 today
      '701063-2391',
      '19701063-2391',
    ]) {
      expect(ssnProblem(ok, TODAY), ok).toBeNull();
    }
  });

  it('tells a wrong check digit, an impossible date and a wrong shape apart', () => {
    expect(ssnProblem('19811218-9875', TODAY)).toBe('checkDigit');
    expect(ssnProblem('811218-9875', TODAY)).toBe('checkDigit');
    expect(ssnProblem(nine('811318'), TODAY)).toBe('date'); // month 13
    expect(ssnProblem(nine('810231'), TODAY)).toBe('date'); // 31 February
    expect(ssnProblem('19' + nine('810231'), TODAY)).toBe('date');
    expect(ssnProblem(nine('701093'), TODAY)).toBe('date'); // coordination day 33
    expect(ssnProblem('20' + nine('250602'), TODAY)).toBe('date'); // born tomorrow
    expect(ssnProblem('20' + nine('250601'), TODAY)).toBeNull(); // born today
    expect(ssnProblem(nine('250601'), TODAY)).toBeNull();
    for (const bad of ['811218987', '81121898765', '1981121898765', 'ÅÅMMDD-NNNN', '19811218-98x6']) {
      expect(ssnProblem(bad, TODAY), bad).toBe('format');
    }
  });

  it('refuses the birth number 000, which Skatteverket never issues, even when its check digit holds', () => {
    expect(luhnCheckDigit('150916000')).toBe(6);
    expect(ssnProblem('20150916-0006', TODAY)).toBe('birthNumber');
    expect(ssnProblem('150916-0006', TODAY)).toBe('birthNumber');
    expect(ssnProblem('20' + nine('150916', '000'), TODAY)).toBe('birthNumber');
    expect(ssnProblem('20' + nine('150976', '000'), TODAY)).toBe('birthNumber'); // coordination number
    // A wrong check digit on it says the same: the number cannot exist whatever its last digit.
    expect(ssnProblem('20150916-0005', TODAY)).toBe('birthNumber');
    // 001 is the first birth number there is.
    expect(ssnProblem('20' + nine('150916', '001'), TODAY)).toBeNull();
    expect(isValidSsn('20150916-0014', TODAY)).toBe(true);
  });
});

describe('isValidSsn', () => {
  it('accepts known valid numbers, coordination numbers and leap days', () => {
    expect(isValidSsn('19121212-1212', TODAY)).toBe(true);
    expect(isValidSsn('19811218-9876', TODAY)).toBe(true);
    expect(isValidSsn('19701063-2391', TODAY)).toBe(true); // coordination number: day 3 + 60
    expect(isValidSsn('20000229-0013', TODAY)).toBe(true);
    expect(isValidSsn('20080229-1237', TODAY)).toBe(true);
  });

  it('refuses a wrong check digit, an unreal date and a future birth', () => {
    expect(isValidSsn('19811218-9875', TODAY)).toBe(false);
    expect(isValidSsn('20010229-' + '000' + luhnCheckDigit('010229000'), TODAY)).toBe(false); // no leap day
    expect(isValidSsn('19811318-0000', TODAY)).toBe(false);
    expect(isValidSsn('19811200-' + '000' + luhnCheckDigit('811200000'), TODAY)).toBe(false);
    expect(isValidSsn('19701093-' + '000' + luhnCheckDigit('701093000'), TODAY)).toBe(false); // day 33
    const tomorrow = `20250602-001${luhnCheckDigit('250602001')}`;
    expect(isValidSsn(tomorrow, TODAY)).toBe(false);
    expect(isValidSsn(tomorrow, '2025-06-02')).toBe(true); // born today is fine
  });

  it('reads birth date and gender', () => {
    expect(birthDateOfSsn('19701063-2391')).toBe('1970-10-03');
    expect(birthDateOfSsn('20000229-0005')).toBe('2000-02-29');
    expect(birthDateOfSsn('20010229-0005')).toBeNull();
    expect(birthDateOfSsn('811218-9876', TODAY)).toBe('1981-12-18');
    expect(birthDateOfSsn('811218+9876', TODAY)).toBe('1881-12-18');
    expect(birthDateOfSsn('81121898765', TODAY)).toBeNull();
    expect(genderOfSsn('19811218-9876')).toBe('Man'); // 7 is odd
    expect(genderOfSsn('19121212-1212')).toBe('Man');
    expect(genderOfSsn('20000229-0005')).toBe('Kvinna'); // 0 is even
    expect(genderOfSsn('abc')).toBeNull();
  });
});

describe('ageOn', () => {
  it('counts whole years; the birthday itself completes the year', () => {
    expect(ageOn('2000-06-01', '2025-05-31')).toBe(24);
    expect(ageOn('2000-06-01', '2025-06-01')).toBe(25);
    expect(ageOn('2000-06-01', '2000-06-01')).toBe(0);
  });

  it('someone born on a leap day turns a year older on 1 March in other years', () => {
    expect(ageOn('2000-02-29', '2001-02-28')).toBe(0);
    expect(ageOn('2000-02-29', '2001-03-01')).toBe(1);
    expect(ageOn('2000-02-29', '2004-02-28')).toBe(3);
    expect(ageOn('2000-02-29', '2004-02-29')).toBe(4);
  });
});

// Generated personal numbers: a real birth date up to TODAY, a birth number (001–999), the computed check digit.
const DAY_MS = 86_400_000;
const birthDate = fc
  .integer({ min: Date.UTC(1900, 0, 1) / DAY_MS, max: Date.UTC(2025, 5, 1) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));
const validSsn = fc
  .record({ date: birthDate, serial: fc.integer({ min: 1, max: 999 }), coordination: fc.boolean() })
  .map(({ date, serial, coordination }) => {
    const day = Number(date.slice(8)) + (coordination ? 60 : 0);
    const nine =
      date.slice(2, 4) + date.slice(5, 7) + String(day).padStart(2, '0') + String(serial).padStart(3, '0');
    return { ssn: `${date.slice(0, 2)}${nine}${luhnCheckDigit(nine)}`, date };
  });

describe('personnummer properties', () => {
  it('accepts every generated number, with or without a hyphen', () => {
    fc.assert(
      fc.property(validSsn, ({ ssn }) => {
        expect(isValidSsn(ssn, TODAY)).toBe(true);
        expect(isValidSsn(`${ssn.slice(0, 8)}-${ssn.slice(8)}`, TODAY)).toBe(true);
      }),
    );
  });

  it('birthDateOfSsn gives back the date the number was made from', () => {
    fc.assert(fc.property(validSsn, ({ ssn, date }) => birthDateOfSsn(ssn) === date));
  });

  // Luhn covers the last 10 digits only: any single change there is caught (a weight-2 digit maps
  // one-to-one onto its digit sum, so the sum mod 10 always moves). The century (first two digits) is
  // outside it: 19811218-9876 → 18811218-9876 is still valid, so the property leaves those two out.
  it('refuses every single-digit change in the last ten digits', () => {
    fc.assert(
      fc.property(
        validSsn,
        fc.integer({ min: 2, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        ({ ssn }, index, delta) => {
          const changed = String((Number(ssn[index]) + delta) % 10);
          const mutated = ssn.slice(0, index) + changed + ssn.slice(index + 1);
          expect(isValidSsn(mutated, TODAY)).toBe(false);
        },
      ),
    );
  });

  it('a century change is not caught by the check digit, only by the future-date rule', () => {
    expect(isValidSsn('18811218-9876', TODAY)).toBe(true);
    expect(isValidSsn('20811218-9876', TODAY)).toBe(false);
  });

  it('ageOn never goes down and rises by exactly 1 on each birthday', () => {
    const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    fc.assert(
      fc.property(birthDate, fc.integer({ min: 0, max: 40_000 }), (birth, offset) => {
        const day = addDays(birth, offset);
        const next = addDays(day, 1);
        const step = ageOn(birth, next) - ageOn(birth, day);
        const birthday =
          next.slice(5) === birth.slice(5) ||
          (birth.slice(5) === '02-29' && next.slice(5) === '03-01' && !isLeap(Number(next.slice(0, 4))));
        expect(step).toBe(birthday ? 1 : 0);
        expect(ageOn(birth, birth)).toBe(0);
      }),
    );
  });

  it('ageOn is monotonic over any two dates', () => {
    fc.assert(
      fc.property(birthDate, fc.nat(40_000), fc.nat(40_000), (birth, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        return ageOn(birth, addDays(birth, early)) <= ageOn(birth, addDays(birth, late));
      }),
    );
  });

  it('minYearBornSwe passes exactly when ageOn says the applicant is old enough', () => {
    fc.assert(
      fc.property(validSsn, fc.integer({ min: 0, max: 130 }), ({ ssn, date }, years) => {
        const property: FormProperty = {
          key: 'form_ssn',
          type: 'text',
          label: 'Personnummer',
          required: false,
          isHtml: false,
          order: 1000,
          validators: [{ name: 'minYearBornSwe', data: years }],
        };
        const error = validateProperty(property, { form_ssn: ssn }, [property], { today: TODAY });
        expect(error === null).toBe(ageOn(date, TODAY) >= years);
        if (error) expect(error).toEqual({ key: 'form_ssn', rule: 'minYearBornSwe', data: String(years) });
      }),
    );
  });
});
