import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PublicProviders, PublicRoutes } from '../../src/app/public-app.tsx';
import { QueryClient } from '../../src/features/careers/public-query.tsx';

/** Renders the public site's routes at `path`, with queries that fail at once instead of retrying. */
export function renderPublic(path: string) {
  const client = new QueryClient({ retry: () => false });
  return render(
    <PublicProviders client={client} renderedWith={null}>
      <Router hook={memoryLocation({ path }).hook}>
        <PublicRoutes />
      </Router>
    </PublicProviders>,
  );
}
