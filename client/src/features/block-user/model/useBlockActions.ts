import toast from 'react-hot-toast';
import { useSelector } from 'react-redux';
import { selectIsAuthenticated } from '@/entities/session';
import { toastFailure } from '@/shared/ui';
import { useBlockUserMutation, useUnblockUserMutation } from '../api/blockApi';
import { BLOCK_TEXTS } from './texts';

/**
 * Block and unblock with the spec's toasts (SPEC §6, §8): without a token nothing is sent; a
 * refusal shows the server's message. Each answers whether it worked.
 */
export function useBlockActions() {
  const signedIn = useSelector(selectIsAuthenticated);
  const [blockUser, blocking] = useBlockUserMutation();
  const [unblockUser, unblocking] = useUnblockUserMutation();

  async function block(userId: string): Promise<boolean> {
    if (!signedIn) {
      toast.error(BLOCK_TEXTS.loginToBlock);
      return false;
    }
    try {
      toast.success(await blockUser(userId).unwrap());
      return true;
    } catch (error) {
      toastFailure(BLOCK_TEXTS.blockFailed, error);
      return false;
    }
  }

  async function unblock(userId: string): Promise<boolean> {
    if (!signedIn) {
      toast.error(BLOCK_TEXTS.loginToUnblock);
      return false;
    }
    try {
      toast.success(await unblockUser(userId).unwrap());
      return true;
    } catch (error) {
      toastFailure(BLOCK_TEXTS.unblockFailed, error);
      return false;
    }
  }

  return { block, unblock, busy: blocking.isLoading || unblocking.isLoading };
}
