import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MatchReason, Opening } from '@/shared/api';
import { Avatar } from '@/shared/ui';
import { label } from '../lib/labels';
import { MatchReasons } from './MatchReasons';
import styles from './Recruiting.module.css';

export interface OpeningCardProps {
  opening: Opening;
  score?: number;
  reasons?: MatchReason[];
  actions?: ReactNode;
}

/** A coach's opening: what they look for, where, and until when. */
export function OpeningCard({ opening, score, reasons, actions }: OpeningCardProps) {
  const years =
    opening.birthYearFrom || opening.birthYearTo
      ? `Born ${opening.birthYearFrom ?? '…'}–${opening.birthYearTo ?? '…'}`
      : null;
  return (
    <article className={styles.card} aria-label={`Opening by ${opening.coach.fullName}`}>
      <div className={styles.head}>
        <Avatar src={opening.coach.image} alt="" size={44} />
        <div className={styles.who}>
          <Link to={`/profile/${opening.coach._id}`} className={styles.name}>
            {opening.coach.fullName}
          </Link>
          <span className={styles.sub}>
            {label(opening.sport)} · {opening.positions.map(label).join(', ')}
          </span>
        </div>
        {score !== undefined && <span className={styles.score}>{score}/100</span>}
      </div>
      <p className={styles.description}>{opening.description}</p>
      <ul className={styles.facts}>
        <li>{label(opening.level)}</li>
        {years && <li>{years}</li>}
        {opening.minHeightCm && <li>From {opening.minHeightCm} cm</li>}
        <li>
          {opening.city ? `${opening.city}, ` : ''}
          {opening.country}
          {opening.radiusKm ? ` (${opening.radiusKm} km)` : ''}
        </li>
        {opening.distanceKm !== null && <li>{opening.distanceKm} km away</li>}
        {opening.closesAt && <li>Closes {new Date(opening.closesAt).toLocaleDateString()}</li>}
      </ul>
      {reasons && <MatchReasons reasons={reasons} />}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
