/**
 * Rekry's one Swedish search normaliser (DESIGN 'Search'): how a word is folded and which word form it
 * stands for, the same in the browser, on the server and in the database. Every search reads words this
 * way: the career site, 'Sök i CV och svar', the header's CV hits; the name, e-mail and personnummer
 * searches (the header, the GDPR page) fold their text with the same letters.
 *
 * The database does the same through one text-search configuration, `rekry_swedish`, and the functions
 * `rekry_swedish_vector` (a text's words) and `rekry_swedish_query` (a query's), migration 0042: Swedish
 * stop words dropped as written, then unaccent, then snowball's Swedish stemmer, then the word forms
 * snowball leaves alone (`swedishForm` below). `swedishLexeme` is that chain in TypeScript, for marking a
 * passage's words and for the tests, which hold it word for word to the database's.
 */

/**
 * Letters folded so that 'ostersund' finds 'Östersund' and 'ÅSA' finds 'åsa' (SPEC: tolerant of case and
 * Swedish letters). Upper-case forms are listed too: PostgreSQL's lower() leaves them alone in a C locale.
 * The server's SQL (translate) and the migrations' search texts use these very strings, character for
 * character; unaccent, which the text-search configuration folds with, writes each of them the same way
 * (but æ, which it spells 'ae').
 */
export const FOLD_FROM = 'åäáàâãæöóòôõøéèêëüúùûíìîïçñÅÄÁÀÂÃÆÖÓÒÔÕØÉÈÊËÜÚÙÛÍÌÎÏÇÑ';
export const FOLD_TO = 'aaaaaaaooooooeeeeuuuuiiiicnaaaaaaaooooooeeeeuuuuiiiicn';

const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));

/** Lower case and folded, one character for one, so an index in the folded text is one in the original. */
export function foldSearchText(text: string): string {
  let out = '';
  for (const c of text) {
    const lower = c.toLowerCase();
    // A character whose lower case is longer (İ → i̇) keeps its own, so lengths and indexes stay aligned.
    const one = lower.length === c.length ? lower : c;
    out += FOLD.get(one) ?? one;
  }
  return out;
}

/** A word of a search or a text: letters and digits (a hyphen, an apostrophe or a dot separates words). */
export const SWEDISH_WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, as written. */
export const swedishWords = (text: string): string[] => text.normalize('NFC').match(SWEDISH_WORD) ?? [];

/**
 * Words too common to search for, as PostgreSQL's `swedish.stop` (snowball's list) has them. They are
 * dropped as written, before folding, so 'för' and 'på' go while 'for' and 'pa' stay words.
 */
export const SWEDISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'och det att i en jag hon som han på den med var sig för så till är men ett om hade de av icke mig du ' +
    'henne då sin nu har inte hans honom skulle hennes där min man ej vid kunde något från ut när efter upp ' +
    'vi dem vara vad över än dig kan sina här ha mot alla under någon eller allt mycket sedan ju denna själv ' +
    'detta åt utan varit hur ingen mitt ni bli blev oss din dessa några deras blir mina samma vilken er ' +
    'sådan vår blivit dess inom mellan sådant varför varje vilka ditt vem vilket sitta sådana vart dina vars ' +
    'vårt våra ert era vilkas'
  ).split(' '),
);

/** What unaccent writes for a letter where it is not FOLD's one letter or a base letter with marks. */
const UNACCENT_SPECIAL: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};

/** A lower-case word without its accents, as unaccent writes it. */
function unaccented(word: string): string {
  let out = '';
  for (const c of word)
    out += UNACCENT_SPECIAL[c] ?? FOLD.get(c) ?? c.normalize('NFD').replace(/\p{M}/gu, '');
  return out;
}

// Snowball's Swedish stemmer (https://snowballstem.org/algorithms/swedish/stemmer.html), as PostgreSQL
// 15 to 18 ship it, on a folded word. Its R1 starts after the first non-vowel that follows a vowel, and
// at the earliest after three letters; every suffix it drops lies in R1.
const VOWELS = 'aeiouyäåö';
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.includes(c);

/** Where R1 begins (the word's length when it has none). */
function regionStart(word: string): number {
  let i = 0;
  while (i < word.length && !isVowel(word[i])) i++;
  while (i < word.length && isVowel(word[i])) i++;
  return i >= word.length ? word.length : Math.max(3, i + 1);
}

const inRegion = (word: string, suffixLength: number, start = regionStart(word)) =>
  word.length - suffixLength >= start;

