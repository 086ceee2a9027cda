import { z } from 'zod';
import { newsId, newsPostShape, type NewsPost } from '../news.ts';
import { action, type ActionArea } from './define.ts';

/**
 * News (SPEC §2 /admin/news, /admin/create-news; §7 'Blog posts'): platform-wide, so no company in the
 * input. Every signed-in staff user reads (a candidate's account gets 403); only a superuser writes.
 */
export const newsActions = {
  get_BlogPosts: action<NewsPost[]>()({
    input: z.object({}),
    access: { role: 'signedIn', scope: 'self', shell: 'staff' },
    mutation: false,
    description: 'Nyheterna, nyast först (högst 50).',
  }),
  get_BlogPost: action<NewsPost>()({
    input: z.object({ id: newsId }),
    access: { role: 'signedIn', scope: 'self', shell: 'staff' },
    mutation: false,
    description: 'En nyhet (404 om den inte finns).',
  }),
  create_BlogPost: action<NewsPost>()({
    input: z.object({ id: newsId.optional(), ...newsPostShape }),
    access: { role: 'superuser', scope: 'platform' },
    mutation: true,
    description: 'Skriv en nyhet, eller ändra den med id. Texten rensas enligt HTML-policyn.',
  }),
  delete_BlogPost: action<{ ok: true }>()({
    input: z.object({ id: newsId }),
    access: { role: 'superuser', scope: 'platform' },
    mutation: true,
    description: 'Ta bort en nyhet.',
  }),
} satisfies ActionArea;
