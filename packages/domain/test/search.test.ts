import { describe, expect, it } from 'vitest';
import { maskSsn, matchRanges, searchNeedle } from '../src/search.ts';
import { FOLD_FROM, FOLD_TO, foldSearchText } from '../src/swedish-search.ts';

describe('global search text', () => {
  it('folds case and Swedish letters one character for one', () => {
    expect([...FOLD_FROM].length).toBe([...FOLD_TO].length);
    expect(foldSearchText('Örjan ÅSTRÖM, Västerås')).toBe('orjan astrom, vasteras');
    expect(foldSearchText('İstanbul').length).toBe('İstanbul'.length);
  });

  it('looks for the digits of something typed like a personal number', () => {
    expect(searchNeedle('19900101-1234')).toBe('199001011234');
    expect(searchNeedle(' 900101 1234 ')).toBe('9001011234');
    expect(searchNeedle('Anna  Ek')).toBe('anna ek');
    expect(searchNeedle('-4711@')).toBe('-4711@');
  });

  it('masks the last four digits of a personal number', () => {
    expect(maskSsn('199001011234')).toBe('19900101-****');
    expect(maskSsn('900101-1234')).toBe('900101-****');
    expect(maskSsn('12')).toBe('****');
    expect(maskSsn('')).toBe('');
  });

  it('finds where a query occurs as the server matches it', () => {
    expect(matchRanges('Örjan Åström', 'astrom')).toEqual([[6, 12]]);
    expect(matchRanges('Anna Annasdotter', 'ANN')).toEqual([
      [0, 3],
      [5, 8],
    ]);
    expect(matchRanges('Bo Ek', 'xyz')).toEqual([]);
    expect(matchRanges('Bo Ek', '  ')).toEqual([]);
  });
});
