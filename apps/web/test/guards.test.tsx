import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRoutes } from '../src/app/admin-routes.tsx';
import { guardOutcome } from '../src/app/guards.tsx';
import { createAdminQueryClient, Providers } from '../src/app/providers.tsx';
import { httpsRedirectTarget } from '../src/lib/host.ts';
import { CONTAINER_KEY, getSession, logout, TOKEN_KEY } from '../src/lib/session.ts';
import { company, containerUser, makeToken, makeUser, mockDispatcher } from './helpers.ts';

function renderAt(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  render(
    <Providers client={createAdminQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

function signIn(claims: Parameters<typeof makeToken>[0] = {}) {
  localStorage.setItem(TOKEN_KEY, makeToken(claims));
}

const usersAnswer = () => ({ body: [containerUser({ id: 1 })] });

describe('route guards', () => {
  beforeEach(() => logout());

  it('sends a visitor without a token to /login and clears persisted state', async () => {
    localStorage.setItem(CONTAINER_KEY, '1');
    localStorage.setItem('rekry.something', 'x');
    const router = renderAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(CONTAINER_KEY)).toBeNull();
    expect(localStorage.getItem('rekry.something')).toBeNull();
  });

  it('greets whoever came: a job seeker from the career site, anyone else neutrally', async () => {
    renderAt(`/login?tillbaka=${encodeURIComponent('//jobb.localhost:3000/')}`);
    expect(
      await screen.findByText('Logga in för att se dina ansökningar och meddelanden.'),
    ).toBeInTheDocument();
    logout();
    renderAt('/login');
    expect(
      await screen.findByText('Välkommen tillbaka! Logga in för att fortsätta där du slutade.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/hantera annonser och kandidater/)).toBeNull();
  });

  it('treats an expired token as no token: logout and /login', async () => {
    signIn({ exp: Math.floor(Date.now() / 1000) - 60 });
    localStorage.setItem(CONTAINER_KEY, '1');
    const fetchMock = mockDispatcher({});
    const router = renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(CONTAINER_KEY)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a candidate on a staff address to their own Home', async () => {
    signIn();
    mockDispatcher({
      get_CurrentUser: () => ({ body: makeUser({ shell: 'candidate', candidate: true, containers: [] }) }),
      get_MyApplications: () => ({ body: { applications: [], openPositions: [] } }),
    });
    const router = renderAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Inga ansökningar än' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/recruit');
    expect(screen.getByRole('navigation', { name: 'Mina sidor-meny' })).toBeInTheDocument();
  });

  it('sends staff on a recruit address to the staff home', async () => {
    signIn();
    mockDispatcher({
      get_CurrentUser: () => ({ body: makeUser({ containers: [company(1, 'Demo AB', [3])] }) }),
    });
    const router = renderAt('/admin/minasidor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(screen.queryByRole('navigation', { name: 'Mina sidor-meny' })).not.toBeInTheDocument();
  });

  it('sends a reader who opens /admin/users to /admin/access-denied', async () => {
    signIn();
    mockDispatcher({
      get_CurrentUser: () => ({ body: makeUser({ containers: [company(1, 'Demo AB', [3])] }) }),
    });
    const router = renderAt('/admin/users');
    expect(await screen.findByText('Du har inte behörighet till sidan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/access-denied');
  });

  it('lets an administrator into /admin/users', async () => {
    signIn();
    mockDispatcher({
      get_CurrentUser: () => ({ body: makeUser({ containers: [company(1, 'Demo AB', [1])] }) }),
      get_ContainerUsers: usersAnswer,
    });
    const router = renderAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Användare', level: 1 })).toBeInTheDocument();
    expect(await screen.findAllByText('anna@demo.rekry.test')).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it('lets a writer into template pages but not admin pages', async () => {
    signIn();
    mockDispatcher({
      get_CurrentUser: () => ({ body: makeUser({ containers: [company(1, 'Demo AB', [2])] }) }),
    });
    const router = renderAt('/admin/templates/email');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-postmallar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/templates/email');
    await router.navigate('/admin/container/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/access-denied'));
  });

  it('keeps superuser pages from an administrator', async () => {
    signIn();
    mockDispatcher({
      get_CurrentUser: () => ({ body: makeUser({ containers: [company(1, 'Demo AB', [1])] }) }),
    });
    const router = renderAt('/admin/generate-data');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/access-denied'));
  });

  it('lets the superuser into superuser pages', async () => {
    signIn({ role: 'odin', IsAdmin: true });
    mockDispatcher({ get_CurrentUser: () => ({ body: makeUser({ superuser: true, containers: [] }) }) });
    const router = renderAt('/admin/generate-data');
    expect(await screen.findByRole('heading', { name: 'Generera data' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/generate-data');
  });

  it('sends a signed-in user at /login on to /admin', async () => {
    signIn();
    mockDispatcher({ get_CurrentUser: () => ({ body: makeUser() }) });
    const router = renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByTestId('home-role')).toHaveTextContent('Läsare');
  });

  it('sends a user with several companies and none chosen to the company picker', async () => {
    signIn();
    mockDispatcher({
      get_CurrentUser: () => ({
        body: makeUser({
          containers: [company(1, 'Demo AB', [3]), company(2, 'Norrland Bemanning AB', [1])],
        }),
      }),
    });
    const router = renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Välj företag' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/pick-container');
  });

  it('chooses the only company automatically and remembers it', async () => {
    signIn();
    mockDispatcher({
      get_CurrentUser: () => ({ body: makeUser({ containers: [company(5, 'Solo AB', [2])] }) }),
    });
    renderAt('/admin');
    expect(await screen.findByTestId('home-company')).toHaveTextContent('Solo AB');
    expect(screen.getByTestId('home-role')).toHaveTextContent('Skribent');
    await waitFor(() => expect(localStorage.getItem(CONTAINER_KEY)).toBe('5'));
  });

  it('uses the role of the chosen company', async () => {
    signIn();
    localStorage.setItem(CONTAINER_KEY, '2');
    mockDispatcher({
      get_CurrentUser: () => ({
        body: makeUser({
          containers: [company(1, 'Demo AB', [3]), company(2, 'Norrland Bemanning AB', [1])],
        }),
      }),
      get_ContainerUsers: usersAnswer,
    });
    const router = renderAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Användare', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it('logs out and shows /login when the server rejects the token (401)', async () => {
    signIn();
    mockDispatcher({
      get_CurrentUser: () => ({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Du behöver logga in' } },
      }),
    });
    const router = renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });
});

describe("signing in from the career site's 'Logga in'", () => {
  beforeEach(() => logout());
  afterEach(() => vi.unstubAllGlobals());

  const BACK = '//jobb.localhost:3000/12_lagermedarbetare';
  /** The login page's address bar, with a location.replace that records where it was sent. */
  function atLogin() {
    const replace = vi.fn();
    const href = `http://localhost:3000/login?tillbaka=${encodeURIComponent(BACK)}`;
    vi.stubGlobal('location', { href, origin: 'http://localhost:3000', host: 'localhost:3000', replace });
    return { replace, path: `/login?tillbaka=${encodeURIComponent(BACK)}` };
  }

  it('sends a candidate back to the page they came from, telling it when the session ends', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    signIn({ role: 'candidate', exp });
    mockDispatcher({
      get_CurrentUser: () => ({ body: makeUser({ shell: 'candidate', candidate: true, containers: [] }) }),
    });
    const { replace, path } = atLogin();
    renderAt(path);
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(`http://jobb.localhost:3000/12_lagermedarbetare#inloggad=${exp}`),
    );
  });

  it('sends staff to their admin as from any login', async () => {
    signIn();
    mockDispatcher({
      get_CurrentUser: () => ({ body: makeUser({ containers: [company(1, 'Demo AB', [3])] }) }),
    });
    const { replace, path } = atLogin();
    const router = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('guardOutcome', () => {
  it('decides login, access denied or entry', () => {
    const session = {
      token: 't',
      claims: { sub: 'a', uid: 1, role: 'staff', given_name: '', family_name: '', tv: 1, exp: 0 },
    };
    expect(guardOutcome(null, null, 'signedIn')).toBe('/login');
    expect(guardOutcome(session, 'reader', 'admin')).toBe('/admin/access-denied');
    expect(guardOutcome(session, 'writer', 'writer')).toBeNull();
    expect(guardOutcome(session, 'admin', 'writer')).toBeNull();
    expect(guardOutcome(session, 'admin', 'superuser')).toBe('/admin/access-denied');
  });
});

describe('https redirect', () => {
  const at = (href: string) => {
    const url = new URL(href);
    return {
      protocol: url.protocol,
      host: url.host,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
    };
  };
  it('sends non-local http pages to https, keeping the address', () => {
    expect(httpsRedirectTarget(at('http://min.rekry.se/admin/users?x=1#top'))).toBe(
      'https://min.rekry.se/admin/users?x=1#top',
    );
    expect(httpsRedirectTarget(at('http://jobb.rekry.se/positions'))).toBe('https://jobb.rekry.se/positions');
  });
  it('leaves https and local pages alone', () => {
    expect(httpsRedirectTarget(at('https://min.rekry.se/admin'))).toBeNull();
    expect(httpsRedirectTarget(at('http://localhost:3000/admin'))).toBeNull();
    expect(httpsRedirectTarget(at('http://jobb.localhost:3000/'))).toBeNull();
    expect(httpsRedirectTarget(at('http://127.0.0.1:3000/'))).toBeNull();
  });
});
