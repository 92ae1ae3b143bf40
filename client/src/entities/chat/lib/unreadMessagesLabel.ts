/** How a chat's unread count is read out: '1 unread message', '3 unread messages'. */
export function unreadMessagesLabel(count: number): string {
  return `${count} unread ${count === 1 ? 'message' : 'messages'}`;
}
