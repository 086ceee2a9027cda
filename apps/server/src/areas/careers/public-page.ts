/**
 * The career site's pages as complete HTML: the server gathers the answers a page would fetch
 * (the same cached answers the public API sends), has the web's server renderer draw the React page from
 * them, and puts the markup, the head tags and the state to hydrate from into index.html. Each page is
 * rendered once and kept in the public cache with its compressed forms, dropped with the answers it was
 * made of.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import {
  ACCESSIBILITY_STATEMENT_PATH,
  bookingPagePath,
  surveyPagePath,
  COMPANY_QUERY_PARAM,
  companyKeyInAddress,
  isReachableHere,
  PUBLIC_LIST_DEFAULT_TAKE,
  PUBLIC_STATE_ID,
  publicSearchKey,
  readPublicSearch,
  TALENT_POOL_PATH,
  type PublicContainer,
  type PublicContainerNotFound,
  type PublicPageData,
  type RenderPublicPage,
} from '@rekry/domain';
import type { Services } from '../../platform/services.ts';
import type { CachedAnswer, Loaded } from '../../platform/public-cache.ts';
import { sanitizeStoredHtml } from '../../platform/sanitize.ts';
import { HttpError } from '../../core/errors.ts';
import { LINK_TOKEN_PATTERN } from '../../platform/link-tokens.ts';
import { publicConfig } from '../../http/health.ts';
import {
  companyAnswer,
  containerAnswer,
  countView,
  positionAnswer,
  positionListAnswer,
  searchOptionsAnswer,
  statementAnswer,
} from './public-routes.ts';
import {
  listHead,
  NOINDEX,
  NOT_FOUND_HEAD,
  originOf,
  PUBLIC_LIST_PATHS,
  positionHead,
  positionRefOfPath,
  scriptSafeJson,
  statementHead,
  talentPoolHead,
  UNAVAILABLE_HEAD,
  withHead,
} from './seo.ts';

/** Loads the built server renderer, or null when there is none (the API alone, or no SSR build). */
export async function loadPublicRenderer(entry: string): Promise<RenderPublicPage | null> {
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPublicPage: RenderPublicPage };
  return module.renderPublicPage;
}

export interface PublicPage {
  status: number;
  /** The position whose ad this is (a view to count). */
  viewed?: number;
}

/** `html` with `markup` inside `<div id="root">` and the state after it; spliced, never pattern-replaced. */
export function withApp(html: string, markup: string, state: unknown): string {
  const root = '<div id="root">';
  const at = html.indexOf(root);
  if (at < 0) return html;
  const end = at + root.length;
  const close = html.indexOf('</div>', end);
  const script = `<script id="${PUBLIC_STATE_ID}" type="application/json">${scriptSafeJson(state)}</script>`;
  return `${html.slice(0, end)}${markup}</div>${script}${html.slice(close + '</div>'.length)}`;
}

/**
 * The pages behind a mailed link: the candidate's booking page (/boka/{token}) and Bevaka sökningen's
 * confirmation and manage pages (/bevakning/…). Each is one page for every link: it carries nothing of
 * what the token names (the page fetches it in the browser, fresh), so it is rendered and kept once,
 * under its canonical address, rather than once per token: the cache never holds a link's secret, nor
 * fills with them.
 */
const ALERT_TOKEN = /^\d{1,10}\.[\w-]{43}$/;
const TOKEN_PAGES = [
  {
    pattern: /^\/boka\/([^/]+)\/?$/,
    token: LINK_TOKEN_PATTERN,
    canonical: bookingPagePath('*'),
    head: `<title>Boka intervju</title>\n    ${NOINDEX}`,
  },
  {
    pattern: /^\/enkat\/([^/]+)\/?$/,
    token: LINK_TOKEN_PATTERN,
    canonical: surveyPagePath('*'),
    head: `<title>Enkät</title>\n    ${NOINDEX}`,
  },
  {
    pattern: /^\/bevakning\/bekrafta\/([^/]+)\/?$/,
    token: ALERT_TOKEN,
    canonical: '/bevakning/bekrafta/*',
    head: `<title>Bekräfta bevakningen</title>\n    ${NOINDEX}`,
  },
  {
    pattern: /^\/bevakning\/([^/]+)\/?$/,
    token: ALERT_TOKEN,
    canonical: '/bevakning/*',
    head: `<title>Dina bevakningar</title>\n    ${NOINDEX}`,
  },
] as const;
type TokenPage = (typeof TOKEN_PAGES)[number];

/** The link page a path is: its address and a token of the links' shape. */
function tokenPageOf(pathname: string): TokenPage | null {
  for (const candidate of TOKEN_PAGES) {
    const match = candidate.pattern.exec(pathname);
    if (match && candidate.token.test(match[1]!)) return candidate;
  }
  return null;
}

const found = (company: PublicContainer | PublicContainerNotFound | null): company is PublicContainer =>
  !!company && company.id !== 0;

/** The answer, or null when it is a 404 (a position the public may not see). */
async function orMissing<T>(answer: Promise<T>): Promise<T | null> {
  return answer.catch((err: unknown) => {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  });
}

/**
 * What a public address shows: its data, its HTTP status, its head tags and when it stops being true.
 * Mirrors the routes of apps/web/src/app/public-app.tsx: the list pages, a position (ad or apply form),
 * a mailed link's page (booking, an alert's; the company only: the page fetches the rest), the accessibility statement
 * (the operator's, in the site's own chrome), and anything else is the
 * not-found screen with 404.
 */
