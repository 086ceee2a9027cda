import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { publicRoutes } from '../../src/app/public-app.tsx';

/** Renders the public site's routes at `path`, with queries that fail at once instead of retrying. */
export function renderPublic(path: string) {
  const router = createMemoryRouter(publicRoutes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}
