import type { SessionUser } from '@/shared/model';

export interface AdditionDetails {
  dateOfBirth: string | null;
  gender: 'male' | 'female' | null;
  bio: string | null;
}

/** What anyone may see of a user. */
export interface PublicUser extends SessionUser {
  image: string | null;
  isActive: boolean;
  additionDetails?: AdditionDetails;
  numOfFollowers?: number;
  numOfFollowing?: number;
}

export type ConnectionStatus = 'none' | 'pending_sent' | 'pending_received' | 'connected';

/** A user as seen by the caller: follow and connection state are relative to me. */
export interface UserCard extends PublicUser {
  isFollowing: boolean;
  followsMe: boolean;
  connectionStatus: ConnectionStatus;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface MutualSuggestion {
  user: UserCard;
  mutualCount: number;
}

export interface TeamSuggestion {
  user: UserCard;
  sharedTeams: string[];
  sharedCount: number;
}
