import { Activity } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The audit log: admins read their company's, the superuser everyone's (docs/decisions.md: Events). */
export const eventScreens = [
  defineScreen({
    id: 'events',
    path: paths.events,
    need: 'admin',
    title: 'Events',
    icon: Activity,
    nav: 'admin',
    page: page(
      'events-page',
      () => import('./events-page.tsx'),
      (m) => m.EventsPage,
    ),
  }),
];
