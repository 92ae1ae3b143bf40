import type {
  ConnectionStatus,
  MutualRecommendation,
  PublicUser,
  TeamRecommendation,
  UserCard,
} from '@/shared/api';

/** The wire shapes of people (the server's contract). */
export type { ConnectionStatus, PublicUser, UserCard };
export type AdditionDetails = PublicUser['additionDetails'];
export type MutualSuggestion = MutualRecommendation;
export type TeamSuggestion = TeamRecommendation;
