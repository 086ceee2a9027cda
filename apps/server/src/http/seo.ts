/**
 * What search engines and link previews see of the public site (the app itself renders in the
 * browser): the first HTML of a position page carries its title, description, canonical address, Open
 * Graph tags and a schema.org JobPosting; /sitemap.xml lists the open positions; robots.txt points to it.
 * Only on public hosts (SPEC §1 host variant): the admin site is not for search engines.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  escapeHtml,
  hostVariant,
  isGuid,
  positionIdFromSegment,
  type PublicContainer,
  type PublicPositionDetail,
} from '@rekry/domain';
import type { Services } from '../services/index.ts';
import { openPublicPositions, type PositionRef, type PublicPositionRow } from '../services/public-site.ts';
import { htmlToText } from '../services/sanitize.ts';
import { HttpError, notFound } from './errors.ts';
import { containerAnswer, countView, positionAnswer } from './public.ts';

const DESCRIPTION_LENGTH = 160;
/** schema.org employmentType values a position's metadata may name. */
const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];

/** The position a public page address names (SPEC §2 Public routes, with or without /apply), or null. */
export function positionRefOfPath(pathname: string): { ref: PositionRef; apply: boolean } | null {
  const parts = pathname.split('/').filter(Boolean);
  const apply = parts.at(-1) === 'apply';
  if (apply) parts.pop();
  const [first, second, ...rest] = parts;
  if (!first || rest.length) return null;
  if (second === undefined) {
    const id = positionIdFromSegment(first);
    return id ? { ref: { id }, apply } : null;
  }
  if (first === 'positions') {
    const id = positionIdFromSegment(second);
    return id ? { ref: { id }, apply } : null;
  }
  if ((first === 'internal' || first === 'internal-positions') && isGuid(second)) {
    return { ref: { guid: second.toLowerCase() }, apply };
  }
  return null;
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** The site's own origin as the visitor reached it; a malformed Host falls back to APP_URL. */
export function originOf(request: FastifyRequest, appUrl: string): string {
  return HOST.test(request.host) ? `${request.protocol}://${request.host}` : appUrl;
}

/** JSON that is safe inside <script>: nothing in the data can close the tag or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function jobPosting(
  detail: PublicPositionDetail,
  row: PublicPositionRow,
  company: PublicContainer | null,
  origin: string,
): Record<string, unknown> {
  const companyName = company?.fields.DisplayName.data ?? detail.containerName;
  const logo = company?.fields.CompanyLogo.data;
  const employmentType = row.metadata.employmentType;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: detail.name,
    description: detail.description || detail.text || detail.name,
    datePosted: (row.start ?? row.createdAt).toISOString(),
    ...(row.stop ? { validThrough: row.stop.toISOString() } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: companyName,
      ...(company?.profile.website ? { sameAs: company.profile.website } : {}),
      ...(logo ? { logo: new URL(logo, origin).href } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(detail.location ? { addressLocality: detail.location } : {}),
        addressCountry: 'SE',
      },
    },
    ...(typeof employmentType === 'string' && EMPLOYMENT_TYPES.includes(employmentType)
      ? { employmentType }
      : {}),
    identifier: { '@type': 'PropertyValue', name: companyName, value: String(detail.id) },
    directApply: true,
    url: new URL(detail.path, origin).href,
  };
}

/** The <head> tags of a position page, every value escaped. */
export function positionHead(
  detail: PublicPositionDetail,
  row: PublicPositionRow,
  company: PublicContainer | null,
  origin: string,
  apply: boolean,
): string {
  const companyName = company?.fields.DisplayName.data ?? detail.containerName;
  const title = `${apply ? 'Ansök: ' : ''}${detail.name} – ${companyName}`;
  const description = shorten(
    htmlToText(detail.description) || detail.text || `${detail.name} hos ${companyName}`,
    DESCRIPTION_LENGTH,
  );
  const canonical = new URL(detail.path, origin).href;
  const logo = company?.fields.CompanyLogo.data;
  // Internal, closed and apply pages are for those who have the link, not for search results.
  const indexable = detail.canApply && !detail.isInternal && !apply;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'sv_SE'),
    meta('property', 'og:site_name', companyName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    ...(logo ? [meta('property', 'og:image', new URL(logo, origin).href)] : []),
    meta('name', 'twitter:card', 'summary'),
    ...(indexable ? [] : [meta('name', 'robots', 'noindex')]),
    ...(detail.canApply && !detail.isInternal
      ? [
          `<script type="application/ld+json">${scriptSafeJson(jobPosting(detail, row, company, origin))}</script>`,
        ]
      : []),
  ];
  return tags.join('\n    ');
}

