import {
  THEME_DEFAULTS,
  type PublicContainer,
  type PublicPositionDetail,
  type PublicPositionSummary,
  type Theme,
} from '@rekry/domain/public';
import { vi } from 'vitest';

/** A company's public fields as the API sends them; what is not given is '' (the company has none). */
export function companyFields(
  displayName: string,
  { logo = '', phone = '', email = '' }: { logo?: string; phone?: string; email?: string } = {},
): PublicContainer['fields'] {
  return {
    DisplayName: { data: displayName },
    CompanyLogo: { data: logo },
    PhoneNumber: { data: phone },
    Email: { data: email },
  };
}

export function makeCompany(overrides: Partial<PublicContainer> = {}): PublicContainer {
  return {
    id: 1,
    name: 'Demo AB',
    fields: companyFields('Demo AB', { phone: '021-10 20 30', email: 'jobb@demo.se' }),
    theme: structuredClone(THEME_DEFAULTS) as Theme,
    profile: {
      description: 'Vi lagerhanterar för hela Mälardalen.',
      address: 'Lagergatan 1',
      zip: '722 10',
      city: 'Västerås',
      website: 'https://demo.se',
      banner: '',
      social: { linkedin: 'https://www.linkedin.com/company/demo', facebook: 'javascript:alert(1)' },
    },
    messages: {},
    consent: {
      consentCompanyName: 'Demo AB',
      retentionMonths: 24,
      gdprHtml: '<p>GDPR</p>',
      companyTermsHtml: null,
      operatorTermsHtml: '<p>Villkor</p>',
    },
    ...overrides,
  };
}

let nextId = 100;
export function makeSummary(overrides: Partial<PublicPositionSummary> = {}): PublicPositionSummary {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Tjänst ${id}`,
    path: `/${id}_tjanst-${id}`,
    containerId: 1,
    containerName: 'Demo AB',
    location: 'Västerås',
    start: Date.UTC(2026, 0, 10, 12) / 1000,
    stop: Date.UTC(2026, 11, 31, 12) / 1000,
    companyLogo: '',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<PublicPositionDetail> = {}): PublicPositionDetail {
  return {
    ...makeSummary({ id: 12, name: 'Lagermedarbetare', path: '/12_lagermedarbetare' }),
    isInternal: false,
    linkId: null,
    text: 'Vi söker dig som gillar ordning.',
    description: '<h2>Om jobbet</h2><p>Du <strong>plockar</strong> och packar.</p>',
    status: 'Öppen',
    banner: '',
    canApply: true,
    form: [],
    contact: null,
    ...overrides,
  };
}

/** An endpoint's answer: JSON with a status (200 unless given), or 'network' for a failed request. */
export type Answer = { status?: number; body: unknown } | 'network';
type Route = (url: URL, init?: RequestInit) => Answer | undefined;

/**
 * Replaces fetch with the public endpoints answered by `route` (given the request URL and options).
 * Anything the route does not answer gets 404 so a test notices an unexpected call. /api/public/config
 * answers operator 'Rekry' unless the route answers it.
 */
export function mockPublicApi(route: Route) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://jobb.localhost',
    );
    const answer = route(url, init) ??
      (url.pathname === '/api/public/config'
        ? { body: { operatorName: 'Rekry', version: 'test' } }
        : undefined) ?? { status: 404, body: { error: { code: 'not_found', message: 'Hittades inte' } } };
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The list answer for these items (one page holding them all unless `total` says more). */
export function listOf(items: PublicPositionSummary[], total = items.length, page = 1) {
  return { body: { items, total, page, take: 20 } };
}
