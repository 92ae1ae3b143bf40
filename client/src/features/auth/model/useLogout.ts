import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import toast from 'react-hot-toast';
import { endingSession } from '@/shared/api';
import { clearSession } from '@/shared/lib';
import { loggedOut } from '@/shared/model';
import { useLogoutMutation } from '../api/authApi';
import { i18n } from '@/shared/i18n';

/** Revokes the token server-side when possible; local sign-out happens whatever the answer. */
export function useLogout() {
  const dispatch = useDispatch();
  const [logout, { isLoading }] = useLogoutMutation();

  const run = useCallback(async () => {
    try {
      await endingSession(() => logout().unwrap());
    } catch {
      // A failed logout call must not keep the user signed in on this device.
    }
    clearSession();
    dispatch(loggedOut());
    toast.success(i18n.t('auth:logout.done'));
  }, [dispatch, logout]);

  return { logout: run, isLoading };
}
