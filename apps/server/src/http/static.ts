import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '@rekry/domain';
import type { Services } from '../services/index.ts';
import { registerSeoRoutes, renderPage } from './seo.ts';

/**
 * Serves the built React app; any other GET outside /api falls back to index.html (read once) so client
 * routes load directly, with a public position page's SEO tags put in. Without a build (tests of the API
 * alone) only the API, the sitemap and robots.txt answer.
 */
export async function registerStatic(app: FastifyInstance, services: Services): Promise<void> {
  const distDir = services.config.webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (indexHtml !== null) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h' });
  }
  registerSeoRoutes(app, services);
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && indexHtml !== null;
    if (!isPage)
      return reply.code(404).send({ error: { code: 'not_found', message: errorMessages.notFound } });
    const page = await renderPage(services, request, indexHtml);
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.html);
  });
}
