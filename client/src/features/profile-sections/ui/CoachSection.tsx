import {
  AGE_GROUPS,
  CoachProfileView,
  POSITIONS,
  useCoachProfileQuery,
  type AgeGroup,
  type CoachProfile,
  type Position,
} from '@/entities/profile';
import { useEditCoachProfileMutation, useRemoveCoachProfileMutation } from '../api/sectionsApi';
import { ChipsField } from './ChipsField';
import { RowInput, RowsEditor } from './ListEditors';
import {
  ProfileSectionForm,
  type DraftFieldsProps,
  type SectionDefinition,
  type SectionProps,
} from './ProfileSectionForm';

interface Draft {
  coachingHistory: { teamName: string; years: string }[];
  positions: Position[];
  ageGroups: AgeGroup[];
}

/** The history rows the coach filled in (a row left wholly blank is dropped). */
const filledHistory = (draft: Draft) =>
  draft.coachingHistory.filter((h) => h.teamName.trim() || h.years.trim());

function useCoachData(userId: string) {
  const { data: profile, isLoading } = useCoachProfileQuery(userId);
  const [edit, { isLoading: saving }] = useEditCoachProfileMutation();
  const [remove, { isLoading: removing }] = useRemoveCoachProfileMutation();
  return {
    profile,
    isLoading,
    saving,
    removing,
    save: (draft: Draft) =>
      edit({
        userId,
        coachingHistory: filledHistory(draft).map((h) => ({
          teamName: h.teamName.trim(),
          years: h.years.trim(),
        })),
        recruitingInterests: [{ positions: draft.positions, ageGroups: draft.ageGroups }],
      }).unwrap(),
    remove: () => remove({ userId }).unwrap(),
  };
}

function CoachFields({ draft, setDraft }: DraftFieldsProps<Draft>) {
  return (
    <>
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
      <ChipsField
        legend="Recruiting positions"
        options={POSITIONS}
        selected={draft.positions}
        onChange={(positions) => setDraft({ ...draft, positions })}
      />
      <ChipsField
        legend="Age groups"
        options={AGE_GROUPS}
        selected={draft.ageGroups}
        onChange={(ageGroups) => setDraft({ ...draft, ageGroups })}
      />
    </>
  );
}

const coachSection: SectionDefinition<CoachProfile, Draft> = {
  title: 'Coach Profile',
  texts: {
    saved: 'Coach profile saved!',
    saveFailed: 'Failed to save coach profile.',
    removed: 'Coach profile removed',
    removeFailed: 'Could not remove the coach profile',
  },
  useData: useCoachData,
  toDraft: (coach) => ({
    coachingHistory: coach.coachingHistory.map((h) => ({ ...h })),
    positions: [...(coach.recruitingInterests[0]?.positions ?? [])],
    ageGroups: [...(coach.recruitingInterests[0]?.ageGroups ?? [])],
  }),
  check: (draft) =>
    filledHistory(draft).some((h) => !h.teamName.trim() || !h.years.trim())
      ? 'Each team needs a name and years.'
      : null,
  View: ({ profile }) => <CoachProfileView coach={profile} />,
  Fields: CoachFields,
};

export function CoachSection(props: SectionProps) {
  return <ProfileSectionForm definition={coachSection} {...props} />;
}
