import { Database } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The superuser's made-up positions and applicants. */
export const generateDataScreens = [
  defineScreen({
    id: 'generateData',
    path: paths.generateData,
    need: 'superuser',
    title: 'Generera data',
    icon: Database,
    nav: 'superuser',
    page: page(
      'generate-data-page',
      () => import('./generate-data-page.tsx'),
      (m) => m.GenerateDataPage,
    ),
  }),
];
