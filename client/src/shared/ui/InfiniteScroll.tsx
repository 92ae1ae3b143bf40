import type { ReactNode } from 'react';
import { useLoadMore } from '../lib/useLoadMore';
import styles from './InfiniteScroll.module.css';
import { useTranslation } from '../i18n';

export interface InfiniteScrollProps {
  /** The list (already rendered items). */
  children: ReactNode;
  hasMore: boolean;
  isFetchingMore: boolean;
  onLoadMore: () => void;
  itemCount: number;
}

/**
 * A list that pages to its end: the next page loads when the list's end comes within 100px of
 * the bottom of the view (SPEC §9), be it the page or a box the list scrolls in, with a
 * 'Loading...' line while it comes.
 */
export function InfiniteScroll({
  children,
  hasMore,
  isFetchingMore,
  onLoadMore,
  itemCount,
}: InfiniteScrollProps) {
  const { t } = useTranslation();
  const end = useLoadMore({ hasMore, isFetching: isFetchingMore, onLoadMore, itemCount });
  return (
    <>
      {children}
      <div ref={end} className={styles.end} data-list-end="" aria-hidden="true" />
      {isFetchingMore && (
        <p className={styles.loading} role="status">
          {t('common:loadingMore')}
        </p>
      )}
    </>
  );
}
