/** The visit's source, kept for the tab and sent with an application (lib/visit-source.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicApi } from '../../src/lib/api.ts';
import { landingSource, recordVisitSource, visitSource } from '../../src/lib/visit-source.ts';

describe('the source of a visit', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads kalla and utm_* from the landing address and the referring site, never its path', () => {
    expect(
      landingSource(
        'https://jobb.demo.se/12_lager?kalla=platsbanken&utm_source=nyhetsbrev&utm_medium=e-post&utm_campaign=V%C3%A5r+2026',
        'https://www.google.se/search?q=Anna+Andersson',
      ),
    ).toEqual({
      kalla: 'platsbanken',
      utmSource: 'nyhetsbrev',
      utmMedium: 'e-post',
      utmCampaign: 'Vår 2026',
      referrer: 'www.google.se',
    });
    // Its own site is no referrer; an odd or overlong parameter is left out rather than refused.
    expect(landingSource('https://jobb.demo.se/12_lager', 'https://jobb.demo.se/')).toBeNull();
    expect(
      landingSource(`https://jobb.demo.se/?utm_source=%3Cb%3E&utm_campaign=${'x'.repeat(101)}&kalla=ok`, ''),
    ).toEqual({ kalla: 'ok' });
  });

  it('keeps the landing for the tab while the visitor moves about the site', () => {
    window.history.replaceState(null, '', '/12_lager?kalla=annonssajt');
    recordVisitSource();
    window.history.replaceState(null, '', '/12_lager/apply');
    recordVisitSource();
    expect(visitSource()).toEqual({ kalla: 'annonssajt' });
    sessionStorage.clear();
    expect(visitSource()).toBeUndefined();
  });
});

describe('the application sent', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("carries the tab's kept source, and none when there is none", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { applicationId: 1, thanksForApply: '', appliedSuccess: '' } }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const data = { email: 'a@example.se', positionId: 12, metadata: {} };
    await publicApi.apply(data);
    window.history.replaceState(null, '', '/12_lager?kalla=platsbanken&utm_campaign=v%C3%A5r');
    recordVisitSource();
    await publicApi.apply(data);
    const bodies = fetchMock.mock.calls.map(
      (call) => JSON.parse(String(((call as unknown[])[1] as RequestInit).body)) as { data: unknown },
    );
    expect(bodies[0]!.data).toEqual(data);
    expect(bodies[1]!.data).toEqual({ ...data, source: { kalla: 'platsbanken', utmCampaign: 'vår' } });
  });
});
