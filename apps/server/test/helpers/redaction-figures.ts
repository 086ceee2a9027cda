/**
 * How well a redaction did, judged from its output's text alone (what a reviewer could read or copy):
 * leaks of a full name, a personnummer in any spelling, an e-mail address or a phone number, and, token
 * by token, how much of the personal data placed was masked and how much else went with it.
 */
import type { PersonValues } from '../../src/platform/redaction/personal-spans.ts';
import { fold, withinDistance } from '../../src/platform/redaction/spans.ts';

export interface RedactionFigures {
  /** Personal tokens in the source, and how many of them the output no longer shows. */
  tokens: number;
  masked: number;
  /** Other tokens of the source, and how many of them the output lost. */
  otherTokens: number;
  overMasked: number;
  leaks: string[];
}

export const emptyFigures = (): RedactionFigures => ({
  tokens: 0,
  masked: 0,
  otherTokens: 0,
  overMasked: 0,
  leaks: [],
});

export function addFigures(sum: RedactionFigures, more: RedactionFigures): RedactionFigures {
  return {
    tokens: sum.tokens + more.tokens,
    masked: sum.masked + more.masked,
    otherTokens: sum.otherTokens + more.otherTokens,
    overMasked: sum.overMasked + more.overMasked,
    leaks: [...sum.leaks, ...more.leaks],
  };
}

/** Tokens as a reader sees them: split at spaces, edge punctuation off, folded. */
const tokensOf = (text: string) =>
  fold(text)
    .split(/\s+/)
    .map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);

/** Words that carry nothing of a person though they stand in a placed value ("lgh", a month). */
const NEUTRAL = new Set([
  'lgh',
  'se',
  'mobil',
  'e-post',
  'cv',
  'och',
  'bor',
  'jag',
  ...tokensOf('januari februari mars april maj juni juli augusti september oktober november december'),
]);

/** A token that says something of the person: two letters or more, or four digits or more. */
const telling = (t: string) =>
  !NEUTRAL.has(t) && ((t.match(/\p{L}/gu) ?? []).length >= 2 || (t.match(/\d/g) ?? []).length >= 4);

const counts = (tokens: string[]) => {
  const map = new Map<string, number>();
  for (const t of tokens) map.set(t, (map.get(t) ?? 0) + 1);
  return map;
};

/** A number's digits with any separators between them, where no other digit touches it. */
const digitsRegExp = (digits: string) => new RegExp(`(?<!\\d)${[...digits].join('[\\s\\-–+.()/]*')}(?!\\d)`);

/** The national part of a phone number: 701234567 for 070-123 45 67 and +46 70 123 45 67. */
const national = (phone: string) => phone.replace(/\D/g, '').replace(/^(?:0046|46)?0?/, '');

/**
 * The leaks in an output text: the full name (first and last name next to each other in either order;
 * under OCR a letter off counts too), the personnummer's last ten digits in any spelling, the e-mail
 * address (spaces inside it ignored), the phone number in any spelling.
 */
export function leaksIn(text: string, person: PersonValues, { ocr = false } = {}): string[] {
  const leaks: string[] = [];
  const words = fold(text)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const parts = (name: string) =>
    fold(name)
      .split(/[\s-]+/)
      .filter((p) => p.length >= 2);
  const [firsts, lasts] = [parts(person.firstname), parts(person.lastname)];
  const same = (word: string, part: string) =>
    word === part || (ocr && part.length >= 5 && withinDistance(word, part, 1));
  const isFirst = (w: string) => firsts.some((p) => same(w, p));
  const isLast = (w: string) => lasts.some((p) => same(w, p));
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i]!, words[i + 1]!];
    if ((isFirst(a) && isLast(b)) || (isLast(a) && isFirst(b))) leaks.push(`name: ${a} ${b}`);
  }
  const ssn = person.ssn.replace(/\D/g, '').slice(-10);
  if (ssn.length === 10 && digitsRegExp(ssn).test(text)) leaks.push(`personnummer ${ssn}`);
  if (person.email && fold(text).replace(/\s+/g, '').includes(fold(person.email)))
    leaks.push(`e-mail ${person.email}`);
  const phone = national(person.phone);
  if (phone.length >= 7 && digitsRegExp(phone).test(text)) leaks.push(`phone ${person.phone}`);
  return leaks;
}

/**
 * The figures of one redaction: `source` is what the file or answer said, `output` what the redaction
 * shows, `placed` the personal data placed in the source as written there. A personal token type is
 * counted wherever it stands in the source (a city is the person's wherever it is named); one the output
 * still shows is not masked. Other tokens the output lost are over-masked (not counted under OCR, whose
 * misreadings would count as lost).
 */
export function redactionFigures(
  source: string,
  output: string,
  placed: readonly string[],
  person: PersonValues,
  { ocr = false } = {},
): RedactionFigures {
  const pieces = new Set(placed.flatMap(tokensOf));
  const personal = new Set([...pieces].filter(telling));
  const before = counts(tokensOf(source));
  const after = counts(tokensOf(output));
  const figures = { ...emptyFigures(), leaks: leaksIn(output, person, { ocr }) };
  for (const [token, n] of before) {
    if (personal.has(token)) {
      figures.tokens += n;
      figures.masked += Math.max(0, n - (after.get(token) ?? 0));
    } else if (!ocr && !pieces.has(token)) {
      // A piece of a placed value too short to tell anything ("12", "B") is neither personal nor other.
      figures.otherTokens += n;
      figures.overMasked += Math.max(0, n - (after.get(token) ?? 0));
    }
  }
  // Under OCR a personal token read a letter off is still shown.
  if (ocr)
    for (const [token, n] of after)
      if (
        !personal.has(token) &&
        token.length >= 5 &&
        [...personal].some((p) => p.length >= 5 && withinDistance(token, p, 1))
      )
        figures.masked = Math.max(0, figures.masked - n);
  return figures;
}

export const percent = (part: number, whole: number) => (whole ? (100 * part) / whole : 100);

export function formatFigures(label: string, f: RedactionFigures): string {
  return `${label}: ${f.tokens} personal tokens, ${f.masked} masked (${percent(f.masked, f.tokens).toFixed(2)} %), ${f.leaks.length} leaks, over-masked ${f.overMasked} of ${f.otherTokens} other tokens (${percent(f.overMasked, f.otherTokens).toFixed(2)} %)`;
}
