import { Users } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The talent pool: its state, public page and members (readers see, admins open and close). */
export const talentPoolScreens = [
  defineScreen({
    id: 'talentPool',
    path: paths.talentPool,
    need: 'signedIn',
    title: 'Talangpool',
    icon: Users,
    nav: 'general',
    home: { text: 'Personer som vill jobba hos er: bjud in dem till en tjänst.' },
    page: page(
      'talent-pool-page',
      () => import('./talent-pool-page.tsx'),
      (m) => m.TalentPoolPage,
    ),
  }),
];
