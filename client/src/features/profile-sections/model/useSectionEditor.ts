import { useState } from 'react';
import toast from 'react-hot-toast';
import { i18n } from '@/shared/i18n';
import { toastError } from '@/shared/ui';

interface Options<P, D> {
  /** The loaded section, undefined while loading or when absent. */
  profile: P | undefined;
  toDraft: (profile: P) => D;
  /** Open in edit mode as soon as the section has loaded (right after adding it). */
  startEditing: boolean;
  remove: () => Promise<{ message?: string }>;
  /** The section's name, in the Remove confirmation. */
  title: string;
  /** Toast texts for Remove: success when the server sends no message, and the fallback error. */
  removed: string;
  removeFailed: string;
}

export const removeConfirmation = (title: string) =>
  i18n.t('profile:sections.removeConfirm', { title });

/**
 * What Fan, Player and Coach sections share: the draft that is the edit mode, its error line,
 * the optional auto-open after adding, and Remove (after a confirmation) with its toasts. Returns the SectionFrame
 * handlers ready to spread.
 */
export function useSectionEditor<P, D>(options: Options<P, D>) {
  const { profile, toDraft, startEditing, remove, title, removed, removeFailed } = options;
  const [draft, setDraft] = useState<D | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [autoOpened, setAutoOpened] = useState(false);
  if (startEditing && !autoOpened && profile) {
    setAutoOpened(true);
    setDraft(toDraft(profile));
  }

  const onRemove = async () => {
    // Removing deletes what the section holds: ask first.
    if (!window.confirm(removeConfirmation(title))) return;
    try {
      const result = await remove();
      toast.success(result.message ?? removed);
    } catch (err) {
      toastError(err, removeFailed);
    }
  };

  return {
    draft,
    setDraft,
    error,
    setError,
    frame: {
      editing: draft !== null,
      ready: Boolean(profile),
      onEdit: () => profile && setDraft(toDraft(profile)),
      onCancel: () => {
        setDraft(null);
        setError(null);
      },
      onRemove: () => void onRemove(),
    },
  };
}
