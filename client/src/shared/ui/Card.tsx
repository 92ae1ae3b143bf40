import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  title?: ReactNode;
  /** Buttons on the title row. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Accessible name of the region (defaults to nothing when there is no string title). */
  label?: string;
}

/** A titled surface used by profile sections and lists. */
export function Card({ title, actions, children, className, label }: CardProps) {
  const name = label ?? (typeof title === 'string' ? title : undefined);
  return (
    <section className={clsx(styles.card, className)} aria-label={name}>
      {(title || actions) && (
        <header className={styles.header}>
          {title && <h2 className={styles.title}>{title}</h2>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
