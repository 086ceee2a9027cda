import { KeyRound } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The staff user's password change. */
export const accountScreens = [
  defineScreen({
    id: 'changePassword',
    path: paths.changePassword,
    need: 'signedIn',
    title: 'Byt lösenord',
    icon: KeyRound,
    home: { text: 'Byt lösenordet till ditt konto.' },
    page: page(
      'change-password-page',
      () => import('./change-password-page.tsx'),
      (m) => m.ChangePasswordPage,
    ),
  }),
];
