import { describe, expect, it } from 'vitest';
import {
  CV_QUERY_MAX_LENGTH,
  CV_SEARCH_TEXTS,
  parseCvQuery,
  cvPassage,
  markedWords,
  wordOccurrences,
} from '../src/cv-search.ts';
import { swedishLexeme } from '../src/swedish-search.ts';

const tsquery = (input: string) => {
  const parsed = parseCvQuery(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.tsquery;
};
const refusal = (input: string) => {
  const parsed = parseCvQuery(input);
  return parsed.ok ? null : parsed.message;
};

describe('parseCvQuery', () => {
  it('ANDs words, each as written: the database reads its definite or plural ending', () => {
    expect(tsquery('truckkortet lager')).toBe('truckkortet & lager');
    expect(tsquery('SAP')).toBe('sap');
  });

  it('lower-cases letters and leaves folding to the database (a stop word goes as written)', () => {
    expect(tsquery('Körkort')).toBe('körkort');
    expect(tsquery('café')).toBe('café');
    expect(tsquery('"jobb på lager"')).toBe('(jobb <-> på <-> lager)');
  });

  it('reads a quoted phrase, and a hyphenated word as one', () => {
    expect(tsquery('"erfarenhet av SAP"')).toBe('(erfarenhet <-> av <-> sap)');
    expect(tsquery('B-körkort')).toBe('(b <-> körkort)');
    expect(tsquery('”truckkort A”')).toBe('(truckkort <-> a)');
  });

  it('takes eller between two terms as OR, binding tighter than AND', () => {
    expect(tsquery('truckkort eller körkort lager')).toBe('(truckkort | körkort) & lager');
    expect(tsquery('java ELLER python eller "c sharp"')).toBe('(java | python | (c <-> sharp))');
  });

  it('excludes -ord and -"en fras"', () => {
    expect(tsquery('lager -truck')).toBe('lager & !truck');
    expect(tsquery('lager -"natt skift"')).toBe('lager & !(natt <-> skift)');
  });

  it('never lets anything but letters, digits and its own operators through', () => {
    const q = tsquery(`sap' & ! | (x) <-> :* ; drop table users; --`);
    expect(q).toBe('(sap | x) & drop & table & users');
    expect(q).not.toMatch(/[;'"]/);
  });

  it('answers a Swedish message for what it cannot search', () => {
    expect(refusal('x'.repeat(10_000))).toBe(CV_SEARCH_TEXTS.tooLong);
    expect(refusal('x'.repeat(CV_QUERY_MAX_LENGTH))).toBeNull();
    expect(refusal('"truckkort')).toBe(CV_SEARCH_TEXTS.unbalancedQuote);
    expect(refusal('eller')).toBe(CV_SEARCH_TEXTS.orPlacement);
    expect(refusal('lager eller')).toBe(CV_SEARCH_TEXTS.orPlacement);
    expect(refusal('lager eller eller sap')).toBe(CV_SEARCH_TEXTS.orPlacement);
    expect(refusal('lager eller -sap')).toBe(CV_SEARCH_TEXTS.orPlacement);
    expect(refusal('-truck')).toBe(CV_SEARCH_TEXTS.noWords);
    expect(refusal('- -- && ""')).toBe(CV_SEARCH_TEXTS.noWords);
    expect(refusal(Array.from({ length: 17 }, (_, i) => `ord${i}`).join(' '))).toBe(
      CV_SEARCH_TEXTS.tooManyWords,
    );
  });

  it('splits the query by applicant: groups to find in some text, terms in none', () => {
    const parsed = parseCvQuery('truckkort eller körkort lager -natt');
    expect(parsed.ok && [parsed.must, parsed.mustNot, parsed.any]).toEqual([
      ['(truckkort | körkort)', 'lager'],
      ['natt'],
      'truckkort:* | körkort:* | lager:*',
    ]);
  });

  it('lists the words sought, for the page to mark', () => {
    const parsed = parseCvQuery('Truckkort eller körkort -natt');
    expect(parsed.ok && parsed.words).toEqual(['truckkort', 'korkort']);
  });
});

describe('swedishLexeme (swedish-search.ts), as the query words meet the texts', () => {
  it('drops a definite or plural ending, keeping four letters', () => {
    expect(swedishLexeme('truckkortet')).toBe('truckkort');
    expect(swedishLexeme('korkorten')).toBe('korkort');
    expect(swedishLexeme('lagerarbetarna')).toBe(swedishLexeme('lagerarbetare'));
    expect(swedishLexeme('erfarenhet')).toBe('erfaren');
    expect(swedishLexeme('sap')).toBe('sap');
    expect(swedishLexeme('eken')).toBe('eken');
  });
});

describe('cvPassage', () => {
  const marked = ({ text, marks }: { text: string; marks: [number, number][] }) =>
    marks.map(([s, e]) => text.slice(s, e));

  it('marks the words sought and their forms, as offsets of plain text', () => {
    const passage = cvPassage('Har truckkortet och B-körkort, <b>inte</b> markup.', ['truckkort', 'korkort']);
    expect(passage.text).toBe('Har truckkortet och B-körkort, <b>inte</b> markup.');
    expect(marked(passage)).toEqual(['truckkortet', 'körkort']);
    expect(marked(cvPassage('Lång erfarenhet av SAP-system', ['erfarenheter', 'sap']))).toEqual([
      'erfarenhet',
      'SAP',
    ]);
    expect(marked(cvPassage('Sapiens saponin', ['sap']))).toEqual([]);
    expect(marked(cvPassage('Lagret och lagerarbetare, lagom', ['lager']))).toEqual(['Lagret']);
    expect(marked(cvPassage('Jobb på lager', ['jobb', 'på', 'lager']))).toEqual(['Jobb', 'lager']);
  });

  it('shows the words around the first match, with … where it was cut', () => {
    const before = Array.from({ length: 20 }, (_, i) => `ord${i}`).join(' ');
    const after = Array.from({ length: 40 }, (_, i) => `efter${i}`).join('\n');
    const passage = cvPassage(`${before} truckkort ${after}`, ['truckkort']);
    expect(passage.text.startsWith('… ord12 ')).toBe(true);
    expect(passage.text.endsWith('efter21 …')).toBe(true);
    expect(passage.text).not.toContain('\n');
    expect(marked(passage)).toEqual(['truckkort']);
    const cut = cvPassage('rtkort och lager sedan 2015 fortsät', ['lager'], { start: true, end: true });
    expect(cut.text).toBe('… och lager sedan 2015 …');
    expect(marked(cut)).toEqual(['lager']);
  });
});

describe('markedWords and wordOccurrences: a hit found again in the file', () => {
  it('takes each marked word once, as the file writes it', () => {
    const passage = cvPassage('Truckkortet: ja. Har truckkort och KÖRKORT, truckkortet igen.', [
      'truckkort',
      'korkort',
    ]);
    expect(markedWords(passage)).toEqual(['Truckkortet', 'truckkort', 'KÖRKORT']);
    expect(markedWords(passage, 1)).toEqual(['Truckkortet']);
  });

  it('finds whole words that begin with a word, folded', () => {
    const text = 'B-körkort och truckkortet; ej Struckkort.';
    const found = wordOccurrences(text, ['korkort', 'Truckkort']).map(([s, e]) => text.slice(s, e));
    expect(found).toEqual(['körkort', 'truckkortet']);
    expect(wordOccurrences(text, [])).toEqual([]);
    expect(wordOccurrences(text, [''])).toEqual([]);
  });
});
