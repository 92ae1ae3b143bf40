import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AthleteProfile, MatchReason } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Avatar } from '@/shared/ui';
import { levelLabel, positionList, sportLabel } from '../lib/labels';
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
  const { t } = useTranslation();
  const { user } = athlete;
  return (
    <article
      className={styles.card}
      aria-label={t('recruiting:card.athlete', { name: user.fullName })}
    >
      <div className={styles.head}>
        <Avatar src={user.image} alt="" size={44} />
        <div className={styles.who}>
          <Link to={`/profile/${user._id}`} className={styles.name}>
            {user.fullName}
          </Link>
          <span className={styles.sub}>
            {sportLabel(athlete.sport)} · {positionList(athlete.positions)}
          </span>
        </div>
        {score !== undefined && <span className={styles.score}>{score}/100</span>}
      </div>
      <ul className={styles.facts}>
        <li>{t('recruiting:card.height', { height: athlete.heightCm })}</li>
        {athlete.ageGroup && <li>{athlete.ageGroup}</li>}
        <li>{levelLabel(athlete.level)}</li>
        <li>
          {athlete.city}, {athlete.country}
        </li>
        {athlete.distanceKm !== null && (
          <li>{t('recruiting:card.distance', { km: athlete.distanceKm })}</li>
        )}
      </ul>
      {reasons && <MatchReasons reasons={reasons} />}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
