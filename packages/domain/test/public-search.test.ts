import { describe, expect, it } from 'vitest';
import {
  EMPTY_PUBLIC_SEARCH,
  publicSearchKey,
  publicSearchParams,
  readPublicSearch,
  searchTitle,
} from '../src/public-search.ts';

const read = (query: string) => readPublicSearch(new URLSearchParams(query));

describe('readPublicSearch', () => {
  it('reads the four parameters, trimmed with inner spaces collapsed, and leaves other parameters alone', () => {
    expect(read('q=+lager++natt+&ort=V%C3%A4ster%C3%A5s&typ=Sommarjobb&foretag=demo&utm_source=x')).toEqual({
      ok: true,
      search: { q: 'lager natt', town: 'Västerås', type: 'Sommarjobb', company: 'demo' },
    });
    expect(read('')).toEqual({ ok: true, search: EMPTY_PUBLIC_SEARCH });
    expect(read('q=&ort=')).toEqual({ ok: true, search: EMPTY_PUBLIC_SEARCH });
  });

  it('refuses a parameter given twice, one past its limit and a control character, each with its message', () => {
    expect(read('q=a&q=b')).toEqual({ ok: false, field: 'q', message: 'Ange sökningen en gång' });
    expect(read(`q=${'a'.repeat(201)}`)).toMatchObject({
      field: 'q',
      message: 'Sökningen får vara högst 200 tecken',
    });
    expect(read(`q=${'a'.repeat(200)}`).ok).toBe(true);
    expect(read(`ort=${'b'.repeat(10_000)}`)).toMatchObject({
      field: 'town',
      message: 'Orten får vara högst 200 tecken',
    });
    expect(read('foretag=x%00')).toMatchObject({
      field: 'company',
      message: 'Sökningen innehåller tecken som inte kan användas',
    });
  });
});

describe('a search in the address and in a cache key', () => {
  it('writes only what narrows, in the address order, and keys searches alike that differ in case', () => {
    const search = { ...EMPTY_PUBLIC_SEARCH, q: 'Lager', town: 'Umeå' };
    expect(publicSearchParams(search)).toEqual([
      ['q', 'Lager'],
      ['ort', 'Umeå'],
    ]);
    expect(publicSearchKey(search)).toBe(publicSearchKey({ ...search, q: 'LAGER', town: 'umeå' }));
    expect(searchTitle('Lediga tjänster', search)).toBe('Lager, Umeå – Lediga tjänster');
    expect(searchTitle('Lediga tjänster', EMPTY_PUBLIC_SEARCH)).toBe('Lediga tjänster');
  });
});
