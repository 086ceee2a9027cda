import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PUBLIC_LIST_DEFAULT_TAKE,
  PUBLIC_LIST_MAX_TAKE,
  PUBLIC_SEARCH_PARAMS,
  publicSearchKey,
  readPublicSearch,
  type PublicSearch,
} from '@rekry/domain';
import { assets, containers } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import type { CachedAnswer } from '../../platform/public-cache.ts';
import { publicPositionList, publicSearchOptions } from './public-list.ts';
import {
  positionRefOf,
  publicContainerById,
  publicContainerByName,
  publicPositionDetail,
  type PositionRef,
} from './public-site.ts';
import { PRECOMPRESSED, sendEncoded } from '../../http/compression.ts';
import { ViewCounter } from './view-counter.ts';
import { BoundedMemo } from '../../core/bounded-memo.ts';
import { badRequest, fromZodError, notFound } from '../../core/errors.ts';
import { callerKey } from '../../http/rate-limit.ts';
import { readStatement } from '../accessibility/index.ts';

export const PUBLIC_MESSAGES = {
  positionNotFound: 'Tjänsten finns inte',
  assetNotFound: 'Filen finns inte',
  badAssetId: 'Ange filen som id=assets/{namn}',
  badContainerId: 'Ogiltigt företags-id',
  badPositionId: 'Ogiltigt id för tjänsten',
} as const;

/** Query strings arrive as text; a repeated parameter arrives as a list and is refused. */
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

const listQuery = z.object({
  containerId: wholeNumber(PUBLIC_MESSAGES.badContainerId, 1, 999_999_999).optional(),
  take: wholeNumber(
    `Antal per sida måste vara ett heltal från 1 till ${PUBLIC_LIST_MAX_TAKE}`,
    1,
    PUBLIC_LIST_MAX_TAKE,
  )
    .optional()
    .default(PUBLIC_LIST_DEFAULT_TAKE),
  // Offsets stay small (DESIGN §6); 1000 pages of 100 is more than any company has open.
  page: wholeNumber('Sidnumret måste vara ett heltal från 1 till 1000', 1, 1000).optional().default(1),
});

/** How many list addresses the list route keeps read (readList). */
const READ_LISTS_KEPT = 1000;

function refOrFail(value: string): PositionRef {
  const ref = positionRefOf(value);
  if (!ref) throw notFound(PUBLIC_MESSAGES.positionNotFound);
  return ref;
}

/** Control characters (NUL above all, which PostgreSQL text refuses) never occur in an asset name. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f]/;

/**
 * What the public assets endpoint may serve: the images a career site shows (logos, banners, pictures).
 * Everything else a company keeps as an asset — position templates as JSON (with a staff e-mail in
 * createdBy), documents — is internal and answers 404 here as if it did not exist.
 */
export const PUBLIC_ASSET_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
] as const;

const refKey = (ref: PositionRef) => ('id' in ref ? String(ref.id) : ref.guid);

/** A position's public answer, from memory when it is there; 404 when the public may not see it. */
export function positionAnswer(services: Services, ref: PositionRef) {
  return services.publicCache.get(`position:${refKey(ref)}`, async () => {
    const found = await publicPositionDetail(services.database.db, ref);
    if (!found) throw notFound(PUBLIC_MESSAGES.positionNotFound);
    return { value: found.value, body: found.value.detail, validUntil: found.validUntil };
  });
}

/** The public face of a company by its name or DNS key (`{id: 0}` when there is none). */
export function companyAnswer(services: Services, key: string) {
  const name = key.trim().toLowerCase().slice(0, 200);
  return services.publicCache.get(`container:${name}`, async () => ({
    value: await publicContainerByName(services.database.db, name, services.config.operatorName),
  }));
}

/** A list's query as it is run, and the key its answer is cached by. */
type ListQuery = { containerId?: number; take: number; page: number; search: PublicSearch };
const positionListKey = (query: ListQuery) =>
  `list:${query.containerId ?? '*'}:${query.take}:${query.page}:${publicSearchKey(query.search)}`;

/** A page of open public positions (all companies', or one's), searched as the address says. */
export function positionListAnswer(services: Services, query: ListQuery, key = positionListKey(query)) {
  return services.publicCache.get(key, () => publicPositionList(services.database.db, query));
}

/** The choices of the search form: the towns, ad types and (on the portal) companies of open ads. */
export function searchOptionsAnswer(services: Services, containerId: number | undefined) {
  return services.publicCache.get(`search-options:${containerId ?? '*'}`, () =>
    publicSearchOptions(services.database.db, containerId),
  );
}

/** The search an address asks for; a 400 with its Swedish message on the field when it cannot be read. */
export function searchOf(url: string): PublicSearch {
  const at = url.indexOf('?');
  const read = readPublicSearch(new URLSearchParams(at < 0 ? '' : url.slice(at + 1)));
  if (!read.ok) throw badRequest(read.message, { [PUBLIC_SEARCH_PARAMS[read.field]]: read.message });
  return read.search;
}

