import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import toast from 'react-hot-toast';
import { endingSession } from '@/shared/api';
import { clearSession } from '@/shared/lib';
import { loggedOut } from '@/shared/model';
import { toastError } from '@/shared/ui';
import { useLogoutEverywhereMutation } from '../api/authApi';
import { i18n } from '@/shared/i18n';

/**
 * Ends every session of the account (every device, this one too) and every link that works
 * without one. Unlike a plain logout, a failed call signs nobody out here: the user must know
 * the other devices are still signed in.
 */
export function useLogoutEverywhere() {
  const dispatch = useDispatch();
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();

  const run = useCallback(async () => {
    try {
      await endingSession(() => logoutEverywhere().unwrap());
    } catch (error) {
      toastError(error, i18n.t('auth:logout.everywhereFailed'));
      return;
    }
    clearSession();
    dispatch(loggedOut());
    toast.success(i18n.t('auth:logout.everywhereDone'));
  }, [dispatch, logoutEverywhere]);

  return { logoutEverywhere: run, isLoading };
}
