/**
 * Swedish personal numbers (personnummer) and ages. Only the 12-digit form is accepted (SPEC §5: the
 * number must be written with 12 digits), so the century is never guessed.
 */
import { isIsoDate } from '../dates.ts';
import { stockholmDate } from '../format.ts';

/** Coordination numbers (samordningsnummer) carry the birth day plus 60. */
const COORDINATION_OFFSET = 60;

/** 'YYYYMMDDNNNC', 'YYYYMMDD-NNNC' (or '+'), spaces anywhere → the 12 digits; anything else → null. */
export function normalizeSsn(value: string): string | null {
  const match = /^(\d{8})[-+]?(\d{4})$/.exec(value.replace(/\s+/g, ''));
  return match ? match[1]! + match[2]! : null;
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
 * it is not 12 digits or not a real date. The check digit is not looked at: that is isValidSsn's job.
 */
export function birthDateOfSsn(value: string): string | null {
  const digits = normalizeSsn(value);
  if (!digits) return null;
  let day = Number(digits.slice(6, 8));
  if (day > COORDINATION_OFFSET) day -= COORDINATION_OFFSET;
  const date = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${String(day).padStart(2, '0')}`;
  return isIsoDate(date) ? date : null;
}

/** A real 12-digit personal or coordination number whose check digit holds and whose birth is not after `today`. */
export function isValidSsn(value: string, today: string = stockholmDate()): boolean {
  const digits = normalizeSsn(value);
  const birth = digits && birthDateOfSsn(digits);
  if (!digits || !birth || birth > today) return false;
  return luhnCheckDigit(digits.slice(2, 11)) === Number(digits[11]);
}

/** The second-to-last digit is odd for men and even for women. */
export function genderOfSsn(value: string): 'Man' | 'Kvinna' | null {
  const digits = normalizeSsn(value);
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
