import {
  AGE_GROUPS,
  CoachProfileView,
  POSITIONS,
  useCoachProfileQuery,
  type AgeGroup,
  type CoachProfile,
  type Position,
} from '@/entities/profile';
import { toastFlow } from '@/shared/lib';
import { ToggleChip } from '@/shared/ui';
import { toggleIn } from '../lib/toggle';
import { useEditCoachProfileMutation, useRemoveCoachProfileMutation } from '../api/sectionsApi';
import type { SectionProps } from './FanSection';
import { RowInput, RowsEditor } from './ListEditors';
import { useSectionEditor } from '../model/useSectionEditor';
import { SectionFrame } from './SectionFrame';
import styles from './Editors.module.css';

interface Draft {
  coachingHistory: { teamName: string; years: string }[];
  positions: Position[];
  ageGroups: AgeGroup[];
}

const toDraft = (coach: CoachProfile): Draft => ({
  coachingHistory: coach.coachingHistory.map((h) => ({ ...h })),
  positions: [...(coach.recruitingInterests[0]?.positions ?? [])],
  ageGroups: [...(coach.recruitingInterests[0]?.ageGroups ?? [])],
});

const saveToasts = toastFlow('section-coach');
export function CoachSection({ userId, editable, startEditing = false }: SectionProps) {
  const { data: coach, isLoading } = useCoachProfileQuery(userId);
  const [editCoach, { isLoading: saving }] = useEditCoachProfileMutation();
  const [removeCoach, { isLoading: removing }] = useRemoveCoachProfileMutation();
  const { draft, setDraft, error, setError, frame } = useSectionEditor({
    profile: coach,
    toDraft,
    startEditing,
    remove: () => removeCoach({ userId }).unwrap(),
    title: 'Coach Profile',
    removed: 'Coach profile removed',
    removeFailed: 'Could not remove the coach profile',
  });

  const save = async () => {
    if (!draft) return;
    const rows = draft.coachingHistory.filter((h) => h.teamName.trim() || h.years.trim());
    if (rows.some((h) => !h.teamName.trim() || !h.years.trim())) {
      setError('Each team needs a name and years.');
      return;
    }
    setError(null);
    try {
      await editCoach({
        userId,
        coachingHistory: rows.map((h) => ({ teamName: h.teamName.trim(), years: h.years.trim() })),
        recruitingInterests: [{ positions: draft.positions, ageGroups: draft.ageGroups }],
      }).unwrap();
      saveToasts.success('Coach profile saved!');
      setDraft(null);
    } catch (error) {
      saveToasts.error('Failed to save coach profile.', error);
    }
  };

  return (
    <SectionFrame
      title="Coach Profile"
      editable={editable}
      saving={saving}
      removing={removing}
      {...frame}
      onSave={() => void save()}
    >
      {isLoading && <p className={styles.muted}>Loading...</p>}
      {!draft && coach && <CoachProfileView coach={coach} />}
      {draft && (
        <div className={styles.form}>
          <RowsEditor
            legend="Coaching history"
            rows={draft.coachingHistory}
            onChange={(coachingHistory) => setDraft({ ...draft, coachingHistory })}
            blank={() => ({ teamName: '', years: '' })}
            addLabel="Add team"
            removeLabel={(i) => `Remove team ${i + 1}`}
            renderRow={(row, i, update) => (
              <>
                <RowInput
                  label={`Team name ${i + 1}`}
                  value={row.teamName}
                  onChange={(teamName) => update({ teamName })}
                />
                <RowInput
                  label={`Years ${i + 1}`}
                  value={row.years}
                  placeholder="e.g. 2019-2023"
                  onChange={(years) => update({ years })}
                />
              </>
            )}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Recruiting positions</legend>
            <div className={styles.chips}>
              {POSITIONS.map((p) => (
                <ToggleChip
                  key={p}
                  pressed={draft.positions.includes(p)}
                  onPressedChange={(on) =>
                    setDraft({ ...draft, positions: toggleIn(draft.positions, p, on) })
                  }
                >
                  {p}
                </ToggleChip>
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Age groups</legend>
            <div className={styles.chips}>
              {AGE_GROUPS.map((g) => (
                <ToggleChip
                  key={g}
                  pressed={draft.ageGroups.includes(g)}
                  onPressedChange={(on) =>
                    setDraft({ ...draft, ageGroups: toggleIn(draft.ageGroups, g, on) })
                  }
                >
                  {g}
                </ToggleChip>
              ))}
            </div>
          </fieldset>
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
