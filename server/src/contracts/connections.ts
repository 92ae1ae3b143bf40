import type { ConnectionStatus, UserCard } from './users';

/** A request waiting for my answer (`GET /pendingConnections`). */
export interface PendingConnection {
  _id: string;
  requester: UserCard;
  createdAt: string;
}

/** A request I sent that is still waiting (`GET /sentPendingConnections`). */
export interface SentConnection {
  _id: string;
  recipient: UserCard;
  createdAt: string;
}

/** What connect, cancel, accept, reject and disconnect answer: the pair's state now. */
export interface ConnectionChange {
  status: Exclude<ConnectionStatus, 'pending_received'>;
}
