import {
  PlayerProfileView,
  POSITIONS,
  usePlayerProfileQuery,
  type PlayerProfile,
  type Position,
} from '@/entities/profile';
import { PROFILES } from '@/shared/config';
import { useEditPlayerProfileMutation, useRemovePlayerProfileMutation } from '../api/sectionsApi';
import { ChipsField } from './ChipsField';
import { RowInput, RowsEditor } from './ListEditors';
import {
  ProfileSectionForm,
  type DraftFieldsProps,
  type SectionDefinition,
  type SectionProps,
} from './ProfileSectionForm';

export const PLAYER_YEARS_TOO_MANY = `Years must be ${PROFILES.playerYearsMax} or less`;

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
  return (
    <>
      <ChipsField
        legend="Positions"
        options={POSITIONS}
        selected={draft.positions}
        onChange={(positions) => setDraft({ ...draft, positions })}
      />
      <RowsEditor
        legend="Teams"
        rows={draft.teams}
        onChange={(teams) => setDraft({ ...draft, teams })}
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
  title: 'Player Profile',
  texts: {
    saved: 'Player profile saved!',
    saveFailed: 'Failed to save player profile.',
    removed: 'Player profile removed',
    removeFailed: 'Could not remove the player profile',
  },
  useData: usePlayerData,
  toDraft: (player) => ({
    positions: [...player.positions],
    teams: player.teams.map((t) => ({ teamName: t.teamName, years: String(t.years) })),
  }),
  check: (draft) => {
    const rows = filledTeams(draft);
    if (rows.some((t) => !t.teamName.trim() || !/^\d+$/.test(t.years.trim()))) {
      return 'Each team needs a name and a number of years.';
    }
    if (rows.some((t) => Number(t.years) > PROFILES.playerYearsMax)) return PLAYER_YEARS_TOO_MANY;
    return null;
  },
  View: ({ profile }) => <PlayerProfileView player={profile} />,
  Fields: PlayerFields,
};

export function PlayerSection(props: SectionProps) {
  return <ProfileSectionForm definition={playerSection} {...props} />;
}
