import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './PageSection.module.css';

export interface PageProps {
  children: ReactNode;
  /** A single column of form width. */
  narrow?: boolean;
  className?: string;
}

/** The content column of a page inside the main layout. */
export function Page({ children, narrow = false, className }: PageProps) {
  return <div className={clsx(styles.page, narrow && styles.narrow, className)}>{children}</div>;
}

/** Quiet text: loading fallbacks and empty states. */
export function MutedText({ children }: { children: ReactNode }) {
  return <p className={styles.muted}>{children}</p>;
}
