import { useSocketInvalidation } from '@/shared/api';
import { HIDDEN_BY_A_BLOCK } from '../api/blockApi';

const MY_BLOCK = ['my_block'] as const;

/**
 * My block or unblock made in another tab or on another device: this tab reads again what it
 * hides or shows (the chat with that user, the feed, profiles, lists), as the tab that did it.
 */
export function useBlockLiveUpdates(): void {
  useSocketInvalidation(MY_BLOCK, HIDDEN_BY_A_BLOCK);
}
