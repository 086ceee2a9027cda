import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** News posts (migration 0018): platform-wide, written by a superuser; body is cleaned HTML. */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('news_posts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('news_posts_title_length', sql`char_length(${t.title}) between 1 and 200`),
  ],
);
