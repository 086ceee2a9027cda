import { Newspaper, PenSquare } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** News about Rekry: read by all staff, written by the superuser. */
export const newsScreens = [
  defineScreen({
    id: 'news',
    path: paths.news,
    need: 'signedIn',
    title: 'Nyheter',
    icon: Newspaper,
    nav: 'general',
    page: page(
      'news-list-page',
      () => import('./news-list-page.tsx'),
      (m) => m.NewsListPage,
    ),
  }),
  defineScreen({
    id: 'newsPost',
    path: paths.newsPost,
    need: 'signedIn',
    title: 'Nyhet',
    page: page(
      'news-post-page',
      () => import('./news-post-page.tsx'),
      (m) => m.NewsPostPage,
    ),
  }),
  defineScreen({
    id: 'editNews',
    path: paths.editNews,
    need: 'superuser',
    title: 'Ändra nyhet',
    page: page(
      'edit-news-page',
      () => import('./edit-news-page.tsx'),
      (m) => m.EditNewsPage,
    ),
  }),
  defineScreen({
    id: 'createNews',
    path: paths.createNews,
    need: 'superuser',
    title: 'Skriv nyhet',
    icon: PenSquare,
    nav: 'superuser',
    page: page(
      'create-news-page',
      () => import('./create-news-page.tsx'),
      (m) => m.CreateNewsPage,
    ),
  }),
  defineScreen({
    id: 'createNewsDetails',
    path: paths.createNewsPreview,
    need: 'superuser',
    title: 'Förhandsgranska nyhet',
    page: page(
      'news-preview-page',
      () => import('./news-preview-page.tsx'),
      (m) => m.NewsPreviewPage,
    ),
  }),
];
