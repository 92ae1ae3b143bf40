import { baseApi, MY_PROFILE_TAGS, type Envelope } from '@/shared/api';

type PictureEnvelope = Envelope<{ profilePic: string | null }>;

export const avatarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfilePicture: build.mutation<PictureEnvelope, File>({
      query: (file) => {
        const body = new FormData();
        body.append('profilePic', file);
        return { url: '/profile/updateProfilePicture', method: 'PUT', body };
      },
      invalidatesTags: MY_PROFILE_TAGS,
    }),
  }),
});

export const { useUpdateProfilePictureMutation } = avatarApi;
