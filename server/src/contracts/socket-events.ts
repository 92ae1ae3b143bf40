import type { ErrorBody } from './envelope';
import type { NotificationCountPayload, NotificationPushPayload } from './notifications';
import type { PostCounts } from './posts';
import type {
  ChatReadPayload,
  ReceiveMessagePayload,
  TypingPayload,
  UserTypingPayload,
} from './chat';

/**
 * Every socket.io event that crosses the wire, in both directions, with its payload. The server's
 * gateway and publisher and the client's socket are typed with these maps, so an event name or a
 * payload field cannot drift between the two sides. Types only: the client imports this file.
 */

export type PostUpdateAction = 'created' | 'updated' | 'deleted';

export interface PostUpdatePayload {
  postId: string;
  action: PostUpdateAction;
  /** Set for a community post: the push went to that community's members only. */
  communityId: string | null;
  /** Who wrote it: an open profile follows its own user's posts (its grid and post count). */
  authorId: string;
}

export type CommentUpdateAction = 'created' | 'updated' | 'deleted';

/**
 * A comment changed. It carries ids only (read the comment through `/viewComment`, which checks
 * who may see it); a deleted comment takes its replies with it.
 */
export interface CommentUpdatePayload {
  postId: string;
  commentId: string;
  parentCommentId: string | null;
  action: CommentUpdateAction;
}

/** A post's counters after someone liked, saved, reposted or commented (all four, versioned). */
export interface PostCountsPayload {
  postId: string;
  counts: PostCounts;
}

/**
 * I liked, saved or reposted a post (or took it back), in some tab: my other tabs show it, so a
 * click there does not undo it. To the actor's own sockets only.
 */
export interface MyEngagementPayload {
  postId: string;
  kind: 'like' | 'save' | 'repost';
  active: boolean;
  counts: PostCounts;
}

/**
 * I blocked or unblocked someone (from another tab, or another device): my open screens read
 * again what a block hides (lists, profiles, posts, chats). To the blocker's own sockets only;
 * the other user is never told.
 */
export interface MyBlockPayload {
  userId: string;
  blocked: boolean;
}

/** A user came online or went offline (never sent about users who hide their online status). */
export interface PresenceUpdatePayload {
  userId: string;
  isActive: boolean;
}

export interface FollowUpdatePayload {
  followerId: string;
  followingId: string;
  following: boolean;
}

export interface ConnectionRequestPayload {
  requesterId: string;
}

/** The user who accepted, rejected, cancelled or disconnected. */
export interface ConnectionActorPayload {
  userId: string;
}

/**
 * Why the server closed this socket on purpose (it does not come back by itself): the account
 * has more sockets open than it may (`too_many_connections`; the oldest are closed).
 */
export interface ConnectionClosedPayload {
  reason: 'too_many_connections';
}

/** A community's member count moved (someone joined or left). */
export interface CommunityUpdatePayload {
  communityId: string;
  membersCount: number;
}

/**
 * I joined or left a community (in another tab, or on another device): my open pages and lists of
 * communities read again. To my own sockets only.
 */
export interface MyMembershipPayload {
  communityId: string;
  member: boolean;
}

/** The owner deleted the community: lists drop it, its open page says it is gone. */
export interface CommunityDeletedPayload {
  communityId: string;
}

/** An account was put to sleep or deleted: open lists drop its posts and its chat at once. */
export interface AccountGonePayload {
  userId: string;
}

