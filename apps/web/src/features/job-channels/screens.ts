import { PlugZap } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** Job boards and classifieds: the company's settings (admin); a position's channels are its workspace's tab. */
export const channelScreens = [
  defineScreen({
    id: 'integration',
    path: paths.integration,
    need: 'admin',
    title: 'Integration',
    icon: PlugZap,
    nav: 'admin',
    page: page(
      'integration-page',
      () => import('./integration-page.tsx'),
      (m) => m.IntegrationPage,
    ),
  }),
];
