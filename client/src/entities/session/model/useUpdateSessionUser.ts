import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi, TAGS } from '@/shared/api';
import { updateStoredUser } from '@/shared/lib';
import type { SessionUser } from '@/shared/model';
import { sessionUserUpdated } from './sessionSlice';

/**
 * After my details change (e.g. a new picture): the session, the stored `user` and the
 * current-user query all show the new values, so the sidebar and top bar update at once.
 */
export function useUpdateSessionUser() {
  const dispatch = useDispatch();
  return useCallback(
    (patch: Partial<SessionUser>) => {
      dispatch(sessionUserUpdated(patch));
      updateStoredUser(patch);
      dispatch(baseApi.util.invalidateTags([TAGS.currentUser, TAGS.profile]));
    },
    [dispatch],
  );
}
