import type { ReactNode } from 'react';
import type { InfiniteListProps } from '@/shared/api';
import { InfiniteScroll } from '@/shared/ui';
import styles from './UserCardList.module.css';

export interface UserCardListProps {
  label: string;
  children: ReactNode;
  /** Given for a list the server pages: it loads to its end as the reader scrolls. */
  paging?: InfiniteListProps;
}

/** A vertical list of user cards (the cards are `li`). */
export function UserCardList({ label, children, paging }: UserCardListProps) {
  const list = (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
  return paging ? <InfiniteScroll {...paging}>{list}</InfiniteScroll> : list;
}
