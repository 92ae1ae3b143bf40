import type { Relation } from '../../contracts/users';

export type { ConnectionStatus, Relation, UserCard } from '../../contracts/users';

export const NO_RELATION: Relation = {
  isFollowing: false,
  followsMe: false,
  connectionStatus: 'none',
};
