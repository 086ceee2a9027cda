import { Home } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The home page, at /admin and at the root alike. */
export const homeScreens = [
  defineScreen({
    id: 'start',
    path: paths.home,
    aliases: ['/'],
    need: 'signedIn',
    title: 'Start',
    icon: Home,
    nav: 'general',
    page: page(
      'home-page',
      () => import('./home-page.tsx'),
      (m) => m.HomePage,
    ),
  }),
];
