import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
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
  },
});

export const { presenceChanged } = presenceSlice.actions;

type WithPresence = { [presenceSlice.reducerPath]: Record<string, boolean> };

/**
 * The user's online dot: the live state once one was pushed, else what the page loaded. While
 * the dot is shown, the socket watches that user's presence.
 */
export function useOnline(userId: string | undefined, loaded: boolean): boolean {
  useEffect(() => (userId ? watchPresence(userId) : undefined), [userId]);
  const live = useSelector((state: WithPresence) =>
    userId ? state[presenceSlice.reducerPath]?.[userId] : undefined,
  );
  return live ?? loaded;
}
