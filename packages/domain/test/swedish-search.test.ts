import { describe, expect, it } from 'vitest';
import {
  SWEDISH_STOP_WORDS,
  foldSearchText,
  swedishLexeme,
  swedishPrefix,
  swedishStem,
  swedishWords,
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
