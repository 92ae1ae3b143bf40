import { Chip } from '@/shared/ui';
import type { CoachProfile, FanProfile, PlayerProfile } from '../model/types';
import styles from './SectionViews.module.css';

function Empty() {
  return <span className={styles.empty}>Not set</span>;
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

function Chips({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <Empty />;
  return (
    <span className={styles.chips}>
      {items.map((item) => (
        <Chip key={item}>{item}</Chip>
      ))}
    </span>
  );
}

export function FanProfileView({ fan }: { fan: FanProfile }) {
  return (
    <dl className={styles.list}>
      <Row label="Favourite teams">
        <Chips items={fan.favouriteTeams} />
      </Row>
      <Row label="Languages">
        <Chips items={fan.languages} />
      </Row>
      <Row label="Socials">
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
  return (
    <dl className={styles.list}>
      <Row label="Positions">
        <Chips items={player.positions} />
      </Row>
      <Row label="Teams">
        {player.teams.length === 0 ? (
          <Empty />
        ) : (
          <ul className={styles.plain}>
            {player.teams.map((t, i) => (
              <li key={`${t.teamName}-${i}`}>
                {t.teamName} · {t.years} {t.years === 1 ? 'year' : 'years'}
              </li>
            ))}
          </ul>
        )}
      </Row>
    </dl>
  );
}

export function CoachProfileView({ coach }: { coach: CoachProfile }) {
  const interest = coach.recruitingInterests[0] ?? { positions: [], ageGroups: [] };
  return (
    <dl className={styles.list}>
      <Row label="Coaching history">
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
      <Row label="Recruiting positions">
        <Chips items={interest.positions} />
      </Row>
      <Row label="Age groups">
        <Chips items={interest.ageGroups} />
      </Row>
    </dl>
  );
}
