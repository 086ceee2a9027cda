import { BarChart3 } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** Rapporter: the company's recruitment in numbers (writers see the positions they hold a right on). */
export const reportScreens = [
  defineScreen({
    id: 'reports',
    path: paths.reports,
    need: 'writer',
    title: 'Rapporter',
    icon: BarChart3,
    nav: 'general',
    home: { text: 'Tratt, källor, tid till anställning, likabehandling och kandidatupplevelse.' },
    page: page(
      'reports-page',
      () => import('./reports-page.tsx'),
      (m) => m.ReportsPage,
    ),
  }),
];
