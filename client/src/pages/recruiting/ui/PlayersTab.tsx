import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import {
  AthleteCard,
  LEVELS,
  POSITIONS_BY_SPORT,
  SPORTS,
  label,
  searchParams,
  useOpeningMatchesInfiniteQuery,
  useOpeningsInfiniteQuery,
  usePlayersInfiniteQuery,
  useSaveSearchMutation,
} from '@/entities/recruiting';
import { getErrorMessage, infiniteList, type PlayerSearchFilters, type Sport } from '@/shared/api';
import { Button, InfiniteScroll, MutedText } from '@/shared/ui';
import { SendInterestButton } from './SendInterestButton';
import styles from './RecruitingPage.module.css';

export const NO_PLAYERS = 'No athletes match these filters.';

interface FilterDraft {
  sport: string;
  position: string;
  level: string;
  minHeightCm: string;
  maxHeightCm: string;
  birthYearFrom: string;
  birthYearTo: string;
  country: string;
  near: string;
  radiusKm: string;
}

const EMPTY: FilterDraft = {
  sport: '',
  position: '',
  level: '',
  minHeightCm: '',
  maxHeightCm: '',
  birthYearFrom: '',
  birthYearTo: '',
  country: '',
  near: '',
  radiusKm: '',
};

function toFilters(d: FilterDraft): PlayerSearchFilters {
  const n = (v: string) => (v.trim() ? Number(v) : undefined);
  return {
    sport: (d.sport || undefined) as PlayerSearchFilters['sport'],
    position: (d.position || undefined) as PlayerSearchFilters['position'],
    level: (d.level || undefined) as PlayerSearchFilters['level'],
    minHeightCm: n(d.minHeightCm),
    maxHeightCm: n(d.maxHeightCm),
    birthYearFrom: n(d.birthYearFrom),
    birthYearTo: n(d.birthYearTo),
    country: d.country.trim().toUpperCase() || undefined,
    near: d.near.replace(/\s/g, '') || undefined,
    radiusKm: d.near.trim() ? n(d.radiusKm) : undefined,
  };
}

export interface PlayersTabProps {
  isCoach: boolean;
  /** Rank athletes for this opening of mine (its matches, with reasons) instead of searching. */
  openingId: string | null;
  onOpening: (id: string | null) => void;
}

