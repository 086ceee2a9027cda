import { UserCog } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The user's own settings. */
export const profileScreens = [
  defineScreen({
    id: 'profile',
    path: paths.profile,
    need: 'signedIn',
    title: 'Profilinställningar',
    icon: UserCog,
    home: { text: 'Välj vilka notifikationer du vill få.' },
    page: page(
      'profile-page',
      () => import('./profile-page.tsx'),
      (m) => m.ProfilePage,
    ),
  }),
];
