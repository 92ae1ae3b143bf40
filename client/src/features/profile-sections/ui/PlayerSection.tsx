import {
  PlayerProfileView,
  POSITIONS,
  usePlayerProfileQuery,
  positionLabel,
  type PlayerProfile,
  type Position,
} from '@/entities/profile';
import { PROFILES } from '@/shared/config';
import { i18n, useTranslation } from '@/shared/i18n';
import { useEditPlayerProfileMutation, useRemovePlayerProfileMutation } from '../api/sectionsApi';
import { ChipsField } from './ChipsField';
import { RowInput, RowsEditor } from './ListEditors';
import {
  ProfileSectionForm,
  type DraftFieldsProps,
  type SectionDefinition,
  type SectionProps,
} from './ProfileSectionForm';

interface Draft {
  positions: Position[];
  teams: { teamName: string; years: string }[];
}

/** The team rows the player filled in (a row left wholly blank is dropped). */
const filledTeams = (draft: Draft) =>
  draft.teams.filter((t) => t.teamName.trim() || t.years.trim());

function usePlayerData(userId: string) {
  const { data: profile, isLoading } = usePlayerProfileQuery(userId);
  const [edit, { isLoading: saving }] = useEditPlayerProfileMutation();
  const [remove, { isLoading: removing }] = useRemovePlayerProfileMutation();
  return {
    profile,
    isLoading,
    saving,
    removing,
    save: (draft: Draft) =>
      edit({
        userId,
        positions: draft.positions,
        teams: filledTeams(draft).map((t) => ({
          teamName: t.teamName.trim(),
          years: Number(t.years),
        })),
      }).unwrap(),
    remove: () => remove({ userId }).unwrap(),
  };
}

function PlayerFields({ draft, setDraft }: DraftFieldsProps<Draft>) {
  const { t } = useTranslation();
  return (
    <>
      <ChipsField
        legend={t('profile:sections.positions')}
        options={POSITIONS}
        label={positionLabel}
        selected={draft.positions}
        onChange={(positions) => setDraft({ ...draft, positions })}
      />
      <RowsEditor
        legend={t('profile:sections.teams')}
        rows={draft.teams}
        onChange={(teams) => setDraft({ ...draft, teams })}
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
              type="number"
              inputMode="numeric"
              onChange={(years) => update({ years })}
            />
          </>
        )}
      />
    </>
  );
}

const playerSection: SectionDefinition<PlayerProfile, Draft> = {
  title: 'profile:sections.player.title',
  texts: {
    saved: 'profile:sections.player.saved',
    saveFailed: 'profile:sections.player.saveFailed',
    removed: 'profile:sections.player.removed',
    removeFailed: 'profile:sections.player.removeFailed',
  },
  useData: usePlayerData,
  toDraft: (player) => ({
    positions: [...player.positions],
    teams: player.teams.map((t) => ({ teamName: t.teamName, years: String(t.years) })),
  }),
  check: (draft) => {
    const rows = filledTeams(draft);
    if (rows.some((t) => !t.teamName.trim() || !/^\d+$/.test(t.years.trim()))) {
      return i18n.t('profile:sections.player.rowIncomplete');
    }
    if (rows.some((t) => Number(t.years) > PROFILES.playerYearsMax)) {
      return i18n.t('profile:sections.player.yearsTooMany', { max: PROFILES.playerYearsMax });
    }
    return null;
  },
  View: ({ profile }) => <PlayerProfileView player={profile} />,
  Fields: PlayerFields,
};

export function PlayerSection(props: SectionProps) {
  return <ProfileSectionForm definition={playerSection} {...props} />;
}
