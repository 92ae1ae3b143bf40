import { useId } from 'react';
import { IoSearch } from 'react-icons/io5';
import styles from './SearchField.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface SearchFieldProps {
  /** The field's accessible name, read by screen readers; the icon stands for it on screen. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  autoFocus?: boolean;
  className?: string;
}

/** The one search box: a magnifier, a pill-shaped input, and Enter that never reloads the page. */
export function SearchField({ label, onChange, className, ...input }: SearchFieldProps) {
  const id = useId();
  return (
    <form
      className={[styles.search, className].filter(Boolean).join(' ')}
      role="search"
      onSubmit={(e) => e.preventDefault()}
    >
      <label htmlFor={id} className={styles.icon}>
        <IoSearch aria-hidden="true" />
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
    </form>
  );
}
