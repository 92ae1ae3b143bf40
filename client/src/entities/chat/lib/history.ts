import type { ChatHistoryAnswer, ChatMessage } from '../model/types';
import { i18n } from '@/shared/i18n';
import { formatDate, formatTime } from '@/shared/lib';

/**
 * Every loaded message oldest first, once each: pages are counted from the newest (page 1), so
 * the last page loaded is the oldest; a message that arrived live can reappear in an older page
 * read later (the offsets moved), and is kept once.
 */
export function historyMessages(pages: ChatHistoryAnswer[] | undefined): ChatMessage[] {
  if (!pages) return [];
  const seen = new Set<string>();
  const out: ChatMessage[] = [];
  for (let i = pages.length - 1; i >= 0; i -= 1) {
    for (const message of pages[i].messages) {
      if (seen.has(message._id)) continue;
      seen.add(message._id);
      out.push(message);
    }
  }
  return out;
}

/** Puts a live message at the end of the newest page, unless it is there already. */
export function appendToHistory(pages: ChatHistoryAnswer[], message: ChatMessage): void {
  if (pages.some((page) => page.messages.some((m) => m._id === message._id))) return;
  if (pages.length === 0) return;
  pages[0].messages.push(message);
}

export interface DayGroup {
  /** YYYY-MM-DD in local time. */
  key: string;
  label: string;
  messages: ChatMessage[];
}

function dayKey(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}

/** 'Today', 'Yesterday', else the date ('Mon, Nov 3' this year, 'Nov 3, 2025' before). */
export function dayLabel(date: Date, now: Date = new Date()): string {
  const today = dayKey(now);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  const key = dayKey(date);
  if (key === today) return i18n.t('chat:day.today');
  if (key === dayKey(yesterday)) return i18n.t('chat:day.yesterday');
  return formatDate(date, {
    weekday: date.getFullYear() === now.getFullYear() ? 'short' : undefined,
    month: 'short',
    day: 'numeric',
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  });
}

/** Consecutive messages of one local day under one heading. */
export function groupByDay(messages: ChatMessage[], now: Date = new Date()): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const date = new Date(message.createdAt);
    const key = dayKey(date);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.messages.push(message);
    else groups.push({ key, label: dayLabel(date, now), messages: [message] });
  }
  return groups;
}

/** '14:05' style time of a message, in the app's language. */
export function messageTime(iso: string): string {
  return formatTime(iso);
}
