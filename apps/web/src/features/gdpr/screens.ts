import { ShieldCheck } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';
import { gdprOverviewQuery } from './api.ts';

/** The GDPR tools (SPEC §2): the overview, a register extract and deleting a person (admin). */
export const gdprScreens = [
  defineScreen({
    id: 'gdpr',
    path: paths.gdpr,
    need: 'admin',
    title: 'GDPR',
    icon: ShieldCheck,
    nav: 'admin',
    // The people list's first page, asked for while the page's code loads.
    prefetch: (client, containerId) => client.prefetchQuery(gdprOverviewQuery(containerId, 1)),
    page: page(
      'gdpr-page',
      () => import('./gdpr-page.tsx'),
      (m) => m.GdprPage,
    ),
  }),
  defineScreen({
    id: 'gdprInform',
    path: paths.gdprInform,
    need: 'admin',
    title: 'Registerutdrag',
    page: page(
      'gdpr-inform-page',
      () => import('./inform-page.tsx'),
      (m) => m.GdprInformPage,
    ),
  }),
  defineScreen({
    id: 'gdprDelete',
    path: paths.gdprDelete,
    need: 'admin',
    title: 'Ta bort person',
    page: page(
      'gdpr-delete-page',
      () => import('./delete-page.tsx'),
      (m) => m.GdprDeletePage,
    ),
  }),
];
