import clsx from 'clsx';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import {
  AthleteCard,
  LEVELS,
  POSITIONS_BY_SPORT,
  SPORTS,
  levelLabel,
  positionLabel,
  positionList,
  sportLabel,
  searchParams,
  useOpeningMatchesInfiniteQuery,
  useOpeningsInfiniteQuery,
  usePlayersInfiniteQuery,
  useSaveSearchMutation,
} from '@/entities/recruiting';
import { getErrorMessage, infiniteList, type PlayerSearchFilters, type Sport } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button, InfiniteScroll, MutedText } from '@/shared/ui';
import { SendInterestButton } from './SendInterestButton';
import styles from './RecruitingPage.module.css';

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

/** The number fields of the filters, each with its label's key in `recruiting:fields`. */
const RANGE_FIELDS = [
  ['minHeightCm', 'minHeight'],
  ['maxHeightCm', 'maxHeight'],
  ['birthYearFrom', 'bornFrom'],
  ['birthYearTo', 'bornTo'],
] as const satisfies ReadonlyArray<readonly [keyof FilterDraft, string]>;

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
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterDraft>(EMPTY);
  const [filters, setFilters] = useState<PlayerSearchFilters>({});
  const [saveSearch, saving] = useSaveSearchMutation();
  const mine = useOpeningsInfiniteQuery({ mine: 'true' }, { skip: !isCoach });
  const myOpenings = infiniteList(mine).items;
  const set = (key: keyof FilterDraft, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  // Without a sport, each sport's positions under its name: a name may be both sports' (Ailier).
  const positionGroups = draft.sport ? [draft.sport as Sport] : SPORTS;

  const apply = (e: FormEvent) => {
    e.preventDefault();
    onOpening(null);
    setFilters(toFilters(draft));
  };
  const save = async () => {
    try {
      await saveSearch(toFilters(draft)).unwrap();
      toast.success(t('recruiting:players.searchSaved'));
    } catch (error) {
      toast.error(getErrorMessage(error, t('recruiting:players.saveSearchFailed')));
    }
  };

  return (
    <>
      <form
        className={styles.filters}
        aria-label={t('recruiting:players.filters')}
        onSubmit={apply}
      >
        {isCoach && myOpenings.length > 0 && (
          <label className={clsx(styles.field, styles.fullRow)}>
            {t('recruiting:players.rankFor')}
            <select
              className={styles.control}
              value={openingId ?? ''}
              onChange={(e) => onOpening(e.target.value || null)}
            >
              <option value="">{t('recruiting:players.noOpening')}</option>
              {myOpenings.map((o) => (
                <option key={o._id} value={o._id}>
                  {t('recruiting:players.openingOption', {
                    sport: sportLabel(o.sport),
                    positions: positionList(o.positions),
                  })}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={styles.field}>
          {t('recruiting:fields.sport')}
          <select
            className={styles.control}
            value={draft.sport}
            onChange={(e) => setDraft((d) => ({ ...d, sport: e.target.value, position: '' }))}
          >
            <option value="">{t('recruiting:any')}</option>
            {SPORTS.map((s) => (
              <option key={s} value={s}>
                {sportLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('recruiting:fields.position')}
          <select
            className={styles.control}
            value={draft.position}
            onChange={(e) => set('position', e.target.value)}
          >
            <option value="">{t('recruiting:any')}</option>
            {positionGroups.length === 1
              ? POSITIONS_BY_SPORT[positionGroups[0]].map((p) => (
                  <option key={p} value={p}>
                    {positionLabel(p)}
                  </option>
                ))
              : positionGroups.map((s) => (
                  <optgroup key={s} label={sportLabel(s)}>
                    {POSITIONS_BY_SPORT[s].map((p) => (
                      <option key={p} value={p}>
                        {positionLabel(p)}
                      </option>
                    ))}
                  </optgroup>
                ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('recruiting:fields.level')}
          <select
            className={styles.control}
            value={draft.level}
            onChange={(e) => set('level', e.target.value)}
          >
            <option value="">{t('recruiting:any')}</option>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {levelLabel(l)}
              </option>
            ))}
          </select>
        </label>
        {RANGE_FIELDS.map(([key, name]) => (
          <label key={key} className={styles.field}>
            {t(`recruiting:fields.${name}`)}
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
          {t('recruiting:fields.country')}
          <input
            className={styles.control}
            maxLength={2}
            placeholder="ES"
            value={draft.country}
            onChange={(e) => set('country', e.target.value.toUpperCase())}
          />
        </label>
        <label className={styles.field}>
          {t('recruiting:fields.near')}
          <input
            className={styles.control}
            placeholder="40.41,-3.70"
            value={draft.near}
            onChange={(e) => set('near', e.target.value)}
          />
        </label>
        <label className={styles.field}>
          {t('recruiting:fields.radius')}
          <input
            className={styles.control}
            type="number"
            inputMode="numeric"
            value={draft.radiusKm}
            onChange={(e) => set('radiusKm', e.target.value)}
          />
        </label>
        <div className={styles.filterActions}>
          <Button type="submit">{t('recruiting:players.search')}</Button>
          <Button
            type="button"
            variant="secondary"
            loading={saving.isLoading}
            onClick={() => void save()}
          >
            {t('recruiting:players.saveSearch')}
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
  const { t } = useTranslation();
  const query = usePlayersInfiniteQuery(searchParams(filters));
  const { items, paging } = infiniteList(query);
  if (query.isLoading) return <MutedText>{t('recruiting:loading')}</MutedText>;
  if (query.isError && !query.data) {
    return (
      <MutedText>{getErrorMessage(query.error, t('recruiting:players.loadFailed'))}</MutedText>
    );
  }
  if (items.length === 0) return <MutedText>{t('recruiting:players.none')}</MutedText>;
  return (
    <InfiniteScroll {...paging}>
      <ul className={styles.list} aria-label={t('recruiting:players.list')}>
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
  const { t } = useTranslation();
  const query = useOpeningMatchesInfiniteQuery({ id: openingId });
  const { items, paging } = infiniteList(query);
  if (query.isLoading) return <MutedText>{t('recruiting:loading')}</MutedText>;
  if (query.isError && !query.data) {
    return <MutedText>{t('recruiting:players.matchesFailed')}</MutedText>;
  }
  if (items.length === 0) return <MutedText>{t('recruiting:players.noMatches')}</MutedText>;
  return (
    <InfiniteScroll {...paging}>
      <ul className={styles.list} aria-label={t('recruiting:players.ranked')}>
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
