import { createAction } from '@reduxjs/toolkit';
import type { AppLanguage } from '@contracts';

/** The user record the server returns on login and the client keeps in storage. */
export interface SessionUser {
  _id: string;
  userName: string;
  fullName: string;
  email?: string;
  image?: string | null;
  isActive?: boolean;
  /** Hibernated: hidden from everyone; the layout offers Reactivate. */
  isHibernated?: boolean;
  /** Staff (`moderator`, `admin`) see the Admin area; the server checks every request anyway. */
  role?: 'user' | 'moderator' | 'admin';
  /** The account's app language; null or absent until chosen (the browser's is used). */
  appLanguage?: AppLanguage | null;
}

// Session transitions are shared actions so that `shared` (e.g. the api layer) can announce them
// while `app` decides what follows (navigation, toasts, socket).
export const loggedIn = createAction<{ token: string; user: SessionUser }>('session/loggedIn');
/** `exitPath`: where the visitor lands ('/' by default; '/login' after hibernating). */
export const loggedOut = createAction<{ exitPath?: '/' | '/login' } | undefined>(
  'session/loggedOut',
);
export const sessionExpired = createAction('session/expired');
