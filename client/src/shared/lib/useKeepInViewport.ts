import { useLayoutEffect, type RefObject } from 'react';

const MARGIN_PX = 8;

/**
 * Slides an open popup (a dropdown menu) sideways just enough to stay inside the window: a menu
 * anchored to a button on the right runs off the left edge on a 375px screen otherwise. Runs
 * before paint, so the menu never shows cut.
 */
export function useKeepInViewport(ref: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!open || !el) return;
    el.style.transform = '';
    const rect = el.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth || window.innerWidth;
    let shift = 0;
    if (rect.left < MARGIN_PX) shift = MARGIN_PX - rect.left;
    else if (rect.right > viewport - MARGIN_PX) shift = viewport - MARGIN_PX - rect.right;
    if (shift) el.style.transform = `translateX(${Math.round(shift)}px)`;
  }, [ref, open]);
}
