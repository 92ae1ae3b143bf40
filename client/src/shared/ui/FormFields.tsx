import type { ReactNode } from 'react';
import styles from './FormFields.module.css';

export interface FormFieldProps {
  label: string;
  /** The field's message from the last check or the server, under it. */
  error?: string;
  /** The control the label names. */
  children: ReactNode;
}

/** A labelled control with its error line, in the shared form layout. */
export function FormField({ label, error, children }: FormFieldProps) {
  return (
    <label className={styles.field}>
      {label}
      {children}
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}

export interface ChoiceSelectProps<T extends string> {
  value: T;
  options: readonly T[];
  /** What a person reads for each option. */
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
}

/** One of a fixed list of values, as a select in the shared form layout. */
export function ChoiceSelect<T extends string>({
  value,
  options,
  optionLabel,
  onChange,
}: ChoiceSelectProps<T>) {
  return (
    <select
      className={styles.control}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </select>
  );
}