const byLength = (list: string[]) => list.sort((a, b) => b.length - a.length);
const MAIN_SUFFIXES = byLength(
  (
    'a arna erna heterna orna ad e ade ande arne are aste en anden aren heten ern ar er heter or as arnas ' +
    'ernas ornas es ades andes ens arens hetens erns at andet het ast s'
  ).split(' '),
);
const S_ENDING = 'bcdfghjklmnoprtvy';
const CONSONANT_PAIRS = ['dd', 'gd', 'nn', 'dt', 'gt', 'kt', 'tt'];
const OTHER_SUFFIXES = byLength(['lig', 'ig', 'els', 'löst', 'fullt']);

/** Snowball's Swedish stem of a lower-case word. */
export function swedishStem(word: string): string {
  const start = regionStart(word);
  let w = word;
  const main = MAIN_SUFFIXES.find((s) => w.endsWith(s) && inRegion(w, s.length, start));
  if (main === 's') {
    if (S_ENDING.includes(w[w.length - 2] ?? '')) w = w.slice(0, -1);
  } else if (main) w = w.slice(0, -main.length);
  if (CONSONANT_PAIRS.some((p) => w.endsWith(p)) && inRegion(w, 2, start)) w = w.slice(0, -1);
  const other = OTHER_SUFFIXES.find((s) => w.endsWith(s) && inRegion(w, s.length, start));
  // 'löst' → 'lös', 'fullt' → 'full'; 'lig', 'ig' and 'els' go.
  if (other) w = w.slice(0, other === 'löst' || other === 'fullt' ? -1 : -other.length);
  return w;
}

const CONSONANT = '[b-df-hj-np-tv-xz]';

/**
 * The word forms snowball leaves alone, taken to the stem of their base form; each ending lies in R1, as
 * snowball's own. In this order, on a stem of the letters a–z (rekry_swedish_forms, migration 0042, is the
 * same list as regular expressions over a tsvector's or tsquery's text):
 * - the definite -an of an -a noun: 'sjuksköterskan' → 'sjukskotersk', as 'sjuksköterska';
 * - the definite -n of an -el noun: 'cykeln' → 'cykel';
 * - the definite -et, twice ('universitetet', and 'arbetet' beside 'arbete' → 'arbet'), each time followed
 *   by snowball's consonant pair ('kontraktet' → 'kontrak', as 'kontrakt'): 'körkortet' → 'korkort';
 * - an -er noun or adjective that drops its e ('lagret', 'lagren' → 'lagr'; 'säkra' → 'sakr'): the r goes,
 *   as snowball takes -er off the base form ('lager' → 'lag');
 * - an -el word that drops its e ('cyklar' → 'cykl'): the e comes back ('cykel'), which snowball keeps.
 * A rule changes a word's form only if every form of the word gets the same: 'kvalitet' and 'kvaliteten'
 * both become 'kvalit', and 'laget' meets 'lager' ('lag') as snowball's 'lag' already did.
 */
export function swedishForm(stem: string): string {
  if (!/^[a-z]+$/.test(stem)) return stem;
  let w = stem;
  if (w.endsWith('an') && inRegion(w, 2)) w = w.slice(0, -2);
  if (w.endsWith('eln') && inRegion(w, 3)) w = w.slice(0, -1);
  for (let i = 0; i < 2; i++) {
    if (w.endsWith('et') && inRegion(w, 2)) w = w.slice(0, -2);
    if (CONSONANT_PAIRS.some((p) => w.endsWith(p)) && inRegion(w, 2)) w = w.slice(0, -1);
  }
  if (new RegExp(`(?!r)${CONSONANT}r$`).test(w) && inRegion(w, 1)) w = w.slice(0, -1);
  if (new RegExp(`(?![lr])${CONSONANT}l$`).test(w) && inRegion(w, 1)) w = `${w.slice(0, -1)}el`;
  return w;
}

/**
 * The one normaliser: the lexeme the database indexes a word as (null for a stop word). Letters lower
 * case and without accents; a word of letters stemmed and its form taken to its base's; a word with
 * digits as it is ('b96', '2015').
 */
export function swedishLexeme(word: string): string | null {
  const lower = word.normalize('NFC').toLowerCase();
  if (!lower || SWEDISH_STOP_WORDS.has(lower)) return null;
  const folded = unaccented(lower);
  return /\p{N}/u.test(folded) ? folded : swedishForm(swedishStem(folded));
}

