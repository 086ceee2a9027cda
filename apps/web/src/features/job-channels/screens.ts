import { PlugZap } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** Job boards and classifieds: a position's channels, and the company's settings (admin). */
export const channelScreens = [
  defineScreen({
    id: 'positionIntegrations',
    path: paths.positionIntegrations,
    need: 'signedIn',
    title: 'Kanaler',
    page: page(
      'position-integrations-page',
      () => import('./position-integrations-page.tsx'),
      (m) => m.PositionIntegrationsPage,
    ),
  }),
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
