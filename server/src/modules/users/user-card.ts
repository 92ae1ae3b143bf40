import type { PublicUser } from './user.mapper';

export type ConnectionStatus = 'none' | 'pending_sent' | 'pending_received' | 'connected';

/** A user as another user sees them in lists: with how the two are related. */
export interface UserCard extends PublicUser {
  isFollowing: boolean;
  followsMe: boolean;
  connectionStatus: ConnectionStatus;
}

export interface Relation {
  isFollowing: boolean;
  followsMe: boolean;
  connectionStatus: ConnectionStatus;
}

export const NO_RELATION: Relation = {
  isFollowing: false,
  followsMe: false,
  connectionStatus: 'none',
};
