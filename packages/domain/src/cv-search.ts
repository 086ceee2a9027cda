import {
  SWEDISH_WORD,
  foldSearchText,
  swedishLexeme,
  swedishWords,
  type CvPassage,
} from './swedish-search.ts';

/** Characters of one attached file's text kept for search (about 60 pages). */
export const FILE_TEXT_MAX_CHARS = 200_000;
/** A CV search's query: at most this many characters and words. */
export const CV_QUERY_MAX_LENGTH = 200;
export const CV_QUERY_MAX_WORDS = 16;

export const CV_SEARCH_TEXTS = {
  /** Shown for a file whose text could not be read (a scan too poor, an encrypted PDF …). */
  unreadable: 'Ingen text kunde läsas',
  /** Shown for a file whose reading waits for a program the server lacks (read once it is installed). */
  waitingForTool: 'Texten läses när servern har verktyget för det',
  /** The register extract's heading of the files' texts. */
  extractHeading: 'Text ur bifogade filer',
  tooLong: `Sökningen får vara högst ${CV_QUERY_MAX_LENGTH} tecken`,
  tooManyWords: `Sökningen får innehålla högst ${CV_QUERY_MAX_WORDS} ord`,
  unbalancedQuote: 'Ett citattecken saknar sin avslutning',
  orPlacement: '”eller” måste stå mellan två sökord',
  noWords: 'Skriv minst ett ord att söka efter (inte bara -ord eller ”eller”)',
} as const;

/** A word or a phrase ("…"): its words, lower case as written; `negated` for -ord. */
export interface CvTerm {
  words: string[];
  negated: boolean;
}

/** Every group must match (AND); a group matches when one of its terms does (OR, `eller`). */
export interface CvQuery {
  groups: CvTerm[][];
}

export type CvQueryParse =
  | {
      ok: true;
      query: CvQuery;
      /** The whole query, for one text (a file or the answers). */
      tsquery: string;
      /** An applicant matches when each of these matches one of their texts … */
      must: string[];
      /** … and none of their texts matches one of these (the -ord terms, without the minus). */
      mustNot: string[];
      /** Any term sought, its words as prefixes: which of a list page's texts get a passage. */
      any: string;
      words: string[];
    }
  | { ok: false; message: string };

/** A query that parsed: what the searches run. */
export type ParsedCvQuery = Extract<CvQueryParse, { ok: true }>;

/** Lower case, one character for one (the database folds the letters: 'för' must stay a stop word). */
const lower = (word: string) =>
  [...word].map((c) => (c.toLowerCase().length === c.length ? c.toLowerCase() : c)).join('');
const wordsOf = (text: string) => swedishWords(text).map(lower);

type Item = { kind: 'term'; term: CvTerm } | { kind: 'or' };

