import { NEWS_LIMITS, type NewsPost } from '@rekry/domain';
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { newsPosts, users } from '../../db/schema.ts';
import { fullNameSql } from '../../platform/person-name.ts';

/** News posts with their author's name, newest first; one post when `id` is given. */
export async function newsRows(db: Queryable, id?: number): Promise<NewsPost[]> {
  const rows = await db
    .select({
      id: newsPosts.id,
      title: newsPosts.title,
      body: newsPosts.body,
      createdAt: newsPosts.createdAt,
      updatedAt: newsPosts.updatedAt,
      author: fullNameSql(),
      authorEmail: users.email,
    })
    .from(newsPosts)
    .leftJoin(users, eq(users.id, newsPosts.authorId))
    .where(id === undefined ? undefined : eq(newsPosts.id, id))
    .orderBy(desc(newsPosts.createdAt), desc(newsPosts.id))
    .limit(NEWS_LIMITS.list);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    created: r.createdAt.toISOString(),
    updated: r.updatedAt.toISOString(),
    author: r.author ?? r.authorEmail ?? null,
  }));
}
