import clsx from 'clsx';
import { IoFootball } from 'react-icons/io5';
import styles from './Logo.module.css';

export interface LogoProps {
  compact?: boolean;
  className?: string;
  /** Extra class for the word mark, e.g. to fade it out in a collapsed rail. */
  wordClassName?: string;
}

/** Text logo; `compact` shows only the ball. */
export function Logo({ compact = false, className, wordClassName }: LogoProps) {
  return (
    <span className={clsx(styles.logo, className)}>
      <IoFootball className={styles.ball} aria-hidden="true" />
      <span className={clsx(styles.word, compact && styles.hidden, wordClassName)}>
        Sports<span className={styles.accent}>Net</span>
      </span>
    </span>
  );
}
