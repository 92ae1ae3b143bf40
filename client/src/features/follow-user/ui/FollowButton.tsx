import clsx from 'clsx';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectSessionUser } from '@/entities/session';
import { Button, toastError } from '@/shared/ui';
import { useFollowMutation } from '../api/followApi';
import styles from './FollowButton.module.css';

/**
 * Where the button sits decides its words (SPEC §4): on a post, Follow then a disabled
 * 'Followed'; on a profile Follow/Following; in networking Add/Added; on the follow management
 * page Follow/Unfollow.
 */
export type FollowVariant = 'post' | 'profile' | 'add' | 'manage';

const LABELS: Record<FollowVariant, { off: string; on: string }> = {
  post: { off: 'Follow', on: 'Followed' },
  profile: { off: 'Follow', on: 'Following' },
  add: { off: 'Add', on: 'Added' },
  manage: { off: 'Follow', on: 'Unfollow' },
};

export interface FollowButtonProps {
  userId: string;
  /** What the server said (a post's `isFollowingAuthor`, a card's `isFollowing`). */
  isFollowing: boolean;
  variant?: FollowVariant;
  className?: string;
  /** Added to the accessible name, to tell the buttons of a list apart. */
  userName?: string;
}

/** Follow a user, or stop (never on oneself). */
export function FollowButton({
  userId,
  isFollowing,
  variant = 'profile',
  className,
  userName,
}: FollowButtonProps) {
  const me = useSelector(selectSessionUser);
  const [follow, { isLoading }] = useFollowMutation();
  // The server's answer shows at once; refetched data (a new prop) takes over after.
  const [known, setKnown] = useState({ prop: isFollowing, value: isFollowing });
  if (known.prop !== isFollowing) setKnown({ prop: isFollowing, value: isFollowing });
  if (me?._id === userId) return null;

  const following = known.value;
  const text = following ? LABELS[variant].on : LABELS[variant].off;
  const oneWay = variant === 'post';

  const onClick = async () => {
    try {
      const result = await follow({ followingId: userId, follow: oneWay || !following }).unwrap();
      setKnown((k) => ({ ...k, value: result.following }));
    } catch (error) {
      toastError(error, 'Could not update follow');
    }
  };

  if (oneWay) {
    return (
      <button
        type="button"
        className={clsx(styles.follow, following && styles.done, className)}
        disabled={following || isLoading}
        onClick={() => void onClick()}
      >
        {text}
      </button>
    );
  }
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      className={className}
      onClick={() => void onClick()}
      disabled={isLoading}
      aria-pressed={following}
      aria-label={userName ? `${text} ${userName}` : undefined}
    >
      {text}
    </Button>
  );
}
