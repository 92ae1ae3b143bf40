import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useReactivateMutation } from '@/entities/account';
import { useUpdateSessionUser } from '@/entities/session';
import { i18n } from '@/shared/i18n';
import { toastError } from '@/shared/ui';

/** Reactivates the hibernated account: the status, the session's user and the banner follow. */
export function useReactivateAccount() {
  const [reactivate, { isLoading }] = useReactivateMutation();
  const updateSessionUser = useUpdateSessionUser();
  const run = useCallback(async (): Promise<boolean> => {
    try {
      await reactivate().unwrap();
      updateSessionUser({ isHibernated: false });
      toast.success(i18n.t('settings:accountStatus.reactivate.done'));
      return true;
    } catch (error) {
      toastError(error, i18n.t('settings:accountStatus.reactivate.failed'));
      return false;
    }
  }, [reactivate, updateSessionUser]);
  return { reactivate: run, isLoading };
}
