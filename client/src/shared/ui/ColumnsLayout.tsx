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
  // Without a side (a restricted profile), main takes the whole width under the header.
  const hasSide = side !== null && side !== undefined && side !== false;
  const layout = !hasSide
    ? styles.layoutSingle
    : sidePosition === 'left'
      ? styles.layoutLeft
      : styles.layoutRight;
  return (
    <div className={layout}>
      {header && <div className={styles.header}>{header}</div>}
      {hasSide && <div className={styles.side}>{side}</div>}
      <div className={styles.main}>{main}</div>
    </div>
  );
}
