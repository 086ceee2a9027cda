import { describe, expect, it } from 'vitest';
import { PublicCache } from '../src/platform/public-cache.ts';

const text = (raw: string) => async () => ({ value: raw, raw });

/** Whether the cache still holds `key`: a held answer is returned without loading. */
async function holds(cache: PublicCache, key: string): Promise<boolean> {
  let loaded = false;
  await cache.get(key, async () => ((loaded = true), { value: '', raw: '' }));
  return !loaded;
}

describe('PublicCache', () => {
  it('keeps at most its number of entries, pushing out the oldest', async () => {
    const cache = new PublicCache(Date.now, { entries: 2, bytes: 1_000 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, text(key));
    expect(await holds(cache, 'a')).toBe(false);
    expect(await holds(cache, 'c')).toBe(true);
  });

  it('keeps at most its bytes: a flood of large answers (searches made up per request) pushes out the oldest', async () => {
    const cache = new PublicCache(Date.now, { entries: 100, bytes: 100 });
    await cache.get('small', text('x'.repeat(10)));
    await cache.get('large-1', text('y'.repeat(60)));
    await cache.get('large-2', text('z'.repeat(60)));
    expect(await holds(cache, 'large-2')).toBe(true);
    expect(await holds(cache, 'small')).toBe(false);
    expect(await holds(cache, 'large-1')).toBe(false);
  });
});
