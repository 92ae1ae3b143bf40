import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredUser, readToken } from '@/shared/lib';
import { loggedIn, loggedOut, sessionExpired, type SessionUser } from '@/shared/model';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Where the protected area sends an anonymous visitor: '/' right after logout or expiry. */
  exitPath: '/' | '/login';
}

function initialState(): SessionState {
  const token = readToken();
  return { token, user: token ? readStoredUser() : null, exitPath: '/login' };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Fresh details of the signed-in user (e.g. a new picture); storage is written by the caller. */
    sessionUserUpdated: (state, { payload }: PayloadAction<Partial<SessionUser>>) => {
      if (state.user) state.user = { ...state.user, ...payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (state, { payload }) => {
        state.token = payload.token;
        state.user = payload.user;
        state.exitPath = '/login';
      })
      .addCase(loggedOut, (state, { payload }) => {
        state.token = null;
        state.user = null;
        state.exitPath = payload?.exitPath ?? '/';
      })
      .addCase(sessionExpired, (state) => {
        state.token = null;
        state.user = null;
        state.exitPath = '/';
      });
  },
  selectors: {
    selectIsAuthenticated: (state) => state.token !== null,
    selectSessionUser: (state) => state.user,
    selectExitPath: (state) => state.exitPath,
  },
});

export const { sessionUserUpdated } = sessionSlice.actions;

export const { selectIsAuthenticated, selectSessionUser, selectExitPath } = sessionSlice.selectors;
