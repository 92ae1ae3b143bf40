import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import toast from 'react-hot-toast';
import { endingSession } from '@/shared/api';
import { clearSession } from '@/shared/lib';
import { loggedOut } from '@/shared/model';
import { useLogoutMutation } from '../api/authApi';

export const LOGGED_OUT_MESSAGE = 'Logged Out';

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
    toast.success(LOGGED_OUT_MESSAGE);
  }, [dispatch, logout]);

  return { logout: run, isLoading };
}
