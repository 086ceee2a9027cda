import { Image } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The company's banners. */
export const bannerScreens = [
  defineScreen({
    id: 'banners',
    path: paths.banners,
    need: 'writer',
    title: 'Annonsbilder',
    icon: Image,
    nav: 'settings',
    page: page(
      'banners-page',
      () => import('./banners-page.tsx'),
      (m) => m.BannersPage,
    ),
  }),
];