function tokenize(input: string): Item[] | string {
  const items: Item[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    let negated = false;
    if (c === '-' && i + 1 < input.length && !/[\s-]/.test(input[i + 1]!)) {
      negated = true;
      i++;
    }
    if (input[i] === '"' || input[i] === '”' || input[i] === '“') {
      const close = input.slice(i + 1).search(/["”“]/);
      if (close < 0) return CV_SEARCH_TEXTS.unbalancedQuote;
      const words = wordsOf(input.slice(i + 1, i + 1 + close));
      if (words.length) items.push({ kind: 'term', term: { words, negated } });
      i += close + 2;
      continue;
    }
    const end = input.slice(i).search(/[\s"”“]/);
    const raw = end < 0 ? input.slice(i) : input.slice(i, i + end);
    i += raw.length;
    if (!negated && /^(eller|or|\|)$/i.test(raw)) {
      items.push({ kind: 'or' });
      continue;
    }
    // 'B-körkort' is the phrase 'b körkort', as PostgreSQL reads it in the text; '&&' is no word at all.
    const words = wordsOf(raw);
    if (words.length) items.push({ kind: 'term', term: { words, negated } });
  }
  return items;
}

/**
 * One word of the query that picks which of a list page's texts get a passage: a word of four letters or
 * more as a prefix, about as lenient as the marks of cvPassage.
 */
const markLexeme = (word: string) => (word.length >= 4 ? `${word}:*` : word);

function termQuery(term: CvTerm, toLexeme: (word: string) => string = (word) => word): string {
  const inner = term.words.map(toLexeme).join(' <-> ');
  const grouped = term.words.length > 1 ? `(${inner})` : inner;
  return term.negated ? `!${grouped}` : grouped;
}

/**
 * A recruiter's query in the search language: words are ANDed, "citattecken" make a phrase, `eller`
 * between two terms is OR (binding tighter than AND: `truckkort eller körkort lager`), `-ord` or
 * `-"en fras"` excludes. The words go as written, lower case: the database's rekry_swedish_query reads
 * them as it reads the texts (swedish-search.ts), so 'KORKORT' finds 'körkort' and 'truckkortet' finds
 * 'truckkort'. The tsquery holds only letters, digits and the operators written here, and goes to the
 * database as a parameter.
 */
export function parseCvQuery(input: string): CvQueryParse {
  const text = input.trim();
  if (text.length > CV_QUERY_MAX_LENGTH) return { ok: false, message: CV_SEARCH_TEXTS.tooLong };
  const items = tokenize(text);
  if (typeof items === 'string') return { ok: false, message: items };
  const groups: CvTerm[][] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.kind === 'or') {
      const before = items[i - 1];
      const after = items[i + 1];
      if (before?.kind !== 'term' || after?.kind !== 'term' || before.term.negated || after.term.negated)
        return { ok: false, message: CV_SEARCH_TEXTS.orPlacement };
      continue;
    }
    if (items[i - 1]?.kind === 'or') groups[groups.length - 1]!.push(item.term);
    else groups.push([item.term]);
  }
  const terms = groups.flat();
  if (!terms.some((t) => !t.negated)) return { ok: false, message: CV_SEARCH_TEXTS.noWords };
  if (terms.reduce((n, t) => n + t.words.length, 0) > CV_QUERY_MAX_WORDS)
    return { ok: false, message: CV_SEARCH_TEXTS.tooManyWords };
  const groupQuery = (g: CvTerm[]) =>
    g.length === 1 ? termQuery(g[0]!) : `(${g.map((term) => termQuery(term)).join(' | ')})`;
  const tsquery = groups.map(groupQuery).join(' & ');
  const positive = groups.filter((g) => !g[0]!.negated);
  const must = positive.map(groupQuery);
  const mustNot = groups.filter((g) => g[0]!.negated).map((g) => termQuery({ ...g[0]!, negated: false }));
  const words = [...new Set(terms.filter((t) => !t.negated).flatMap((t) => t.words.map(foldSearchText)))];
  const any = positive
    .flat()
    .map((t) => termQuery(t, markLexeme))
    .join(' | ');
  return { ok: true, query: { groups }, tsquery, must, mustNot, any, words };
}

/** Words of a passage around its first match, before and after it. */
const PASSAGE_BEFORE = 8;
const PASSAGE_AFTER = 22;

/**
 * A passage of `text` (a stretch of a stored file's text) around the first word that matches a word
 * sought, with every match as offsets: a word of the text matches when it is the same word as a sought
 * one (swedishLexeme: 'truckkortet' for 'truckkort', 'lagret' for 'lager', 'erfarenhet' for
 * 'erfarenheter') or, for a sought word of four letters or more, a longer word that begins with it ('truckkortsutbildning').
 * `clipped` says whether the stretch was cut from a longer text at its start or end: the passage then
 * begins or ends with '…'. Line breaks become spaces.
 */
export function cvPassage(
  text: string,
  words: readonly string[],
  clipped: { start: boolean; end: boolean } = { start: false, end: false },
): CvPassage {
  const tokens = [...text.matchAll(SWEDISH_WORD)].map((m) => ({
    at: m.index,
    end: m.index + m[0].length,
    word: m[0],
  }));
  // A stretch cut from a longer text may begin or end in the middle of a word: that word is left out.
  if (clipped.start && tokens[0]?.at === 0) tokens.shift();
  if (clipped.end && tokens.length && tokens[tokens.length - 1]!.end === text.length) tokens.pop();
  const sought = words.map(swedishLexeme).filter((w) => w !== null);
  const matches = (token: string) => {
    const lexeme = swedishLexeme(token);
    return lexeme !== null && sought.some((s) => lexeme === s || (s.length >= 4 && lexeme.startsWith(s)));
  };
  if (!tokens.length) return { text: '', marks: [] };
  const first = Math.max(
    0,
    tokens.findIndex((t) => matches(t.word)),
  );
  const from = Math.max(0, first - PASSAGE_BEFORE);
  const to = Math.min(tokens.length - 1, first + PASSAGE_AFTER);
  const lead = from > 0 || clipped.start ? '… ' : '';
  const tail = to < tokens.length - 1 || clipped.end ? ' …' : '';
  // The whole text's own beginning and end (a heading's punctuation, a closing dot) stay.
  const start = lead ? tokens[from]!.at : 0;
  const end = tail ? tokens[to]!.end : text.length;
  const body = text.slice(start, end).replace(/\s/g, ' ');
  const marks: [number, number][] = tokens
    .slice(from, to + 1)
    .filter((t) => matches(t.word))
    .map((t) => [t.at - start + lead.length, t.end - start + lead.length]);
  return { text: lead + body + tail, marks };
}

/**
 * The words a passage marks, as the file writes them ('Truckkortet'), each once (compared folded): what a
 * viewer looks for in the file to show the hit, without knowing the query's language.
 */
export function markedWords(passage: CvPassage, max = 8): string[] {
  const seen = new Map<string, string>();
  for (const [start, end] of passage.marks) {
    const word = passage.text.slice(start, end);
    const key = foldSearchText(word);
    if (!seen.has(key)) seen.set(key, word);
    if (seen.size >= max) break;
  }
  return [...seen.values()];
}

/**
 * Where words occur in a text, folded ('körkort' finds 'KÖRKORTET'; a word matches where a text's word
 * begins with it): [start, end) offsets of each such word of the text, in order. For a viewer that
 * shows a hit in the file's own text.
 */
export function wordOccurrences(text: string, words: readonly string[]): [number, number][] {
  const folded = foldSearchText(text);
  const sought = words.map((w) => foldSearchText(w)).filter(Boolean);
  const found: [number, number][] = [];
  for (const m of folded.matchAll(SWEDISH_WORD)) {
    if (sought.some((s) => m[0].startsWith(s))) found.push([m.index, m.index + m[0].length]);
  }
  return found;
}
