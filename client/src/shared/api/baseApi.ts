import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithSession } from './baseQuery';

export const TAGS = {
  currentUser: 'CurrentUser',
  // People: profiles and their sections, follow lists, connections, user cards.
  profile: 'Profile',
  profileSection: 'ProfileSection',
  follow: 'Follow',
  connection: 'Connection',
  people: 'People',
  // Posts: feed and user post lists, comment trees.
  post: 'Post',
  comment: 'Comment',
  // Communities: lists, suggestions, one community, Discover.
  community: 'Community',
  // Settings (issues 8 and 10): the caller's settings (privacy, notifications, profile, languages).
  settings: 'Settings',
  // Blocking: the caller's blocked accounts.
  blocked: 'Blocked',
  // Notifications: the list, and the unread count the bars and the sidebar show.
  notification: 'Notification',
  notificationCount: 'NotificationCount',
  // Chat: chat list, one chat, the unread total (history streams in by socket).
  chat: 'Chat',
  // Settings: the caller's latest data download (status and link).
  dataDownload: 'DataDownload',
  // Account security: where the caller is signed in.
  sessions: 'Sessions',
  // Safety: the staff queue, appeals, users as staff see them and the audit log.
  moderation: 'Moderation',
  // Recruiting: my athlete data, openings (lists and matches), interest sent and received.
  athlete: 'Athlete',
  opening: 'Opening',
  interest: 'Interest',
} as const;

/**
 * Every read that shows my own name, picture or bio: Settings, my profile, the sidebar and the
 * people lists I appear in. Each save of them (Settings, the profile form, the camera button)
 * refreshes all, so no screen keeps the old one until a reload.
 */
export const MY_PROFILE_TAGS = [TAGS.settings, TAGS.profile, TAGS.currentUser, TAGS.people];

/** `initiate` options of a one-off read: always from the server, the entry not held by it. */
export const READ_ONCE = { subscribe: false, forceRefetch: true } as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSession,
  tagTypes: Object.values(TAGS),
  endpoints: () => ({}),
});
