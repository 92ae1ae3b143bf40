import {
  AGE_GROUPS,
  ageGroupLabel,
  positionLabel,
  CoachProfileView,
  POSITIONS,
  useCoachProfileQuery,
  type AgeGroup,
  type CoachProfile,
  type Position,
} from '@/entities/profile';
import { useEditCoachProfileMutation, useRemoveCoachProfileMutation } from '../api/sectionsApi';
import { i18n, useTranslation } from '@/shared/i18n';
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
  const { t } = useTranslation();
  return (
    <>
      <RowsEditor
        legend={t('profile:sections.coachingHistory')}
        rows={draft.coachingHistory}
        onChange={(coachingHistory) => setDraft({ ...draft, coachingHistory })}
        blank={() => ({ teamName: '', years: '' })}
        addLabel={t('profile:sections.addTeam')}
        removeLabel={(i) => t('profile:sections.removeTeam', { n: i + 1 })}
        renderRow={(row, i, update) => (
          <>
            <RowInput
              label={t('profile:sections.teamName', { n: i + 1 })}
              value={row.teamName}
              onChange={(teamName) => update({ teamName })}
            />
            <RowInput
              label={t('profile:sections.years', { n: i + 1 })}
              value={row.years}
              placeholder={t('profile:sections.coach.yearsPlaceholder')}
              onChange={(years) => update({ years })}
            />
          </>
        )}
      />
      <ChipsField
        legend={t('profile:sections.recruitingPositions')}
        options={POSITIONS}
        label={positionLabel}
        selected={draft.positions}
        onChange={(positions) => setDraft({ ...draft, positions })}
      />
      <ChipsField
        legend={t('profile:sections.ageGroups')}
        options={AGE_GROUPS}
        label={ageGroupLabel}
        selected={draft.ageGroups}
        onChange={(ageGroups) => setDraft({ ...draft, ageGroups })}
      />
    </>
  );
}

const coachSection: SectionDefinition<CoachProfile, Draft> = {
  title: 'profile:sections.coach.title',
  texts: {
    saved: 'profile:sections.coach.saved',
    saveFailed: 'profile:sections.coach.saveFailed',
    removed: 'profile:sections.coach.removed',
    removeFailed: 'profile:sections.coach.removeFailed',
  },
  useData: useCoachData,
  toDraft: (coach) => ({
    coachingHistory: coach.coachingHistory.map((h) => ({ ...h })),
    positions: [...(coach.recruitingInterests[0]?.positions ?? [])],
    ageGroups: [...(coach.recruitingInterests[0]?.ageGroups ?? [])],
  }),
  check: (draft) =>
    filledHistory(draft).some((h) => !h.teamName.trim() || !h.years.trim())
      ? i18n.t('profile:sections.coach.rowIncomplete')
      : null,
  View: ({ profile }) => <CoachProfileView coach={profile} />,
  Fields: CoachFields,
};

export function CoachSection(props: SectionProps) {
  return <ProfileSectionForm definition={coachSection} {...props} />;
}
