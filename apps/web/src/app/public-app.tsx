import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { PositionsPage } from '../features/careers/positions-page.tsx';
import { PublicLayout } from '../features/careers/public-layout.tsx';
import { createQueryClient, Providers } from './providers.tsx';
import { NotFound } from './screens/not-found.tsx';
import { RouteError } from './screens/route-error.tsx';

/** The public career site (SPEC §2 'Public'). It never imports admin code. */
export const publicRoutes: RouteObject[] = [
  {
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: PositionsPage },
      { path: 'positions', Component: PositionsPage },
      { path: '*', element: <NotFound home="/positions" /> },
    ],
  },
];

const router = createBrowserRouter(publicRoutes);

export function App() {
  const [client] = useState(createQueryClient);
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}
