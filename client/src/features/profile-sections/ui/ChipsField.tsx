import { ToggleChip } from '@/shared/ui';
import { toggleIn } from '../lib/toggle';
import styles from './Editors.module.css';

interface ChipsFieldProps<T extends string> {
  legend: string;
  options: readonly T[];
  selected: T[];
  onChange: (selected: T[]) => void;
  /** How an option reads (the stored codes are not the words shown). */
  label?: (option: T) => string;
}

/** A choice of several from a fixed list, as toggle chips under a legend. */
export function ChipsField<T extends string>({
  legend,
  options,
  selected,
  onChange,
  label = (option) => option,
}: ChipsFieldProps<T>) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <ToggleChip
            key={option}
            pressed={selected.includes(option)}
            onPressedChange={(on) => onChange(toggleIn(selected, option, on))}
          >
            {label(option)}
          </ToggleChip>
        ))}
      </div>
    </fieldset>
  );
}
