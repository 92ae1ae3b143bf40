import {
  profileApi,
  sectionsTag,
  sectionTag,
  type CoachProfile,
  type CoachingStint,
  type FanProfile,
  type FanProfileInput,
  type PlayerProfile,
  type PlayerTeam,
  type Position,
  type RecruitingInterest,
  type SectionKind,
} from '@/entities/profile';
import { baseApi, dataOf, TAGS, type Envelope } from '@/shared/api';

/** Whose section: only for the cache (the server takes the owner from the token). */
interface Owner {
  userId: string;
}

type MessageEnvelope = Envelope<undefined>;

// Favourite teams drive the team recommendations.
const peopleToo = (kind: SectionKind) => (kind === 'fan' ? [TAGS.people] : []);

/** After adding: the list of sections, and any stale copy of a section removed earlier. */
const added =
  (kind: SectionKind) =>
  (_r: unknown, _e: unknown, { userId }: Owner) => [
    sectionsTag(userId),
    sectionTag(kind, userId),
    ...peopleToo(kind),
  ];

const edited =
  (kind: SectionKind) =>
  (_r: unknown, _e: unknown, { userId }: Owner) => [sectionTag(kind, userId), ...peopleToo(kind)];

/**
 * After removing: the section leaves the cached list at once (its card unmounts, so nothing asks
 * for the deleted section and gets a 404), then the list is read again.
 */
const removal = (kind: SectionKind) => ({
  invalidatesTags: (_r: unknown, _e: unknown, { userId }: Owner) => [
    sectionsTag(userId),
    ...peopleToo(kind),
  ],
  async onQueryStarted(
    { userId }: Owner,
    api: {
      dispatch: (action: unknown) => unknown;
      queryFulfilled: Promise<unknown>;
    },
  ) {
    const ok = await api.queryFulfilled.then(
      () => true,
      () => false,
    );
    if (!ok) return;
    api.dispatch(
      profileApi.util.updateQueryData('profileSections', userId, (draft) => {
        draft[kind] = false;
      }),
    );
  },
});

export const sectionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addFanProfile: build.mutation<FanProfile, Owner>({
      query: () => ({
        url: '/addFanProfile',
        method: 'POST',
        body: { favouriteTeams: [], socials: [], languages: [] },
      }),
      transformResponse: dataOf<FanProfile>,
      invalidatesTags: added('fan'),
    }),
    editFanProfile: build.mutation<FanProfile, FanProfileInput & Owner>({
      query: (body) => ({ url: '/editFanProfile', method: 'PUT', body }),
      transformResponse: dataOf<FanProfile>,
      invalidatesTags: edited('fan'),
    }),
    removeFanProfile: build.mutation<MessageEnvelope, Owner>({
      query: () => ({ url: '/removeFanProfile', method: 'POST' }),
      ...removal('fan'),
    }),
    addPlayerProfile: build.mutation<PlayerProfile, Owner>({
      query: () => ({ url: '/addPlayerProfile', method: 'POST', body: {} }),
      transformResponse: dataOf<PlayerProfile>,
      invalidatesTags: added('player'),
    }),
    editPlayerProfile: build.mutation<
      PlayerProfile,
      Owner & { positions: Position[]; teams: PlayerTeam[] }
    >({
      query: ({ positions, teams }) => ({
        url: '/editPlayerProfile',
        method: 'PUT',
        body: { positions, teams },
      }),
      transformResponse: dataOf<PlayerProfile>,
      invalidatesTags: edited('player'),
    }),
    removePlayerProfile: build.mutation<MessageEnvelope, Owner>({
      query: () => ({ url: '/removePlayerProfile', method: 'POST' }),
      ...removal('player'),
    }),
    addCoachProfile: build.mutation<CoachProfile, Owner>({
      query: () => ({ url: '/addCoachProfile', method: 'POST', body: {} }),
      transformResponse: dataOf<CoachProfile>,
      invalidatesTags: added('coach'),
    }),
    editCoachProfile: build.mutation<
      CoachProfile,
      Owner & { coachingHistory: CoachingStint[]; recruitingInterests: RecruitingInterest[] }
    >({
      query: ({ coachingHistory, recruitingInterests }) => ({
        url: '/editCoachProfile',
        method: 'PUT',
        body: { coachingHistory, recruitingInterests },
      }),
      transformResponse: dataOf<CoachProfile>,
      invalidatesTags: edited('coach'),
    }),
    removeCoachProfile: build.mutation<MessageEnvelope, Owner>({
      query: () => ({ url: '/removeCoachProfile', method: 'POST' }),
      ...removal('coach'),
    }),
  }),
});

export const {
  useAddFanProfileMutation,
  useEditFanProfileMutation,
  useRemoveFanProfileMutation,
  useAddPlayerProfileMutation,
  useEditPlayerProfileMutation,
  useRemovePlayerProfileMutation,
  useAddCoachProfileMutation,
  useEditCoachProfileMutation,
  useRemoveCoachProfileMutation,
} = sectionsApi;
