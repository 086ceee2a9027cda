/**
 * Spans of a text to black out, and the small text tools the redaction's matchers share: a folded copy
 * of a text (lower case, diacritics off) that keeps every offset, so a match on it is a span of the
 * original.
 */

export type SpanKind =
  'name' | 'email' | 'phone' | 'ssn' | 'address' | 'postcode' | 'birthDate' | 'value' | 'link';

/** Characters [start, end) of a text. */
export interface Span {
  start: number;
  end: number;
  kind: SpanKind;
}

/** Letters NFD does not take apart. */
const EXTRA_FOLDS: Record<string, string> = { ø: 'o', æ: 'a', œ: 'o', ß: 's', đ: 'd', ł: 'l', ı: 'i' };

const foldCache = new Map<string, string>();

/** One UTF-16 unit folded to one unit: lower case, without its diacritic ('Å' → 'a', 'é' → 'e'). */
function foldUnit(c: string): string {
  if (c < '\u0080') return c.toLowerCase();
  let folded = foldCache.get(c);
  if (folded === undefined) {
    const lower = c.toLowerCase();
    const base = lower.length === 1 ? (EXTRA_FOLDS[lower] ?? lower.normalize('NFD')[0]!) : c;
    folded = base.length === 1 ? base : c;
    foldCache.set(c, folded);
  }
  return folded;
}

/** The text folded unit by unit: the same length, so offsets on it are offsets on the text. */
export function fold(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += foldUnit(text[i]!);
  return out;
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every match of a global regular expression as a span (a validator may refuse or narrow one). */
export function spansOf(
  text: string,
  pattern: RegExp,
  kind: SpanKind,
  accept: (match: RegExpExecArray) => boolean | [number, number] = () => true,
): Span[] {
  const spans: Span[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m[0] === '') {
      pattern.lastIndex++;
      continue;
    }
    const verdict = accept(m);
    if (verdict === true) spans.push({ start: m.index, end: m.index + m[0].length, kind });
    else if (verdict) spans.push({ start: verdict[0], end: verdict[1], kind });
  }
  return spans;
}

/** Sorted, overlapping or touching spans made one (the first one's kind kept). */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

/** Edit distance of two short words, or more than `max` as soon as it must be. */
export function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, row[j]!);
    }
    if (best > max) return false;
    previous = row;
  }
  return previous[b.length]! <= max;
}
