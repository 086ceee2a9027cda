import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '@rekry/domain';
import type { Services } from '../../platform/services.ts';
import { hostVariant } from '@rekry/domain';
import { loadPublicRenderer, publicPage } from './public-page.ts';
import { sendCached } from './public-routes.ts';
import { registerSeoRoutes } from './seo.ts';

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

function readShell(distDir: string, name: string): string | null {
  const file = path.join(distDir, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** The staff's preview of an ad (apps/web lib/paths.ts positionPreview). */
const PREVIEW_PAGE = /^\/admin\/positions\/\d+\/preview\/?(\?|$)/;

/**
 * Serves the built React app; any other GET outside /api is a page. The admin site's pages are index.html
 * (read once) and the app draws them; a public page comes rendered into public.html (public-page.ts) with its status (404
 * for an address that names nothing), head tags and content. Without a build (tests of the API alone)
 * only the API, the sitemap and robots.txt answer; without the server renderer public pages carry their
 * head tags and status but no content.
 */
export async function registerStatic(app: FastifyInstance, services: Services): Promise<void> {
  const distDir = services.config.webDistDir;
  const indexHtml = readShell(distDir, 'index.html');
  // The career site's own build (vite --mode public); a build without it serves index.html everywhere.
  const publicHtml = readShell(distDir, 'public.html');
  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file; the one the client accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath, distDir)),
    });
  }
  const render = await loadPublicRenderer(services.config.webSsrEntry);
  if (indexHtml !== null && !render)
    app.log.warn(
      { entry: services.config.webSsrEntry },
      'no server renderer: public pages are the empty shell',
    );
  registerSeoRoutes(app, services);
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && indexHtml !== null;
    if (!isPage)
      return reply.code(404).send({ error: { code: 'not_found', message: errorMessages.notFound } });
    const html = 'text/html; charset=utf-8';
    if (hostVariant(request.host) !== 'public') {
      // A draft's preview is never indexed nor kept anywhere on the way.
      if (PREVIEW_PAGE.test(request.url))
        reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
      else reply.header('cache-control', 'no-cache');
      return reply.type(html).send(indexHtml);
    }
    const page = await publicPage(services, request, publicHtml ?? indexHtml, render);
    return sendCached(request, reply.code(page.value.status), page, html);
  });
}
