import { ServerCog } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The superuser's view of the machine: which of the programs the server needs are installed. */
export const systemScreens = [
  defineScreen({
    id: 'systemStatus',
    path: paths.systemStatus,
    need: 'superuser',
    title: 'Systemstatus',
    icon: ServerCog,
    nav: 'superuser',
    page: page(
      'system-status-page',
      () => import('./system-status-page.tsx'),
      (m) => m.SystemStatusPage,
    ),
  }),
];
