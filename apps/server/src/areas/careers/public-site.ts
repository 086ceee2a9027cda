/**
 * What the public career site reads (SPEC §2 Public, §7): companies' public faces and open positions,
 * in the shapes of packages/domain/src/public-api.ts. Every HTML string is sanitized here, on the way
 * out, whatever was stored. Answers are cached by public-cache.ts, so these queries run on misses only.
 */
import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  MESSAGE_KEYS,
  SOCIAL_LINKS,
  consentCompanyName,
  gdprHtml,
  isGuid,
  operatorTermsHtml,
  positionPath,
  positionStatus,
  resolveTheme,
  retentionMonthsFor,
  retentionMonthsOf,
  type ContainerMessages,
  type PublicConsent,
  type PublicContainer,
  type PublicContactPerson,
  type PublicContainerNotFound,
  type PublicPositionDetail,
  type PublicPositionSummary,
  type SocialLink,
} from '@rekry/domain';
import { displayNameOf } from '../../core/access/membership.ts';
import { rowsFor } from '../../db/arrays.ts';
import type { Queryable } from '../../db/client.ts';
import { containers, positions, publicNow, type ContainerMetadata } from '../../db/schema.ts';
import { sanitizeFormHtml, sanitizeStoredHtml } from '../../platform/sanitize.ts';
import { PUBLIC_MAX_AGE_MS } from '../../platform/public-cache.ts';

/** The URL the public site loads a company asset from (GET /api/public/open/containers/…/assets). */
export function assetUrl(containerId: number, name: string): string {
  return `/api/public/open/containers/${containerId}/assets?id=${encodeURIComponent(`assets/${name}`)}`;
}

type Properties = Record<string, unknown>;

