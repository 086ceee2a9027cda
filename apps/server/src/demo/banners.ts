/**
 * Demo banners: three wide pictures in Demo AB's Banners folder, drawn in code and stored the
 * way an upload is (checked, re-encoded, with a thumbnail). The first is the company page's banner, the
 * second the warehouse position's own.
 */
import { BANNER_FOLDER, BANNER_TYPES, type BannerType } from '@rekry/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { lockedFolder } from '../areas/folders/queries.ts';
import { prepareBanner, type PreparedBanner } from '../areas/banners/images.ts';
import { checkBanner, type CheckedBanner } from '../platform/file-check.ts';
import type { Db } from '../db/client.ts';
import { appMeta, assets, containers, positions } from '../db/schema.ts';

const W = 1600;
const H = 480;

/** Soft hills, a sun and a few boxes on shelves: nothing in it needs a font. */
function scene(sky: [string, string], hills: [string, string], sun: string, shelves: boolean): string {
  const boxes = shelves
    ? Array.from({ length: 7 }, (_, i) => {
        const x = 180 + i * 190;
        return `<rect x="${x}" y="250" width="120" height="90" rx="10" fill="#f59e0b" opacity="0.85"/>
          <rect x="${x + 20}" y="170" width="80" height="70" rx="8" fill="#fbbf24" opacity="0.8"/>`;
      }).join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/>
    </linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="1280" cy="130" r="80" fill="${sun}" opacity="0.9"/>
    <path d="M0 330 C 300 240, 520 300, 800 290 S 1300 230, 1600 300 V480 H0Z" fill="${hills[0]}"/>
    <path d="M0 400 C 360 330, 700 420, 1000 380 S 1400 340, 1600 390 V480 H0Z" fill="${hills[1]}"/>
    ${shelves ? `<rect x="140" y="340" width="1320" height="16" rx="6" fill="#78350f"/>` : ''}
    ${boxes}
  </svg>`;
}

const DEMO_BANNERS: { name: string; type: BannerType; svg: string }[] = [
  {
    name: 'Demo-AB-sommar',
    type: 'image/jpeg',
    svg: scene(['#1d4ed8', '#93c5fd'], ['#15803d', '#166534'], '#fde047', false),
  },
  {
    name: 'Lagret-i-Västerås',
    type: 'image/jpeg',
    svg: scene(['#0f766e', '#99f6e4'], ['#334155', '#1e293b'], '#fef3c7', true),
  },
  {
    name: 'Kväll-över-Mälaren',
    type: 'image/png',
    svg: scene(['#7c2d12', '#fdba74'], ['#4c1d95', '#2e1065'], '#fef08a', false),
  },
];

/** True when it created them (once per database, recorded in app_meta). */
export async function seedBanners(db: Db, containerId: number, positionId: number): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_banners_seeded'));
  if (done) return false;
  const prepared: {
    banner: (typeof DEMO_BANNERS)[number];
    checked: CheckedBanner;
    stored: PreparedBanner;
  }[] = [];
  for (const banner of DEMO_BANNERS) {
    const source = sharp(Buffer.from(banner.svg));
    const bytes = await (
      banner.type === 'image/png' ? source.png() : source.jpeg({ quality: 85 })
    ).toBuffer();
    const checked = await checkBanner(bytes.toString('base64'), banner.type);
    if (!checked.ok) throw new Error(`Demo banner ${banner.name}: ${checked.message}`);
    prepared.push({ banner, checked: checked.banner, stored: await prepareBanner(checked.banner) });
  }
  await db.transaction(async (tx) => {
    const folderId = await lockedFolder(tx, containerId, BANNER_FOLDER);
    const names = prepared.map((p) => `${p.banner.name}.${BANNER_TYPES[p.banner.type]}`);
    await tx
      .insert(assets)
      .values(
        prepared.map((p, i) => ({
          containerId,
          folderId,
          name: names[i]!,
          contentType: p.banner.type,
          data: p.stored.data,
          thumbnail: p.stored.thumbnail,
          width: p.checked.width,
          height: p.checked.height,
        })),
      )
      .onConflictDoNothing();
    await tx
      .update(containers)
      .set({
        metadata: sql`jsonb_set(${containers.metadata}, '{properties,publicBanner}', to_jsonb(${names[0]}::text))`,
      })
      .where(eq(containers.id, containerId));
    await tx
      .update(positions)
      .set({ metadata: sql`${positions.metadata} || jsonb_build_object('banner', ${names[1]}::text)` })
      .where(eq(positions.id, positionId));
    await tx.insert(appMeta).values({ key: 'demo_banners_seeded', value: 'yes' });
  });
  return true;
}
