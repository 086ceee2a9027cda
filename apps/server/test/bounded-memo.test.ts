import { describe, expect, it } from 'vitest';
import { BoundedMemo } from '../src/core/bounded-memo.ts';

describe('BoundedMemo', () => {
  it('works an answer out once per key, keeps no answer that threw, and starts over when full', () => {
    const memo = new BoundedMemo<string>(2);
    let computed = 0;
    const upper = (key: string) =>
      memo.get(key, () => {
        computed++;
        if (key === 'bad') throw new Error('refused');
        return key.toUpperCase();
      });
    expect(upper('a')).toBe('A');
    expect(upper('a')).toBe('A');
    expect(computed).toBe(1);
    expect(() => upper('bad')).toThrow('refused');
    expect(() => upper('bad')).toThrow('refused');
    expect(computed).toBe(3);
    expect(memo.size).toBe(1);
    expect(upper('b')).toBe('B');
    expect(memo.size).toBe(2);
    // Full: the third key starts it over, so 'a' is worked out again.
    expect(upper('c')).toBe('C');
    expect(memo.size).toBe(1);
    expect(upper('a')).toBe('A');
    expect(computed).toBe(6);
  });
});
