import type { ChatHistoryAnswer, ChatMessage } from '../model/types';
import { appendToHistory, dayLabel, groupByDay, historyMessages } from './history';

const msg = (id: string, createdAt = '2026-11-23T10:00:00.000Z'): ChatMessage => ({
  _id: id,
  chatId: 'c',
  senderId: 'a',
  receiverId: 'b',
  content: id,
  createdAt,
});
const page = (n: number, ids: string[]): ChatHistoryAnswer => ({
  success: true,
  messages: ids.map((id) => msg(id)),
  totalPages: 3,
  currentPage: n,
});

describe('chat history', () => {
  it('reads pages newest-first into one oldest-first list, each message once', () => {
    const pages = [page(1, ['m4', 'm5']), page(2, ['m2', 'm3', 'm4'])];
    expect(historyMessages(pages).map((m) => m._id)).toEqual(['m2', 'm3', 'm4', 'm5']);
  });

  it('appends a live message to the newest page once', () => {
    const pages = [page(1, ['m1'])];
    appendToHistory(pages, msg('m2'));
    appendToHistory(pages, msg('m2'));
    expect(pages[0].messages.map((m) => m._id)).toEqual(['m1', 'm2']);
  });

  it('groups by local day with Today and Yesterday', () => {
    const now = new Date(2026, 10, 23, 12);
    const groups = groupByDay(
      [
        msg('a', new Date(2026, 10, 20, 9).toISOString()),
        msg('b', new Date(2026, 10, 22, 9).toISOString()),
        msg('c', new Date(2026, 10, 23, 8).toISOString()),
        msg('d', new Date(2026, 10, 23, 9).toISOString()),
      ],
      now,
    );
    expect(groups.map((g) => [g.label, g.messages.length])).toEqual([
      ['Fri, Nov 20', 1],
      ['Yesterday', 1],
      ['Today', 2],
    ]);
    expect(dayLabel(new Date(2025, 0, 5), now)).toBe('Jan 5, 2025');
  });
});
