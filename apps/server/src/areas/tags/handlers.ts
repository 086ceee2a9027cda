/** The tag actions: a company's free tags, added, renamed and removed. */
import { TAG_TEXTS } from '@rekry/domain';
import type { HandlerMap } from '../../platform/action-context.ts';
import { createTag, deleteTag, renameTag } from './commands.ts';
import { companyTags } from './presenters.ts';

export const tagHandlers = {
  async get_Tags({ containerId }, { db }) {
    return companyTags(db, containerId);
  },

  async create_Tag({ containerId, ...tag }, { db }) {
    return createTag(db, containerId, tag);
  },

  async update_Tag({ containerId, ...tag }, { db }) {
    return renameTag(db, containerId, tag);
  },

  async delete_Tag({ containerId, ...removal }, ctx) {
    await deleteTag(ctx, containerId, removal);
    return { ok: true as const, message: TAG_TEXTS.removed };
  },
} satisfies Partial<HandlerMap>;
