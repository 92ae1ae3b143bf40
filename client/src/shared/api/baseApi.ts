import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithSession } from './baseQuery';

export const TAGS = {
  currentUser: 'CurrentUser',
  // People (issue 4): profiles and their sections, follow lists, connections, user cards.
  profile: 'Profile',
  profileSection: 'ProfileSection',
  follow: 'Follow',
  connection: 'Connection',
  people: 'People',
  // Posts (issue 3): feed and user post lists, comment trees.
  post: 'Post',
  comment: 'Comment',
} as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSession,
  tagTypes: Object.values(TAGS),
  endpoints: () => ({}),
});
