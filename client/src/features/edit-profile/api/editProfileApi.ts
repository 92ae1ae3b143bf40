import type { UserCard } from '@/entities/user';
import { baseApi, MY_PROFILE_TAGS, type Envelope } from '@/shared/api';

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
      invalidatesTags: MY_PROFILE_TAGS,
    }),
  }),
});

export const { useEditProfileMutation } = editProfileApi;
