export {
  recruitingApi,
  RECRUITING_PAGE_SIZE,
  searchParams,
  useMyAthleteProfileQuery,
  useSaveAthleteProfileMutation,
  usePlayersInfiniteQuery,
  useOpeningsInfiniteQuery,
  useCreateOpeningMutation,
  useUpdateOpeningMutation,
  useDeleteOpeningMutation,
  useOpeningMatchesInfiniteQuery,
  useMyMatchesInfiniteQuery,
  useInterestsInfiniteQuery,
  useSendInterestMutation,
  useRespondInterestMutation,
  useSaveSearchMutation,
} from './api/recruitingApi';
export {
  LEVELS,
  POSITIONS_BY_SPORT,
  SIDES,
  SPORTS,
  STATS_BY_SPORT,
  levelLabel,
  positionLabel,
  positionList,
  reasonText,
  sideLabel,
  sportLabel,
  statLabel,
  type StatKey,
} from './lib/labels';
export { AthleteCard, type AthleteCardProps } from './ui/AthleteCard';
export { OpeningCard, type OpeningCardProps } from './ui/OpeningCard';
export { MatchReasons } from './ui/MatchReasons';