/** Server to browser. */
export interface ServerToClientEvents {
  comment_update: (payload: CommentUpdatePayload) => void;
  post_update: (payload: PostUpdatePayload) => void;
  /** Not in SPEC §7: open feeds move counters live, to those who may see the post only. */
  post_counts: (payload: PostCountsPayload) => void;
  /** Not in SPEC §7: my like, save or repost, to my other tabs. */
  my_engagement: (payload: MyEngagementPayload) => void;
  /** Not in SPEC §7: my block or unblock, to my other tabs. */
  my_block: (payload: MyBlockPayload) => void;
  /** Not in SPEC §7: online dots move live, on the sockets that watch that user. */
  presence_update: (payload: PresenceUpdatePayload) => void;
  follow_update: (payload: FollowUpdatePayload) => void;
  refresh: () => void;
  connection_request: (payload: ConnectionRequestPayload) => void;
  connection_accepted: (payload: ConnectionActorPayload) => void;
  connection_rejected: (payload: ConnectionActorPayload) => void;
  /** The requester withdrew a pending request (not in SPEC §7; lets the recipient's list refresh). */
  connection_cancelled: (payload: ConnectionActorPayload) => void;
  connection_disconnected: (payload: ConnectionActorPayload) => void;
  community_update: (payload: CommunityUpdatePayload) => void;
  /** Not in SPEC §7: my join or leave, to my other tabs. */
  my_membership: (payload: MyMembershipPayload) => void;
  /** Not in SPEC §7: lets the open lists and pages that show it drop a deleted community. */
  community_deleted: (payload: CommunityDeletedPayload) => void;
  /** Not in SPEC §7: a hibernated or deleted account leaves the screens that show it. */
  account_gone: (payload: AccountGonePayload) => void;
  /** Not in SPEC §7: this socket is closed for good (the account opened too many). */
  connection_closed: (payload: ConnectionClosedPayload) => void;
  /** A new or updated notification, with the recipient's unread count: to the recipient only. */
  notification: (payload: NotificationPushPayload) => void;
  /** The recipient's unread count changed without a new item (read elsewhere, an undo). */
  notification_count: (payload: NotificationCountPayload) => void;
  /** A chat message, to both members' rooms (the sender's other tabs stay in step). */
  receive_message: (payload: ReceiveMessagePayload) => void;
  user_typing: (payload: UserTypingPayload) => void;
  user_stopped_typing: (payload: UserTypingPayload) => void;
  /** Not in SPEC §7: the reader's other tabs take the new unread total for the badge. */
  chat_read: (payload: ChatReadPayload) => void;
}

export interface FollowAnnouncePayload {
  followerId: string;
  followingId: string;
}

/**
 * The users whose online dots a screen shows now (`watch`) or no longer shows (`unwatch`): a
 * user's presence is pushed only to the sockets that watch them. The server takes at most 100 ids
 * an event and 1 000 a socket, and ignores the rest (and anything that is not a user id).
 */
export interface PresenceWatchPayload {
  watch?: string[];
  unwatch?: string[];
}

/**
 * The communities a screen shows now (`watch`: cards, a community's page) or no longer shows
 * (`unwatch`): a community's member count and its deletion reach its members and the sockets
 * that watch it, never every socket. At most 100 ids an event and 500 a socket; the rest, and
 * anything that is not an id, are ignored.
 */
export interface CommunityWatchPayload {
  watch?: string[];
  unwatch?: string[];
}

/**
 * What an event's acknowledgement answers when its payload is refused: the HTTP error body (400
 * `VALIDATION_FAILED` with `errors` by field), as a bad request body would be answered.
 */
export type SocketRefusal = ErrorBody;

/** Browser to server. */
export interface ClientToServerEvents {
  /** SPEC §7: a user id (one's own room) or a community id. */
  /** Acknowledged with whether the socket is now in that room. */
  join: (roomId: string, ack?: (joined: boolean | SocketRefusal) => void) => void;
  /** Acknowledged with whether the request was taken (only as oneself). */
  follow: (
    payload: FollowAnnouncePayload,
    ack?: (accepted: boolean | SocketRefusal) => void,
  ) => void;
  /** A member of the chat started or stopped typing to `receiverId`. */
  typing_started: (payload: TypingPayload, ack?: (refused: SocketRefusal) => void) => void;
  typing_stopped: (payload: TypingPayload, ack?: (refused: SocketRefusal) => void) => void;
  /**
   * Not in SPEC §7: which users' presence this socket hears (online dots on screen). Acknowledged
   * with how many users the socket watches now.
   */
  watch_presence: (
    payload: PresenceWatchPayload,
    ack?: (watching: number | SocketRefusal) => void,
  ) => void;
  /**
   * Not in SPEC §7: which communities' counts this socket hears (cards and pages on screen).
   * Acknowledged with how many communities the socket watches now.
   */
  watch_communities: (
    payload: CommunityWatchPayload,
    ack?: (watching: number | SocketRefusal) => void,
  ) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ClientEventName = keyof ClientToServerEvents;
