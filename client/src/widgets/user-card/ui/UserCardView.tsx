import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar, type UserCard } from '@/entities/user';
import { ConnectButton } from '@/features/connect-user';
import { FollowButton } from '@/features/follow-user';
import styles from './UserCardView.module.css';

export interface UserCardViewProps {
  user: UserCard;
  /** A line under the name, e.g. '3 mutual connections'. */
  detail?: ReactNode;
  /** Replaces the default Connect + Add buttons. */
  actions?: ReactNode;
}

/** A person with Connect/Pending/Connected and Add/Added (follow). */
export function UserCardView({ user, detail, actions }: UserCardViewProps) {
  return (
    <li className={styles.card} aria-label={user.userName}>
      <Link to={`/profile/${user._id}`} className={styles.identity}>
        <UserAvatar src={user.image} alt="" size={48} online={user.isActive} userId={user._id} />
        <span className={styles.names}>
          <span className={styles.userName}>{user.userName}</span>
          <span className={styles.fullName}>{user.fullName}</span>
          {detail && <span className={styles.detail}>{detail}</span>}
        </span>
      </Link>
      <div className={styles.actions}>
        {actions ?? (
          <>
            <ConnectButton userId={user._id} status={user.connectionStatus} />
            <FollowButton userId={user._id} isFollowing={user.isFollowing} variant="add" />
          </>
        )}
      </div>
    </li>
  );
}
