import { describe, expect, it } from 'vitest';
import { decodeToken, isSuperuser, isTokenLive } from '../src/session.ts';

const part = (v: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(v))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
const token = (claims: object) => `${part({ alg: 'HS256' })}.${part(claims)}.signatur`;

describe('decodeToken', () => {
  it('reads the claims, UTF-8 names included', () => {
    const claims = decodeToken(
      token({
        sub: 'a@b.se',
        exp: 2_000_000_000,
        given_name: 'Åsa',
        family_name: 'Öst',
        role: 'staff',
        uid: 1,
        tv: 0,
      }),
    );
    expect(claims).toMatchObject({ sub: 'a@b.se', given_name: 'Åsa', family_name: 'Öst' });
  });

  it.each([
    ['inte-en-token'],
    ['a.b'],
    [`${part({})}.${'!!!'}.x`],
    [token({ exp: 1 })],
    [token({ sub: 'a@b.se' })],
  ])('throws on %s', (bad) => {
    expect(() => decodeToken(bad)).toThrow();
  });
});

describe('isTokenLive', () => {
  it('is live while exp is in the future, not at or after it', () => {
    const now = 1_700_000_000_000;
    expect(isTokenLive({ exp: now / 1000 + 1 }, now)).toBe(true);
    expect(isTokenLive({ exp: now / 1000 }, now)).toBe(false);
    expect(isTokenLive({ exp: now / 1000 - 60 }, now)).toBe(false);
  });
});

describe('isSuperuser', () => {
  it.each([
    ['odin', true],
    ['Odin', true],
    ['staff,odin', true],
    ['staff', false],
    ['candidate', false],
  ])('role %s → %s', (role, expected) => expect(isSuperuser({ role })).toBe(expected));
});
