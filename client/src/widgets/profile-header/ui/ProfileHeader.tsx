import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar, type UserCard } from '@/entities/user';
import type { ProfileDetails } from '@/entities/profile';
import { useTranslation } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib';
import styles from './ProfileHeader.module.css';

export interface ProfileHeaderProps {
  user: UserCard;
  profile: ProfileDetails;
  /** Buttons beside the name (gear and Add Section, or Follow and Connect). */
  actions?: ReactNode;
  /** Sits on the avatar's corner (change picture). */
  avatarAction?: ReactNode;
  /** Where follower and following counts link (own profile: /search). */
  countsTo?: string;
}

function Count({ value, label, to }: { value: number; label: string; to?: string }) {
  const content = (
    <>
      <strong className={styles.countValue}>{formatNumber(value)}</strong>
      <span className={styles.countLabel}>{label}</span>
    </>
  );
  return to ? (
    <Link to={to} className={styles.count}>
      {content}
    </Link>
  ) : (
    <span className={styles.count}>{content}</span>
  );
}

export function ProfileHeader({
  user,
  profile,
  actions,
  avatarAction,
  countsTo,
}: ProfileHeaderProps) {
  const { t } = useTranslation();
  const picture = profile.profilePic ?? user.image;
  return (
    <header className={styles.header}>
      <div className={styles.avatar}>
        <UserAvatar
          src={picture}
          alt={t('profile:header.pictureAlt', { userName: user.userName })}
          size={112}
          online={user.isActive}
          userId={user._id}
        />
        {avatarAction && <div className={styles.avatarAction}>{avatarAction}</div>}
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h1 className={styles.userName}>{user.userName}</h1>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        <div className={styles.counts}>
          <Count
            value={profile.numOfPosts}
            label={t('profile:header.posts', { count: profile.numOfPosts })}
          />
          <Count
            value={profile.numOfFollowers}
            label={t('profile:header.followers', { count: profile.numOfFollowers })}
            to={countsTo}
          />
          <Count
            value={profile.numOfFollowing}
            label={t('profile:header.following', { count: profile.numOfFollowing })}
            to={countsTo}
          />
        </div>
        <p className={styles.fullName}>{user.fullName}</p>
      </div>
    </header>
  );
}
