import { createAction } from '@reduxjs/toolkit';

/** The user record the server returns on login and the client keeps in storage. */
export interface SessionUser {
  _id: string;
  userName: string;
  fullName: string;
  email?: string;
  image?: string | null;
  isActive?: boolean;
}

// Session transitions are shared actions so that `shared` (e.g. the api layer) can announce them
// while `app` decides what follows (navigation, toasts, socket).
export const loggedIn = createAction<{ token: string; user: SessionUser }>('session/loggedIn');
export const loggedOut = createAction('session/loggedOut');
export const sessionExpired = createAction('session/expired');
