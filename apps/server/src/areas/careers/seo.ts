/**
 * What search engines and link previews see of the public site: every public page's head carries its
 * title, description, canonical address and Open Graph tags, a position's also a schema.org JobPosting
 * (public-page.ts puts them in); /sitemap.xml lists the open positions; robots.txt points to it.
 * Only on public hosts (SPEC §1 host variant): the admin site is not for search engines.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCESSIBILITY_STATEMENT_PATH,
  EMPTY_PUBLIC_SEARCH,
  escapeHtml,
  hostVariant,
  isGuid,
  positionIdFromSegment,
  searchTitle,
  type AccessibilityStatement,
  type PublicContainer,
  type PublicPositionDetail,
  type PublicSearch,
  TALENT_POOL_PATH,
  TALENT_POOL_TEXTS,
} from '@rekry/domain';
import type { Services } from '../../platform/services.ts';
import { openPublicPositions, type PositionRef, type PublicPositionRow } from './public-site.ts';
import { htmlToText } from '../../platform/sanitize.ts';
import { notFound } from '../../core/errors.ts';

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

/** What every public page says of itself in <head>; each value is escaped. */
function headTags(page: {
  title: string;
  description: string;
  canonical: string;
  siteName: string;
  image?: string;
  indexable: boolean;
  extra?: string[];
}): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const description = shorten(page.description, DESCRIPTION_LENGTH);
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(page.canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'sv_SE'),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', page.canonical),
    ...(page.image ? [meta('property', 'og:image', page.image)] : []),
    meta('name', 'twitter:card', 'summary'),
    ...(page.indexable ? [] : [NOINDEX]),
    ...(page.extra ?? []),
  ].join('\n    ');
}

/** The <head> tags of a position page. */
export function positionHead(
  detail: PublicPositionDetail,
  row: PublicPositionRow,
  company: PublicContainer | null,
  origin: string,
  apply: boolean,
): string {
  const companyName = company?.fields.DisplayName.data ?? detail.containerName;
  const logo = company?.fields.CompanyLogo.data;
  return headTags({
    title: `${apply ? 'Ansök: ' : ''}${detail.name} – ${companyName}`,
    description: htmlToText(detail.description) || detail.text || `${detail.name} hos ${companyName}`,
    canonical: new URL(detail.path, origin).href,
    siteName: companyName,
    image: logo ? new URL(logo, origin).href : undefined,
    // Internal, closed and apply pages are for those who have the link, not for search results.
    indexable: detail.canApply && !detail.isInternal && !apply,
    extra:
      detail.canApply && !detail.isInternal
        ? [
            `<script type="application/ld+json">${scriptSafeJson(jobPosting(detail, row, company, origin))}</script>`,
          ]
        : [],
  });
}

/** The head of a company's talent pool page: its own title, the company's address as canonical. */
export function talentPoolHead(
  detail: PublicPositionDetail,
  company: PublicContainer,
  origin: string,
): string {
  const companyName = company.fields.DisplayName.data;
  return headTags({
    title: `${TALENT_POOL_TEXTS.join} – ${companyName}`,
    description: detail.text || TALENT_POOL_TEXTS.intro,
    canonical: new URL(TALENT_POOL_PATH, origin).href,
    siteName: companyName,
    indexable: false,
  });
}

/** What the portal's list says of itself (the page's own introduction). */
export const PORTAL_DESCRIPTION =
  'Här publicerar företagen sina lediga tjänster. Sök direkt – det tar bara några minuter.';

/**
 * The <head> tags of a list page: the portal's, or a company's page ('Jobba hos …' with its description),
 * searched or not.
 * A company named by `?company=` keeps it in its canonical address; one named by its host does not need it.
 */
export function listHead(
  company: PublicContainer | null,
  origin: string,
  companyParam: string | null,
  search: PublicSearch | null,
): string {
  const name = company ? company.fields.DisplayName.data || company.name : null;
  const logo = company?.fields.CompanyLogo.data;
  return headTags({
    // A search's page names what it found; its canonical is the list's, so search engines keep one page.
    title: searchTitle(name ? `Jobba hos ${name}` : 'Lediga tjänster', search ?? EMPTY_PUBLIC_SEARCH),
    description: name
      ? htmlToText(company?.profile.description ?? '') || `Lediga tjänster hos ${name}.`
      : PORTAL_DESCRIPTION,
    canonical: companyParam ? `${origin}/?company=${encodeURIComponent(companyParam)}` : `${origin}/`,
    siteName: name ?? 'Rekry',
    image: logo ? new URL(logo, origin).href : undefined,
    indexable: true,
  });
}

/** The <head> tags of the accessibility statement: one page for the whole operator, under the origin. */
export function statementHead(statement: AccessibilityStatement, origin: string): string {
  return headTags({
    title: `Tillgänglighetsredogörelse för ${statement.siteName}`,
    description: `Hur tillgängliga ${statement.siteName} är, vad som inte är tillgängligt och hur du rapporterar brister.`,
    canonical: `${origin}${ACCESSIBILITY_STATEMENT_PATH}`,
    siteName: statement.siteName,
    indexable: true,
  });
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

/** A page search engines should leave out (not found, internal, closed, an apply form). */
export const NOINDEX = '<meta name="robots" content="noindex">';

/** The head of an address that names nothing: the web's not-found screen, by its heading. */
export const NOT_FOUND_HEAD = `<title>Sidan finns inte</title>\n    ${NOINDEX}`;

/** The head of every address of a company whose site is not available (the web's UnavailableSite). */
export const UNAVAILABLE_HEAD = `<title>Sidan är inte tillgänglig</title>\n    ${NOINDEX}`;

/** The public site's list pages (SPEC §2 Public): the only public paths that are not a position's. */
export const PUBLIC_LIST_PATHS = new Set(['/', '/positions', '/positions/']);

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
