/**
 * Swedish personal numbers (personnummer) and ages. Accepted as people write them — ÅÅMMDD-NNNN,
 * ÅÅMMDDNNNN, ÅÅMMDD+NNNN, ÅÅÅÅMMDD-NNNN, ÅÅÅÅMMDDNNNN — and kept as the 12 digits. A 10-digit number
 * gets its century by Skatteverket's rule: '-' (or none) means under 100 today, '+' 100 or older.
 */
import { isIsoDate } from '../dates.ts';
import { stockholmDate } from '../format.ts';

/** Coordination numbers (samordningsnummer) carry the birth day plus 60. */
const COORDINATION_OFFSET = 60;

/**
 * Why a personal number is refused: its shape or length, its date, its birth number (the three digits
 * before the check digit: Skatteverket never issues 000), or its check digit.
 */
export type SsnProblem = 'format' | 'date' | 'birthNumber' | 'checkDigit';

/** The birth date a number's digits stand for (a coordination number's day less 60), real or not. */
function dateOf(year: number, mmdd: string): string {
  let day = Number(mmdd.slice(2));
  if (day > COORDINATION_OFFSET) day -= COORDINATION_OFFSET;
  return `${String(year).padStart(4, '0')}-${mmdd.slice(0, 2)}-${String(day).padStart(2, '0')}`;
}

/**
 * The 12 digits of a number written in any accepted form (spaces anywhere), or null when its shape or
 * length is wrong. With 10 digits the century is the latest that puts the birth at most `today`; '+'
 * takes 100 years more. The date and the check digit are not looked at: that is ssnProblem's job.
 */
export function normalizeSsn(value: string, today: string = stockholmDate()): string | null {
  const text = value.replace(/\s+/g, '');
  const long = /^(\d{8})[-+]?(\d{4})$/.exec(text);
  if (long) return long[1]! + long[2]!;
  const short = /^(\d{6})([-+]?)(\d{4})$/.exec(text);
  if (!short) return null;
  const yymmdd = short[1]!;
  const thisYear = Number(today.slice(0, 4));
  let year = thisYear - ((thisYear - Number(yymmdd.slice(0, 2))) % 100);
  if (dateOf(year, yymmdd.slice(2)) > today) year -= 100;
  if (short[2] === '+') year -= 100;
  return String(year).padStart(4, '0') + yymmdd.slice(2) + short[3]!;
}

/** The Luhn check digit over the 9 digits YYMMDDNNN (weights 2,1,2,1,…; two-digit products add their digits). */
export function luhnCheckDigit(nineDigits: string): number {
  let sum = 0;
  for (let i = 0; i < nineDigits.length; i++) {
    const product = Number(nineDigits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The birth date of a personal number, YYYY-MM-DD (a coordination number's day less 60), or null when
 * it is not a number of an accepted shape or not a real date. The check digit is not looked at.
 */
export function birthDateOfSsn(value: string, today: string = stockholmDate()): string | null {
  const digits = normalizeSsn(value, today);
  if (!digits) return null;
  const date = dateOf(Number(digits.slice(0, 4)), digits.slice(4, 8));
  return isIsoDate(date) ? date : null;
}

/**
 * What is wrong with a personal or coordination number, or null when it is valid: 'format' for a wrong
 * shape or length, 'date' for a date that does not exist or lies after `today`, 'birthNumber' for the
 * birth number 000, which no number has (whatever its check digit), 'checkDigit' when the Luhn digit
 * does not hold.
 */
export function ssnProblem(value: string, today: string = stockholmDate()): SsnProblem | null {
  const digits = normalizeSsn(value, today);
  if (!digits) return 'format';
  const birth = birthDateOfSsn(digits, today);
  if (!birth || birth > today) return 'date';
  if (digits.slice(8, 11) === '000') return 'birthNumber';
  return luhnCheckDigit(digits.slice(2, 11)) === Number(digits[11]) ? null : 'checkDigit';
}

/** A real personal or coordination number whose check digit holds and whose birth is not after `today`. */
export function isValidSsn(value: string, today: string = stockholmDate()): boolean {
  return ssnProblem(value, today) === null;
}

/** The second-to-last digit is odd for men and even for women. */
export function genderOfSsn(value: string, today: string = stockholmDate()): 'Man' | 'Kvinna' | null {
  const digits = normalizeSsn(value, today);
  if (!digits) return null;
  return Number(digits[10]) % 2 === 1 ? 'Man' : 'Kvinna';
}

/**
 * Whole years from birthDate to date (both YYYY-MM-DD). A birthday counts from its own month and day, so
 * someone born on 29 February turns a year older on 1 March in years without a leap day.
 */
export function ageOn(birthDate: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) < birthDate.slice(5) ? years - 1 : years;
}
