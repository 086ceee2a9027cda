import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  companyProfileSchema,
  formatOrganisationNumber,
  isOrganisationNumber,
  profileFromProperties,
} from '../src/company-profile.ts';
import { companySiteUrl, publicCompanyKey } from '../src/host.ts';

/** The Luhn check digit of nine digits, as Bolagsverket computes it. */
function checkDigit(nine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const d = Number(nine[i]) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return (10 - (sum % 10)) % 10;
}

const nineDigits = fc.stringMatching(/^\d{9}$/);

describe('isOrganisationNumber', () => {
  it('accepts real ones in every usual way of writing them', () => {
    for (const n of ['556677-8899', '5566778899', '16556677-8899', '202100-6255', '212000-0142'])
      expect(isOrganisationNumber(n), n).toBe(true);
  });

  it('accepts any nine digits with their check digit, and refuses every other last digit', () => {
    fc.assert(
      fc.property(nineDigits, fc.integer({ min: 1, max: 9 }), (nine, shift) => {
        const right = checkDigit(nine);
        const number = `${nine.slice(0, 6)}-${nine.slice(6)}${right}`;
        expect(isOrganisationNumber(number)).toBe(true);
        expect(formatOrganisationNumber(number.replace('-', ''))).toBe(number);
        expect(isOrganisationNumber(`${nine}${(right + shift) % 10}`)).toBe(false);
      }),
    );
  });

  it('refuses wrong lengths and letters', () => {
    for (const n of ['', '556677-889', '556677-88990', '55667A-8899', '17556677-8899'])
      expect(isOrganisationNumber(n), n).toBe(false);
  });
});

describe('the profile schema', () => {
  it('fills every key with its default, and stored values of the wrong kind fall back', () => {
    const profile = profileFromProperties({ city: 'Umeå', showAge: 'ja', phone: 12345, website: 'ftp://x' });
    expect(profile.city).toBe('Umeå');
    expect(profile.showAge).toBe(true);
    expect(profile.phone).toBe('');
    expect(profile.website).toBe('');
    expect(Object.keys(profile).sort()).toEqual(Object.keys(companyProfileSchema.shape).sort());
  });
});

describe('companySiteUrl', () => {
  it.each([
    ['http://localhost:3000', 'http://jobb.demo.localhost:3000'],
    ['https://min.rekry.se', 'https://jobb.demo.rekry.se'],
    ['https://min-staging.rekry.se', 'https://jobb.demo.rekry.se'],
    ['https://rekry.se', 'https://jobb.demo.rekry.se'],
  ])('%s → %s', (appUrl, expected) => {
    expect(companySiteUrl(appUrl, 'demo')).toBe(expected);
  });

  it('is an address the career site resolves back to the company', () => {
    for (const appUrl of ['http://localhost:3000', 'https://min.rekry.se'])
      expect(publicCompanyKey(new URL(companySiteUrl(appUrl, 'norrland')).host)).toBe('norrland');
  });
});
