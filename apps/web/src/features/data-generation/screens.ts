import { Database } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The superuser's made-up positions and applicants. */
export const dataGenerationScreens = [
  defineScreen({
    id: 'generateData',
    path: paths.generateData,
    need: 'superuser',
    title: 'Generera data',
    icon: Database,
    nav: 'superuser',
    page: page(
      'data-generation-page',
      () => import('./data-generation-page.tsx'),
      (m) => m.DataGenerationPage,
    ),
  }),
];
