import { act, renderHook } from '@testing-library/react';
import { useHistoryScroll } from './useHistoryScroll';

/** A scroller whose sizes the test sets (jsdom lays nothing out). */
function makeScroller(sizes: { scrollHeight: number; clientHeight: number; scrollTop: number }) {
  const el = document.createElement('div');
  Object.defineProperty(el, 'scrollHeight', { get: () => sizes.scrollHeight });
  Object.defineProperty(el, 'clientHeight', { get: () => sizes.clientHeight });
  Object.defineProperty(el, 'scrollTop', {
    get: () => sizes.scrollTop,
    set: (top: number) => {
      sizes.scrollTop = Math.min(Math.max(0, top), sizes.scrollHeight - sizes.clientHeight);
    },
  });
  el.scrollTo = ((options: ScrollToOptions) => {
    el.scrollTop = options.top ?? 0;
  }) as typeof el.scrollTo;
  return el;
}

let resized: (() => void) | null = null;
beforeEach(() => {
  resized = null;
  globalThis.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      resized = () => callback([], this as unknown as ResizeObserver);
    }
    observe() {}
    unobserve() {}
    disconnect() {
      resized = null;
    }
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

function mount(el: HTMLElement) {
  return renderHook(() =>
    useHistoryScroll({
      scroller: { current: el },
      firstId: 'm1',
      lastId: 'm40',
      lastIsMine: false,
      hasOlder: false,
      loadingOlder: false,
      loadOlder: jest.fn(),
    }),
  );
}

describe('useHistoryScroll, when the view changes height', () => {
  it('keeps a reader at the end at the end as the composer grows over the list (375px)', () => {
    const sizes = { scrollHeight: 3000, clientHeight: 500, scrollTop: 0 };
    const el = makeScroller(sizes);
    mount(el);
    expect(sizes.scrollTop).toBe(2500); // opened at the end

    // Four lines typed with Shift+Enter: the composer takes 72px more from the list.
    sizes.clientHeight = 428;
    act(() => resized?.());
    expect(sizes.scrollHeight - sizes.scrollTop - sizes.clientHeight).toBe(0);

    // Sent: the composer shrinks back, still at the end.
    sizes.clientHeight = 500;
    act(() => resized?.());
    expect(sizes.scrollHeight - sizes.scrollTop - sizes.clientHeight).toBe(0);
  });

  it('a scroll event sent before the resize is reported does not count as the reader moving', () => {
    const sizes = { scrollHeight: 3000, clientHeight: 500, scrollTop: 0 };
    const el = makeScroller(sizes);
    const { result } = mount(el);
    // A long paste: the composer grows 120px; a scroll event of that frame comes first.
    sizes.clientHeight = 380;
    act(() => result.current());
    act(() => resized?.());
    expect(sizes.scrollHeight - sizes.scrollTop - sizes.clientHeight).toBe(0);
  });

  it('a reader near the end keeps the same view of it', () => {
    const sizes = { scrollHeight: 3000, clientHeight: 500, scrollTop: 0 };
    const el = makeScroller(sizes);
    const { result } = mount(el);
    sizes.scrollTop = 2400; // 100px above the end
    act(() => result.current());

    sizes.clientHeight = 428;
    act(() => resized?.());
    expect(sizes.scrollHeight - sizes.scrollTop - sizes.clientHeight).toBe(100);
  });

  it('leaves a reader far up in the history where they are', () => {
    const sizes = { scrollHeight: 3000, clientHeight: 500, scrollTop: 0 };
    const el = makeScroller(sizes);
    const { result } = mount(el);
    sizes.scrollTop = 800;
    act(() => result.current());

    sizes.clientHeight = 428;
    act(() => resized?.());
    expect(sizes.scrollTop).toBe(800);
  });
});
