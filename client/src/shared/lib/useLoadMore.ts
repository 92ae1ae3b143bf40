import { useEffect, useRef, type RefObject } from 'react';

/** SPEC §9: the next page is asked for when the end of the list is this close. */
export const LOAD_MORE_THRESHOLD_PX = 100;

export interface LoadMoreOptions {
  /** The server has more pages. */
  hasMore: boolean;
  /** A page is on its way (no second request meanwhile). */
  isFetching: boolean;
  onLoadMore: () => void;
  /** Anything that changes when a page lands (e.g. the item count), to check again then. */
  itemCount: number;
}

/**
 * The box `element` scrolls in, or null for the window. An observer's margin widens only its
 * root, so the root must be the scroller itself for "within 100px" to hold in a chat list, a
 * modal or a swipe track. Found, not passed: a list cannot be left stuck at its first page by a
 * forgotten prop.
 */
function scrollingAncestor(element: Element): Element | null {
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(box);
    if (/auto|scroll|overlay/.test(`${overflowX} ${overflowY}`)) return box;
  }
  return null;
}

/**
 * The one infinite-scroll mechanism: returns a ref for an element placed right after a list's
 * last item; whenever that element comes within 100px of the box the list scrolls in, down or
 * across, the next page is asked for. Observing the list's own end, not the page's, lets several
 * lists on one page each page on their own. The observer starts over when a page lands (a page
 * that does not fill the view cannot be scrolled, and its end is still in sight) and on resize
 * (a media query may turn a box into a scroller, as a swipe track on a phone, or back).
 */
export function useLoadMore<T extends HTMLElement = HTMLDivElement>({
  hasMore,
  isFetching,
  onLoadMore,
  itemCount,
}: LoadMoreOptions): RefObject<T | null> {
  const sentinel = useRef<T>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const end = sentinel.current;
    if (!end || !hasMore || isFetching) return undefined;
    let observer: IntersectionObserver | null = null;
    const observe = () => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) load.current();
        },
        { root: scrollingAncestor(end), rootMargin: `${LOAD_MORE_THRESHOLD_PX}px` },
      );
      observer.observe(end);
    };
    observe();
    window.addEventListener('resize', observe);
    return () => {
      window.removeEventListener('resize', observe);
      observer?.disconnect();
    };
  }, [hasMore, isFetching, itemCount]);

  return sentinel;
}
