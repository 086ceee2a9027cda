import { assets } from '../../src/db/schema.ts';
import { folder, unique, type AreaSamples } from './context.ts';

export const foldersSamples: AreaSamples<'folders'> = {
  get_Folders: ({ containerId }) => ({ containerId }),
  create_Folder: ({ containerId }) => ({ containerId, name: `Mapp ${unique()}` }),
  create_Asset: async (ctx) => ({
    containerId: ctx.containerId,
    folderId: (await folder(ctx)).id,
    name: `fil-${unique()}.json`,
    contentType: 'application/json',
    content: '{"a":1}',
  }),
  delete_Asset: async (ctx) => {
    const [row] = await ctx.t.db
      .insert(assets)
      .values({
        containerId: ctx.containerId,
        folderId: (await folder(ctx)).id,
        name: `fil-${unique()}.txt`,
        contentType: 'text/plain',
        data: Buffer.from('hej'),
      })
      .returning();
    return { containerId: ctx.containerId, assetId: row!.id };
  },
};
