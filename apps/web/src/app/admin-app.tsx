import { createBrowserRouter, RouterProvider } from 'react-router';
import { getSession } from '../lib/session.ts';
import { buildAdminRoutes } from './admin-routes.tsx';
import { currentUserQuery } from './guards.tsx';
import { createAdminQueryClient, Providers } from './providers.tsx';
import { SCREENS } from './registry.ts';

/**
 * The query client, already asking who is signed in: the router draws nothing until the page's code has
 * come, and the guard would ask only then; asked here, the answer travels beside the page's code, as the
 * page's own first query does (a screen's `prefetch`, run by its route's loader).
 */
function startClient() {
  const client = createAdminQueryClient();
  const session = getSession();
  if (session) void client.prefetchQuery(currentUserQuery(session));
  return client;
}

const client = startClient();
const router = createBrowserRouter(buildAdminRoutes(SCREENS, client));

/** The admin variant: staff screens and the login-free account screens. */
export function App() {
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}
