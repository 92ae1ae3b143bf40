import clsx from 'clsx';
import { badgeText } from '../lib';
import styles from './CountBadge.module.css';

export interface CountBadgeProps {
  count: number | undefined;
  className?: string;
  /** Read out instead of the number (e.g. '3 unread messages'); without it the badge is hidden
   * from screen readers, for entries whose own name already says the count. */
  label?: string;
}

/** The small red count bubble on an icon or a list row; nothing when the count is 0. */
export function CountBadge({ count, className, label }: CountBadgeProps) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span
      className={clsx(styles.badge, className)}
      {...(label ? { 'aria-label': label } : { 'aria-hidden': true })}
      data-count-badge=""
    >
      {text}
    </span>
  );
}
