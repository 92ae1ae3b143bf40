import type { ReactNode } from 'react';
import styles from './UserCardList.module.css';

/** A vertical list of user cards (the cards are `li`). */
export function UserCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