/**
 * index.html with the page's own head tags in place of its default title. Spliced by position, never with
 * a string replacement: the tags carry text a company wrote, and '$&', "$'" or '$$' in a replacement
 * string would be read as patterns and copy other parts of the page into it.
 */
export function withHead(indexHtml: string, head: string): string {
  const title = /<title>[\s\S]*?<\/title>\s*/i.exec(indexHtml);
  const withoutTitle = title
    ? indexHtml.slice(0, title.index) + indexHtml.slice(title.index + title[0].length)
    : indexHtml;
  const end = withoutTitle.search(/<\/head>/i);
  if (end < 0) return withoutTitle;
  return `${withoutTitle.slice(0, end)}  ${head}\n  ${withoutTitle.slice(end)}`;
}

export interface Page {
  status: number;
  html: string;
}

const notFoundPage = (indexHtml: string): Page => ({
  status: 404,
  html: withHead(indexHtml, '<meta name="robots" content="noindex">'),
});

/** The public site's list pages (SPEC §2 Public): the only public paths that are not a position's. */
const PUBLIC_LIST_PATHS = new Set(['/', '/positions', '/positions/']);

/**
 * The HTML for a page of the app. A public position page gets its tags; a public path that names no
 * visible position and is not a list page gets 404 (the app shows its not-found screen, search engines
 * see no soft 404); the admin site's pages get the plain index.html.
 */
export async function renderPage(
  services: Services,
  request: FastifyRequest,
  indexHtml: string,
): Promise<Page> {
  if (hostVariant(request.host) !== 'public') return { status: 200, html: indexHtml };
  const pathname = request.url.split('?')[0]!;
  if (PUBLIC_LIST_PATHS.has(pathname)) return { status: 200, html: indexHtml };
  const found = positionRefOfPath(pathname);
  if (!found) return notFoundPage(indexHtml);
  const position = await positionAnswer(services, found.ref).catch((err: unknown) => {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  });
  if (!position) return notFoundPage(indexHtml);
  const { detail, row } = position.value;
  if (!found.apply) countView(services, request, detail.id);
  const company = (await containerAnswer(services, detail.containerId)).value;
  const origin = originOf(request, services.config.appUrl);
  return { status: 200, html: withHead(indexHtml, positionHead(detail, row, company, origin, found.apply)) };
}

const xml = (text: string) => escapeHtml(text);

/** GET /sitemap.xml and GET /robots.txt. */
export function registerSeoRoutes(app: FastifyInstance, services: Services): void {
  app.get('/sitemap.xml', async (request, reply) => {
    if (hostVariant(request.host) !== 'public') throw notFound();
    const origin = originOf(request, services.config.appUrl);
    const answer = await services.publicCache.get('sitemap', () => openPublicPositions(services.database.db));
    const urls = [
      `<url><loc>${xml(`${origin}/`)}</loc></url>`,
      ...answer.value.map(
        (p) =>
          `<url><loc>${xml(origin + p.path)}</loc><lastmod>${p.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', async (request, reply) => {
    const body =
      hostVariant(request.host) === 'public'
        ? `User-agent: *\nDisallow: /api/\n\nSitemap: ${originOf(request, services.config.appUrl)}/sitemap.xml\n`
        : 'User-agent: *\nDisallow: /\n';
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
}
