import clsx from 'clsx';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { IoChevronBack, IoChevronForward } from 'react-icons/io5';
import { useLoadMore } from '../lib';
import styles from './SwipeDeck.module.css';
import { useTranslation } from '../i18n';

export interface SwipeDeckProps<T> {
  /** Accessible name of the list, e.g. 'Your Communities'. */
  label: string;
  items: T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** More pages on the server: read when the end of the list comes near. */
  hasMore?: boolean;
  isFetchingMore?: boolean;
  onLoadMore?: () => void;
  className?: string;
}

/**
 * A grid of cards on wide screens; under 640px one card at a time that the user swipes through
 * (native scroll snapping, so touch, trackpad and keyboard all work) or steps with the buttons.
 * Either way the next page is read as the end of the list comes into view.
 */
export function SwipeDeck<T>({
  label,
  items,
  getKey,
  renderItem,
  hasMore = false,
  isFetchingMore = false,
  onLoadMore,
  className,
}: SwipeDeckProps<T>) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const last = items.length - 1;
  // The list can shrink under the viewer (a card deleted, left or joined away): the track's scroll
  // is then clamped by the browser to its new end, and the position has to follow it there.
  if (index > 0 && index > last) setIndex(Math.max(last, 0));
  const loadMore = useCallback(() => {
    if (hasMore && !isFetchingMore) onLoadMore?.();
  }, [hasMore, isFetchingMore, onLoadMore]);
  const sentinel = useLoadMore<HTMLLIElement>({
    hasMore,
    isFetching: isFetchingMore,
    onLoadMore: loadMore,
    itemCount: items.length,
  });

  const cardWidth = () => {
    const first = track.current?.firstElementChild as HTMLElement | null;
    return first ? first.getBoundingClientRect().width : 0;
  };
  const gap = () => parseFloat(getComputedStyle(track.current as Element).columnGap) || 0;

  const onScroll = () => {
    const width = cardWidth();
    if (!track.current || width <= 0) return;
    setIndex(Math.round(track.current.scrollLeft / (width + gap())));
  };

  const go = (to: number) => {
    const width = cardWidth();
    const target = Math.max(0, Math.min(to, items.length - 1));
    track.current?.scrollTo({ left: target * (width + gap()), behavior: 'smooth' });
    setIndex(target);
    if (to >= items.length - 1) loadMore();
  };

  return (
    <div className={clsx(styles.deck, className)}>
      <ul ref={track} className={styles.track} aria-label={label} onScroll={onScroll}>
        {items.map((item) => (
          <li key={getKey(item)} className={styles.item}>
            {renderItem(item)}
          </li>
        ))}
        {hasMore && <li ref={sentinel} className={styles.sentinel} aria-hidden="true" />}
      </ul>
      {isFetchingMore && (
        <p className={styles.loading} role="status">
          {t('common:loadingMore')}
        </p>
      )}
      {items.length > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.step}
            aria-label={`Previous in ${label}`}
            disabled={index <= 0}
            onClick={() => go(index - 1)}
          >
            <IoChevronBack aria-hidden="true" />
          </button>
          <span className={styles.position} aria-live="polite">
            {index + 1} / {items.length}
            {hasMore ? '+' : ''}
          </span>
          <button
            type="button"
            className={styles.step}
            aria-label={`Next in ${label}`}
            disabled={index >= last && !hasMore}
            onClick={() => go(index + 1)}
          >
            <IoChevronForward aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
