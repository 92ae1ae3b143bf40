import { baseApi, dataOf, listenWhileCached, TAGS, type PostUpdatePayload } from '@/shared/api';
import type {
  CoachProfile,
  FanProfile,
  PlayerProfile,
  ProfileData,
  ProfileSections,
  SectionKind,
} from '../model/types';

/** Which sections a user has (the panel shows one card per present section). */
export const sectionsTag = (userId: string) =>
  ({ type: TAGS.profileSection, id: `sections:${userId}` }) as const;
/**
 * One section's content. Tagged apart from the list so that removing a section refreshes the
 * list without asking for the section just deleted (a 404).
 */
export const sectionTag = (kind: SectionKind, userId: string) =>
  ({ type: TAGS.profileSection, id: `${kind}:${userId}` }) as const;

// A success always carries `data`; the envelope type leaves it optional.

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<ProfileData, string>({
      // The header and the user card; the posts come page by page from the post lists, so the
      // first page the answer carries is kept to one post.
      query: (userId) => ({ url: `/profile/${encodeURIComponent(userId)}`, params: { limit: 1 } }),
      transformResponse: dataOf<ProfileData>,
      providesTags: (_result, _error, userId) => [TAGS.profile, { type: TAGS.profile, id: userId }],
      // The user posted or deleted a post: the header's count is read again, as the grid is.
      async onCacheEntryAdded(userId, api) {
        const onPost = (event: PostUpdatePayload) => {
          if (event?.authorId !== userId || event.action === 'updated') return;
          api.dispatch(baseApi.util.invalidateTags([{ type: TAGS.profile, id: userId }]));
        };
        await listenWhileCached(api, { post_update: onPost });
      },
    }),
    profileSections: build.query<ProfileSections, string>({
      query: (userId) => `/profileSections/${encodeURIComponent(userId)}`,
      transformResponse: dataOf<ProfileSections>,
      providesTags: (_result, _error, userId) => [sectionsTag(userId)],
    }),
    fanProfile: build.query<FanProfile, string>({
      query: (userId) => `/getFanProfile/${encodeURIComponent(userId)}`,
      transformResponse: dataOf<FanProfile>,
      providesTags: (_result, _error, userId) => [sectionTag('fan', userId)],
    }),
    playerProfile: build.query<PlayerProfile, string>({
      query: (userId) => `/getPlayerProfile/${encodeURIComponent(userId)}`,
      transformResponse: dataOf<PlayerProfile>,
      providesTags: (_result, _error, userId) => [sectionTag('player', userId)],
    }),
    coachProfile: build.query<CoachProfile, string>({
      query: (userId) => `/getCoachProfile/${encodeURIComponent(userId)}`,
      transformResponse: dataOf<CoachProfile>,
      providesTags: (_result, _error, userId) => [sectionTag('coach', userId)],
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
