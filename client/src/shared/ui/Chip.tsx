import clsx from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Chip.module.css';

export interface ChipProps {
  children: ReactNode;
  className?: string;
}

/** A small read-only pill (a team, a language, a position). */
export function Chip({ children, className }: ChipProps) {
  return <span className={clsx(styles.chip, className)}>{children}</span>;
}

export interface ToggleChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
}

/** A pill that toggles on and off (aria-pressed). */
export function ToggleChip({
  pressed,
  onPressedChange,
  className,
  children,
  ...rest
}: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={clsx(styles.chip, styles.toggle, pressed && styles.pressed, className)}
      onClick={() => onPressedChange(!pressed)}
      {...rest}
    >
      {children}
    </button>
  );
}
