import { BANNER_FOLDER, type BannerUse } from '@rekry/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { assets, containers, folders, positions } from '../../db/schema.ts';

export const bannerColumns = {
  id: assets.id,
  containerId: assets.containerId,
  name: assets.name,
  contentType: assets.contentType,
  size: sql<number>`octet_length(${assets.data})::int`,
  width: assets.width,
  height: assets.height,
  thumbnail: assets.thumbnail,
  createdAt: assets.createdAt,
};
export type BannerRow = {
  id: number;
  containerId: number;
  name: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  thumbnail: Buffer | null;
  createdAt: Date;
};

const inBannerFolder = (containerId: number) =>
  and(
    eq(assets.containerId, containerId),
    eq(folders.name, BANNER_FOLDER),
    eq(folders.containerId, containerId),
  );

/** The company's banners, newest first (the image itself is not read: its size is counted in place). */
export function bannerRows(db: Queryable, containerId: number, id?: number): Promise<BannerRow[]> {
  return db
    .select(bannerColumns)
    .from(assets)
    .innerJoin(folders, eq(folders.id, assets.folderId))
    .where(and(inBannerFolder(containerId), id === undefined ? undefined : eq(assets.id, id)))
    .orderBy(desc(assets.createdAt), desc(assets.id));
}

/** Whether the company has a banner of that name. */
export async function bannerNamed(db: Queryable, containerId: number, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: assets.id })
    .from(assets)
    .innerJoin(folders, eq(folders.id, assets.folderId))
    .where(and(inBannerFolder(containerId), eq(assets.name, name)));
  return Boolean(row);
}

/** Where each of the named banners is chosen: the company page (profile 'publicBanner') and positions. */
export async function bannerUses(
  db: Queryable,
  containerId: number,
  names: readonly string[],
): Promise<Map<string, BannerUse[]>> {
  const uses = new Map<string, BannerUse[]>(names.map((n) => [n, []]));
  if (names.length === 0) return uses;
  const [company] = await db
    .select({ banner: sql<string | null>`${containers.metadata}->'properties'->>'publicBanner'` })
    .from(containers)
    .where(eq(containers.id, containerId));
  const companyBanner = company?.banner?.trim();
  if (companyBanner) uses.get(companyBanner)?.push({ kind: 'company' });
  const bannerOf = sql<string>`${positions.metadata}->>'banner'`;
  const chosen = await db
    .select({ id: positions.id, name: positions.name, banner: bannerOf })
    .from(positions)
    .where(and(eq(positions.containerId, containerId), inArray(bannerOf, [...names])))
    .orderBy(positions.name, positions.id);
  for (const p of chosen) uses.get(p.banner)?.push({ kind: 'position', id: p.id, name: p.name });
  return uses;
}

/** The first free asset name in the company: 'bild.jpg', else 'bild-2.jpg', 'bild-3.jpg' … */
export async function freeAssetName(
  db: Queryable,
  containerId: number,
  wanted: string,
  numbered: (n: number) => string,
): Promise<string> {
  const candidates = [wanted, ...Array.from({ length: 49 }, (_, i) => numbered(i + 2))];
  const taken = new Set(
    (
      await db
        .select({ name: assets.name })
        .from(assets)
        .where(and(eq(assets.containerId, containerId), inArray(assets.name, candidates)))
    ).map((r) => r.name),
  );
  return candidates.find((c) => !taken.has(c)) ?? numbered(Date.now());
}
