import { useTranslation } from '@/shared/i18n';
import { Chip } from '@/shared/ui';
import { ageGroupLabel, positionLabel } from '../lib/labels';
import type { CoachProfile, FanProfile, PlayerProfile } from '../model/types';
import styles from './SectionViews.module.css';

function Empty() {
  const { t } = useTranslation();
  return <span className={styles.empty}>{t('profile:sections.notSet')}</span>;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd dir="auto" className={styles.value}>
        {children}
      </dd>
    </div>
  );
}

function Chips<T extends string>({
  items,
  label = (item) => item,
}: {
  items: readonly T[];
  label?: (item: T) => string;
}) {
  if (items.length === 0) return <Empty />;
  return (
    <span className={styles.chips}>
      {items.map((item) => (
        <Chip key={item}>{label(item)}</Chip>
      ))}
    </span>
  );
}

export function FanProfileView({ fan }: { fan: FanProfile }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.list}>
      <Row label={t('profile:sections.favouriteTeams')}>
        <Chips items={fan.favouriteTeams} />
      </Row>
      <Row label={t('profile:sections.languages')}>
        <Chips items={fan.languages} />
      </Row>
      <Row label={t('profile:sections.socials')}>
        {fan.socials.length === 0 ? (
          <Empty />
        ) : (
          <ul className={styles.links}>
            {fan.socials.map((s) => (
              <li key={`${s.platform}-${s.url}`}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.platform}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Row>
    </dl>
  );
}

export function PlayerProfileView({ player }: { player: PlayerProfile }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.list}>
      <Row label={t('profile:sections.positions')}>
        <Chips items={player.positions} label={positionLabel} />
      </Row>
      <Row label={t('profile:sections.teams')}>
        {player.teams.length === 0 ? (
          <Empty />
        ) : (
          <ul className={styles.plain}>
            {player.teams.map((team, i) => (
              <li key={`${team.teamName}-${i}`}>
                {t('profile:sections.teamYears', { team: team.teamName, count: team.years })}
              </li>
            ))}
          </ul>
        )}
      </Row>
    </dl>
  );
}

export function CoachProfileView({ coach }: { coach: CoachProfile }) {
  const { t } = useTranslation();
  const interest = coach.recruitingInterests[0] ?? { positions: [], ageGroups: [] };
  return (
    <dl className={styles.list}>
      <Row label={t('profile:sections.coachingHistory')}>
        {coach.coachingHistory.length === 0 ? (
          <Empty />
        ) : (
          <ul className={styles.plain}>
            {coach.coachingHistory.map((h, i) => (
              <li key={`${h.teamName}-${i}`}>
                {h.teamName} · {h.years}
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row label={t('profile:sections.recruitingPositions')}>
        <Chips items={interest.positions} label={positionLabel} />
      </Row>
      <Row label={t('profile:sections.ageGroups')}>
        <Chips items={interest.ageGroups} label={ageGroupLabel} />
      </Row>
    </dl>
  );
}
