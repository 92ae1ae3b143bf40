import clsx from 'clsx';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectSessionUser } from '@/entities/session';
import { useTranslation } from '@/shared/i18n';
import { Button, toastError } from '@/shared/ui';
import { useFollowMutation } from '../api/followApi';
import styles from './FollowButton.module.css';

/**
 * Where the button sits decides its words (SPEC §4): on a post, Follow then a disabled
 * 'Followed'; on a profile Follow/Following; in networking Add/Added; on the follow management
 * page Follow/Unfollow.
 */
export type FollowVariant = 'post' | 'profile' | 'add' | 'manage';

type FollowLabels = Record<FollowVariant, { off: string; on: string }>;

function followLabels(t: (key: string) => string): FollowLabels {
  return {
    post: { off: t('people:follow.follow'), on: t('people:follow.followed') },
    profile: { off: t('people:follow.follow'), on: t('people:follow.following') },
    add: { off: t('people:follow.add'), on: t('people:follow.added') },
    manage: { off: t('people:follow.follow'), on: t('people:follow.unfollow') },
  };
}

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
  const { t } = useTranslation();
  const me = useSelector(selectSessionUser);
  const [follow, { isLoading }] = useFollowMutation();
  // The server's answer shows at once; refetched data (a new prop) takes over after.
  const [known, setKnown] = useState({ prop: isFollowing, value: isFollowing });
  if (known.prop !== isFollowing) setKnown({ prop: isFollowing, value: isFollowing });
  if (me?._id === userId) return null;

  const following = known.value;
  const labels = followLabels(t)[variant];
  const text = following ? labels.on : labels.off;
  const oneWay = variant === 'post';

  const onClick = async () => {
    try {
      const result = await follow({ followingId: userId, follow: oneWay || !following }).unwrap();
      setKnown((k) => ({ ...k, value: result.following }));
    } catch (error) {
      toastError(error, t('people:follow.failed'));
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
      aria-label={userName ? t('people:follow.named', { action: text, name: userName }) : undefined}
    >
      {text}
    </Button>
  );
}
