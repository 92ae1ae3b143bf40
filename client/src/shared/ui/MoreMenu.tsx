import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { IoEllipsisHorizontal } from 'react-icons/io5';
import { useKeepInViewport } from '../lib/useKeepInViewport';
import styles from './MoreMenu.module.css';

export interface MoreMenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

export interface MoreMenuProps {
  items: MoreMenuItem[];
  /** Accessible name of the three-dot button. */
  label?: string;
  className?: string;
}

/** A three-dot button opening a small menu; closes on choice, outside click or Escape. */
export function MoreMenu({ items, label = 'More options', className }: MoreMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  useKeepInViewport(menuRef, open);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (items.length === 0) return null;

  return (
    <div ref={rootRef} className={clsx(styles.root, className)}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <IoEllipsisHorizontal aria-hidden="true" />
      </button>
      {open && (
        <ul id={menuId} role="menu" className={styles.menu} ref={menuRef}>
          {items.map((item) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                className={clsx(styles.item, item.danger && styles.danger)}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
