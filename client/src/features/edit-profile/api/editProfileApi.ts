import type { UserCard } from '@/entities/user';
import { baseApi, TAGS, type Envelope } from '@/shared/api';

export interface EditProfileInput {
  gender: 'male' | 'female';
  bio: string;
  dateOfBirth: string;
  dp: File | null;
}

export const editProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    editProfile: build.mutation<UserCard | undefined, EditProfileInput>({
      query: ({ gender, bio, dateOfBirth, dp }) => {
        const body = new FormData();
        body.append('gender', gender);
        body.append('bio', bio);
        if (dateOfBirth) body.append('dateOfBirth', dateOfBirth);
        if (dp) body.append('dp', dp);
        return { url: '/editProfile', method: 'PUT', body };
      },
      transformResponse: (response: Envelope<UserCard>) => response.data,
      invalidatesTags: [TAGS.profile, TAGS.currentUser, TAGS.people],
    }),
  }),
});

export const { useEditProfileMutation } = editProfileApi;
