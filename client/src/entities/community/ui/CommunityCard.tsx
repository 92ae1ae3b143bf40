import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { CommunityDto } from '../model/types';
import { useWatchCommunity } from '../lib/communityWatch';
import styles from './CommunityCard.module.css';

export interface CommunityCardProps {
  community: Pick<CommunityDto, '_id' | 'name' | 'description' | 'bannerImage' | 'membersCount'>;
  /** Clicking the card (its name, its banner) opens it; the actions stay their own buttons. */
  onOpen?: () => void;
  /** Join, Leave, Delete... */
  actions?: ReactNode;
  /** `row`: a small banner beside the text (the feed's suggestions). */
  layout?: 'card' | 'row';
  showDescription?: boolean;
  className?: string;
}

/** A community's banner, name, member count and actions. */
export function CommunityCard({
  community,
  onOpen,
  actions,
  layout = 'card',
  showDescription = layout === 'card',
  className,
}: CommunityCardProps) {
  const { t } = useTranslation();
  const { name, bannerImage, membersCount, description } = community;
  // Its member count moves live while the card is on screen.
  useWatchCommunity(community._id);
  // A banner that cannot be loaded falls back to the initial, not the browser's broken-image mark.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <div
      role="group"
      aria-label={name}
      className={clsx(styles.card, layout === 'row' ? styles.row : styles.stack, className)}
    >
      <div className={styles.banner}>
        {bannerImage && bannerImage !== failedSrc ? (
          <img src={bannerImage} alt="" loading="lazy" onError={() => setFailedSrc(bannerImage)} />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {name.trim().charAt(0).toUpperCase()}
          </span>
        )}
      </div>
      <div className={styles.body}>
        {onOpen ? (
          <button type="button" className={styles.name} onClick={onOpen}>
            {name}
          </button>
        ) : (
          <span className={styles.name}>{name}</span>
        )}
        <span className={styles.members}>
          {t('communities:membersCount', { count: membersCount })}
        </span>
        {showDescription && description && (
          <p dir="auto" className={styles.description}>
            {description}
          </p>
        )}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
