import { useEffect, useRef, type RefObject } from 'react';

/** SPEC §9: the next page is asked for when the end of the list is this close. */
export const LOAD_MORE_THRESHOLD_PX = 100;

export interface LoadMoreOptions {
  /** The server has more pages. */
  hasMore: boolean;
  /** A page is on its way (no second request meanwhile). */
  isFetching: boolean;
  onLoadMore: () => void;
  /** The element that scrolls, when it is not the page itself (reels, a swipe track). */
  scrollContainer?: RefObject<HTMLElement | null>;
  /** Anything that changes when a page lands (e.g. the item count), to check again then. */
  itemCount: number;
}

/**
 * The one infinite-scroll mechanism: returns a ref for an element placed right after a list's
 * last item; whenever that element comes within 100px of what the user sees (on
 * scroll, on resize, and right after a page lands, since a page that does not fill the screen
 * cannot be scrolled), the next page is asked for. Measuring the list's own end, not the page's,
 * lets several lists on one page each page on their own.
 */
export function useLoadMore<T extends HTMLElement = HTMLDivElement>({
  hasMore,
  isFetching,
  onLoadMore,
  scrollContainer,
  itemCount,
}: LoadMoreOptions): RefObject<T | null> {
  const sentinel = useRef<T>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const container = scrollContainer?.current ?? null;
    const check = () => {
      const end = sentinel.current;
      if (!end || !hasMore || isFetching) return;
      // What the user sees of the scroller: the window, cut to the container when there is one,
      // so a list running down the page and a swipe track running across both work.
      const box = end.getBoundingClientRect();
      const view = container?.getBoundingClientRect();
      const bottom = Math.min(window.innerHeight, view?.bottom ?? Infinity);
      const right = Math.min(window.innerWidth, view?.right ?? Infinity);
      const ahead = Math.max(box.top - bottom, box.left - right);
      if (ahead <= LOAD_MORE_THRESHOLD_PX) load.current();
    };
    container?.addEventListener('scroll', check, { passive: true });
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    check();
    return () => {
      container?.removeEventListener('scroll', check);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [hasMore, isFetching, scrollContainer, itemCount]);

  return sentinel;
}
