import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PublicProviders, PublicRoutes } from '../../src/app/public-app.tsx';

/** Renders the public site's routes at `path`, with queries that fail at once instead of retrying. */
export function renderPublic(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  return render(
    <PublicProviders client={client} renderedWith={null}>
      <Router hook={memoryLocation({ path }).hook}>
        <PublicRoutes />
      </Router>
    </PublicProviders>,
  );
}
