import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '@rekry/domain';
import type { Services } from '../services/index.ts';
import { registerSeoRoutes, renderPage } from './seo.ts';

/** Where Vite puts the files whose names carry a hash of their content. */
const HASHED_DIR = 'assets';

/**
 * Hashed files never change under their name: a year, immutable. Anything else (favicon, the PDF
 * worker's fixed name) is revalidated, so a new build is seen at once.
 */
export function cacheControlFor(filePath: string, distDir: string): string {
  const [first] = path.relative(distDir, filePath).split(path.sep);
  return first === HASHED_DIR ? 'public, max-age=31536000, immutable' : 'no-cache';
}

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
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file; the one the client accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath, distDir)),
    });
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
