import { describe, expect, it } from 'vitest';
import { adminOrigin, publicOrigin } from '../../src/lib/public-url.ts';

describe('adminOrigin', () => {
  it.each([
    ['jobb.localhost:5173', 'localhost:5173'],
    ['jobb.rekry.se', 'min.rekry.se'],
    ['jobb-dev.rekry.se', 'min-dev.rekry.se'],
    ['jobb-staging.rekry.se', 'min-staging.rekry.se'],
    ['demo.rekry.se', 'min.rekry.se'],
  ])('%s → %s', (host, admin) => {
    expect(adminOrigin({ protocol: 'https:', host })).toBe(`https://${admin}`);
  });

  it('leads back to where publicOrigin came from', () => {
    for (const host of ['localhost:4000', 'min.rekry.se', 'min-dev.rekry.se']) {
      const there = new URL(publicOrigin({ protocol: 'http:', host }));
      expect(adminOrigin({ protocol: 'http:', host: there.host })).toBe(`http://${host}`);
    }
  });
});
