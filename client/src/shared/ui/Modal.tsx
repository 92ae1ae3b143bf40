import clsx from 'clsx';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IoClose } from 'react-icons/io5';
import styles from './Modal.module.css';
import { useTranslation } from '../i18n';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `wide`: up to 64rem, full screen under 640px (e.g. the comments overlay). */
  size?: 'default' | 'wide';
}

/** Dialogs open now: the app behind stays out of reach until the last one closes. */
let dialogsOpen = 0;

/**
 * Puts the app behind the dialogs (`#root`; dialogs are portaled beside it) out of reach: Tab
 * cycles within the dialog, and screen readers read only it. Returns the undo.
 */
function holdBackground(): () => void {
  const app = document.getElementById('root');
  dialogsOpen += 1;
  app?.setAttribute('inert', '');
  return () => {
    dialogsOpen -= 1;
    if (dialogsOpen === 0) app?.removeAttribute('inert');
  };
}

/**
 * Accessible dialog rendered in a portal; closes with its X button, Escape or a backdrop click.
 * Focus moves into it, stays in it, and goes back to what had it when it closes.
 */
export function Modal({ open, title, onClose, children, size = 'default' }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const opener = document.activeElement;
    const releaseBackground = holdBackground();
    dialogRef.current?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
      releaseBackground();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={clsx(styles.dialog, size === 'wide' && styles.wide)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('common:close')}
            onClick={onClose}
          >
            <IoClose aria-hidden="true" />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
