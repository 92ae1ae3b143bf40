import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MatchReason, Opening } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { formatDate } from '@/shared/lib';
import { Avatar } from '@/shared/ui';
import { levelLabel, positionList, sportLabel } from '../lib/labels';
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
  const { t } = useTranslation();
  // Years as written, not as numbers: 2008, never 2,008.
  const years =
    opening.birthYearFrom || opening.birthYearTo
      ? t('recruiting:card.born', {
          from: opening.birthYearFrom ? String(opening.birthYearFrom) : '…',
          to: opening.birthYearTo ? String(opening.birthYearTo) : '…',
        })
      : null;
  const place = opening.city ? `${opening.city}, ${opening.country}` : opening.country;
  return (
    <article
      className={styles.card}
      aria-label={t('recruiting:card.opening', { name: opening.coach.fullName })}
    >
      <div className={styles.head}>
        <Avatar src={opening.coach.image} alt="" size={44} />
        <div className={styles.who}>
          <Link to={`/profile/${opening.coach._id}`} className={styles.name}>
            {opening.coach.fullName}
          </Link>
          <span className={styles.sub}>
            {sportLabel(opening.sport)} · {positionList(opening.positions)}
          </span>
        </div>
        {score !== undefined && <span className={styles.score}>{score}/100</span>}
      </div>
      <p className={styles.description}>{opening.description}</p>
      <ul className={styles.facts}>
        <li>{levelLabel(opening.level)}</li>
        {years && <li>{years}</li>}
        {opening.minHeightCm && (
          <li>{t('recruiting:card.fromHeight', { height: opening.minHeightCm })}</li>
        )}
        <li>
          {opening.radiusKm ? t('recruiting:card.radius', { place, km: opening.radiusKm }) : place}
        </li>
        {opening.distanceKm !== null && (
          <li>{t('recruiting:card.distance', { km: opening.distanceKm })}</li>
        )}
        {opening.closesAt && (
          // The closing day is a calendar day (its last second, UTC), shown as that day anywhere.
          <li>
            {t('recruiting:card.closes', {
              date: formatDate(opening.closesAt, { dateStyle: 'medium', timeZone: 'UTC' }),
            })}
          </li>
        )}
      </ul>
      {reasons && <MatchReasons reasons={reasons} />}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
