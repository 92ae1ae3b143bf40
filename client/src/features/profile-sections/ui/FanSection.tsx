import {
  FanProfileView,
  normaliseFanProfile,
  useFanProfileQuery,
  type FanProfileInput,
} from '@/entities/profile';
import { toastFlow } from '@/shared/lib';
import { useEditFanProfileMutation, useRemoveFanProfileMutation } from '../api/sectionsApi';
import { RowInput, RowsEditor } from './ListEditors';
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

interface Draft {
  favouriteTeams: { value: string }[];
  languages: { value: string }[];
  socials: { platform: string; url: string }[];
}

const toDraft = (fan: FanProfileInput): Draft => ({
  favouriteTeams: fan.favouriteTeams.map((value) => ({ value })),
  languages: fan.languages.map((value) => ({ value })),
  socials: fan.socials.map((s) => ({ ...s })),
});

const saveToasts = toastFlow('section-fan');
export function FanSection({ userId, editable, startEditing = false }: SectionProps) {
  const { data: fan, isLoading } = useFanProfileQuery(userId);
  const [editFan, { isLoading: saving }] = useEditFanProfileMutation();
  const [removeFan, { isLoading: removing }] = useRemoveFanProfileMutation();
  const { draft, setDraft, frame } = useSectionEditor({
    profile: fan,
    toDraft,
    startEditing,
    remove: () => removeFan({ userId }).unwrap(),
    title: 'Fan Profile',
    removed: 'Fan profile removed',
    removeFailed: 'Could not remove the fan profile',
  });

  const save = async () => {
    if (!draft) return;
    const body = normaliseFanProfile({
      favouriteTeams: draft.favouriteTeams.map((t) => t.value),
      languages: draft.languages.map((l) => l.value),
      socials: draft.socials,
    });
    try {
      await editFan({ ...body, userId }).unwrap();
      saveToasts.success('Profile updated successfully!');
      setDraft(null);
    } catch (error) {
      saveToasts.error('Failed to update profile', error);
    }
  };

  return (
    <SectionFrame
      title="Fan Profile"
      editable={editable}
      saving={saving}
      removing={removing}
      {...frame}
      onSave={() => void save()}
    >
      {isLoading && <p className={styles.muted}>Loading...</p>}
      {!draft && fan && <FanProfileView fan={fan} />}
      {draft && (
        <div className={styles.form}>
          <RowsEditor
            legend="Favourite teams"
            rows={draft.favouriteTeams}
            onChange={(favouriteTeams) => setDraft({ ...draft, favouriteTeams })}
            blank={() => ({ value: '' })}
            addLabel="Add team"
            removeLabel={(i) => `Remove team ${i + 1}`}
            renderRow={(row, i, update) => (
              <RowInput
                label={`Team ${i + 1}`}
                value={row.value}
                onChange={(value) => update({ value })}
              />
            )}
          />
          <RowsEditor
            legend="Languages"
            rows={draft.languages}
            onChange={(languages) => setDraft({ ...draft, languages })}
            blank={() => ({ value: '' })}
            addLabel="Add language"
            removeLabel={(i) => `Remove language ${i + 1}`}
            renderRow={(row, i, update) => (
              <RowInput
                label={`Language ${i + 1}`}
                value={row.value}
                onChange={(value) => update({ value })}
              />
            )}
          />
          <RowsEditor
            legend="Socials"
            rows={draft.socials}
            onChange={(socials) => setDraft({ ...draft, socials })}
            blank={() => ({ platform: '', url: '' })}
            addLabel="Add social"
            removeLabel={(i) => `Remove social ${i + 1}`}
            renderRow={(row, i, update) => (
              <>
                <RowInput
                  label={`Platform ${i + 1}`}
                  value={row.platform}
                  onChange={(platform) => update({ platform })}
                />
                <RowInput
                  label={`URL ${i + 1}`}
                  value={row.url}
                  inputMode="url"
                  onChange={(url) => update({ url })}
                />
              </>
            )}
          />
        </div>
      )}
    </SectionFrame>
  );
}
