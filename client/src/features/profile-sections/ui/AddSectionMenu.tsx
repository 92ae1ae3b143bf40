import { useEffect, useId, useRef, useState } from 'react';
import { IoAdd } from 'react-icons/io5';
import type { ProfileSections, SectionKind } from '@/entities/profile';
import { i18n, useTranslation } from '@/shared/i18n';
import { useKeepInViewport } from '@/shared/lib';
import { Button, toastError } from '@/shared/ui';
import {
  useAddCoachProfileMutation,
  useAddFanProfileMutation,
  useAddPlayerProfileMutation,
} from '../api/sectionsApi';
import { sectionMenuItems } from '../lib/menu';
import styles from './AddSectionMenu.module.css';

export interface AddSectionMenuProps {
  /** The owner (me). */
  userId: string;
  sections: ProfileSections | undefined;
  /** Called after the server created the section (e.g. to open it for editing). */
  onAdded?: (kind: SectionKind) => void;
}

export function AddSectionMenu({ userId, sections, onAdded }: AddSectionMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  useKeepInViewport(menuRef, open);
  const [addFan, fanState] = useAddFanProfileMutation();
  const [addPlayer, playerState] = useAddPlayerProfileMutation();
  const [addCoach, coachState] = useAddCoachProfileMutation();
  const busy = fanState.isLoading || playerState.isLoading || coachState.isLoading;

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const add = async (kind: SectionKind) => {
    setOpen(false);
    const action = kind === 'fan' ? addFan : kind === 'player' ? addPlayer : addCoach;
    try {
      await action({ userId }).unwrap();
      onAdded?.(kind);
    } catch (error) {
      toastError(error, i18n.t('profile:sections.addFailed'));
    }
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <Button
        variant="secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        loading={busy}
      >
        <IoAdd aria-hidden="true" />
        {t('profile:sections.add')}
      </Button>
      {open && (
        <div
          className={styles.menu}
          role="menu"
          id={menuId}
          aria-label={t('profile:sections.add')}
          ref={menuRef}
        >
          {sectionMenuItems(sections).map((item) => (
            <button
              key={item.kind}
              type="button"
              role="menuitem"
              className={styles.item}
              disabled={item.disabled}
              aria-disabled={item.disabled}
              onClick={() => void add(item.kind)}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