export function PlayersTab({ isCoach, openingId, onOpening }: PlayersTabProps) {
  const [draft, setDraft] = useState<FilterDraft>(EMPTY);
  const [filters, setFilters] = useState<PlayerSearchFilters>({});
  const [saveSearch, saving] = useSaveSearchMutation();
  const mine = useOpeningsInfiniteQuery({ mine: 'true' }, { skip: !isCoach });
  const myOpenings = infiniteList(mine).items;
  const set = (key: keyof FilterDraft, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const positions = draft.sport
    ? POSITIONS_BY_SPORT[draft.sport as Sport]
    : [...POSITIONS_BY_SPORT.basketball, ...POSITIONS_BY_SPORT.football];

  const apply = (e: FormEvent) => {
    e.preventDefault();
    onOpening(null);
    setFilters(toFilters(draft));
  };
  const save = async () => {
    try {
      await saveSearch(toFilters(draft)).unwrap();
      toast.success('Search saved: new athletes who fit it will be notified once a day');
    } catch (error) {
      toast.error(getErrorMessage(error, 'Could not save the search'));
    }
  };

  return (
    <>
      <form className={styles.filters} aria-label="Player filters" onSubmit={apply}>
        {isCoach && myOpenings.length > 0 && (
          <label className={styles.field}>
            Rank for my opening
            <select
              className={styles.control}
              value={openingId ?? ''}
              onChange={(e) => onOpening(e.target.value || null)}
            >
              <option value="">No opening (search)</option>
              {myOpenings.map((o) => (
                <option key={o._id} value={o._id}>
                  {label(o.sport)}: {o.positions.map(label).join(', ')}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={styles.field}>
          Sport
          <select
            className={styles.control}
            value={draft.sport}
            onChange={(e) => setDraft((d) => ({ ...d, sport: e.target.value, position: '' }))}
          >
            <option value="">Any</option>
            {SPORTS.map((s) => (
              <option key={s} value={s}>
                {label(s)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Position
          <select
            className={styles.control}
            value={draft.position}
            onChange={(e) => set('position', e.target.value)}
          >
            <option value="">Any</option>
            {positions.map((p) => (
              <option key={p} value={p}>
                {label(p)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Level
          <select
            className={styles.control}
            value={draft.level}
            onChange={(e) => set('level', e.target.value)}
          >
            <option value="">Any</option>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {label(l)}
              </option>
            ))}
          </select>
        </label>
        {(
          [
            ['minHeightCm', 'Min height (cm)'],
            ['maxHeightCm', 'Max height (cm)'],
            ['birthYearFrom', 'Born from'],
            ['birthYearTo', 'Born to'],
          ] as const
        ).map(([key, text]) => (
          <label key={key} className={styles.field}>
            {text}
            <input
              className={styles.control}
              type="number"
              inputMode="numeric"
              value={draft[key]}
              onChange={(e) => set(key, e.target.value)}
            />
          </label>
        ))}
        <label className={styles.field}>
          Country
          <input
            className={styles.control}
            maxLength={2}
            placeholder="ES"
            value={draft.country}
            onChange={(e) => set('country', e.target.value.toUpperCase())}
          />
        </label>
        <label className={styles.field}>
          Near (lat,lng)
          <input
            className={styles.control}
            placeholder="40.41,-3.70"
            value={draft.near}
            onChange={(e) => set('near', e.target.value)}
          />
        </label>
        <label className={styles.field}>
          Radius (km)
          <input
            className={styles.control}
            type="number"
            inputMode="numeric"
            value={draft.radiusKm}
            onChange={(e) => set('radiusKm', e.target.value)}
          />
        </label>
        <div className={styles.filterActions}>
          <Button type="submit">Search</Button>
          <Button
            type="button"
            variant="secondary"
            loading={saving.isLoading}
            onClick={() => void save()}
          >
            Save search
          </Button>
        </div>
      </form>
      {openingId ? (
        <OpeningMatches openingId={openingId} isCoach={isCoach} />
      ) : (
        <Results filters={filters} isCoach={isCoach} />
      )}
    </>
  );
}

function Results({ filters, isCoach }: { filters: PlayerSearchFilters; isCoach: boolean }) {
  const query = usePlayersInfiniteQuery(searchParams(filters));
  const { items, paging } = infiniteList(query);
  if (query.isLoading) return <MutedText>Loading...</MutedText>;
  if (query.isError && !query.data) {
    return <MutedText>{getErrorMessage(query.error, 'Could not load athletes.')}</MutedText>;
  }
  if (items.length === 0) return <MutedText>{NO_PLAYERS}</MutedText>;
  return (
    <InfiniteScroll {...paging}>
      <ul className={styles.list} aria-label="Athletes">
        {items.map((a) => (
          <li key={a.user._id}>
            <AthleteCard
              athlete={a}
              actions={
                isCoach && <SendInterestButton playerId={a.user._id} playerName={a.user.fullName} />
              }
            />
          </li>
        ))}
      </ul>
    </InfiniteScroll>
  );
}

function OpeningMatches({ openingId, isCoach }: { openingId: string; isCoach: boolean }) {
  const query = useOpeningMatchesInfiniteQuery({ id: openingId });
  const { items, paging } = infiniteList(query);
  if (query.isLoading) return <MutedText>Loading...</MutedText>;
  if (query.isError && !query.data) return <MutedText>Could not load the matches.</MutedText>;
  if (items.length === 0) return <MutedText>No athletes fit this opening yet.</MutedText>;
  return (
    <InfiniteScroll {...paging}>
      <ul className={styles.list} aria-label="Athletes ranked for the opening">
        {items.map((m) => (
          <li key={m.athlete.user._id}>
            <AthleteCard
              athlete={m.athlete}
              score={m.score}
              reasons={m.reasons}
              actions={
                isCoach && (
                  <SendInterestButton
                    playerId={m.athlete.user._id}
                    playerName={m.athlete.user.fullName}
                    openingId={openingId}
                  />
                )
              }
            />
          </li>
        ))}
      </ul>
    </InfiniteScroll>
  );
}
