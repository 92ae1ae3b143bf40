import clsx from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './ActionButton.module.css';

export interface ActionButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children'
> {
  /** Accessible name, e.g. 'Like' (with the count after it when there is one: 'Like 3'). */
  label: string;
  icon: ReactNode;
  /** Shown beside the icon when given. */
  count?: number;
  /** Toggle buttons report their state (aria-pressed) and take the accent colour. */
  pressed?: boolean;
  tone?: 'default' | 'like';
}

/** A round icon button with an optional counter: the post card's like, comment, save, ... */
export function ActionButton({
  label,
  icon,
  count,
  pressed,
  tone = 'default',
  className,
  type = 'button',
  ...rest
}: ActionButtonProps) {
  return (
    <button
      type={type}
      className={clsx(styles.action, pressed && styles.pressed, styles[tone], className)}
      // The count is part of the name: what is seen is what is heard (and what voice control says).
      aria-label={count === undefined ? label : `${label} ${count}`}
      aria-pressed={pressed}
      {...rest}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      {count !== undefined && <span className={styles.count}>{count}</span>}
    </button>
  );
}