/** The public face of a company by id (null when it is gone). */
export function containerAnswer(services: Services, containerId: number) {
  return services.publicCache.get(`container-id:${containerId}`, async () => ({
    value: await publicContainerById(services.database.db, containerId, services.config.operatorName),
  }));
}

/** The operator's accessibility statement (/tillganglighet); saving it clears the public cache. */
export function statementAnswer(services: Services) {
  return services.publicCache.get('accessibility-statement', async () => ({
    value: await readStatement(services.database.db, services.config.operatorName),
  }));
}

/** A public view of a position (its page or its data), counted once per visitor and day. */
export function countView(request: FastifyRequest, positionId: number): void {
  request.server.positionViews.count(positionId, callerKey(request.ip), request.headers['user-agent']);
}

/**
 * A cached answer (JSON, or a rendered page) with its ETag, revalidated on every use; a matching
 * If-None-Match gets 304 without a body.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  type = 'application/json; charset=utf-8',
) {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return sendEncoded(request, reply.type(type), answer.body, answer.encoded);
}

/** SPEC §7 public endpoints: read-only, no login, served from memory. */
export function registerPublicRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services.database;
  // Counted here, written in batches; what is counted when the app closes is written then.
  app.decorate('positionViews', new ViewCounter(db, app.log));
  app.addHook('onClose', () => app.positionViews.flush());

  /**
   * A list address as read (its query checked, its cache key made), by the address: reading it is a pure
   * function of the address and was most of what a cached answer cost. Refused addresses are not kept.
   */
  const readLists = new BoundedMemo<{ query: ListQuery; key: string }>(READ_LISTS_KEPT);
  const readList = (request: FastifyRequest) =>
    readLists.get(request.url, () => {
      const search = searchOf(request.url);
      const parsed = listQuery.safeParse(request.query ?? {});
      if (!parsed.success) throw fromZodError(parsed.error);
      const query = { ...parsed.data, search };
      return { query, key: positionListKey(query) };
    });

  app.get('/api/public/positions', PRECOMPRESSED, async (request, reply) => {
    const { query, key } = readList(request);
    return sendCached(request, reply, await positionListAnswer(services, query, key));
  });

  app.get('/api/public/search-options', PRECOMPRESSED, async (request, reply) => {
    const parsed = listQuery.pick({ containerId: true }).safeParse(request.query ?? {});
    if (!parsed.success) throw fromZodError(parsed.error);
    return sendCached(request, reply, await searchOptionsAnswer(services, parsed.data.containerId));
  });

  app.get<{ Params: { id: string } }>('/api/public/positions/:id', PRECOMPRESSED, async (request, reply) => {
    const answer = await positionAnswer(services, refOrFail(request.params.id));
    countView(request, answer.value.detail.id);
    return sendCached(request, reply, answer);
  });

  app.get('/api/public/accessibility-statement', PRECOMPRESSED, async (request, reply) =>
    sendCached(request, reply, await statementAnswer(services)),
  );

  app.get<{ Params: { name: string } }>(
    '/api/public/containers/:name',
    PRECOMPRESSED,
    async (request, reply) => {
      return sendCached(request, reply, await companyAnswer(services, request.params.name));
    },
  );

  app.get<{ Params: { positionId: string } }>(
    '/api/public/open/:positionId/container',
    PRECOMPRESSED,
    async (request, reply) => {
      const position = await positionAnswer(services, refOrFail(request.params.positionId));
      const answer = await containerAnswer(services, position.value.detail.containerId);
      if (!answer.value) throw notFound(PUBLIC_MESSAGES.positionNotFound);
      return sendCached(request, reply, answer);
    },
  );

  app.get<{ Params: { containerId: string }; Querystring: { id?: unknown } }>(
    '/api/public/open/containers/:containerId/assets',
    async (request, reply) => {
      const containerId = /^\d{1,9}$/.test(request.params.containerId)
        ? Number(request.params.containerId)
        : 0;
      if (!containerId) throw badRequest(PUBLIC_MESSAGES.badContainerId);
      const id = request.query.id;
      if (typeof id !== 'string' || !id.startsWith('assets/') || id.length > 300 || CONTROL.test(id)) {
        throw badRequest(PUBLIC_MESSAGES.badAssetId, { id: PUBLIC_MESSAGES.badAssetId });
      }
      const [asset] = await db
        .select({ contentType: assets.contentType, data: assets.data, createdAt: assets.createdAt })
        .from(assets)
        // A company whose site is not available shows no pictures either.
        .innerJoin(containers, and(eq(containers.id, assets.containerId), eq(containers.status, 'active')))
        .where(
          and(
            eq(assets.containerId, containerId),
            eq(assets.name, id.slice('assets/'.length)),
            inArray(assets.contentType, [...PUBLIC_ASSET_TYPES]),
          ),
        );
      if (!asset) throw notFound(PUBLIC_MESSAGES.assetNotFound);
      return (
        reply
          .type(asset.contentType)
          .header('x-content-type-options', 'nosniff')
          // An asset is only ever an image or a document to show: it may run nothing (SVG can carry script).
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('cache-control', 'public, max-age=3600')
          .header('last-modified', asset.createdAt.toUTCString())
          .send(asset.data)
      );
    },
  );
}
