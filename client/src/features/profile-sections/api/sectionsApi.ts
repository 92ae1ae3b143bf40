import type {
  CoachProfile,
  FanProfile,
  FanProfileInput,
  PlayerProfile,
  RecruitingInterest,
  CoachingStint,
  PlayerTeam,
  Position,
} from '@/entities/profile';
import { baseApi, TAGS } from '@/shared/api';

interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

interface MessageEnvelope {
  success: boolean;
  message?: string;
}

const SECTION_TAGS = [TAGS.profileSection];
// Favourite teams drive the team recommendations.
const FAN_TAGS = [TAGS.profileSection, TAGS.people];

export const sectionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addFanProfile: build.mutation<FanProfile, void>({
      query: () => ({
        url: '/addFanProfile',
        method: 'POST',
        body: { favouriteTeams: [], socials: [], languages: [] },
      }),
      transformResponse: (r: Envelope<FanProfile>) => r.data,
      invalidatesTags: FAN_TAGS,
    }),
    editFanProfile: build.mutation<FanProfile, FanProfileInput & { userId: string }>({
      query: (body) => ({ url: '/editFanProfile', method: 'PUT', body }),
      transformResponse: (r: Envelope<FanProfile>) => r.data,
      invalidatesTags: FAN_TAGS,
    }),
    removeFanProfile: build.mutation<MessageEnvelope, void>({
      query: () => ({ url: '/removeFanProfile', method: 'POST' }),
      invalidatesTags: FAN_TAGS,
    }),
    addPlayerProfile: build.mutation<PlayerProfile, void>({
      query: () => ({ url: '/addPlayerProfile', method: 'POST', body: {} }),
      transformResponse: (r: Envelope<PlayerProfile>) => r.data,
      invalidatesTags: SECTION_TAGS,
    }),
    editPlayerProfile: build.mutation<
      PlayerProfile,
      { positions: Position[]; teams: PlayerTeam[] }
    >({
      query: (body) => ({ url: '/editPlayerProfile', method: 'PUT', body }),
      transformResponse: (r: Envelope<PlayerProfile>) => r.data,
      invalidatesTags: SECTION_TAGS,
    }),
    removePlayerProfile: build.mutation<MessageEnvelope, void>({
      query: () => ({ url: '/removePlayerProfile', method: 'POST' }),
      invalidatesTags: SECTION_TAGS,
    }),
    addCoachProfile: build.mutation<CoachProfile, void>({
      query: () => ({ url: '/addCoachProfile', method: 'POST', body: {} }),
      transformResponse: (r: Envelope<CoachProfile>) => r.data,
      invalidatesTags: SECTION_TAGS,
    }),
    editCoachProfile: build.mutation<
      CoachProfile,
      { coachingHistory: CoachingStint[]; recruitingInterests: RecruitingInterest[] }
    >({
      query: (body) => ({ url: '/editCoachProfile', method: 'PUT', body }),
      transformResponse: (r: Envelope<CoachProfile>) => r.data,
      invalidatesTags: SECTION_TAGS,
    }),
    removeCoachProfile: build.mutation<MessageEnvelope, void>({
      query: () => ({ url: '/removeCoachProfile', method: 'POST' }),
      invalidatesTags: SECTION_TAGS,
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
