/** What other parts of the app use of notifications: the header's bell, the preferences and the screens. */
export { NotificationBell } from './notification-bell.tsx';
export { PreferencesTable } from './preferences-table.tsx';
export { PositionNotificationPreferences } from './position-notification-preferences.tsx';
export { LatestNotifications } from './latest-notifications.tsx';
