import type { ContainerSummary, PositionDetail, PositionListItem } from '@rekry/domain';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { adminRoutes } from '../../src/app/admin-routes.tsx';
import { Providers } from '../../src/app/providers.tsx';
import { errorToastCache } from '../../src/lib/error-toast.ts';
import { TOKEN_KEY } from '../../src/lib/session.ts';
import { company, makeToken, makeUser, mockDispatcher, type FakeActions } from '../helpers.ts';

/** Signs in as a member of Demo AB (id 1) with these permission ids. */
export function signInAs(permissionIds: number[]) {
  localStorage.setItem(TOKEN_KEY, makeToken());
  return makeUser({ containers: [company(1, 'Demo AB', permissionIds)] });
}

/** The superuser's screens: signed in as Odin (a member of `containers`), who get_CurrentUser answers, then `actions`. */
export function serveSuperuser(actions: FakeActions, containers: ContainerSummary[] = []) {
  localStorage.setItem(TOKEN_KEY, makeToken({ role: 'odin', IsAdmin: true }));
  const user = makeUser({ superuser: true, containers });
  return mockDispatcher({ get_CurrentUser: () => ({ body: user }), ...actions });
}

/**
 * Renders the admin routes at `path`, with queries that fail at once instead of retrying, and the admin's
 * error toasts.
 */
export function renderAdmin(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  const client = new QueryClient({
    mutationCache: errorToastCache(),
    defaultOptions: { queries: { retry: false, retryDelay: 0 } },
  });
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const now = Math.floor(Date.now() / 1000);
const DAY = 86_400;

export function listItem(overrides: Partial<PositionListItem> = {}): PositionListItem {
  return {
    id: 101,
    name: 'Lagermedarbetare',
    location: 'Västerås',
    status: 'Öppen',
    publication: 'Publicerad',
    publishedAt: now - 7 * DAY,
    isArchived: false,
    isInternal: false,
    start: now - 7 * DAY,
    stop: now + 60 * DAY,
    created: now - 7 * DAY,
    positionTypeId: null,
    positionTypeName: null,
    responsibleId: null,
    totalApplicants: 0,
    totalUnProcessed: 0,
    jobAds: [],
    ...overrides,
  };
}

export function detail(overrides: Partial<PositionDetail> = {}): PositionDetail {
  const base = listItem(overrides);
  return {
    ...base,
    containerId: 1,
    text: 'Heltid',
    description: '<p>Om jobbet</p>',
    linkId: '7f0c2b9e-3c1d-4c8a-9a57-2f4d7f1e8a10',
    kind: 'job',
    publicPath: `/${base.id}_lagermedarbetare`,
    internalPath: '/internal/7f0c2b9e-3c1d-4c8a-9a57-2f4d7f1e8a10',
    banner: '',
    views: 12,
    responsible: { id: 7, firstname: 'Anna', lastname: 'Andersson', email: 'anna@demo.rekry.test' },
    contactPerson: null,
    workplace: null,
    form: [],
    statusCounts: [
      { labelId: null, name: 'Ej behandlad', count: 0 },
      { labelId: 11, name: 'Intressant', count: 0 },
    ],
    canEdit: true,
    canDelete: true,
    ...overrides,
  };
}

/** The data of every dispatcher call to `action` so far (a GET, the career site's config, has no body). */
export function callsTo(fetchMock: { mock: { calls: unknown[][] } }, action: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.body !== undefined)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as { action: string; data: unknown })
    .filter((call) => call.action === action)
    .map((call) => call.data);
}
