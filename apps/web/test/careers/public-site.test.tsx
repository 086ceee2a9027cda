import { resolveTheme } from '@rekry/domain/public';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyFields, listOf, makeCompany, makeSummary, mockPublicApi } from './public-api-mock.ts';
import { renderPublic } from './render-public.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const containerPath = (url: URL) => /^\/api\/public\/containers\/(.+)$/.exec(url.pathname)?.[1];

describe('portal mode (no company)', () => {
  it('shows the navbar and every company’s open positions, with paging', async () => {
    const first = Array.from({ length: 20 }, (_, i) =>
      makeSummary({
        id: i + 1,
        name: `Tjänst ${i + 1}`,
        containerName: i % 2 ? 'Norrland Bemanning' : 'Demo AB',
      }),
    );
    const fetchMock = mockPublicApi((url) => {
      if (url.pathname !== '/api/public/positions') return undefined;
      return url.searchParams.get('page') === '2'
        ? listOf([makeSummary({ id: 21, name: 'Sista tjänsten' })], 21, 2)
        : listOf(first, 21, 1);
    });
    renderPublic('/');

    expect(await screen.findByRole('heading', { name: 'Tjänst 1' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Meny' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sök jobb' })[0]).toHaveAttribute('href', '/positions#sok');
    expect(screen.getAllByText('Norrland Bemanning').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Lediga tjänster' })).toBeInTheDocument();
    expect(screen.getByText('21 lediga tjänster')).toBeInTheDocument();
    const row = screen.getByRole('heading', { name: 'Tjänst 1' }).closest('li')!;
    expect(within(row).getByRole('link', { name: /Läs mer och ansök/ })).toHaveAttribute(
      'href',
      '/1_tjanst-1',
    );
    expect(within(row).getByText('2026-01-10')).toBeInTheDocument();
    expect(within(row).getByText('2026-12-31')).toBeInTheDocument();
    expect(screen.getByText('Visar 20 av 21')).toBeInTheDocument();
    // The portal list asks for all companies: no containerId.
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).includes('/positions'))?.[0])).not.toContain(
      'containerId',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Visa fler' }));
    expect(await screen.findByRole('heading', { name: 'Sista tjänsten' })).toBeInTheDocument();
    expect(screen.getByText('Visar 21 av 21')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Visa fler' })).not.toBeInTheDocument();
    expect(screen.getByText('I samarbete med')).toBeInTheDocument();
  });

  it('shows an empty state when nothing is open', async () => {
    mockPublicApi((url) => (url.pathname === '/api/public/positions' ? listOf([]) : undefined));
    renderPublic('/positions');
    expect(await screen.findByRole('heading', { name: 'Inga lediga tjänster just nu' })).toBeInTheDocument();
  });

  it('shows an error with a retry that works', async () => {
    let calls = 0;
    mockPublicApi((url) => {
      if (url.pathname !== '/api/public/positions') return undefined;
      calls += 1;
      return calls === 1
        ? { status: 500, body: { error: { code: 'internal', message: 'Något gick fel' } } }
        : listOf([makeSummary({ name: 'Efter omförsök' })]);
    });
    renderPublic('/');
    expect(await screen.findByText('Vi kunde inte hämta de lediga tjänsterna.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { name: 'Efter omförsök' })).toBeInTheDocument();
  });

  it('falls back to the portal when the company is not found (id 0)', async () => {
    mockPublicApi((url) => {
      if (containerPath(url) === 'okand') return { body: { id: 0 } };
      if (url.pathname === '/api/public/positions') return listOf([makeSummary()]);
    });
    renderPublic('/?company=okand');
    expect(await screen.findByRole('heading', { name: 'Hitta ditt nästa jobb' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Meny' })).toBeInTheDocument();
  });

  it('logs a failed company load and shows the portal', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockPublicApi((url) => {
      if (containerPath(url)) return { status: 500, body: { error: { code: 'internal', message: 'Fel' } } };
      if (url.pathname === '/api/public/positions') return listOf([makeSummary()]);
    });
    renderPublic('/?company=demo');
    expect(await screen.findByRole('heading', { name: 'Hitta ditt nästa jobb' })).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalled());
  });
});

describe('company mode', () => {
  it('renders the branded page with theme defaults, the real count, footer and no navbar', async () => {
    const fetchMock = mockPublicApi((url) => {
      if (containerPath(url) === 'demo') return { body: makeCompany() };
      if (url.pathname === '/api/public/positions') {
        return listOf([makeSummary({ name: 'Lagermedarbetare' }), makeSummary({ name: 'Kundtjänst' })]);
      }
    });
    const { container } = renderPublic('/?company=demo');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jobba hos Demo AB' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Just nu har vi 2 lediga tjänster' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Meny' })).not.toBeInTheDocument();
    expect(screen.getByTestId('banner-placeholder')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Läs mer och ansök/ })).toHaveLength(2);
    const list = fetchMock.mock.calls
      .map(([u]) => String(u))
      .find((u) => u.includes('/api/public/positions'));
    expect(list).toContain('containerId=1');

    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--rk-btn-bg')).toBe('#2522ba');
    expect(root.style.getPropertyValue('--rk-btn-radius')).toBe('0.375rem');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '021-10 20 30' })).toHaveAttribute(
      'href',
      'tel:021102030',
    );
    expect(within(footer).getByRole('link', { name: 'jobb@demo.se' })).toHaveAttribute(
      'href',
      'mailto:jobb@demo.se',
    );
    expect(within(footer).getByText('Lagergatan 1').closest('address')).not.toBeNull();
    expect(within(footer).getByText('722 10 Västerås')).toBeInTheDocument();
    // HTML allows no heading inside <address>: it names the contact details from outside.
    expect(within(footer).getByRole('heading', { name: 'Kontakt' }).closest('address')).toBeNull();
    expect(within(footer).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/demo',
    );
    // A link that is not http(s) is left out.
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(await within(footer).findByText('Rekry')).toBeInTheDocument();
    expect(within(footer).getByText(/I samarbete med/)).toBeInTheDocument();
  });

  it('says "1 ledig tjänst" for one position', async () => {
    mockPublicApi((url) => {
      if (containerPath(url) === 'demo') return { body: makeCompany() };
      if (url.pathname === '/api/public/positions') return listOf([makeSummary()]);
    });
    renderPublic('/positions?company=demo');
    expect(await screen.findByRole('heading', { name: 'Just nu har vi 1 ledig tjänst' })).toBeInTheDocument();
  });

  it('applies a custom theme, logo and banner', async () => {
    const company = makeCompany({
      id: 2,
      name: 'Norrland Bemanning AB',
      fields: companyFields('Norrland Bemanning', {
        logo: '/api/public/open/containers/2/assets?id=assets/logo.png',
      }),
      theme: resolveTheme({
        button: { backgroundColor: '#0F766E', textColor: '#FFFFFF', borderRadius: 'rounded-full' },
        backgroundColor: { footer: '#0B3B36' },
      }),
    });
    company.profile.banner = '/api/public/open/containers/2/assets?id=assets/banner.jpg';
    mockPublicApi((url) => {
      if (containerPath(url) === 'norrland') return { body: company };
      if (url.pathname === '/api/public/positions') return listOf([makeSummary({ containerId: 2 })]);
    });
    const { container } = renderPublic('/?company=norrland');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobba hos Norrland Bemanning' }),
    ).toBeInTheDocument();
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--rk-btn-bg')).toBe('#0f766e');
    expect(root.style.getPropertyValue('--rk-btn-radius')).toBe('9999px');
    expect(root.style.getPropertyValue('--rk-footer-bg')).toBe('#0b3b36');
    expect(screen.queryByTestId('banner-placeholder')).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Logotyp för Norrland Bemanning' })).toHaveLength(2);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /^tel:/ })).not.toBeInTheDocument();
  });
});
