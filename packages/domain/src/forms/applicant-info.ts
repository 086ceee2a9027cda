/**
 * The applicant's details (SPEC §3 'Applicant info') read from the standard keys of an application's
 * answers; date of birth, age and gender come from the personal number.
 */
import { ageOn, birthDateOfSsn, genderOfSsn, normalizeSsn } from './personnummer.ts';
import { STANDARD_KEYS } from './standard-form.ts';
import type { Answers } from './types.ts';

export interface ApplicantInfo {
  firstname: string;
  lastname: string;
  /** 'firstname lastname' */
  name: string;
  email: string;
  /** The 12 digits, or the answer as written when it is no personal number of an accepted shape. */
  ssn: string;
  /** YYYY-MM-DD, or null without a readable personal number. */
  dateOfBirth: string | null;
  age: number | null;
  gender: 'Man' | 'Kvinna' | null;
  address: string;
  zipCode: string;
  city: string;
}

function textOf(answers: Answers, key: string): string {
  const value = answers[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** `email` is the address the application was sent with (it wins over the form's e-mail answer). */
export function applicantInfoFrom(answers: Answers, email: string, today: string): ApplicantInfo {
  const firstname = textOf(answers, STANDARD_KEYS.firstname);
  const lastname = textOf(answers, STANDARD_KEYS.surname);
  const ssnText = textOf(answers, STANDARD_KEYS.ssn);
  const dateOfBirth = birthDateOfSsn(ssnText, today);
  return {
    firstname,
    lastname,
    name: [firstname, lastname].filter(Boolean).join(' '),
    email: (email || textOf(answers, STANDARD_KEYS.email)).trim().toLowerCase(),
    ssn: normalizeSsn(ssnText, today) ?? ssnText,
    dateOfBirth,
    age: dateOfBirth && dateOfBirth <= today ? ageOn(dateOfBirth, today) : null,
    gender: dateOfBirth ? genderOfSsn(ssnText, today) : null,
    address: textOf(answers, STANDARD_KEYS.address),
    zipCode: textOf(answers, STANDARD_KEYS.zipcode),
    city: textOf(answers, STANDARD_KEYS.city),
  };
}
