import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** SPEC §9: the view follows new messages while within this distance of the end. */
export const AUTO_SCROLL_THRESHOLD_PX = 150;
/** Older messages are asked for when the top is this close. */
const LOAD_OLDER_THRESHOLD_PX = 80;

interface Options {
  scroller: RefObject<HTMLElement | null>;
  firstId: string | undefined;
  lastId: string | undefined;
  lastIsMine: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

interface ViewState {
  height: number;
  top: number;
  /** How far the end of the history is below the visible part (0: at the end). */
  belowView: number;
  nearEnd: boolean;
}

function measure(el: HTMLElement): ViewState {
  const belowView = Math.max(0, el.scrollHeight - el.scrollTop - el.clientHeight);
  return {
    height: el.scrollHeight,
    top: el.scrollTop,
    belowView,
    nearEnd: belowView <= AUTO_SCROLL_THRESHOLD_PX,
  };
}

/** Where the scroller should stand after the messages changed, or null to leave it. */
function nextScrollTop(
  el: HTMLElement,
  before: ViewState,
  prev: { firstId?: string; lastId?: string },
  now: { firstId?: string; lastId?: string; lastIsMine: boolean },
): number | null {
  // The first page: start at the end.
  if (!prev.lastId && now.lastId) return el.scrollHeight;
  // Older messages came in above: stay on the message the reader was looking at.
  if (now.firstId !== prev.firstId && now.lastId === prev.lastId) {
    return el.scrollHeight - before.height + before.top;
  }
  if (now.lastId !== prev.lastId && (before.nearEnd || now.lastIsMine)) return el.scrollHeight;
  return null;
}

/**
 * The scroll rules of a conversation (SPEC §4): start at the end; keep the reader's place when
 * older messages are put above; follow a new message when the reader was within 150px of the
 * end or wrote it; ask for older messages near the top while pages remain. When the view itself
 * changes height (the composer grows a line, a phone's keyboard opens) a reader following the
 * end keeps the same view of it: at the end stays at the end. Answers the scroller's onScroll
 * handler.
 */
export function useHistoryScroll({
  scroller,
  firstId,
  lastId,
  lastIsMine,
  hasOlder,
  loadingOlder,
  loadOlder,
}: Options): () => void {
  const before = useRef<ViewState>({ height: 0, top: 0, belowView: 0, nearEnd: true });
  const seen = useRef<{ firstId?: string; lastId?: string }>({});
  // The view's height as last handled; null until the resize observer is watching.
  const viewHeight = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const top = nextScrollTop(el, before.current, seen.current, { firstId, lastId, lastIsMine });
    if (top !== null) el.scrollTo({ top });
    seen.current = { firstId, lastId };
    before.current = measure(el);
  }, [firstId, lastId, lastIsMine, scroller]);

  // A shorter view would otherwise keep its top and let the newest messages slip below it (no
  // scroll event says so): the bottom is what a reader at the end is looking at, so it stays.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    viewHeight.current = el.clientHeight;
    const observer = new ResizeObserver(() => {
      if (el.clientHeight === viewHeight.current) return;
      viewHeight.current = el.clientHeight;
      const { nearEnd, belowView } = before.current;
      if (nearEnd) el.scrollTop = Math.max(0, el.scrollHeight - el.clientHeight - belowView);
      before.current = measure(el);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      viewHeight.current = null;
    };
  }, [scroller]);

  return () => {
    const el = scroller.current;
    if (!el) return;
    // A scroll event of the frame in which the view changed height (browsers send scroll events
    // before resize observations) would take the slipped view for the reader's place.
    if (viewHeight.current === null || el.clientHeight === viewHeight.current) {
      before.current = measure(el);
    }
    if (el.scrollTop <= LOAD_OLDER_THRESHOLD_PX && hasOlder && !loadingOlder) loadOlder();
  };
}
