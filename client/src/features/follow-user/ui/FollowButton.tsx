import clsx from 'clsx';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSelector } from 'react-redux';
import { selectSessionUser } from '@/entities/session';
import { getErrorMessage } from '@/shared/api';
import { useFollowUserMutation } from '../api/followApi';
import styles from './FollowButton.module.css';

export interface FollowButtonProps {
  userId: string;
  className?: string;
}

/**
 * The post card's Follow (SPEC §4): after a click it is disabled and shows 'Followed'. /follow
 * toggles, so an answer of "not following" (the user already followed) is followed by a second call.
 */
export function FollowButton({ userId, className }: FollowButtonProps) {
  const me = useSelector(selectSessionUser);
  const [follow, { isLoading }] = useFollowUserMutation();
  const [followed, setFollowed] = useState(false);
  if (!me || me._id === userId) return null;

  const onClick = async () => {
    let result = await follow(userId);
    if ('data' in result && result.data?.data?.following === false) result = await follow(userId);
    if ('data' in result && result.data) setFollowed(true);
    else toast.error(getErrorMessage(result.error, 'Could not follow this user'));
  };

  return (
    <button
      type="button"
      className={clsx(styles.follow, followed && styles.done, className)}
      disabled={followed || isLoading}
      onClick={() => void onClick()}
    >
      {followed ? 'Followed' : 'Follow'}
    </button>
  );
}
