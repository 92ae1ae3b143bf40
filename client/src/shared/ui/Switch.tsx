import clsx from 'clsx';
import type { InputHTMLAttributes } from 'react';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role' | 'onChange'
> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off setting: a real checkbox (keyboard, forms and labels work as usual) drawn as a
 * track and thumb, announced as a switch. Label it by wrapping it in a `<label>` with its text.
 */
export function Switch({ checked, onChange, className, ...rest }: SwitchProps) {
  return (
    <span className={clsx(styles.switch, className)}>
      <input
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...rest}
      />
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </span>
  );
}
