/** The accessible name of a Notifications entry: 'Notifications, 2 unread'. */
export function notificationsLabel(count: number | undefined): string {
  return count && count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}
