import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import buttonStyles from './Button.module.css';
import styles from './FileButton.module.css';
import { useTranslation } from '../i18n';

export interface FileButtonProps {
  /** The button's text, also the input's accessible name. */
  label: string;
  accept: string;
  onFile: (file: File | undefined) => void;
  /** The picked file's name; `placeholder` shows until there is one. */
  fileName?: string | null;
  placeholder?: string;
  icon?: ReactNode;
  disabled?: boolean;
}

/**
 * A file input that looks like the app's buttons in both themes: the native control (its
 * unstyled 'Choose File' box) stays in the page for keyboard and screen readers but is not
 * painted; its label is the visible button.
 */
export function FileButton({
  label,
  accept,
  onFile,
  fileName,
  placeholder,
  icon,
  disabled,
}: FileButtonProps) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <input
        id={id}
        className={styles.input}
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <label htmlFor={id} className={clsx(buttonStyles.button, buttonStyles.secondary)}>
        {icon}
        {label}
      </label>
      <span className={styles.name} title={fileName ?? undefined}>
        {fileName ?? placeholder ?? t('common:file.noneChosen')}
      </span>
    </div>
  );
}
