/** Swedish strings of the notification bell (SPEC §4 'Notifications', §8). */
export const notificationStrings = {
  bell: 'Notifikationer',
  title: 'Notifikationer',
  empty: 'Inga notifikationer',
  emptyHint: 'Här visas nya ansökningar och händelser när de kommer in.',
} as const;
