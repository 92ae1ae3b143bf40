import type { ReactNode } from 'react';
import styles from './ColumnsLayout.module.css';

export interface ColumnsLayoutProps {
  header?: ReactNode;
  side: ReactNode;
  main: ReactNode;
  /** Where the side column sits on wide screens. */
  sidePosition?: 'left' | 'right';
}

/** Header on top; side and main columns from 1024px, stacked (side first) below. */
export function ColumnsLayout({ header, side, main, sidePosition = 'left' }: ColumnsLayoutProps) {
  return (
    <div className={sidePosition === 'left' ? styles.layoutLeft : styles.layoutRight}>
      {header && <div className={styles.header}>{header}</div>}
      <div className={styles.side}>{side}</div>
      <div className={styles.main}>{main}</div>
    </div>
  );
}
