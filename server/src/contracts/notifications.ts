import type { UserCard } from './users';

/** What a notification is about. */
export type NotificationType =
  | 'like'
  | 'comment'
  | 'reply'
  | 'follow'
  | 'connection_request'
  | 'connection_accepted'
  | 'community_join'
  | 'message'
  | 'data_export_ready'
  | 'login_alert'
  | 'report_outcome'
  | 'moderation_notice'
  | 'recruiting_interest'
  | 'interest_accepted'
  | 'saved_search_match';

/**
 * What a moderation item says: to a reporter the outcome only (`reviewed`: nothing was wrong,
 * `actioned`: something was done, never what); to an author the action with its reason and the
 * action's id, which an appeal names.
 */
export interface NotificationModeration {
  kind:
    'reviewed' | 'actioned' | 'warn' | 'remove' | 'restore' | 'appeal_upheld' | 'appeal_reversed';
  reason: string | null;
  actionId: string | null;
  targetType: string | null;
}

export interface NotificationPost {
  _id: string;
  title: string;
  /** The feed-sized picture of the post, if it has one. */
  thumbnail: string | null;
}

export interface NotificationComment {
  _id: string;
  text: string;
}

export interface NotificationCommunity {
  _id: string;
  name: string;
}

/**
 * One item of `GET /notifications`. `actor` is the latest person behind it (null for a data
 * export or a login alert); `othersCount` the other people folded into it (likes on one post
 * within an hour). `createdAt` is when the latest of it happened.
 */
export interface NotificationDto {
  _id: string;
  type: NotificationType;
  actor: UserCard | null;
  othersCount: number;
  post?: NotificationPost;
  comment?: NotificationComment;
  community?: NotificationCommunity;
  /** The chat a message item opens. */
  chatId?: string;
  /** The saved search a saved_search_match item is about. */
  savedSearchId?: string;
  /** The download link of a finished data export. */
  url?: string;
  /** report_outcome, moderation_notice: what staff decided. */
  moderation?: NotificationModeration;
  text: string;
  read: boolean;
  createdAt: string;
}

/** `GET /notifications/unread-count` data, and the count every push carries. */
export interface UnreadCountDto {
  unreadCount: number;
}

/** `POST /notifications/read`: those ids, or every notification when `ids` is absent. */
export interface MarkNotificationsReadRequest {
  ids?: string[];
}

/** Socket `notification`: a new or updated item, to its recipient only. */
export interface NotificationPushPayload {
  notification: NotificationDto;
  unreadCount: number;
}

/** Socket `notification_count`: the unread count moved (read in another tab, or an undo). */
export interface NotificationCountPayload {
  unreadCount: number;
}
