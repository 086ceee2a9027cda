import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { PositionDetailPage } from '../features/careers/position-detail-page.tsx';
import { PositionsPage } from '../features/careers/positions-page.tsx';
import { PublicLayout } from '../features/careers/public-layout.tsx';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { lazyRoute, page } from '../lib/chunk.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { NotFound } from './screens/not-found.tsx';
import { RouteError } from './screens/route-error.tsx';

/**
 * The public career site (SPEC §2 'Public'). Parameter names are those of features/careers/position-ref.ts:
 * `idSlug` for '/{id}_{slug}' (both parts optional) and '/positions/{id}', `guid` for internal positions.
 * It never imports admin code.
 */
const detail = { Component: PositionDetailPage };
// The application form is the heaviest public screen: it loads only when someone applies.
const apply = {
  lazy: lazyRoute(
    page(
      'apply-page',
      () => import('../features/careers/apply/apply-page.tsx'),
      (m) => m.ApplyPage,
    ),
  ),
};

export const publicRoutes: RouteObject[] = [
  {
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullScreenSpinner,
    children: [
      { index: true, Component: PositionsPage },
      { path: 'positions', Component: PositionsPage },
      { path: 'positions/:idSlug', ...detail },
      { path: 'positions/:idSlug/apply', ...apply },
      { path: 'internal/:guid', ...detail },
      { path: 'internal/:guid/apply', ...apply },
      { path: 'internal-positions/:guid', ...detail },
      { path: 'internal-positions/:guid/apply', ...apply },
      { path: ':idSlug', ...detail },
      { path: ':idSlug/apply', ...apply },
      { path: '*', element: <NotFound home="/positions" /> },
    ],
  },
];

const router = createBrowserRouter(publicRoutes);

/** No toaster here: the public pages say everything in place, and its code stays out of the first load. */
export function App() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
