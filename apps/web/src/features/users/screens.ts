import { Users } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The company's users and invitations (admin). */
export const userScreens = [
  defineScreen({
    id: 'users',
    path: paths.users,
    need: 'admin',
    title: 'Användare',
    icon: Users,
    nav: 'admin',
    home: { text: 'Bjud in kollegor och styr vad de får göra.' },
    page: page(
      'users-page',
      () => import('./users-page.tsx'),
      (m) => m.UsersPage,
    ),
  }),
  defineScreen({
    id: 'newUser',
    path: paths.newUser,
    need: 'admin',
    title: 'Bjud in användare',
    page: page(
      'new-user-page',
      () => import('./new-user-page.tsx'),
      (m) => m.NewUserPage,
    ),
  }),
  defineScreen({
    id: 'user',
    path: paths.user,
    need: 'admin',
    title: 'Användare',
    page: page(
      'user-detail-page',
      () => import('./user-detail-page.tsx'),
      (m) => m.UserDetailPage,
    ),
  }),
];
