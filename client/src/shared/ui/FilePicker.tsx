import { useEffect, useId, useMemo, useRef, type ChangeEvent, type ReactNode } from 'react';
import { IoClose, IoImagesOutline } from 'react-icons/io5';
import styles from './FilePicker.module.css';
import { useTranslation } from '../i18n';

export interface FilePickerProps {
  /** Accessible name of the file input, e.g. 'Banner image'. */
  label: string;
  /** Text of the empty drop zone, e.g. 'Add a photo or video'. */
  prompt: string;
  accept: string;
  /** The chosen file (the caller validates it in `onPick`). */
  file: File | null;
  /** How to preview the chosen file. */
  kind: 'image' | 'video' | null;
  onPick: (file: File) => void;
  onClear: () => void;
  error?: string;
  /** Alt text of an image preview. */
  previewAlt?: string;
  /**
   * The chosen picture cannot be shown (its bytes are not what its name and type say): the caller
   * refuses it as it refuses a wrong type, rather than leave a broken preview.
   */
  onUnreadable?: () => void;
  icon?: ReactNode;
}

function previewUrl(file: File | null): string | null {
  if (!file || typeof URL.createObjectURL !== 'function') return null;
  return URL.createObjectURL(file);
}

/**
 * A drop zone that opens the file chooser, then a preview of the chosen picture or video with a
 * remove button. Used by the create-post and create-community forms.
 */
export function FilePicker({
  label,
  prompt,
  accept,
  file,
  kind,
  onPick,
  onClear,
  error,
  previewAlt,
  onUnreadable,
  icon = <IoImagesOutline aria-hidden="true" />,
}: FilePickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const url = useMemo(() => previewUrl(file), [file]);

  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Cleared at once: choosing the same file again after a refusal still fires a change.
    event.target.value = '';
    if (picked) onPick(picked);
  };

  const clear = () => {
    onClear();
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.media}>
      {file ? (
        <div className={styles.preview}>
          {kind === 'image' && url && (
            <img src={url} alt={previewAlt ?? t('common:file.previewAlt')} onError={onUnreadable} />
          )}
          {kind === 'video' && url && (
            <video
              src={url}
              controls
              preload="metadata"
              aria-label={t('common:media.videoPreview')}
            />
          )}
          <span className={styles.fileName}>{file.name}</span>
          <button
            type="button"
            className={styles.remove}
            aria-label={t('common:media.remove')}
            onClick={clear}
          >
            <IoClose aria-hidden="true" />
          </button>
        </div>
      ) : (
        <label htmlFor={inputId} className={styles.picker}>
          {icon}
          <span>{prompt}</span>
        </label>
      )}
      <input
        ref={input}
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept={accept}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        onChange={onChange}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
