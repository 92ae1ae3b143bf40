import { baseApi, TAGS } from '@/shared/api';
import type { AdditionDetails } from '../model/types';
import type { SessionUser } from '@/shared/model';

/** The signed-in user as the server knows them now. */
export type User = SessionUser & { additionDetails?: AdditionDetails };

interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
}

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<User, void>({
      query: () => ({ url: '/findCurrentUser', method: 'POST' }),
      transformResponse: (response: Envelope<User>) => response.data,
      providesTags: [TAGS.currentUser],
    }),
  }),
});

export const { useCurrentUserQuery } = userApi;
