import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { PresenceUpdatePayload } from '@/shared/api';
import { watchPresence } from './presenceWatch';

/** The latest online state pushed for each user (`presence_update`), over what lists loaded. */
export const presenceSlice = createSlice({
  name: 'presence',
  initialState: {} as Record<string, boolean>,
  reducers: {
    presenceChanged(state, { payload }: PayloadAction<PresenceUpdatePayload>) {
      state[payload.userId] = payload.isActive;
    },
    /** Nobody watches the user any more: later pushes will not come, so the last one goes. */
    presenceForgotten(state, { payload: userId }: PayloadAction<string>) {
      delete state[userId];
    },
  },
});

export const { presenceChanged, presenceForgotten } = presenceSlice.actions;

type WithPresence = { [presenceSlice.reducerPath]: Record<string, boolean> };

/**
 * The user's online dot: the live state once one was pushed, else what the page loaded. While
 * the dot is shown, the socket watches that user's presence; once no dot of theirs is shown,
 * their pushed state is dropped, since changes meanwhile will not be heard and the next screen
 * loads a fresh one.
 */
export function useOnline(userId: string | undefined, loaded: boolean): boolean {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!userId) return undefined;
    const release = watchPresence(userId);
    return () => {
      if (release()) dispatch(presenceForgotten(userId));
    };
  }, [dispatch, userId]);
  const live = useSelector((state: WithPresence) =>
    userId ? state[presenceSlice.reducerPath]?.[userId] : undefined,
  );
  return live ?? loaded;
}
