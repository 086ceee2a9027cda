import { Bell } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The user's notifications, and one of them. */
export const notificationScreens = [
  defineScreen({
    id: 'notifications',
    path: paths.notifications,
    need: 'signedIn',
    title: 'Notifikationer',
    icon: Bell,
    nav: 'general',
    page: page(
      'notifications-page',
      () => import('./notifications-page.tsx'),
      (m) => m.NotificationsPage,
    ),
  }),
  defineScreen({
    id: 'notification',
    path: paths.notification,
    need: 'signedIn',
    title: 'Notifikation',
    page: page(
      'notification-detail-page',
      () => import('./notification-detail-page.tsx'),
      (m) => m.NotificationDetailPage,
    ),
  }),
];
