import { useMemo, type ComponentType } from 'react';
import { i18n, useTranslation } from '@/shared/i18n';
import { toastFlow } from '@/shared/lib';
import { useSectionEditor } from '../model/useSectionEditor';
import { SectionFrame } from './SectionFrame';
import styles from './Editors.module.css';

export interface SectionProps {
  userId: string;
  /** Only the owner edits. */
  editable: boolean;
  /** Open in edit mode (right after adding it). */
  startEditing?: boolean;
}

/** A section's data and its two writes, as its API slice gives them. */
export interface SectionData<P, D> {
  profile: P | undefined;
  isLoading: boolean;
  saving: boolean;
  removing: boolean;
  save: (draft: D) => Promise<unknown>;
  remove: () => Promise<{ message?: string }>;
}

export interface DraftFieldsProps<D> {
  draft: D;
  setDraft: (draft: D) => void;
}

/** What makes Fan, Player and Coach differ; the form around them is one. */
export interface SectionDefinition<P, D> {
  /**
   * Message keys, not texts: they are read when shown, so they follow the app's language.
   * The title is the frame's heading and the Remove confirmation's name.
   */
  title: string;
  texts: { saved: string; saveFailed: string; removed: string; removeFailed: string };
  useData: (userId: string) => SectionData<P, D>;
  toDraft: (profile: P) => D;
  /** Why a draft cannot be saved (the form's error line), or null when it can. */
  check?: (draft: D) => string | null;
  View: ComponentType<{ profile: P }>;
  Fields: ComponentType<DraftFieldsProps<D>>;
}

/**
 * A profile section on the profile page: its view, Edit into a draft of its fields, Save with the
 * section's toasts, Cancel, and Remove after a confirmation.
 */
export function ProfileSectionForm<P, D>({
  definition,
  userId,
  editable,
  startEditing = false,
}: SectionProps & { definition: SectionDefinition<P, D> }) {
  const { t } = useTranslation();
  const { texts, useData, toDraft, check, View, Fields } = definition;
  const title = t(definition.title);
  const data = useData(userId);
  const saveToasts = useMemo(() => toastFlow(`section:${definition.title}`), [definition.title]);
  const { draft, setDraft, error, setError, frame } = useSectionEditor({
    profile: data.profile,
    toDraft,
    startEditing,
    remove: data.remove,
    title,
    removed: t(texts.removed),
    removeFailed: t(texts.removeFailed),
  });

  const save = async () => {
    if (!draft) return;
    const problem = check?.(draft) ?? null;
    setError(problem);
    if (problem) return;
    try {
      await data.save(draft);
      saveToasts.success(i18n.t(texts.saved));
      setDraft(null);
    } catch (failure) {
      saveToasts.error(i18n.t(texts.saveFailed), failure);
    }
  };

  return (
    <SectionFrame
      title={title}
      editable={editable}
      saving={data.saving}
      removing={data.removing}
      {...frame}
      onSave={() => void save()}
    >
      {data.isLoading && <p className={styles.muted}>{t('profile:sections.loading')}</p>}
      {!draft && data.profile && <View profile={data.profile} />}
      {draft && (
        <div className={styles.form}>
          <Fields draft={draft} setDraft={setDraft} />
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </SectionFrame>
  );
}
