import { THEME_DEFAULTS, resolveTheme } from '@rekry/domain/public';
import { afterEach, describe, expect, it } from 'vitest';
import { contrastRatio, readable } from '@rekry/domain';
import { themeStyle } from '../../src/features/careers/theme.ts';
import { COMPANY_STORAGE_KEY, isFoundCompany, resolveCompanyKey } from '../../src/lib/public-company.ts';

afterEach(() => sessionStorage.clear());

describe('resolveCompanyKey (query parameter, session, host)', () => {
  it.each([
    ['jobb.localhost:3000', null],
    ['jobb.demo.localhost:3000', 'demo'],
    ['jobb-dev.norrland.localhost', 'norrland'],
    ['jobb.demo.rekry.se', 'demo'],
    ['demo.rekry.se', 'demo'],
    ['jobb.rekry.se', null],
    ['www.rekry.se', null],
  ])('host %s → %s', (host, key) => {
    expect(resolveCompanyKey('', host)).toBe(key);
  });

  it('prefers ?company= over the host and remembers it for the session', () => {
    expect(resolveCompanyKey('?company=norrland', 'jobb.demo.localhost')).toBe('norrland');
    expect(sessionStorage.getItem(COMPANY_STORAGE_KEY)).toBe('norrland');
    // A later page without the parameter keeps the company, so plain links stay on its site.
    expect(resolveCompanyKey('', 'jobb.localhost')).toBe('norrland');
    expect(resolveCompanyKey('?page=2', 'jobb.localhost')).toBe('norrland');
  });

  it('forgets the remembered company on an empty ?company=', () => {
    resolveCompanyKey('?company=demo', 'jobb.localhost');
    expect(resolveCompanyKey('?company=', 'jobb.localhost')).toBeNull();
    expect(sessionStorage.getItem(COMPANY_STORAGE_KEY)).toBeNull();
    expect(resolveCompanyKey('', 'jobb.localhost')).toBeNull();
    expect(resolveCompanyKey('?company=', 'jobb.demo.localhost')).toBe('demo');
  });

  it('works without storage', () => {
    expect(resolveCompanyKey('?company=demo', 'jobb.localhost', null)).toBe('demo');
    expect(resolveCompanyKey('', 'jobb.localhost', null)).toBeNull();
  });

  it('treats id 0 as no company', () => {
    expect(isFoundCompany({ id: 0 })).toBe(false);
    expect(isFoundCompany(undefined)).toBe(false);
  });
});

describe('theme colours stay readable', () => {
  it('keeps colours that already pass and fixes those that do not', () => {
    expect(readable('#333333', '#ffffff')).toBe('#333333');
    const fixed = readable('#868BFC', '#ffffff');
    expect(fixed).not.toBe('#868bfc');
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const onDark = readable('#444444', '#222222');
    expect(contrastRatio(onDark, '#222222')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readable('#ffff00', '#ffffff', 3), '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('sets every variable from the defaults, text readable on its background', () => {
    const style = themeStyle(THEME_DEFAULTS) as Record<string, string>;
    expect(style['--rk-btn-bg']).toBe('#2522ba');
    expect(style['--rk-btn-text']).toBe('#ffffff');
    expect(style['--rk-btn-radius']).toBe('0.375rem');
    expect(style['--rk-heading']).toBe('#333333');
    expect(contrastRatio(style['--rk-detail']!, style['--rk-main-bg']!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(style['--rk-contact']!, style['--rk-footer-bg']!)).toBeGreaterThanOrEqual(4.5);
  });

  it('uses a custom theme, fixing a poor button text colour', () => {
    const theme = resolveTheme({
      button: { backgroundColor: '#FFD400', textColor: '#FFFFFF', borderRadius: 'rounded-full' },
      backgroundColor: { mainContent: '#0B1F33' },
    });
    const style = themeStyle(theme) as Record<string, string>;
    expect(style['--rk-btn-bg']).toBe('#ffd400');
    expect(style['--rk-btn-radius']).toBe('9999px');
    expect(contrastRatio(style['--rk-btn-text']!, '#ffd400')).toBeGreaterThanOrEqual(4.5);
    // Default dark text on a dark page becomes light.
    expect(contrastRatio(style['--rk-heading']!, '#0b1f33')).toBeGreaterThanOrEqual(4.5);
  });
});
