import {
  BANNER_FOLDER,
  BANNER_MESSAGES,
  bannerFileName,
  bannerInUseMessage,
  numberedName,
} from '@rekry/domain';
import { and, eq } from 'drizzle-orm';
import { assets } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import { prepareBanner } from './images.ts';
import { checkBanner } from '../../platform/file-check.ts';
import { lockedFolder } from '../folders/index.ts';
import type { HandlerMap } from '../../platform/action-context.ts';
import { toBanner } from './presenters.ts';
import { bannerRows, bannerUses, freeAssetName } from './queries.ts';

export const bannerHandlers = {
  async get_Banners({ containerId }, { db }) {
    const rows = await bannerRows(db, containerId);
    const uses = await bannerUses(
      db,
      containerId,
      rows.map((r) => r.name),
    );
    return rows.map((row) => toBanner(row, uses.get(row.name) ?? []));
  },

  async create_Banner({ containerId, name, contentType, data }, { db }) {
    const checked = await checkBanner(data, contentType);
    if (!checked.ok) throw badRequest(checked.message, { data: checked.message });
    const prepared = await prepareBanner(checked.banner);
    const folderId = await lockedFolder(db, containerId, BANNER_FOLDER);
    const wanted = bannerFileName(name, contentType);
    // The folder lock makes concurrent uploads of one company take turns, so the free name stays free.
    const stored = await freeAssetName(db, containerId, wanted, (n) => numberedName(wanted, n));
    const [row] = await db
      .insert(assets)
      .values({
        containerId,
        folderId,
        name: stored,
        contentType,
        data: prepared.data,
        width: checked.banner.width,
        height: checked.banner.height,
        thumbnail: prepared.thumbnail,
      })
      .returning({ id: assets.id });
    const [created] = await bannerRows(db, containerId, row!.id);
    return toBanner(created!, []);
  },

  async delete_Banner({ containerId, bannerId }, { db, audit }) {
    const [banner] = await bannerRows(db, containerId, bannerId);
    if (!banner) throw notFound(BANNER_MESSAGES.notFound);
    const uses = (await bannerUses(db, containerId, [banner.name])).get(banner.name) ?? [];
    if (uses.length > 0) throw conflict(bannerInUseMessage(uses));
    await db.delete(assets).where(and(eq(assets.id, banner.id), eq(assets.containerId, containerId)));
    await audit({
      kind: 'deletion',
      summary: `Tog bort annonsbilden ${banner.name}`,
      containerId,
      data: { bannerId },
    });
    return { ok: true as const };
  },
} satisfies Partial<HandlerMap>;