function textProperty(properties: Properties, key: string): string {
  const value = properties[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** A web address a company gave: kept only when it is http(s), since the page renders it as a link. */
function linkProperty(properties: Properties, key: string): string {
  const value = textProperty(properties, key);
  return /^https?:\/\/\S+$/i.test(value) ? value : '';
}

/** An image profile field: an asset name (or an absolute URL) → the URL to load it from. */
function imageProperty(containerId: number, properties: Properties, key: string): string {
  const value = textProperty(properties, key);
  if (!value) return '';
  return /^https?:\/\//i.test(value) ? linkProperty(properties, key) : assetUrl(containerId, value);
}

/** The company's '/messages/' texts (SPEC §3), sanitized; keys without a text are left out. */
export function messagesOf(properties: Properties): ContainerMessages {
  const messages: ContainerMessages = {};
  for (const key of MESSAGE_KEYS) {
    const text = textProperty(properties, `/messages/${key}`);
    if (text) messages[key] = sanitizeStoredHtml(text);
  }
  return messages;
}

type ContainerRow = { id: number; name: string; theme: unknown; metadata: ContainerMetadata };

const containerColumns = {
  id: containers.id,
  name: containers.name,
  theme: containers.theme,
  metadata: containers.metadata,
};

/** The names of the companies this one speaks for (its profile's members), in the order it lists them. */
export async function memberNames(db: Queryable, properties: Record<string, unknown>): Promise<string[]> {
  const ids = (Array.isArray(properties.members) ? properties.members : []).filter(
    Number.isSafeInteger,
  ) as number[];
  const members = await rowsFor(ids, (memberIds) =>
    db.select(containerColumns).from(containers).where(inArray(containers.id, memberIds)),
  );
  return ids.flatMap((id) => {
    const member = members.find((m) => m.id === id);
    return member ? [displayNameOf(member)] : [];
  });
}

async function toPublicContainer(
  db: Queryable,
  row: ContainerRow,
  operatorName: string,
): Promise<PublicContainer> {
  const p = row.metadata.properties;
  const displayName = displayNameOf(row);
  const consentName = consentCompanyName(row.id, displayName, p);
  const retentionMonths = retentionMonthsOf(p);
  const social: Partial<Record<SocialLink, string>> = {};
  for (const key of SOCIAL_LINKS) {
    const link = linkProperty(p, key);
    if (link) social[key] = link;
  }
  const companyTerms = textProperty(p, 'agreement');
  const [pool] = await db
    .select({ linkId: positions.linkId, metadata: positions.metadata })
    .from(positions)
    .where(
      and(eq(positions.containerId, row.id), eq(positions.kind, 'pool'), eq(positions.isArchived, false)),
    );
  const members = await memberNames(db, p);
  const consentOver = (months: number): PublicConsent => ({
    consentCompanyName: consentName,
    retentionMonths: months,
    gdprHtml: gdprHtml({
      containerId: row.id,
      companyName: displayName,
      consentCompanyName: consentName,
      members,
      gdprContact: textProperty(p, 'gdprContact'),
      gdprAddress: textProperty(p, 'gdprAddress'),
      operatorName,
      retentionMonths: months,
    }),
    companyTermsHtml: companyTerms ? sanitizeStoredHtml(companyTerms) : null,
    operatorTermsHtml: operatorTermsHtml(operatorName, months),
  });
  return {
    id: row.id,
    name: row.name,
    fields: {
      DisplayName: { data: displayName },
      CompanyLogo: { data: imageProperty(row.id, p, 'companyLogo') },
      PhoneNumber: { data: textProperty(p, 'phone') },
      Email: { data: textProperty(p, 'email') },
    },
    theme: resolveTheme(row.theme),
    profile: {
      description: sanitizeStoredHtml(textProperty(p, 'description')),
      address: textProperty(p, 'address'),
      zip: textProperty(p, 'zip'),
      city: textProperty(p, 'city'),
      website: linkProperty(p, 'website'),
      banner: imageProperty(row.id, p, 'publicBanner'),
      social,
    },
    messages: messagesOf(p),
    consent: consentOver(retentionMonths),
    ...(pool
      ? {
          talentPool: pool.linkId,
          talentPoolConsent: consentOver(retentionMonthsFor('pool', retentionMonths, pool.metadata)),
        }
      : {}),
  };
}

export async function publicContainerById(
  db: Queryable,
  id: number,
  operatorName: string,
): Promise<PublicContainer | null> {
  const [row] = await db
    .select(containerColumns)
    .from(containers)
    .where(and(eq(containers.id, id), onTheSite));
  return row ? toPublicContainer(db, row, operatorName) : null;
}

/**
 * A company by the key the public site has: its DNS profile field (the host's company label) or its
 * name, either case-insensitive; a DNS match wins. `{ id: 0 }` when there is none.
 */
export async function publicContainerByName(
  db: Queryable,
  name: string,
  operatorName: string,
): Promise<PublicContainer | PublicContainerNotFound> {
  const key = name.trim().toLowerCase();
  // PostgreSQL text cannot hold NUL: such a name names no company.
  if (!key || key.includes('\u0000')) return { id: 0 };
  const dns = sql`lower(${containers.metadata}->'properties'->>'dns')`;
  const [row] = await db
    .select({ ...containerColumns, status: containers.status })
    .from(containers)
    .where(or(sql`${dns} = ${key}`, sql`lower(${containers.name}) = ${key}`))
    .orderBy(sql`${dns} = ${key} desc nulls last`, containers.id)
    .limit(1);
  if (!row) return { id: 0 };
  // An inactive or suspended company's site is 'not available': nothing of the company is told.
  if (row.status !== 'active') return { id: 0, unavailable: true };
  return toPublicContainer(db, row, operatorName);
}

/** An answer and the moment it stops being true (ms since epoch). */
export interface Timed<T> {
  value: T;
  validUntil: number;
}

/** Open now: not archived, started (or no start) and not ended (or no stop) — SPEC §4. */
export function openAt(at: Date): SQL {
  return and(
    eq(positions.isArchived, false),
    or(isNull(positions.start), lte(positions.start, at)),
    or(isNull(positions.stop), gte(positions.stop, at)),
  )!;
}

/** On the public lists, now or later: not archived, not internal, not a draft (the partial indexes' rows). */
const listed = () =>
  and(eq(positions.isArchived, false), eq(positions.isInternal, false), isNotNull(positions.publishedAt))!;
/** On the public lists at `at`: listed and its publication moment come. */
export const publicOnly = (at: Date) => and(listed(), publicNow(at))!;

/** Only an active company is on the career site: inactive and suspended ones are not. */
export const onTheSite = eq(containers.status, 'active');

export const summaryColumns = {
  id: positions.id,
  name: positions.name,
  containerId: positions.containerId,
  location: positions.location,
  start: positions.start,
  stop: positions.stop,
  isInternal: positions.isInternal,
  linkId: positions.linkId,
  containerName: containers.name,
  containerMetadata: containers.metadata,
};
type SummaryRow = {
  id: number;
  name: string;
  containerId: number;
  location: string;
  start: Date | null;
  stop: Date | null;
  isInternal: boolean;
  linkId: string;
  containerName: string;
  containerMetadata: ContainerMetadata;
};

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

export function toSummary(row: SummaryRow): PublicPositionSummary {
  const company = { id: row.containerId, name: row.containerName, metadata: row.containerMetadata };
  return {
    id: row.id,
    name: row.name,
    path: positionPath(row),
    containerId: row.containerId,
    containerName: displayNameOf(company),
    location: row.location,
    start: unix(row.start),
    stop: unix(row.stop),
    companyLogo: imageProperty(row.containerId, row.containerMetadata.properties, 'companyLogo'),
  };
}

/**
 * When the set of open positions in a scope next changes by the clock alone: the earliest future start
 * or stop of its public positions, or publication of a scheduled one (a second after it), capped at
 * PUBLIC_MAX_AGE_MS from now.
 */
export async function nextChange(db: Queryable, scope: SQL | undefined, at: Date): Promise<number> {
  const published = publicNow(at);
  const [row] = await db
    .select({
      start:
        sql<Date | null>`min(${positions.start}) filter (where ${and(gt(positions.start, at), published)})`.mapWith(
          positions.start,
        ),
      stop: sql<Date | null>`min(${positions.stop}) filter (where ${and(gte(positions.stop, at), published)})`.mapWith(
        positions.stop,
      ),
      scheduled:
        sql<Date | null>`min(${positions.publishedAt}) filter (where ${gt(positions.publishedAt, at)})`.mapWith(
          positions.start,
        ),
    })
    .from(positions)
    .where(and(listed(), scope));
  return soonest(at, row?.start ?? null, row?.stop ?? null, row?.scheduled ?? null);
}

function soonest(at: Date, ...moments: (Date | null)[]): number {
  const cap = at.getTime() + PUBLIC_MAX_AGE_MS;
  const future = moments.filter((m): m is Date => m !== null && m.getTime() >= at.getTime());
  return Math.min(cap, ...future.map((m) => m.getTime() + 1000));
}

/** A position the public may see: a public one by its number, an internal one only by its guid. */
export type PositionRef = { id: number } | { guid: string };

/** Ids are int4 in the database: a larger number names no position (and must not reach a query). */
const MAX_ID = 2_147_483_647;

export function positionRefOf(value: string | number): PositionRef | null {
  if (typeof value === 'number')
    return Number.isInteger(value) && value > 0 && value <= MAX_ID ? { id: value } : null;
  if (/^\d{1,9}$/.test(value)) return Number(value) > 0 ? { id: Number(value) } : null;
  return isGuid(value) ? { guid: value.toLowerCase() } : null;
}

function refCondition(ref: PositionRef): SQL {
  return 'id' in ref
    ? and(eq(positions.id, ref.id), eq(positions.isInternal, false))!
    : and(eq(positions.linkId, ref.guid), eq(positions.isInternal, true))!;
}

const rowColumns = {
  ...summaryColumns,
  text: positions.text,
  description: positions.description,
  isArchived: positions.isArchived,
  kind: positions.kind,
  form: positions.form,
  metadata: positions.metadata,
  publishedAt: positions.publishedAt,
  createdAt: positions.createdAt,
  updatedAt: positions.updatedAt,
};

async function positionRow(db: Queryable, where: SQL) {
  const [row] = await db
    .select(rowColumns)
    .from(positions)
    .innerJoin(containers, eq(containers.id, positions.containerId))
    .where(where);
  return row ?? null;
}

/**
 * The position row behind a public reference, with what the apply call and the pages need; a draft or
 * a position scheduled for later is none.
 */
export function findPublicPosition(db: Queryable, ref: PositionRef, at = new Date()) {
  return positionRow(db, and(refCondition(ref), publicNow(at), onTheSite)!);
}

/**
 * A company's position as its public page will show it once it is public, draft or not (its staff's
 * preview): the detail at the first moment applicants see it, and when that is (unix seconds; null for
 * a draft), since the detail's status is the one it will have then, not now.
 */
export async function previewPositionDetail(db: Queryable, containerId: number, positionId: number) {
  const row = await positionRow(
    db,
    and(eq(positions.id, positionId), eq(positions.containerId, containerId))!,
  );
  if (!row) return null;
  const moments = [Date.now(), row.start?.getTime() ?? 0, row.publishedAt?.getTime() ?? 0];
  return { detail: toDetail(row, new Date(Math.max(...moments))), publishedAt: unix(row.publishedAt) };
}
export type PublicPositionRow = NonNullable<Awaited<ReturnType<typeof positionRow>>>;

/** Whether the position is open, closed or archived at `at` (what toDetail says, without the rest). */
export function statusAt(row: PublicPositionRow, at = new Date()) {
  return positionStatus(
    { isArchived: row.isArchived, start: unix(row.start), stop: unix(row.stop) },
    Math.floor(at.getTime() / 1000),
  );
}

export function toDetail(row: PublicPositionRow, at = new Date()): PublicPositionDetail {
  const status = statusAt(row, at);
  const canApply = status === 'Öppen';
  return {
    ...toSummary(row),
    isInternal: row.isInternal,
    linkId: row.isInternal ? row.linkId : null,
    text: row.text,
    description: sanitizeStoredHtml(row.description),
    status,
    banner:
      imageProperty(row.containerId, row.metadata, 'banner') ||
      imageProperty(row.containerId, row.containerMetadata.properties, 'publicBanner'),
    canApply,
    form: canApply ? sanitizeFormHtml(row.form) : [],
    contact: contactOf(row.metadata),
  };
}

/** The position's contact person (its metadata, as the position form saves it), or null when it has none. */
function contactOf(metadata: Properties): PublicContactPerson | null {
  const stored = metadata['contactPerson'];
  if (!stored || typeof stored !== 'object') return null;
  const part = (key: string) => textProperty(stored as Properties, key);
  const contact = {
    name: [part('firstname'), part('lastname')].filter(Boolean).join(' '),
    title: part('title'),
    phone: part('phoneNumber'),
    email: part('email'),
  };
  return Object.values(contact).some(Boolean) ? contact : null;
}

/** One position's public page data, or null when the public may not see it. */
export async function publicPositionDetail(
  db: Queryable,
  ref: PositionRef,
  at = new Date(),
): Promise<Timed<{ detail: PublicPositionDetail; row: PublicPositionRow }> | null> {
  const row = await findPublicPosition(db, ref, at);
  if (!row) return null;
  return { value: { detail: toDetail(row, at), row }, validUntil: soonest(at, row.start, row.stop) };
}

/** Every open public position (the sitemap), newest first. */
export async function openPublicPositions(db: Queryable, at = new Date()) {
  const rows = await db
    .select({ ...summaryColumns, updatedAt: positions.updatedAt })
    .from(positions)
    .innerJoin(containers, eq(containers.id, positions.containerId))
    .where(and(publicOnly(at), openAt(at), onTheSite))
    .orderBy(desc(positions.createdAt), desc(positions.id));
  return {
    value: rows.map((r) => ({ path: positionPath(r), updatedAt: r.updatedAt })),
    validUntil: await nextChange(db, undefined, at),
  };
}

/** Open public positions of some companies, newest first (the candidate's Home). */
export async function openPublicPositionsOf(
  db: Queryable,
  containerIds: number[],
  limit: number,
  at = new Date(),
): Promise<PublicPositionSummary[]> {
  if (containerIds.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(positions)
    .innerJoin(containers, eq(containers.id, positions.containerId))
    .where(and(publicOnly(at), openAt(at), inArray(positions.containerId, containerIds), onTheSite))
    .orderBy(desc(positions.createdAt), desc(positions.id))
    .limit(limit);
  return rows.map(toSummary);
}
