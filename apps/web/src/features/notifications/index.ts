/** What the admin chrome uses of notifications: the header's bell. */
export { NotificationBell } from './notification-bell.tsx';
