import { BANNER_FOLDER } from '@rekry/domain';
import { solidPng } from '../../src/demo/files.ts';
import { assets } from '../../src/db/schema.ts';
import { folder, unique, type AreaSamples } from './context.ts';

export const bannersSamples: AreaSamples<'banners'> = {
  get_Banners: ({ containerId }) => ({ containerId }),
  create_Banner: ({ containerId }) => ({
    containerId,
    name: `banner-${unique()}.png`,
    contentType: 'image/png',
    data: solidPng(800, 200).toString('base64'),
  }),
  delete_Banner: async (ctx) => {
    const [row] = await ctx.t.db
      .insert(assets)
      .values({
        containerId: ctx.containerId,
        folderId: (await folder(ctx, BANNER_FOLDER)).id,
        name: `banner-${unique()}.png`,
        contentType: 'image/png',
        data: solidPng(800, 200),
      })
      .returning();
    return { containerId: ctx.containerId, bannerId: row!.id };
  },
};
