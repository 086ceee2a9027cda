import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** News posts (migration 0018): platform-wide, written by a superuser; body is cleaned HTML. */
export const newsPosts = pg.pgTable(
  'news_posts',
  {
    id: pg.serial('id').primaryKey(),
    title: pg.text('title').notNull(),
    body: pg.text('body').notNull().default(''),
    authorId: pg.integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('news_posts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    pg.check('news_posts_title_length', sql`char_length(${t.title}) between 1 and 200`),
  ],
);
