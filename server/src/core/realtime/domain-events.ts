/** In-process domain events (through @nestjs/event-emitter) and their payloads. */
export interface DomainEvents {
  'session.revoked': { sessionIds: string[] };
  /** A user's first socket connected, or their last one went away (on any replica). */
  'presence.changed': { userId: string; online: boolean };
  'post.created': { postId: string; userId: string };
  'post.updated': { postId: string; userId: string };
  'post.deleted': { postId: string; userId: string };
  /** A comment on the post was added, edited or deleted. */
  'comment.changed': { postId: string };
  /** A follow row appeared (`following: true`) or went away. */
  'follow.changed': { followerId: string; followingId: string; following: boolean };
  /** A socket's `follow` event: its user asks for the current follow state to be pushed again. */
  'follow.announced': { followerId: string; followingId: string };
  /** A connection between two users changed; `actorId` did it, `otherId` is the other side. */
  'connection.changed': {
    kind: 'request' | 'accepted' | 'rejected' | 'cancelled' | 'disconnected';
    actorId: string;
    otherId: string;
  };
}

export type DomainEventName = keyof DomainEvents;
