import { NEWS_MESSAGES } from '@rekry/domain';
import { eq } from 'drizzle-orm';
import { newsPosts } from '../../db/schema.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { sanitizeStoredHtml } from '../../platform/sanitize.ts';
import type { HandlerMap } from '../../platform/action-context.ts';
import { newsRows } from './queries.ts';

/** A body of nothing but removed markup (a lone <script>) is as empty as no body. */
function cleanBody(body: string): string {
  const clean = sanitizeStoredHtml(body).trim();
  if (!clean.replace(/<[^>]*>|&nbsp;|\s/g, ''))
    throw badRequest(NEWS_MESSAGES.body, { body: NEWS_MESSAGES.body });
  return clean;
}

export const newsHandlers = {
  async get_BlogPosts(_input, { db }) {
    return newsRows(db);
  },

  async get_BlogPost({ id }, { db }) {
    const [post] = await newsRows(db, id);
    if (!post) throw notFound(NEWS_MESSAGES.notFound);
    return post;
  },

  async create_BlogPost({ id, title, body }, { db, user }) {
    const values = { title, body: cleanBody(body) };
    let savedId: number;
    if (id === undefined) {
      const [row] = await db
        .insert(newsPosts)
        .values({ ...values, authorId: user.id })
        .returning({ id: newsPosts.id });
      savedId = row!.id;
    } else {
      const [row] = await db
        .update(newsPosts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(newsPosts.id, id))
        .returning({ id: newsPosts.id });
      if (!row) throw notFound(NEWS_MESSAGES.notFound);
      savedId = row.id;
    }
    const [saved] = await newsRows(db, savedId);
    return saved!;
  },

  async delete_BlogPost({ id }, { db, audit }) {
    const [row] = await db
      .delete(newsPosts)
      .where(eq(newsPosts.id, id))
      .returning({ title: newsPosts.title });
    if (!row) throw notFound(NEWS_MESSAGES.notFound);
    await audit({ kind: 'deletion', summary: `Tog bort nyheten ${row.title}`, data: { newsId: id } });
    return { ok: true as const };
  },
} satisfies Partial<HandlerMap>;
