import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PUBLIC_SEARCH } from '@rekry/domain/public';
import { App } from '../../src/app/public-app.tsx';
import { QueryClient } from '../../src/features/careers/public-query.tsx';
import { seedPublicQueries } from '../../src/features/careers/public-queries.ts';
import { listOf, makeSummary, mockPublicApi } from './public-api-mock.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The state a server renderer would have left in a page it rendered (and cached) `ageMs` ago. */
function renderedState(ageMs: number) {
  const client = new QueryClient();
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now - ageMs);
  seedPublicQueries(client, {
    companyKey: null,
    company: null,
    config: { operatorName: 'Rekry', version: 'test' },
    positions: {
      containerId: null,
      search: EMPTY_PUBLIC_SEARCH,
      first: listOf([makeSummary({ name: 'Truckförare natt' })]).body,
      options: { towns: ['Västerås'], types: [], companies: [] },
    },
  });
  const queries = client.dehydrate();
  vi.mocked(Date.now).mockRestore();
  return { companyKey: null, queries };
}

describe('the browser app started from a server-rendered page', () => {
  it('shows the answers the page carries and fetches none of them again, however old the cached page', async () => {
    const fetchMock = mockPublicApi(() => undefined);
    render(<App state={renderedState(60 * 60_000)} />);
    expect(await screen.findByText('Truckförare natt')).toBeInTheDocument();
    // Effects after the first render (the company key from the session, the queries' mount) have run.
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
