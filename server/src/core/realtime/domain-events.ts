import type { NotificationDto } from '../../contracts/notifications';
import type { PostCounts } from '../../contracts/posts';
import type { Audience } from './realtime-publisher';

/** In-process domain events (through @nestjs/event-emitter) and their payloads. */
export interface DomainEvents {
  'session.revoked': { sessionIds: string[] };
  /** A user's first socket connected, or their last one went away (on any replica). */
  'presence.changed': { userId: string; online: boolean };
  /** `communityId`: the post lives in that community and only its members hear of it. */
  'post.created': { postId: string; userId: string; communityId: string | null };
  'post.updated': { postId: string; userId: string; communityId: string | null };
  /** `notifiedIds`: who held a notification about it (gone with the post, by cascade). */
  'post.deleted': {
    postId: string;
    userId: string;
    communityId: string | null;
    notifiedIds: string[];
  };
  /**
   * A comment on the post was added, edited or deleted, with its replies (`communityId`: as for
   * posts). `authorId` wrote the comment, `postAuthorId` the post, `parentAuthorId` the comment
   * it replies to.
   */
  'comment.changed': {
    postId: string;
    communityId: string | null;
    postAuthorId: string;
    commentId: string;
    authorId: string;
    parentCommentId: string | null;
    parentAuthorId: string | null;
    action: 'created' | 'updated' | 'deleted';
    /** The post's counters after a create or delete; null for an edit (unchanged). */
    counts: PostCounts | null;
  };
  /**
   * Someone liked, saved or reposted a post (`active: true`) or took it back. `counts` are the
   * post's counters after the change (pushed to whoever may see the post).
   */
  'post.engagement.changed': {
    postId: string;
    communityId: string | null;
    postAuthorId: string;
    actorId: string;
    kind: 'like' | 'save' | 'repost';
    active: boolean;
    counts: PostCounts;
  };
  /** `blockerId` blocked `blockedId` (their follows and connections are already gone). */
  'user.blocked': { blockerId: string; blockedId: string };
  'user.unblocked': { blockerId: string; blockedId: string };
  /** A user's privacy settings changed (pushes and rooms that depend on them may need a refresh). */
  'privacy.changed': { userId: string };
  /** A one-to-one chat message was stored (the chat's summary changed in the same transaction). */
  'message.sent': {
    messageId: string;
    chatId: string;
    senderId: string;
    receiverId: string;
    content: string;
    createdAt: string;
  };
  /** `userId` read the chat up to now. */
  'chat.read': { chatId: string; userId: string };
  /**
   * A socket said its user started (`typing: true`) or stopped typing in `chatId` to
   * `receiverId`; unchecked until the chat listener asks the Chat module.
   */
  'chat.typing': { chatId: string; userId: string; receiverId: string; typing: boolean };
  /** A successful login (`userAgent`, `ip` as the request gave them). */
  'auth.login': { userId: string; sessionId: string; userAgent: string | null; ip: string | null };
  /** The account was hibernated or reactivated; hibernation revokes its sessions first. */
  'account.hibernated': { userId: string };
  'account.reactivated': { userId: string };
  /**
   * The account and everything of it is gone. `audience`: who could see it, asked before the
   * deletion (the visibility rule's `audienceOfUser(…, 'gone')`; the cascade took the blocks).
   */
  'account.deleted': { userId: string; audience: Audience };
  /** A data export finished (`url` is a signed link) or failed. */
  'data_export.finished': { userId: string; status: 'ready' | 'failed'; url: string | null };
  /** A follow row appeared (`following: true`) or went away. */
  'follow.changed': { followerId: string; followingId: string; following: boolean };
  /** A socket's `follow` event: its user asks for the current follow state to be pushed again. */
  'follow.announced': { followerId: string; followingId: string };
  /** `userId` joined (`member: true`) or left a community; `membersCount` is the count after it. */
  'community.membership.changed': {
    communityId: string;
    userId: string;
    member: boolean;
    membersCount: number;
  };
  /** The owner deleted the community; its memberships and posts are gone with it. */
  'community.deleted': { communityId: string };
  /** A connection between two users changed; `actorId` did it, `otherId` is the other side. */
  'connection.changed': {
    kind: 'request' | 'accepted' | 'rejected' | 'cancelled' | 'disconnected';
    actorId: string;
    otherId: string;
  };
  /** `userId` added, edited or removed their Fan section (their favourite teams may differ). */
  'fan_profile.changed': { userId: string };
  /** The notifications module stored or updated an item for `recipientId` (push it to them). */
  'notification.pushed': {
    recipientId: string;
    notification: NotificationDto;
    unreadCount: number;
  };
  /** `userId`'s unread notification count moved without a new item (read, or an undo). */
  'notification.count.changed': { userId: string; unreadCount: number };
}

export type DomainEventName = keyof DomainEvents;
