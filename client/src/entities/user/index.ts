export { userApi, useCurrentUserQuery, type User } from './api/userApi';
export {
  peopleApi,
  useFollowersQuery,
  useFollowingQuery,
  useUsersNotFollowedQuery,
  useSearchUsersQuery,
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
  Page,
  MutualSuggestion,
  TeamSuggestion,
} from './model/types';
export { UserAvatar, type UserAvatarProps } from './ui/UserAvatar';
