/**
 * News posts (SPEC §3 'News / blog post'): platform-wide notes a superuser writes for every
 * signed-in staff user. The body is rich HTML, cleaned by the server's HTML policy when it is stored.
 */
import { z } from 'zod';
import { positiveId } from './ids.ts';

export const NEWS_LIMITS = { title: 200, body: 100_000, list: 50, home: 3 } as const;

export const NEWS_MESSAGES = {
  title: 'Ange en rubrik',
  titleLength: `Rubriken får vara högst ${NEWS_LIMITS.title} tecken`,
  body: 'Skriv nyhetens text',
  bodyLength: 'Texten är för lång',
  notFound: 'Nyheten finns inte',
  id: 'Ogiltig nyhet',
} as const;

export const newsId = positiveId(NEWS_MESSAGES.id);

export const newsPostShape = {
  title: z
    .string({ error: NEWS_MESSAGES.title })
    .trim()
    .min(1, NEWS_MESSAGES.title)
    .max(NEWS_LIMITS.title, NEWS_MESSAGES.titleLength),
  body: z
    .string({ error: NEWS_MESSAGES.body })
    .trim()
    .min(1, NEWS_MESSAGES.body)
    .max(NEWS_LIMITS.body, NEWS_MESSAGES.bodyLength),
};

/** One post as the list and the reader get it; `created` is SPEC §3's field (ISO time). */
export interface NewsPost {
  id: number;
  title: string;
  body: string;
  created: string;
  updated: string;
  /** The author's name, or null once the author's account is gone. */
  author: string | null;
}
