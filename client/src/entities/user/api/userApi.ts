import { baseApi, TAGS, type Envelope, type SelfUser } from '@/shared/api';

/** The signed-in user as the server knows them now. */
export type User = SelfUser;

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<User | undefined, void>({
      query: () => ({ url: '/findCurrentUser', method: 'POST' }),
      transformResponse: (response: Envelope<User>) => response.data,
      providesTags: [TAGS.currentUser],
    }),
  }),
});

export const { useCurrentUserQuery } = userApi;
