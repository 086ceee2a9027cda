/**
 * What to black out in a text for one person: their own values wherever and however they are written
 * (any case, with or without å/ä/ö and accents, "Annas", "Anna-Karin", the name inside an e-mail's or a
 * web address's local part, the phone in any spacing), and Swedish personal data by its shape
 * (swedish-patterns.ts) whoever it belongs to.
 */
import { birthDateOfSsn, stockholmDate } from '@rekry/domain';
import {
  escapeRegExp,
  fold,
  mergeSpans,
  spansOf,
  withinDistance,
  type Span,
  type SpanKind,
} from './spans.ts';
import { swedishPatternSpans } from './swedish-patterns.ts';

/** The applicant's own values as the form has them (any may be ''). */
export interface PersonValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  address: string;
  zipCode: string;
  city: string;
  ssn: string;
  /** The answers of other fields the form marks as personal. */
  otherValues: string[];
}

export interface SpanOptions {
  /** The text was read by OCR: a name read with a letter wrong is still the name. */
  ocr?: boolean;
  /** Today (YYYY-MM-DD), for a personnummer's century. */
  today?: string;
}

const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';
/** A word may carry the genitive: "Annas", "Svenssons", "Åbergs", "Anna:s". */
const GENITIVE = "(?::?s|'s)?";
/** Between two digits of a number as people and OCR write it. */
const DIGIT_GAP = '[\\s\\-–.()/]{0,3}';

/** The pieces of a name: "Anna-Karin" gives "anna-karin", "anna" and "karin". */
function nameParts(name: string): string[] {
  const whole = fold(name.trim());
  if (!whole) return [];
  const parts = whole.split(/[\s-]+/).filter((p) => p.length >= 2);
  return [...new Set([whole, ...whole.split(/\s+/), ...parts])];
}

/** A value as a phrase: its words in order, any whitespace between, on word edges. */
function phrasePattern(folded: string, genitive: boolean): string {
  const words = folded.split(/\s+/).filter(Boolean).map(escapeRegExp);
  return `${START}${words.join('\\s+')}${genitive ? GENITIVE : ''}${END}`;
}

/** A number as its digits with any separators people put between them. */
const digitsPattern = (digits: string) => [...digits].join(DIGIT_GAP);

/** The national part of a phone number (no 0, +46 or 0046 before it). */
function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0046')) return digits.slice(4).replace(/^0/, '');
  if (phone.trim().startsWith('+46') || (digits.startsWith('46') && digits.length >= 11))
    return digits.slice(2).replace(/^0/, '');
  return digits.replace(/^0/, '');
}

interface Needle {
  pattern: RegExp;
  kind: SpanKind;
}

/** The person's own values as patterns over the folded text (memoised per person by its caller). */
function needlesOf(person: PersonValues): { needles: Needle[]; nameWords: string[] } {
  const needles: Needle[] = [];
  const add = (source: string, kind: SpanKind) => needles.push({ pattern: new RegExp(source, 'gu'), kind });
  const names = [...nameParts(person.firstname), ...nameParts(person.lastname)];
  for (const name of names) add(phrasePattern(name, true), 'name');
  const email = fold(person.email.trim());
  if (email.includes('@')) {
    add(`${START}${escapeRegExp(email).replace('@', '\\s?@\\s?')}`, 'email');
    const local = email.slice(0, email.indexOf('@'));
    if (local.length >= 3) add(`${START}${escapeRegExp(local)}${END}`, 'email');
  }
  const phone = nationalDigits(person.phone);
  if (phone.length >= 6)
    add(
      `(?<![\\p{N}])(?:(?:\\+|00)\\s?46\\s?(?:\\(0\\)\\s?)?|\\(?0)?${digitsPattern(phone)}(?![\\p{N}])`,
      'phone',
    );
  const ssn = person.ssn.replace(/\D/g, '');
  if (ssn.length === 12 || ssn.length === 10) {
    const short = ssn.slice(-10);
    add(
      `(?<![\\p{N}])(?:${ssn.length === 12 ? ssn.slice(0, 2) : '\\d\\d'}${DIGIT_GAP})?${digitsPattern(short)}(?![\\p{N}])`,
      'ssn',
    );
  }
  const address = fold(person.address.trim());
  if (address.length >= 3) {
    add(phrasePattern(address, false), 'address');
    // The street without its number ("bor på Storgatan").
    const street = address.replace(/\s*\d.*$/, '').trim();
    if (street.length >= 5 && street !== address) add(phrasePattern(street, true), 'address');
  }
  const zip = person.zipCode.replace(/\D/g, '');
  if (zip.length >= 4) add(`(?<![\\p{N}])(?:se[-\\s]?)?${digitsPattern(zip)}(?![\\p{N}])`, 'postcode');
  const city = fold(person.city.trim());
  if (city.length >= 2) add(phrasePattern(city, true), 'address');
  for (const value of person.otherValues) {
    const folded = fold(value.trim());
    const digits = folded.replace(/\D/g, '');
    if (/^[\d\s\-+().]+$/.test(folded) && digits.length >= 4)
      add(`(?<![\\p{N}])${digitsPattern(digits)}(?![\\p{N}])`, 'value');
    else if (folded.length >= 3) add(phrasePattern(folded, true), 'value');
  }
  const nameWords = [...new Set(names.flatMap((n) => n.split(/[\s-]+/)).filter((w) => w.length >= 3))];
  return { needles, nameWords };
}

