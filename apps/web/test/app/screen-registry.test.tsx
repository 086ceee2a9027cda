import { render, screen, within } from '@testing-library/react';
import { Construction } from 'lucide-react';
import { createMemoryRouter, matchRoutes, MemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAdminRoutes, adminRoutes } from '../../src/app/admin-routes.tsx';
import { Sidebar } from '../../src/app/layouts/sidebar.tsx';
import { navigationFor } from '../../src/app/navigation.ts';
import { SCREENS } from '../../src/app/registry.ts';
import { createAdminQueryClient, Providers } from '../../src/app/providers.tsx';
import { homeCardsFor } from '../../src/features/home/home-cards.ts';
import { paths } from '../../src/lib/paths.ts';
import { defineScreen, type Screen } from '../../src/lib/screens.ts';
import { logout, TOKEN_KEY } from '../../src/lib/session.ts';
import { company, makeToken, makeUser, mockDispatcher } from '../helpers.ts';
import { SIDEBAR_LINKS } from '../sidebar-links.ts';

/** A screen a feature might add: one declaration, one page. */
const fake = defineScreen({
  id: 'fakeScreen',
  path: '/admin/fake/:id',
  need: 'writer',
  title: 'Låtsassida',
  icon: Construction,
  nav: 'settings',
  home: { title: 'Låtsaskort', text: 'Ett kort från registret.' },
  page: () => Promise.resolve(() => <h1>Låtsassidan visas</h1>),
});
const withFake = [...SCREENS, fake];

function renderRoutes(path: string, permissionIds: number[]) {
  localStorage.setItem(TOKEN_KEY, makeToken());
  mockDispatcher({
    get_CurrentUser: () => ({ body: makeUser({ containers: [company(1, 'Demo AB', permissionIds)] }) }),
  });
  const router = createMemoryRouter(buildAdminRoutes(withFake), { initialEntries: [path] });
  render(
    <Providers client={createAdminQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** The screen an address reaches: the id of the deepest matching route. */
function screenAt(path: string, routes = adminRoutes): string | undefined {
  const matches = matchRoutes(routes, path);
  return matches?.at(-1)?.route.id;
}

const concrete = (pattern: string) => pattern.replace(/:\w+\??/g, '12');

describe('the screen registry', () => {
  beforeEach(() => logout());

  it('gives an added screen a route behind its role guard', async () => {
    const router = renderRoutes('/admin/fake/5', [2]);
    expect(await screen.findByRole('heading', { name: 'Låtsassidan visas' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/fake/5');
  });

  it('sends a role below the added screen to access-denied', async () => {
    const router = renderRoutes('/admin/fake/5', [3]);
    expect(await screen.findByText('Du har inte behörighet till sidan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/access-denied');
  });

  it('answers a non-numeric id of the added screen with a not-found', async () => {
    renderRoutes('/admin/fake/abc', [2]);
    expect(await screen.findByRole('heading', { name: 'Sidan finns inte' })).toBeInTheDocument();
    expect(screen.queryByText('Låtsassidan visas')).toBeNull();
  });

  it('lists an added screen in its sidebar category, greyed below its role', () => {
    const settings = (role: 'writer' | 'reader') =>
      navigationFor(role, withFake).find((category) => category.id === 'settings')!;
    expect(settings('writer').items.at(-1)).toMatchObject({ label: 'Låtsassida', enabled: true });
    expect(settings('reader').items.at(-1)).toMatchObject({ label: 'Låtsassida', enabled: false });
    render(
      <MemoryRouter>
        <Sidebar role="writer" screens={withFake} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Låtsassida' })).toHaveAttribute('href', '/admin/fake/:id');
  });

  it('shows an added screen as a home card when it declares one', () => {
    const cards = homeCardsFor('writer', false, withFake);
    expect(cards.at(-1)).toMatchObject({ id: 'fakeScreen', title: 'Låtsaskort', enabled: true });
    expect(homeCardsFor('writer', false, SCREENS).some((card) => card.id === 'fakeScreen')).toBe(false);
  });

  it('has unique ids and paths', () => {
    expect(new Set(SCREENS.map((entry) => entry.id)).size).toBe(SCREENS.length);
    expect(new Set(SCREENS.map((entry) => entry.path)).size).toBe(SCREENS.length);
  });

  it.each(SCREENS.map((entry) => [entry.path, entry.id]))('resolves %s to its screen', (pattern, id) => {
    expect(screenAt(concrete(pattern))).toBe(id);
  });

  it('resolves every path helper to a screen, and nothing else under /admin', () => {
    const build = (value: string | ((...ids: number[]) => string)) =>
      typeof value === 'function' ? value(12, 34) : value;
    const built = Object.values(paths).map((value) => build(value as Parameters<typeof build>[0]));
    const ids = new Set(SCREENS.map((entry) => entry.id));
    for (const path of built.filter((p) => p.startsWith('/admin'))) {
      expect(ids.has(screenAt(path.split('?')[0]!) ?? ''), path).toBe(true);
    }
  });
});

/** Every screen the features declare, read from their files rather than from the registry. */
const declared = Object.entries(
  import.meta.glob<Record<string, unknown>>('../../src/features/*/screens.{ts,tsx}', { eager: true }),
).flatMap(([file, module]) =>
  Object.values(module)
    .filter(Array.isArray)
    .flatMap((list: Screen[]) => list.map((entry) => ({ file, entry }))),
);

describe("the features' screen declarations", () => {
  it('are found', () => {
    expect(new Set(declared.map(({ file }) => file)).size).toBeGreaterThanOrEqual(20);
  });

  it.each(declared.map(({ file, entry }) => [entry.id, file, entry] as const))(
    '%s (%s) has its route and is in the registry',
    (id, _file, entry) => {
      expect(SCREENS).toContain(entry);
      expect(screenAt(concrete(entry.path))).toBe(id);
    },
  );

  it('put each sidebar entry in the sidebar', () => {
    render(
      <MemoryRouter>
        <Sidebar role="superuser" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Huvudmeny' });
    for (const { entry } of declared.filter(({ entry }) => entry.nav)) {
      const link = within(nav).getByRole('link', { name: entry.title });
      expect(link, entry.id).toHaveAttribute('href', entry.path);
      expect(link.closest('section'), entry.id).toHaveAttribute('data-category', entry.nav);
    }
  });

  it('take their addresses from lib/paths.ts', () => {
    const patterns = new Set<string>(
      Object.values(paths).map((value) =>
        typeof value === 'string' ? value : 'pattern' in value ? value.pattern : '',
      ),
    );
    for (const entry of SCREENS) expect(patterns.has(entry.path), entry.id).toBe(true);
  });

  it('keep the sidebar and the home cards in their order', () => {
    const sidebar = navigationFor('superuser').map((category) => [
      category.id,
      category.items.map((item) => item.label),
    ]);
    expect(sidebar).toEqual(Object.entries(SIDEBAR_LINKS));
    expect(homeCardsFor('superuser', true, SCREENS).map((card) => card.title)).toEqual([
      'Skapa annons',
      'Annonser',
      'Talangpool',
      'Min tillgänglighet',
      'Rapporter',
      'Användare',
      'E-postmallar',
      'Statusar och taggar',
      'Företagsprofil',
      'Profilinställningar',
      'Byt lösenord',
      'Byt företag',
      'Ny Container',
    ]);
  });
});
