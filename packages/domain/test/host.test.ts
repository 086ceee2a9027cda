import { describe, expect, it } from 'vitest';
import {
  hostVariant,
  isAdminTestHost,
  isLocalHost,
  isPublicTestHost,
  publicCompanyKey,
} from '../src/host.ts';

describe('hostVariant (SPEC §1, §9)', () => {
  it.each([
    ['jobb.rekry.se', 'public'],
    ['jobb-local.rekry.se', 'public'],
    ['jobb-dev.rekry.se', 'public'],
    ['jobb-staging.rekry.se', 'public'],
    ['jobb.localhost:3000', 'public'],
    ['jobb.demo.localhost:3000', 'public'],
    ['JOBB.Rekry.SE', 'public'],
    ['karriar.foretaget.se', 'public'],
    ['min.rekry.se', 'admin'],
    ['min-dev.rekry.se', 'admin'],
    ['min-staging.rekry.se', 'admin'],
    ['min-temp.rekry.se', 'admin'],
    ['min.localhost:3000', 'admin'],
    ['www.rekry.se', 'admin'],
    ['rekry.se', 'admin'],
    ['localhost:3000', 'admin'],
    ['localhost', 'admin'],
    ['127.0.0.1:3000', 'admin'],
    ['a.b.c.d.se', 'admin'],
  ] as const)('%s → %s', (host, variant) => {
    expect(hostVariant(host)).toBe(variant);
  });
});

describe('test-environment banners', () => {
  it.each([
    ['min-dev.rekry.se', true],
    ['min-staging.rekry.se', true],
    ['min.rekry.se', false],
    ['min-temp.rekry.se', false],
    ['jobb-dev.rekry.se', false],
  ])('admin banner on %s: %s', (host, shown) => expect(isAdminTestHost(host)).toBe(shown));

  it.each([
    ['jobb-dev.rekry.se', true],
    ['jobb-staging.rekry.se', true],
    ['jobb.rekry.se', false],
    ['jobb-local.rekry.se', false],
    ['min-dev.rekry.se', false],
  ])('public notice on %s: %s', (host, shown) => expect(isPublicTestHost(host)).toBe(shown));
});

describe('isLocalHost (no https redirect)', () => {
  it.each([
    ['localhost:3000', true],
    ['jobb.localhost:3000', true],
    ['127.0.0.1:5173', true],
    ['[::1]:3000', true],
    ['min.rekry.se', false],
    ['localhost.evil.se', false],
  ])('%s → %s', (host, local) => expect(isLocalHost(host)).toBe(local));
});

describe('publicCompanyKey (the company a public host names)', () => {
  it.each([
    ['jobb.localhost:3000', null],
    ['jobb.demo.localhost:3000', 'demo'],
    ['jobb-dev.norrland.localhost', 'norrland'],
    ['JOBB.Demo.LOCALHOST', 'demo'],
    ['jobb.rekry.se', null],
    ['jobb.demo.rekry.se', 'demo'],
    ['jobb-staging.demo.rekry.se', 'demo'],
    ['demo.rekry.se', 'demo'],
    ['karriar.foretaget.se', 'karriar'],
    ['www.rekry.se', null],
    ['min.rekry.se', null],
    ['min.demo.rekry.se', null],
    ['rekry.se', null],
    ['localhost:3000', null],
    ['127.0.0.1:3000', null],
    ['jobb.a.b.rekry.se', null],
    ['jobb.a.b.localhost', null],
  ] as const)('%s → %s', (host, key) => {
    expect(publicCompanyKey(host)).toBe(key);
  });
});