/**
 * The letters a word's written forms begin with, folded, to find it in a text: its lexeme ('lager',
 * 'lagret' → 'lag'), without the -el that its other forms drop ('cykel' → 'cyk', for 'cyklar'); a stop
 * word as written.
 */
export function swedishPrefix(word: string): string {
  const lexeme = swedishLexeme(word);
  if (lexeme === null) return foldSearchText(word);
  const dropped = lexeme.endsWith('el') ? `${lexeme.slice(0, -2)}l` : null;
  return dropped && swedishForm(dropped) === lexeme ? lexeme.slice(0, -2) : lexeme;
}

/** A passage of a searched text with the query's matches: [start, end) offsets into `text`. */
export interface CvPassage {
  text: string;
  marks: [number, number][];
}

/**
 * The forgiving search ('trukförare' finds 'Truckförare', 'Västeraas' finds Västerås): when the search by
 * words finds nothing, a word is also found by a word of the ad's name, town or company (a person's name
 * in the header) that looks like it, through pg_trgm's trigrams of both folded (foldSearchText). These are
 * the rules both sides share: which words are forgiven, how alike is alike, and the 'Menade du …' query.
 */

/** How alike two words must be (0 to 1): pg_trgm's own default for strict_word_similarity, `%>>`. */
export const CLOSE_WORD_SIMILARITY = 0.5;

/** A word this short, or without a letter (a year, a personal number), is only found as written. */
export const CLOSE_WORD_MIN_LENGTH = 4;

/** Whether a search's word may be found by a word that looks like it: not a stop word, long, with a letter. */
export const forgivenWord = (word: string) =>
  [...word].length >= CLOSE_WORD_MIN_LENGTH &&
  /\p{L}/u.test(word) &&
  !SWEDISH_STOP_WORDS.has(word.normalize('NFC').toLowerCase());

/** pg_trgm's trigrams of a folded word: two spaces before it and one after ('  t', ' tr', … 're '). */
function trigramsOf(folded: string): Set<string> {
  const letters = [...`  ${folded} `];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= letters.length; i++) out.add(letters.slice(i, i + 3).join(''));
  return out;
}

/** Shared trigrams over all trigrams of the two: pg_trgm's similarity() of two words. */
function similarityOf(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

/** How alike two words are, as pg_trgm's similarity() finds their folded forms (1: the same word). */
export const trigramSimilarity = (a: string, b: string) =>
  similarityOf(trigramsOf(foldSearchText(a)), trigramsOf(foldSearchText(b)));

/**
 * 'Menade du …': the query as typed with each word that was not found (`known` says which were) put as the
 * closest word of `texts` (what the forgiving search found: names, towns, companies, best first) writes it,
 * the most common spelling of it. Null when a word that was not found has no word alike enough
 * (CLOSE_WORD_SIMILARITY), or when nothing would change.
 */
export function closeWordsQuery(
  query: string,
  texts: readonly string[],
  known: (word: string) => boolean,
): string | null {
  // Each folded word of the texts with its spellings and how often each is written.
  const words = new Map<string, { trigrams: Set<string>; count: number; spellings: Map<string, number> }>();
  for (const text of texts)
    for (const written of swedishWords(text)) {
      const folded = foldSearchText(written);
      const entry = words.get(folded) ?? { trigrams: trigramsOf(folded), count: 0, spellings: new Map() };
      entry.count++;
      entry.spellings.set(written, (entry.spellings.get(written) ?? 0) + 1);
      words.set(folded, entry);
    }
  let changed = false;
  let missing = false;
  const suggested = query.normalize('NFC').replace(SWEDISH_WORD, (word) => {
    const folded = foldSearchText(word);
    if (words.has(folded) || known(word) || SWEDISH_STOP_WORDS.has(word.toLowerCase())) return word;
    const own = trigramsOf(folded);
    let best: { similarity: number; count: number; spellings: Map<string, number> } | null = null;
    if (forgivenWord(word))
      for (const entry of words.values()) {
        const similarity = similarityOf(own, entry.trigrams);
        if (similarity < CLOSE_WORD_SIMILARITY) continue;
        // Earlier (better) texts win a tie: Map keeps the order the words came in.
        if (
          !best ||
          similarity > best.similarity ||
          (similarity === best.similarity && entry.count > best.count)
        )
          best = { similarity, count: entry.count, spellings: entry.spellings };
      }
    if (!best) {
      missing = true;
      return word;
    }
    changed = true;
    return [...best.spellings].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  });
  return changed && !missing ? suggested : null;
}
