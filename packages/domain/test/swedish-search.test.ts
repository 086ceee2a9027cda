import { describe, expect, it } from 'vitest';
import {
  SWEDISH_STOP_WORDS,
  closeWordsQuery,
  foldSearchText,
  forgivenWord,
  swedishLexeme,
  swedishPrefix,
  swedishStem,
  swedishWords,
  trigramSimilarity,
} from '../src/swedish-search.ts';
import { SWEDISH_WORD_FORMS } from '../src/testing/swedish-word-forms.ts';

describe('the Swedish normaliser', () => {
  it.each(SWEDISH_WORD_FORMS.map(([forms, lexeme]) => [forms.join(', '), forms, lexeme] as const))(
    '%s → one lexeme',
    (_, forms, lexeme) => {
      expect(forms.map(swedishLexeme)).toEqual(forms.map(() => lexeme));
    },
  );

  it('keeps the rows of the table apart', () => {
    const lexemes = SWEDISH_WORD_FORMS.map(([, lexeme]) => lexeme);
    expect(new Set(lexemes).size).toBe(lexemes.length);
  });

  it("is snowball's Swedish stemmer underneath", () => {
    expect(
      ['erfarenheterna', 'lagerarbetare', 'kontrakt', 'personlig', 'respektfullt', 'bilens', 'hus', 'is'].map(
        swedishStem,
      ),
    ).toEqual(['erfaren', 'lagerarbet', 'kontrak', 'person', 'respektfull', 'bil', 'hus', 'is']);
  });

  it('leaves short words, words with digits and words of other letters alone', () => {
    expect(['et', 'sap', 'B96', '2015', 'ö2', 'москва'].map(swedishLexeme)).toEqual([
      'et',
      'sap',
      'b96',
      '2015',
      'o2',
      'москва',
    ]);
  });

  it('drops the stop words as written, and only those', () => {
    expect(SWEDISH_STOP_WORDS.size).toBe(114);
    expect(swedishLexeme('Och')).toBeNull();
    expect(swedishLexeme('hår')).toBe('har');
  });

  it('finds the letters every written form begins with', () => {
    expect(
      ['lager', 'lagret', 'cykel', 'cyklar', 'sjuksköterskan', 'spel', 'och'].map(swedishPrefix),
    ).toEqual(['lag', 'lag', 'cyk', 'cyk', 'sjukskotersk', 'spel', 'och']);
    for (const [forms, lexeme] of SWEDISH_WORD_FORMS) {
      if (lexeme === null) continue;
      for (const form of forms)
        expect(foldSearchText(form).startsWith(swedishPrefix(forms[0]!)), form).toBe(true);
    }
  });

  it('reads the words of a text', () => {
    expect(swedishWords('B-körkort, truck­kort och SAP/Excel 2019.')).toEqual([
      'B',
      'körkort',
      'truck',
      'kort',
      'och',
      'SAP',
      'Excel',
      '2019',
    ]);
  });
});

describe('the forgiving search', () => {
  it("measures words as pg_trgm's similarity() does, folded", () => {
    // The database's own numbers (test/public-search.test.ts holds the two together).
    expect(trigramSimilarity('trukförare', 'Truckförare')).toBeCloseTo(9 / 14);
    expect(trigramSimilarity('lagermedarbetre', 'Lagermedarbetare')).toBeCloseTo(14 / 19);
    expect(trigramSimilarity('Västeraas', 'västerås')).toBeCloseTo(8 / 11);
    expect(trigramSimilarity('ÖSTERSUND', 'ostersund')).toBe(1);
  });

  it('forgives words of four letters or more with a letter in them, never a stop word', () => {
    expect(
      ['truck', 'umeå', 'Öster', 'it', 'kök', '2027', 'b96x', 'eller', 'Vilka'].map(forgivenWord),
    ).toEqual([true, true, true, false, false, false, true, false, false]);
  });

  const found = ['Truckförare i Umeå', 'Umeå', 'Lagermedarbetare till vårt lager i Västerås', 'Västerås'];
  const none = () => false;

  it('puts each word that found nothing as the closest word found writes it', () => {
    expect(closeWordsQuery('trukförare', found, none)).toBe('Truckförare');
    expect(closeWordsQuery('lagermedarbetre', found, none)).toBe('Lagermedarbetare');
    expect(closeWordsQuery('Västeraas', found, none)).toBe('Västerås');
    // The words that were found and the text between the words stay as typed.
    expect(closeWordsQuery('trukförare, umea', found, (w) => w === 'umea')).toBe('Truckförare, umea');
    expect(closeWordsQuery('trukförare och  UMEÅ', found, none)).toBe('Truckförare och  UMEÅ');
  });

  it('writes a word as most of the texts do', () => {
    expect(closeWordsQuery('vasteraas', ['västerås', 'Västerås', 'Västerås'], none)).toBe('Västerås');
  });

  it('suggests nothing when a word has nothing alike, or when nothing would change', () => {
    expect(closeWordsQuery('programmerare', found, none)).toBeNull();
    expect(closeWordsQuery('trukförare xyzzy', found, none)).toBeNull();
    expect(closeWordsQuery('truckförare', found, none)).toBeNull();
    expect(closeWordsQuery('trukförare', found, () => true)).toBeNull();
    expect(closeWordsQuery('trukförare', [], none)).toBeNull();
    // A short word is never put as another: 'kock' is not 'kack'.
    expect(closeWordsQuery('kok', ['kock'], none)).toBeNull();
  });
});
