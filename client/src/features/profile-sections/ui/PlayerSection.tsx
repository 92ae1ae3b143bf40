import {
  PlayerProfileView,
  POSITIONS,
  usePlayerProfileQuery,
  type PlayerProfile,
  type Position,
} from '@/entities/profile';
import { PROFILES } from '@/shared/config';
import { toastFlow } from '@/shared/lib';
import { ToggleChip } from '@/shared/ui';
import { toggleIn } from '../lib/toggle';
import { useEditPlayerProfileMutation, useRemovePlayerProfileMutation } from '../api/sectionsApi';
import type { SectionProps } from './FanSection';
import { RowInput, RowsEditor } from './ListEditors';
import { useSectionEditor } from '../model/useSectionEditor';
import { SectionFrame } from './SectionFrame';
import styles from './Editors.module.css';

export const PLAYER_YEARS_TOO_MANY = `Years must be ${PROFILES.playerYearsMax} or less`;

interface Draft {
  positions: Position[];
  teams: { teamName: string; years: string }[];
}

const toDraft = (player: PlayerProfile): Draft => ({
  positions: [...player.positions],
  teams: player.teams.map((t) => ({ teamName: t.teamName, years: String(t.years) })),
});

const saveToasts = toastFlow('section-player');
export function PlayerSection({ userId, editable, startEditing = false }: SectionProps) {
  const { data: player, isLoading } = usePlayerProfileQuery(userId);
  const [editPlayer, { isLoading: saving }] = useEditPlayerProfileMutation();
  const [removePlayer, { isLoading: removing }] = useRemovePlayerProfileMutation();
  const { draft, setDraft, error, setError, frame } = useSectionEditor({
    profile: player,
    toDraft,
    startEditing,
    remove: () => removePlayer({ userId }).unwrap(),
    title: 'Player Profile',
    removed: 'Player profile removed',
    removeFailed: 'Could not remove the player profile',
  });

  const save = async () => {
    if (!draft) return;
    const rows = draft.teams.filter((t) => t.teamName.trim() || t.years.trim());
    const invalid = rows.some((t) => !t.teamName.trim() || !/^\d+$/.test(t.years.trim()));
    if (invalid) {
      setError('Each team needs a name and a number of years.');
      return;
    }
    if (rows.some((t) => Number(t.years) > PROFILES.playerYearsMax)) {
      setError(PLAYER_YEARS_TOO_MANY);
      return;
    }
    setError(null);
    try {
      await editPlayer({
        userId,
        positions: draft.positions,
        teams: rows.map((t) => ({ teamName: t.teamName.trim(), years: Number(t.years) })),
      }).unwrap();
      saveToasts.success('Player profile saved!');
      setDraft(null);
    } catch (error) {
      saveToasts.error('Failed to save player profile.', error);
    }
  };

  return (
    <SectionFrame
      title="Player Profile"
      editable={editable}
      saving={saving}
      removing={removing}
      {...frame}
      onSave={() => void save()}
    >
      {isLoading && <p className={styles.muted}>Loading...</p>}
      {!draft && player && <PlayerProfileView player={player} />}
      {draft && (
        <div className={styles.form}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Positions</legend>
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