async function gather(services: Services, request: FastifyRequest, url: URL, tokenPage: TokenPage | null) {
  const origin = originOf(request, services.config.appUrl);
  const companyKey = companyKeyInAddress(url.search, request.host);
  const companyCached = companyKey === null ? null : await companyAnswer(services, companyKey);
  const company = companyCached?.value ?? null;
  const siteCompany = found(company) ? company : null;
  const data: PublicPageData = { companyKey, company, config: publicConfig(services) };
  const used: CachedAnswer[] = companyCached ? [companyCached] : [];
  const page = (status: number, head: string, viewed?: number) => ({
    data,
    status,
    head,
    viewed,
    expiresAt: Math.min(...used.map((a) => a.expiresAt)),
  });

  // A company whose site is not available: every address answers the neutral page.
  if (company && 'unavailable' in company && company.unavailable) return page(404, UNAVAILABLE_HEAD);

  if (PUBLIC_LIST_PATHS.has(url.pathname)) {
    const containerId = siteCompany?.id ?? null;
    const scope = containerId ?? undefined;
    const options = await searchOptionsAnswer(services, scope);
    used.push(options);
    const read = readPublicSearch(url.searchParams);
    const companyParam = url.searchParams.get(COMPANY_QUERY_PARAM)?.trim() || null;
    const head = listHead(
      siteCompany,
      origin,
      siteCompany ? companyParam : null,
      read.ok ? read.search : null,
    );
    // A search the address cannot say is told on the page (the browser reads the same message), not run.
    if (!read.ok) {
      data.positions = { containerId, search: null, first: null, options: options.value };
      return page(400, head);
    }
    const list = await positionListAnswer(services, {
      containerId: scope,
      take: PUBLIC_LIST_DEFAULT_TAKE,
      page: 1,
      search: read.search,
    });
    used.push(list);
    data.positions = { containerId, search: read.search, first: list.value, options: options.value };
    return page(200, head);
  }

  if (tokenPage) return page(200, tokenPage.head);

  if (url.pathname.replace(/\/$/, '') === ACCESSIBILITY_STATEMENT_PATH) {
    const statement = await statementAnswer(services);
    used.push(statement);
    data.statement = statement.value;
    return page(200, statementHead(statement.value, origin));
  }

  if (url.pathname.replace(/\/$/, '') === TALENT_POOL_PATH) {
    // The company's pool form, seeded under its guid as the apply page reads it; none without an open pool.
    const guid = siteCompany?.talentPool;
    const pool = guid ? await orMissing(positionAnswer(services, { guid })) : null;
    if (!guid || !pool || !siteCompany) return page(404, NOT_FOUND_HEAD);
    used.push(pool);
    data.position = { ref: guid, detail: pool.value.detail, owner: siteCompany };
    return page(200, talentPoolHead(pool.value.detail, siteCompany, origin));
  }

  const address = positionRefOfPath(url.pathname);
  if (!address) return page(404, NOT_FOUND_HEAD);
  const ref = 'id' in address.ref ? address.ref.id : address.ref.guid;
  const position = await orMissing(positionAnswer(services, address.ref));
  const detail = position?.value.detail ?? null;
  data.position = { ref, detail };
  if (!position || !detail || !isReachableHere(detail, ref, siteCompany?.id ?? null))
    return page(404, NOT_FOUND_HEAD);
  used.push(position);
  const owner = await containerAnswer(services, detail.containerId);
  used.push(owner);
  if (address.apply && owner.value) data.position.owner = owner.value;
  const head = positionHead(detail, position.value.row, owner.value, origin, address.apply);
  return page(200, head, address.apply ? undefined : detail.id);
}

/**
 * The HTML of a public page, rendered once per address and kept in the public cache (its ETag and
 * compressed forms with it). A position's ad counts a view on every request, cached or not.
 */
export async function publicPage(
  services: Services,
  request: FastifyRequest,
  indexHtml: string,
  render: RenderPublicPage | null,
): Promise<CachedAnswer<PublicPage>> {
  const requested = new URL(request.url, 'http://x');
  // Every link of a kind is the same page (see TOKEN_PAGES): gathered, rendered and kept as one.
  const tokenPage = tokenPageOf(requested.pathname);
  const url = tokenPage ? new URL(`${tokenPage.canonical}${requested.search}`, 'http://x') : requested;
  const origin = originOf(request, services.config.appUrl);
  const companyKey = companyKeyInAddress(url.search, request.host);
  const read = PUBLIC_LIST_PATHS.has(url.pathname) ? readPublicSearch(url.searchParams) : null;
  const search = !read ? '' : read.ok ? publicSearchKey(read.search) : `bad:${read.message}`;
  const key = `page:${origin}|${url.pathname}|${companyKey ?? ''}|${search}`;
  const answer = await services.publicCache.get(key, async (): Promise<Loaded<PublicPage>> => {
    const page = await gather(services, request, url, tokenPage);
    const withTags = withHead(indexHtml, page.head);
    const rendered = await render?.({
      url: `${url.pathname}${url.search}`,
      host: request.host,
      data: page.data,
      cleanHtml: sanitizeStoredHtml,
    });
    const html = rendered ? withApp(withTags, rendered.html, rendered.state) : withTags;
    return { value: { status: page.status, viewed: page.viewed }, raw: html, validUntil: page.expiresAt };
  });
  if (answer.value.viewed !== undefined) countView(request, answer.value.viewed);
  return answer;
}
