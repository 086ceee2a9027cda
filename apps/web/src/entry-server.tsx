import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { RenderPublicPage } from '@rekry/domain/public';
import { PublicProviders, PublicRoutes, type PublicPageState } from './app/public-app.tsx';
import { ErrorBoundary } from './app/screens/error-boundary.tsx';
import { QueryClient } from './features/careers/public-query.tsx';
import { seedPublicQueries } from './features/careers/public-queries.ts';

/**
 * The career site's server renderer (built by `vite build --ssr` to dist-ssr/entry-server.js and loaded
 * by the Node server). It draws the same tree the browser hydrates (public-app.tsx) from the answers the
 * server hands it, waiting for lazy parts (the application form) so the HTML is complete.
 */
export const renderPublicPage: RenderPublicPage = async ({ url, host, data, cleanHtml }) => {
  const client = new QueryClient();
  seedPublicQueries(client, data);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PublicProviders
        client={client}
        renderedWith={{ host, companyKey: data.companyKey }}
        cleanHtml={cleanHtml}
      >
        <Router ssrPath={url}>
          <ErrorBoundary>
            <PublicRoutes />
          </ErrorBoundary>
        </Router>
      </PublicProviders>
    </StrictMode>,
    // Every part inline, in order: React would otherwise send a large part (the application form) hidden,
    // with a script that moves it into place, and a browser without JavaScript would never show it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const state: PublicPageState = { companyKey: data.companyKey, queries: client.dehydrate() };
  return { html: Buffer.concat(chunks).toString('utf8'), state };
};
