import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { preloadRouteOf, PublicProviders, PublicRoutes } from '../../src/app/public-app.tsx';
import { QueryClient } from '../../src/features/careers/public-query.tsx';
import { takeSignInNote } from '../../src/lib/career-sign-in.ts';
import { listOf, makeCompany, mockPublicApi } from './public-api-mock.ts';
import { renderPublic } from './render-public.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const serveList = () =>
  mockPublicApi((url) => {
    if (url.pathname === '/api/public/containers/demo') return { body: makeCompany() };
    if (url.pathname === '/api/public/positions') return listOf([]);
  });
/** The login on the admin host of jsdom's localhost:3000, coming back to `path`. */
const signIn = (path: string) =>
  `//localhost:3000/login?tillbaka=${encodeURIComponent(`//localhost:3000${path}`)}`;

describe("the career site's way to the candidate's pages", () => {
  it("says 'Logga in' in the navbar and its phone menu, to the login that comes back to this page", async () => {
    serveList();
    renderPublic('/positions');
    const nav = screen.getByRole('navigation', { name: 'Meny' });
    expect(within(nav).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', signIn('/positions'));
    await userEvent.click(screen.getByRole('button', { name: 'Öppna menyn' }));
    const menu = document.getElementById('public-mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'Logga in' })).toHaveAttribute(
      'href',
      signIn('/positions'),
    );
    expect(screen.queryByRole('link', { name: 'Mina sidor' })).not.toBeInTheDocument();
  });

  it("says 'Mina sidor' once back from the login, keeps it and takes the note out of the address", async () => {
    serveList();
    history.replaceState(null, '', `/positions#inloggad=${inAnHour()}`);
    const { unmount } = renderPublic('/positions');
    const nav = screen.getByRole('navigation', { name: 'Meny' });
    expect(await within(nav).findByRole('link', { name: 'Mina sidor' })).toHaveAttribute(
      'href',
      '//localhost:3000/admin/minasidor',
    );
    expect(within(nav).queryByRole('link', { name: 'Logga in' })).not.toBeInTheDocument();
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/positions');
    unmount();

    // Another page later: the note is the site's own.
    renderPublic('/');
    expect(await screen.findByRole('link', { name: 'Mina sidor' })).toBeInTheDocument();
  });

  it("says 'Logga in' again once the session the note names has ended", async () => {
    serveList();
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 0, 1));
    history.replaceState(null, '', `/#inloggad=${Date.UTC(2026, 0, 1) / 1000 - 1}`);
    renderPublic('/');
    await waitFor(() => expect(location.hash).toBe(''));
    expect(screen.getByRole('link', { name: 'Logga in' })).toBeInTheDocument();
  });

  it("has it discreetly in a company page's footer, which has no navbar", async () => {
    serveList();
    renderPublic('/?company=demo');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', signIn('/'));
    expect(screen.queryByRole('navigation', { name: 'Meny' })).not.toBeInTheDocument();
  });

  it.each([
    ['back from the login', false],
    ['on a later visit', true],
  ])(
    "is 'Logga in' in the server's HTML and switches after hydration %s, without a hydration error",
    async (_, later) => {
      serveList();
      const tree = (client: QueryClient, ssrPath?: string) => (
        <PublicProviders client={client} renderedWith={{ host: 'jobb.localhost', companyKey: null }}>
          <Router ssrPath={ssrPath}>
            <PublicRoutes />
          </Router>
        </PublicProviders>
      );
      // The list's code is here first, as the server renderer waits for it and the browser loads it
      // before hydrating; renderToString cannot wait.
      await preloadRouteOf('/');
      const html = renderToString(tree(new QueryClient(), '/'));
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      expect(within(container).getByRole('link', { name: 'Logga in' })).toHaveAttribute(
        'href',
        `//localhost/login?tillbaka=${encodeURIComponent('//jobb.localhost/')}`,
      );

      history.replaceState(null, '', `/#inloggad=${inAnHour()}`);
      if (later) takeSignInNote();
      const errors = vi.spyOn(console, 'error');
      const onRecoverableError = vi.fn();
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, tree(new QueryClient()), { onRecoverableError });
      });
      expect(await within(container).findByRole('link', { name: 'Mina sidor' })).toHaveAttribute(
        'href',
        '//localhost/admin/minasidor',
      );
      // Both words keep their place (the wider sets the width); the one not meant is hidden.
      const link = within(container).getByRole('link', { name: 'Mina sidor' });
      expect(within(link).getByText('Logga in')).toHaveAttribute('aria-hidden', 'true');
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      act(() => root?.unmount());
      container.remove();
    },
  );
});
