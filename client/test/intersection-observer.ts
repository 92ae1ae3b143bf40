/**
 * jsdom has no IntersectionObserver and lays nothing out. This one answers from whatever
 * `getBoundingClientRect` a test gives the elements, as a browser would from its layout: a
 * target intersects when it comes within `rootMargin` of its root (the window when none), checked
 * on `observe` and on every scroll event, as layout changes reach a real observer.
 */
type Margin = { top: number; right: number; bottom: number; left: number };

function parseMargin(rootMargin = '0px'): Margin {
  const [top, right = top, bottom = top, left = right] = rootMargin
    .trim()
    .split(/\s+/)
    .map((part) => parseFloat(part) || 0);
  return { top, right, bottom, left };
}

const observers = new Set<FakeIntersectionObserver>();

export class FakeIntersectionObserver implements IntersectionObserver {
  readonly root: Element | Document | null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  private readonly targets = new Set<Element>();
  private readonly margin: Margin;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.root = options.root ?? null;
    this.rootMargin = options.rootMargin ?? '0px';
    this.margin = parseMargin(options.rootMargin);
  }

  observe(target: Element): void {
    this.targets.add(target);
    observers.add(this);
    this.report([target]);
  }

  unobserve(target: Element): void {
    this.targets.delete(target);
  }

  disconnect(): void {
    this.targets.clear();
    observers.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Tells the callback where each target stands now. */
  report(targets: Iterable<Element> = this.targets): void {
    const entries = [...targets].map((target) => this.entry(target));
    if (entries.length > 0) this.callback(entries, this);
  }

  private entry(target: Element): IntersectionObserverEntry {
    const box = target.getBoundingClientRect();
    const view =
      this.root instanceof Element
        ? this.root.getBoundingClientRect()
        : ({ top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth } as DOMRect);
    const isIntersecting =
      box.top <= view.bottom + this.margin.bottom &&
      box.bottom >= view.top - this.margin.top &&
      box.left <= view.right + this.margin.right &&
      box.right >= view.left - this.margin.left;
    return {
      target,
      isIntersecting,
      intersectionRatio: isIntersecting ? 1 : 0,
      boundingClientRect: box,
      intersectionRect: box,
      rootBounds: view,
      time: performance.now(),
    };
  }
}

/** Every live observer looks again, as after a layout change. */
export function reportIntersections(): void {
  for (const observer of [...observers]) observer.report();
}

export function installFakeIntersectionObserver(): void {
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
  window.addEventListener('scroll', reportIntersections, { capture: true, passive: true });
}
