import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AthleteProfile, MatchReason } from '@/shared/api';
import { Avatar } from '@/shared/ui';
import { label } from '../lib/labels';
import { MatchReasons } from './MatchReasons';
import styles from './Recruiting.module.css';

export interface AthleteCardProps {
  athlete: AthleteProfile;
  score?: number;
  reasons?: MatchReason[];
  actions?: ReactNode;
}

/** An athlete as a search or a match shows them: name, picture, the data coaches filter by. */
export function AthleteCard({ athlete, score, reasons, actions }: AthleteCardProps) {
  const { user } = athlete;
  return (
    <article className={styles.card} aria-label={`Athlete ${user.fullName}`}>
      <div className={styles.head}>
        <Avatar src={user.image} alt="" size={44} />
        <div className={styles.who}>
          <Link to={`/profile/${user._id}`} className={styles.name}>
            {user.fullName}
          </Link>
          <span className={styles.sub}>
            {label(athlete.sport)} · {athlete.positions.map(label).join(', ')}
          </span>
        </div>
        {score !== undefined && <span className={styles.score}>{score}/100</span>}
      </div>
      <ul className={styles.facts}>
        <li>{athlete.heightCm} cm</li>
        {athlete.ageGroup && <li>{athlete.ageGroup}</li>}
        <li>{label(athlete.level)}</li>
        <li>
          {athlete.city}, {athlete.country}
        </li>
        {athlete.distanceKm !== null && <li>{athlete.distanceKm} km away</li>}
      </ul>
      {reasons && <MatchReasons reasons={reasons} />}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
