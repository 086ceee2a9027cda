import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listOf, makeCompany, makeSummary, mockPublicApi } from './public-api-mock.ts';
import { renderPublic } from './render-public.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const OPTIONS = {
  towns: ['Umeå', 'Västerås'],
  types: ['Sommarjobb'],
  companies: [{ key: 'demo', name: 'Demo AB' }],
};

/** The career site's API with one company, the search's choices, and a list that finds 'Truckförare' only. */
function careerApi() {
  const searches: URLSearchParams[] = [];
  const fetchMock = mockPublicApi((url) => {
    if (url.pathname === '/api/public/search-options') return { body: OPTIONS };
    if (url.pathname === '/api/public/containers/demo') return { body: makeCompany({ name: 'demo' }) };
    if (url.pathname !== '/api/public/positions') return undefined;
    searches.push(url.searchParams);
    const q = url.searchParams.get('q') ?? '';
    return listOf(q && !'truckförare'.includes(q) ? [] : [makeSummary({ name: 'Truckförare' })]);
  });
  return { fetchMock, searches };
}

const searchbox = () => screen.getByRole('searchbox', { name: 'Sök lediga tjänster' });

describe('the career site search', () => {
  it("reads the address's search, searches text on Enter and a town at once, each as a new address", async () => {
    const { searches } = careerApi();
    renderPublic('/positions?q=truck');
    expect(await screen.findByRole('heading', { name: 'Truckförare' })).toBeInTheDocument();
    expect(searchbox()).toHaveValue('truck');
    expect(screen.getByRole('heading', { level: 2, name: 'Sökresultat' })).toBeInTheDocument();
    expect(screen.getByText('1 träff')).toBeInTheDocument();
    expect(searches.at(-1)?.get('q')).toBe('truck');

    await userEvent.clear(searchbox());
    await userEvent.type(searchbox(), 'kock{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Inga tjänster matchar din sökning' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rensa sökningen' })).toHaveAttribute('href', '/positions');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ort' }), 'Umeå');
    await waitFor(() => expect(searches.at(-1)?.toString()).toBe('q=kock&ort=Ume%C3%A5&take=20&page=1'));
    // The portal filters by company too.
    expect(screen.getByRole('combobox', { name: 'Företag' })).toHaveDisplayValue('Alla företag');
  });

  it('says why a search the address cannot say is not run, and offers to clear it', async () => {
    const { searches } = careerApi();
    renderPublic(`/?q=${'a'.repeat(201)}`);
    expect(await screen.findByText('Sökningen får vara högst 200 tecken')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rensa sökningen' })).toHaveAttribute('href', '/');
    expect(searches).toEqual([]);
  });

  it("on a company's page keeps the company in the address and offers no company filter", async () => {
    const { searches } = careerApi();
    renderPublic('/?company=demo&q=kock');
    expect(
      await screen.findByRole('heading', { name: 'Inga tjänster matchar din sökning' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rensa sökningen' })).toHaveAttribute('href', '/?company=demo');
    expect(screen.queryByRole('combobox', { name: 'Företag' })).not.toBeInTheDocument();
    expect(document.querySelector('input[type="hidden"][name="company"]')).toHaveValue('demo');
    expect(searches.at(-1)?.get('containerId')).toBe('1');
  });

  it('says "Menade du …" when the search forgave a misspelt word, a link that runs that search', async () => {
    const searches: URLSearchParams[] = [];
    mockPublicApi((url) => {
      if (url.pathname === '/api/public/search-options') return { body: OPTIONS };
      if (url.pathname !== '/api/public/positions') return undefined;
      searches.push(url.searchParams);
      const driver = makeSummary({ name: 'Truckförare i Umeå' });
      // The server's forgiving search: 'trukförare' finds the ad and suggests its word.
      return url.searchParams.get('q') === 'trukförare'
        ? { body: { ...listOf([driver]).body, suggestion: 'Truckförare' } }
        : listOf([driver]);
    });
    renderPublic('/positions?q=trukf%C3%B6rare&ort=Ume%C3%A5');
    expect(await screen.findByRole('heading', { name: 'Truckförare i Umeå' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Truckförare' });
    expect(link.closest('p')).toHaveTextContent(/^Menade du Truckförare\?$/);
    // The town stays; only the text is put as the ads write it.
    expect(link).toHaveAttribute('href', '/positions?q=Truckf%C3%B6rare&ort=Ume%C3%A5');

    await userEvent.click(link);
    await waitFor(() => expect(searches.at(-1)?.get('q')).toBe('Truckförare'));
    expect(searchbox()).toHaveValue('Truckförare');
    expect(await screen.findByRole('heading', { name: 'Truckförare i Umeå' })).toBeInTheDocument();
    expect(screen.queryByText('Menade du')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Truckförare' })).not.toBeInTheDocument();
  });
});
