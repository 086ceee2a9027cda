import { and, asc, eq } from 'drizzle-orm';
import { assets, folders } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import { notifyPublicChanged } from '../../platform/public-cache.ts';
import type { HandlerMap } from '../../platform/action-context.ts';
import { deleteOwnRow } from '../../platform/delete-own-row.ts';

export const folderHandlers = {
  async get_Folders({ containerId }, { db }) {
    return db
      .select({ id: folders.id, name: folders.name })
      .from(folders)
      .where(eq(folders.containerId, containerId))
      .orderBy(asc(folders.name));
  },

  async create_Folder({ containerId, name }, { db }) {
    const [row] = await db
      .insert(folders)
      .values({ containerId, name })
      .onConflictDoNothing()
      .returning({ id: folders.id, name: folders.name });
    if (!row) throw conflict('Det finns redan en mapp med det namnet');
    return row;
  },

  async create_Asset({ containerId, folderId, name, contentType, content }, { db }) {
    const [folder] = await db
      .select({ id: folders.id })
      .from(folders)
      .where(and(eq(folders.id, folderId), eq(folders.containerId, containerId)));
    if (!folder) throw notFound('Mappen finns inte');
    if (contentType === 'application/json') {
      try {
        JSON.parse(content);
      } catch {
        throw badRequest('Innehållet är inte giltig JSON', { content: 'Innehållet är inte giltig JSON' });
      }
    }
    const data = Buffer.from(content, 'utf8');
    const [row] = await db
      .insert(assets)
      .values({ containerId, folderId, name, contentType, data })
      .onConflictDoNothing()
      .returning({
        id: assets.id,
        folderId: assets.folderId,
        name: assets.name,
        contentType: assets.contentType,
      });
    if (!row) throw conflict('Det finns redan en fil med det namnet');
    await notifyPublicChanged(db, `asset:${containerId}`);
    return { ...row, size: data.length };
  },

  async delete_Asset({ containerId, assetId }, ctx) {
    await deleteOwnRow(
      ctx,
      assets,
      { containerId, id: assetId },
      { name: assets.name, noun: 'filen', notFoundText: 'Filen finns inte', data: { assetId } },
    );
    await notifyPublicChanged(ctx.db, `asset:${containerId}`);
    return { ok: true as const };
  },
} satisfies Partial<HandlerMap>;
