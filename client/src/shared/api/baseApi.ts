import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithSession } from './baseQuery';

export const TAGS = {
  currentUser: 'CurrentUser',
} as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSession,
  tagTypes: Object.values(TAGS),
  endpoints: () => ({}),
});
