export { userApi, useCurrentUserQuery, type User } from './api/userApi';
export {
  peopleApi,
  useFollowersInfiniteQuery,
  useFollowingInfiniteQuery,
  useUsersNotFollowedInfiniteQuery,
  useSearchUsersInfiniteQuery,
  useMutualSuggestionsQuery,
  useTeamSuggestionsQuery,
  type PageArgs,
} from './api/peopleApi';
export { useFollowLiveUpdates } from './model/useFollowLiveUpdates';
export type {
  AdditionDetails,
  PublicUser,
  UserCard,
  ConnectionStatus,
  MutualSuggestion,
  TeamSuggestion,
} from './model/types';
export { UserAvatar, type UserAvatarProps } from './ui/UserAvatar';
export { presenceSlice, presenceChanged, useOnline } from './model/presence';
export { usePresenceLiveUpdates } from './model/usePresenceLiveUpdates';
