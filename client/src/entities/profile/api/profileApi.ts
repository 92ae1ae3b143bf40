import { baseApi, TAGS } from '@/shared/api';
import type {
  CoachProfile,
  FanProfile,
  PlayerProfile,
  ProfileData,
  ProfileSections,
} from '../model/types';

interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<ProfileData, string>({
      query: (userId) => `/profile/${encodeURIComponent(userId)}`,
      transformResponse: (response: Envelope<ProfileData>) => response.data,
      providesTags: (_result, _error, userId) => [TAGS.profile, { type: TAGS.profile, id: userId }],
    }),
    profileSections: build.query<ProfileSections, string>({
      query: (userId) => `/profileSections/${encodeURIComponent(userId)}`,
      transformResponse: (response: Envelope<ProfileSections>) => response.data,
      providesTags: [TAGS.profileSection],
    }),
    fanProfile: build.query<FanProfile, string>({
      query: (userId) => `/getFanProfile/${encodeURIComponent(userId)}`,
      transformResponse: (response: Envelope<FanProfile>) => response.data,
      providesTags: [TAGS.profileSection],
    }),
    playerProfile: build.query<PlayerProfile, string>({
      query: (userId) => `/getPlayerProfile/${encodeURIComponent(userId)}`,
      transformResponse: (response: Envelope<PlayerProfile>) => response.data,
      providesTags: [TAGS.profileSection],
    }),
    coachProfile: build.query<CoachProfile, string>({
      query: (userId) => `/getCoachProfile/${encodeURIComponent(userId)}`,
      transformResponse: (response: Envelope<CoachProfile>) => response.data,
      providesTags: [TAGS.profileSection],
    }),
  }),
});

export const {
  useProfileQuery,
  useProfileSectionsQuery,
  useFanProfileQuery,
  usePlayerProfileQuery,
  useCoachProfileQuery,
} = profileApi;
