import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listOf, makeCompany, makeDetail, mockPublicApi } from './public-api-mock.ts';
import { renderPublic } from './render-public.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const GUID = '7f0c2b9e-3c1d-4c8a-9a57-2f4d7f1e8a10';

/**
 * 'Sök tjänsten' beside the facts (a wide screen) and in the bar after the ad (below lg): jsdom has no
 * media queries, so both are there, to the same form.
 */
function expectApplyLinks(href: string) {
  const links = screen.getAllByRole('link', { name: 'Sök tjänsten' });
  expect(links).toHaveLength(2);
  for (const link of links) expect(link).toHaveAttribute('href', href);
  const bar = screen.getByTestId('phone-apply-bar');
  expect(within(bar).getByRole('link', { name: 'Sök tjänsten' })).toBe(links[1]);
  // The bar follows the ad text.
  const article = screen.getByRole('article');
  expect(article.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

function serve(detail: ReturnType<typeof makeDetail> | null, ref: string = String(detail?.id)) {
  return mockPublicApi((url) => {
    if (url.pathname === `/api/public/positions/${ref}` && detail) return { body: detail };
    if (url.pathname === '/api/public/containers/demo') return { body: makeCompany() };
    if (url.pathname === `/api/public/open/${ref}/container`) return { body: makeCompany() };
    if (url.pathname === '/api/public/positions') return listOf([]);
  });
}

describe('position detail', () => {
  it('shows an open position with its facts, description and the apply button', async () => {
    serve(makeDetail());
    renderPublic('/12_lagermedarbetare');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lagermedarbetare' })).toBeInTheDocument();
    expect(screen.getByText('Vi söker dig som gillar ordning.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Om jobbet' })).toBeInTheDocument();
    expect(screen.getByText('plockar').tagName).toBe('STRONG');
    const facts = screen.getByRole('complementary', { name: 'Om tjänsten' });
    expect(within(facts).getByText('Öppen')).toBeInTheDocument();
    expect(within(facts).getByText('Västerås')).toBeInTheDocument();
    expect(within(facts).getByText('2026-12-31')).toBeInTheDocument();
    expectApplyLinks('/12_lagermedarbetare/apply');
    expect(screen.getByRole('navigation', { name: 'Meny' })).toBeInTheDocument();
    expect(document.title).toBe('Lagermedarbetare · Rekry');
  });

  it('names the contact person after the ad: name, title, phone and e-mail as links', async () => {
    const contact = {
      name: 'Sara Lindqvist',
      title: 'Lagerchef',
      phone: '021-12 34 56',
      email: 'sara.lindqvist@demo.se',
    };
    serve(makeDetail({ contact }));
    renderPublic('/12_lagermedarbetare');
    const block = await screen.findByRole('region', { name: 'Kontaktperson' });
    expect(within(block).getByText('Sara Lindqvist')).toBeInTheDocument();
    expect(within(block).getByText('Lagerchef')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: '021-12 34 56' })).toHaveAttribute(
      'href',
      'tel:021123456',
    );
    expect(within(block).getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    expect(screen.getByRole('article').compareDocumentPosition(block)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows only the parts of the contact that are given, and no block without a contact', async () => {
    serve(makeDetail({ contact: { name: '', title: '', phone: '', email: 'rekrytering@demo.se' } }));
    const { unmount } = renderPublic('/12_lagermedarbetare');
    const block = await screen.findByRole('region', { name: 'Kontaktperson' });
    expect(within(block).getAllByRole('listitem')).toHaveLength(1);
    expect(within(block).getByRole('link')).toHaveAttribute('href', 'mailto:rekrytering@demo.se');
    expect(within(block).queryByRole('paragraph')).not.toBeInTheDocument();
    unmount();

    serve(makeDetail({ contact: null }));
    renderPublic('/12_lagermedarbetare');
    await screen.findByRole('heading', { level: 1, name: 'Lagermedarbetare' });
    expect(screen.queryByText('Kontaktperson')).not.toBeInTheDocument();
  });

  it('shows the banner the server chose above the ad, and none when there is none', async () => {
    const banner = '/api/public/open/containers/1/assets?id=assets%2Flager.jpg';
    serve(makeDetail({ banner }));
    renderPublic('/12_lagermedarbetare');
    await screen.findByRole('heading', { level: 1, name: 'Lagermedarbetare' });
    expect(screen.getByTestId('position-banner')).toHaveAttribute('src', banner);
  });

  it('shows no banner when the position and its company have none', async () => {
    serve(makeDetail());
    renderPublic('/12_lagermedarbetare');
    await screen.findByRole('heading', { level: 1, name: 'Lagermedarbetare' });
    expect(screen.queryByTestId('position-banner')).not.toBeInTheDocument();
  });

  it.each([
    ['/12', '/12/apply'],
    ['/positions/12', '/positions/12/apply'],
    ['/12_annan-slug', '/12_annan-slug/apply'],
  ])('finds the position at %s and applies at %s', async (path, apply) => {
    serve(makeDetail());
    renderPublic(path);
    await screen.findAllByRole('link', { name: 'Sök tjänsten' });
    expectApplyLinks(apply);
  });

  it('says a closed position is closed and offers no apply button', async () => {
    serve(makeDetail({ status: 'Stängd', canApply: false, form: [] }));
    renderPublic('/12_lagermedarbetare');
    expect(await screen.findByText('Tjänsten är stängd för ansökningar')).toBeInTheDocument();
    expect(screen.getByText('Stängd')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sök tjänsten' })).not.toBeInTheDocument();
  });

  it('says an archived position is archived and offers no apply button', async () => {
    serve(makeDetail({ status: 'Arkiverad', canApply: false }));
    renderPublic('/positions/12');
    expect(await screen.findByText('Tjänsten är arkiverad')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sök tjänsten' })).not.toBeInTheDocument();
  });

  it('shows an internal position by its guid, applying through the same address', async () => {
    serve(makeDetail({ isInternal: true, linkId: GUID, name: 'Teamledare lager (intern)' }), GUID);
    renderPublic(`/internal/${GUID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teamledare lager (intern)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Intern tjänst')).toBeInTheDocument();
    expectApplyLinks(`/internal/${GUID}/apply`);
  });

  it('does not show an internal position by its numeric id', async () => {
    serve(makeDetail({ isInternal: true, linkId: GUID }));
    renderPublic('/12');
    expect(await screen.findByRole('heading', { name: 'Sidan finns inte' })).toBeInTheDocument();
  });

  it('shows not found for an unknown position', async () => {
    serve(null, '999');
    renderPublic('/999_finns-inte');
    expect(await screen.findByRole('heading', { name: 'Sidan finns inte' })).toBeInTheDocument();
  });

  it.each(['/det-finns-inte', '/internal/inte-en-guid', '/positions/abc', '/12_x/y/z'])(
    'shows not found for %s without asking the server',
    async (path) => {
      const fetchMock = serve(null, 'x');
      renderPublic(path);
      expect(await screen.findByRole('heading', { name: 'Sidan finns inte' })).toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/public/positions/'))).toBe(false);
    },
  );

  it('uses the company theme and footer in company mode', async () => {
    serve(makeDetail());
    const { container } = renderPublic('/12_lagermedarbetare?company=demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lagermedarbetare' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Meny' })).not.toBeInTheDocument();
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue('--rk-btn-bg')).toBe(
      '#2522ba',
    );
    expect(within(screen.getByRole('contentinfo')).getByText('jobb@demo.se')).toBeInTheDocument();
  });

  it('does not show another company’s position on a company site', async () => {
    serve(makeDetail({ containerId: 2, containerName: 'Norrland Bemanning' }));
    renderPublic('/12_lagermedarbetare?company=demo');
    expect(await screen.findByRole('heading', { name: 'Sidan finns inte' })).toBeInTheDocument();
  });

  it.each(['/12_lagermedarbetare/apply', '/positions/12/apply'])(
    'loads the apply page at %s',
    async (path) => {
      serve(makeDetail());
      renderPublic(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Lagermedarbetare' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Sök tjänsten' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Sidan finns inte' })).not.toBeInTheDocument();
    },
  );
});
