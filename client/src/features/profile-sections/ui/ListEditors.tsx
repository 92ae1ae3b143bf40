import { IoClose } from 'react-icons/io5';
import type { ReactNode } from 'react';
import { Button } from '@/shared/ui';
import styles from './Editors.module.css';

export interface RowsEditorProps<T> {
  legend: string;
  rows: T[];
  onChange: (rows: T[]) => void;
  blank: () => T;
  addLabel: string;
  /** Inputs of row i; `update` merges a patch into it. */
  renderRow: (row: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
  removeLabel: (index: number) => string;
}

/** Editable rows with add and remove (teams, languages, socials, history). */
export function RowsEditor<T>({
  legend,
  rows,
  onChange,
  blank,
  addLabel,
  renderRow,
  removeLabel,
}: RowsEditorProps<T>) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {rows.map((row, index) => (
        <div className={styles.row} key={index}>
          {renderRow(row, index, (patch) =>
            onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r))),
          )}
          <button
            type="button"
            className={styles.remove}
            aria-label={removeLabel(index)}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <IoClose aria-hidden="true" />
          </button>
        </div>
      ))}
      <Button variant="ghost" className={styles.add} onClick={() => onChange([...rows, blank()])}>
        {addLabel}
      </Button>
    </fieldset>
  );
}

export interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: string;
  inputMode?: 'numeric' | 'text' | 'url';
}

/** A compact input whose label is for assistive tech only (the row has a visible legend). */
export function RowInput({ label, value, onChange, placeholder, type, inputMode }: TextInputProps) {
  return (
    <input
      className={styles.input}
      aria-label={label}
      value={value}
      placeholder={placeholder ?? label}
      type={type ?? 'text'}
      inputMode={inputMode}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
