import { useState } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage } from '@/shared/api';
import { Button } from '@/shared/ui';
import { useToggleFollowMutation } from '../api/followApi';

/** follow: Follow/Following; add: Add/Added (networking); followBack: Follow back/Following. */
export type FollowLabels = 'follow' | 'add' | 'followBack' | 'unfollow';

const LABELS: Record<FollowLabels, { off: string; on: string }> = {
  follow: { off: 'Follow', on: 'Following' },
  add: { off: 'Add', on: 'Added' },
  followBack: { off: 'Follow back', on: 'Following' },
  unfollow: { off: 'Follow', on: 'Unfollow' },
};

export interface FollowToggleButtonProps {
  userId: string;
  isFollowing: boolean;
  labels?: FollowLabels;
  className?: string;
  /** Accessible name suffix, e.g. the user's name, to tell buttons in a list apart. */
  userName?: string;
}

/** Toggles following a user; shows the server's new state at once, lists refresh by tags. */
export function FollowToggleButton({
  userId,
  isFollowing,
  labels = 'follow',
  className,
  userName,
}: FollowToggleButtonProps) {
  const [toggleFollow, { isLoading }] = useToggleFollowMutation();
  // The server's answer wins until the refetched lists bring a new prop.
  const [known, setKnown] = useState({ prop: isFollowing, value: isFollowing });
  if (known.prop !== isFollowing) setKnown({ prop: isFollowing, value: isFollowing });
  const following = known.value;
  const text = following ? LABELS[labels].on : LABELS[labels].off;

  const onClick = async () => {
    try {
      const result = await toggleFollow(userId).unwrap();
      setKnown((k) => ({ ...k, value: result.following }));
    } catch (error) {
      toast.error(getErrorMessage(error, 'Could not update follow'));
    }
  };

  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      className={className}
      onClick={onClick}
      disabled={isLoading}
      aria-pressed={following}
      aria-label={userName ? `${text} ${userName}` : undefined}
    >
      {text}
    </Button>
  );
}
