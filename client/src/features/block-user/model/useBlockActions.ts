import toast from 'react-hot-toast';
import { useSelector } from 'react-redux';
import { selectIsAuthenticated } from '@/entities/session';
import { i18n } from '@/shared/i18n';
import { toastFailure } from '@/shared/ui';
import { useBlockUserMutation, useUnblockUserMutation } from '../api/blockApi';

/**
 * Block and unblock with the spec's toasts (SPEC §6, §8) in the app's language: without a token
 * nothing is sent; a refusal shows the server's reason under the spec's text. Each answers
 * whether it worked.
 */
export function useBlockActions() {
  const signedIn = useSelector(selectIsAuthenticated);
  const [blockUser, blocking] = useBlockUserMutation();
  const [unblockUser, unblocking] = useUnblockUserMutation();

  async function block(userId: string): Promise<boolean> {
    if (!signedIn) {
      toast.error(i18n.t('people:block.loginToBlock'));
      return false;
    }
    try {
      await blockUser(userId).unwrap();
      toast.success(i18n.t('people:block.blocked'));
      return true;
    } catch (error) {
      toastFailure(i18n.t('people:block.blockFailed'), error);
      return false;
    }
  }

  async function unblock(userId: string): Promise<boolean> {
    if (!signedIn) {
      toast.error(i18n.t('people:block.loginToUnblock'));
      return false;
    }
    try {
      await unblockUser(userId).unwrap();
      toast.success(i18n.t('people:block.unblocked'));
      return true;
    } catch (error) {
      toastFailure(i18n.t('people:block.unblockFailed'), error);
      return false;
    }
  }

  return { block, unblock, busy: blocking.isLoading || unblocking.isLoading };
}