const cache = new WeakMap<PersonValues, ReturnType<typeof needlesOf>>();

/**
 * A run of non-space characters that carries the name inside it: "annasvensson", "anna.svensson",
 * "svensson_anna82", a web address with the name in it. A run with a dot, a slash, an underscore, an @
 * or a digit in it that holds a name word, or any run holding the first and last name run together.
 */
function gluedNameSpans(folded: string, person: PersonValues, nameWords: string[]): Span[] {
  const first = fold(person.firstname).replace(/[\s-]+/g, '');
  const last = fold(person.lastname).replace(/[\s-]+/g, '');
  const joined = first && last ? [first + last, last + first] : [];
  return spansOf(folded, /[^\s,;()<>"]+/gu, 'name', (m) => {
    // A sentence's full stop after it is no part of it.
    const run = m[0].replace(/[.:!?]+$/, '');
    const span: [number, number] = [m.index, m.index + run.length];
    if (joined.some((j) => run.includes(j))) return span;
    if (!/[./_@\d:]/.test(run)) return false;
    return nameWords.some((w) => run.includes(w)) && span;
  });
}

/**
 * A word OCR read with a letter wrong ("Svenssen" for "Svensson"; two in a long name). Only for OCR:
 * in a text layer a name is spelt as it is, and "person" is no "Persson".
 */
function nearNameSpans(folded: string, nameWords: string[]): Span[] {
  const long = nameWords.filter((w) => w.length >= 5);
  if (!long.length) return [];
  return spansOf(folded, /\p{L}+/gu, 'name', (m) => {
    const word = m[0].length > 4 && m[0].endsWith('s') ? [m[0], m[0].slice(0, -1)] : [m[0]];
    return long.some((n) => word.some((w) => withinDistance(w, n, n.length >= 9 ? 2 : 1)));
  });
}

/**
 * Every span of the text to black out for this person (sorted, merged); with `person` null, the Swedish
 * patterns only.
 */
export function personalSpans(text: string, person: PersonValues | null, options: SpanOptions = {}): Span[] {
  const today = options.today ?? stockholmDate();
  const folded = fold(text);
  const birthDate = person ? birthDateOfSsn(person.ssn, today) : null;
  const spans = swedishPatternSpans(text, birthDate, today);
  if (person) {
    let made = cache.get(person);
    if (!made) cache.set(person, (made = needlesOf(person)));
    for (const { pattern, kind } of made.needles) spans.push(...spansOf(folded, pattern, kind));
    spans.push(...gluedNameSpans(folded, person, made.nameWords));
    if (options.ocr) spans.push(...nearNameSpans(folded, made.nameWords));
  }
  return mergeSpans(spans);
}
