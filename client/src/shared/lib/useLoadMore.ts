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

/** Whether `element` cuts off what overflows it (scrolls or hides it): the user sees only its box. */
function clipsContent(element: Element): boolean {
  const { overflow, overflowX, overflowY } = getComputedStyle(element);
  return /auto|scroll|hidden|clip|overlay/.test(`${overflow} ${overflowX} ${overflowY}`);
}

/**
 * The ancestors of `element` that scroll or clip it: what the user sees of it is the window cut
 * to each of them. Looked for when the list mounts and on each resize, since a media query may
 * turn a box into a scroller (a swipe track on a phone) or back; not on every scroll event.
 */
function clippingAncestors(element: Element): Element[] {
  const boxes: Element[] = [];
  // The overflow of <body> and <html> belongs to the window, already counted.
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    if (clipsContent(box)) boxes.push(box);
  }
  return boxes;
}

/** The bottom and right edges of what the user sees: the window, cut to each of `boxes`. */
function visibleEdges(boxes: Element[]): { bottom: number; right: number } {
  let bottom = window.innerHeight;
  let right = window.innerWidth;
  for (const box of boxes) {
    const rect = box.getBoundingClientRect();
    bottom = Math.min(bottom, rect.bottom);
    right = Math.min(right, rect.right);
  }
  return { bottom, right };
}

/**
 * The one infinite-scroll mechanism: returns a ref for an element placed right after a list's
 * last item; whenever that element comes within 100px of what the user sees (on
 * scroll, on resize, and right after a page lands, since a page that does not fill the screen
 * cannot be scrolled), the next page is asked for. Measuring the list's own end, not the page's,
 * lets several lists on one page each page on their own. The boxes the list scrolls in (the
 * window, a chat list, a modal, a swipe track) are found, not passed: a list that scrolls in a
 * box of its own cannot be left stuck at its first page by a forgotten prop.
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
    let clippers: Element[] | null = null;
    const check = () => {
      const end = sentinel.current;
      if (!end || !hasMore || isFetching) return;
      clippers ??= clippingAncestors(end);
      // A list running down the page and a swipe track running across both count.
      const box = end.getBoundingClientRect();
      const view = visibleEdges(clippers);
      const ahead = Math.max(box.top - view.bottom, box.left - view.right);
      if (ahead <= LOAD_MORE_THRESHOLD_PX) load.current();
    };
    const onResize = () => {
      clippers = null;
      check();
    };
    // Scroll events do not bubble, but every one passes the window while capturing: this hears
    // the page and any box the list scrolls in, whichever it is.
    window.addEventListener('scroll', check, { capture: true, passive: true });
    window.addEventListener('resize', onResize);
    check();
    return () => {
      window.removeEventListener('scroll', check, { capture: true });
      window.removeEventListener('resize', onResize);
    };
  }, [hasMore, isFetching, itemCount]);

  return sentinel;
}
