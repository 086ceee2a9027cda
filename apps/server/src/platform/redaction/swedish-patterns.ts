/**
 * Swedish personal data found by its shape, whoever it belongs to: personnummer and samordningsnummer,
 * phone numbers, e-mail addresses, street addresses and postcodes, dates of birth. Tuned for precision
 * on CVs: year ranges ("2015–2019"), periods ("01/2019"), amounts, organisation numbers and employment
 * dates stay.
 */
import { isIsoDate, luhnCheckDigit, normalizeSsn } from '@rekry/domain';
import { spansOf, type Span } from './spans.ts';

/** No letter or digit just before (a lookbehind every pattern starts with). */
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

/**
 * ÅÅMMDD-NNNN in its spellings: 10 or 12 digits, with '-', '+', an en dash or nothing (spaces around).
 * A number with a sign is taken when its date is real (samordningsnummer: day + 60); one without needs
 * its check digit as well, so a 10-digit phone or order number is not taken for one.
 */
const SSN = new RegExp(`${START}((?:19|20)?\\d{6})(\\s?[-+–]\\s?|\\s)?(\\d{4})(?![\\p{N}])`, 'gu');

function isSsn(m: RegExpExecArray, today: string): boolean {
  const sign = (m[2] ?? '').trim().replace('–', '-');
  const digits = normalizeSsn(`${m[1]}${sign}${m[3]}`, today);
  if (!digits) return false;
  let day = Number(digits.slice(6, 8));
  if (day > 60) day -= 60;
  const date = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${String(day).padStart(2, '0')}`;
  if (!isIsoDate(date)) return false;
  return sign !== '' || luhnCheckDigit(digits.slice(2, 11)) === Number(digits[11]);
}

/** +46 / 0046 (an optional "(0)"), then 7–10 digits with single spaces, dashes or dots between. */
const PHONE_INTERNATIONAL =
  /(?<![\p{N}])(?:\+|00)\s?46\s?(?:\(0\)\s?)?[1-9](?:(?:\s?[-–.]\s?|\s)?\d){6,9}(?!\p{N})/gu;
/** 07x, 08-, 031-… : a 0, an area code, 8–10 digits in all; "(08) 123 45 67" too. */
const PHONE_NATIONAL = /(?<![\p{N}+])(?:\(0\d{1,3}\)\s?|0[1-9])(?:(?:\s?[-–]\s?|\s)?\d){5,9}(?!\p{N})/gu;

function isPhone(m: RegExpExecArray): boolean {
  const digits = m[0].replace(/\D/g, '');
  if (m[0].startsWith('+') || m[0].startsWith('00')) return digits.length >= 9 && digits.length <= 13;
  if (/^07/.test(digits)) return digits.length === 10;
  return digits.length >= 8 && digits.length <= 10;
}

const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+\s?@\s?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

/** Web addresses of a person's own pages: LinkedIn, GitHub and the like carry the name. */
const PROFILE_LINK =
  /(?:https?:\/\/)?(?:www\.)?(?:linkedin\.com\/in|github\.com|facebook\.com|instagram\.com|twitter\.com|x\.com)\/[^\s,;)]+/giu;

const STREET_SUFFIX =
  '(?:gatan|gata|vägen|väg|gränd|gränden|allé|allén|stigen|stig|backe|backen|torget|torg|plan|leden|led|stråket|platsen|plats|liden|parken|esplanaden|kajen|strand|stranden|slingan|svängen|gången|ringen|höjden)';
/** "Storgatan 12", "Västra Hamngatan 5 B", "Kungsvägen 3, lgh 1102", "Box 123". */
const STREET = new RegExp(
  `${START}(?:(?:Norra|Södra|Östra|Västra|Lilla|Stora|Gamla|Nya|Övre|Nedre)\\s+)?\\p{L}[\\p{L}-]*${STREET_SUFFIX}\\s+\\d{1,4}(?:\\s?[A-Ha-h]${END})?(?:,?\\s*(?:lgh|lägenhet)\\.?\\s*\\d{1,5})?|${START}Box\\s+\\d{1,6}${END}`,
  'gu',
);
/** "123 45 Uppsala", "12345 Uppsala", "SE-123 45" (the town with it). */
const POSTCODE =
  /(?<![\p{L}\p{N}]|\p{N}\s)(?:SE[- ]?(\d{3} ?\d{2})(?!\p{N})(?:[ \t]+\p{Lu}[\p{L}-]+)?|(\d{3} ?\d{2})[ \t]+\p{Lu}[\p{L}-]+(?:[ \t]+\p{Lu}[\p{L}-]+)?)/gu;

function isPostcode(m: RegExpExecArray): boolean {
  const code = (m[1] ?? m[2] ?? '').replace(/\s/g, '');
  // Swedish postcodes begin 1–9; "2019 Volvo" is no postcode, nor is "100 00 Kronor".
  if (!/^[1-9]\d{4}$/.test(code)) return false;
  return !/\b(?:kr|kronor|sek|st|timmar|hp|poäng)\b/i.test(m[0]);
}

const MONTHS: Record<string, number> = {
  jan: 1,
  januari: 1,
  feb: 2,
  februari: 2,
  mar: 3,
  mars: 3,
  apr: 4,
  april: 4,
  maj: 5,
  jun: 6,
  juni: 6,
  jul: 7,
  juli: 7,
  aug: 8,
  augusti: 8,
  sep: 9,
  sept: 9,
  september: 9,
  okt: 10,
  oktober: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
  may: 5,
  june: 6,
  july: 7,
  oct: 10,
  october: 10,
  march: 3,
  january: 1,
  february: 2,
  august: 8,
};
const MONTH_NAMES = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** A date as people write it; each alternative's groups are read by dateOf. */
const DATE = new RegExp(
  [
    `${START}((?:19|20)\\d{2})[-./ ](\\d{1,2})[-./ ](\\d{1,2})${END}`,
    `${START}(\\d{1,2})[./](\\d{1,2})(?:[./]|\\s|[./]\\s)((?:19|20)?\\d{2})${END}`,
    `${START}(\\d{1,2})(?::[ea])?\\s+(${MONTH_NAMES})\\.?\\s+((?:19|20)\\d{2})${END}`,
    `${START}((?:19|20)?\\d{6})(?![\\p{L}\\p{N}]|\\s?[-+–]\\s?\\d{4})`,
  ].join('|'),
  'giu',
);

const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO date a DATE match stands for, or null (a 2-digit year is read as 19xx or 20xx, whichever is past). */
function dateOf(m: RegExpExecArray, today: string): string | null {
  const year = (y: string) => {
    if (y.length === 4) return Number(y);
    const short = Number(y);
    return 2000 + short <= Number(today.slice(0, 4)) ? 2000 + short : 1900 + short;
  };
  let iso: string;
  if (m[1]) iso = `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
  else if (m[4]) iso = `${year(m[6]!)}-${pad(Number(m[5]))}-${pad(Number(m[4]))}`;
  else if (m[7]) iso = `${m[9]}-${pad(MONTHS[m[8]!.toLowerCase()]!)}-${pad(Number(m[7]))}`;
  else {
    const d = m[10]!;
    iso =
      d.length === 8
        ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`
        : `${year(d.slice(0, 2))}-${d.slice(2, 4)}-${d.slice(4)}`;
  }
  return isIsoDate(iso) ? iso : null;
}

/** Words that say a date or year next to them is a birth ("född 17 maj 1990", "Födelsedatum: 900517"). */
const BIRTH_CONTEXT =
  /(?:född|födelsedatum|födelsedag|födelseår|födelse|f\.|date of birth|birth date|born|dob)[\s:]*(?:den\s+|år\s+|i\s+)?$/i;
/** "född 1990", "född år 1990", "Födelseår: 1990". */
const BIRTH_YEAR = /(?<=(?:född|födelseår|born|f\.)[\s:]*(?:år\s+|i\s+)?)(?:19|20)\d{2}(?![\p{L}\p{N}])/giu;

/**
 * Dates of birth: a date that is the person's own (`birthDate`, from the personnummer) in any spelling,
 * and any full date or year written as a birth ("född …"). Other dates (employment, courses) stay.
 */
function birthDateSpans(text: string, birthDate: string | null, today: string): Span[] {
  const adult = `${Number(today.slice(0, 4)) - 14}`;
  const spans = spansOf(text, DATE, 'birthDate', (m) => {
    const iso = dateOf(m, today);
    if (!iso) return false;
    if (iso === birthDate) return true;
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    return iso.slice(0, 4) <= adult && BIRTH_CONTEXT.test(before);
  });
  return [...spans, ...spansOf(text, BIRTH_YEAR, 'birthDate')];
}

/** Every span of Swedish personal data the text shows by its shape. */
export function swedishPatternSpans(text: string, birthDate: string | null, today: string): Span[] {
  return [
    ...spansOf(text, SSN, 'ssn', (m) => isSsn(m, today)),
    ...spansOf(text, PHONE_INTERNATIONAL, 'phone', isPhone),
    ...spansOf(text, PHONE_NATIONAL, 'phone', isPhone),
    ...spansOf(text, EMAIL, 'email'),
    ...spansOf(text, PROFILE_LINK, 'link'),
    ...spansOf(text, STREET, 'address'),
    ...spansOf(text, POSTCODE, 'postcode', isPostcode),
    ...birthDateSpans(text, birthDate, today),
  ];
}
