import { type AppLanguage, DEFAULT_APP_LANGUAGE } from '../../contracts/app-language';
import { mediaUrl } from '../../core/storage/media-url';
import type {
  NotificationDto,
  NotificationModeration,
  NotificationType,
} from '../../contracts/notifications';
import type { UserCard } from '../../contracts/users';
import { describeBrowser, notificationText } from './notification-text';

/** One item as the list query reads it (visibility already applied). */
export interface ItemRow {
  item_id: string;
  type: NotificationType;
  /** The latest actor the recipient may still see. */
  actor_id: string | null;
  /** How many actors the recipient may still see. */
  actors: number | null;
  post_id: string | null;
  post_title: string | null;
  post_image_key: string | null;
  post_image_feed_key: string | null;
  /** Everyone may see the post (its picture's URL is bare). */
  post_public: boolean;
  comment_id: string | null;
  comment_text: string | null;
  community_id: string | null;
  chat_id: string | null;
  message_count: number;
  details: Record<string, string | null>;
  read: boolean;
  activity_at: Date;
}

export function toNotificationDto(
  row: ItemRow,
  actor: UserCard | undefined,
  communityNames: Map<string, string>,
  recipientId: string,
  language: AppLanguage = DEFAULT_APP_LANGUAGE,
): NotificationDto {
  const othersCount = Math.max((row.actors ?? 0) - 1, 0);
  const communityName = row.community_id ? (communityNames.get(row.community_id) ?? null) : null;
  const thumbnail = mediaUrl(row.post_image_feed_key ?? row.post_image_key, {
    public: row.post_public,
    viewer: recipientId,
  });
  const dto: NotificationDto = {
    _id: row.item_id,
    type: row.type,
    actor: actor ?? null,
    othersCount,
    text: notificationText(
      {
        type: row.type,
        actorName: actor?.fullName ?? null,
        othersCount,
        messageCount: row.message_count,
        commentText: row.comment_text,
        postCaption: thumbnail ? null : row.post_title,
        communityName,
        browser: row.details.device ?? describeBrowser(row.details.userAgent ?? null),
        address: row.details.ip ?? null,
        moderation: moderationOf(row),
        athleteCount: row.details.count ? Number(row.details.count) : null,
      },
      language,
    ),
    read: row.read,
    createdAt: row.activity_at.toISOString(),
  };
  if (row.post_id) {
    dto.post = {
      _id: row.post_id,
      title: row.post_title ?? '',
      thumbnail,
    };
  }
  if (row.comment_id) dto.comment = { _id: row.comment_id, text: row.comment_text ?? '' };
  if (row.community_id) dto.community = { _id: row.community_id, name: communityName ?? '' };
  if (row.chat_id) dto.chatId = row.chat_id;
  if (row.details.url) dto.url = row.details.url;
  const moderation = moderationOf(row);
  if (moderation) dto.moderation = moderation;
  if (row.details.searchId) dto.savedSearchId = row.details.searchId;
  return dto;
}

/** A moderation item's details (kept in `details` as the moderation module gave them). */
function moderationOf(row: {
  type: NotificationDto['type'];
  details: Record<string, string | null>;
}): NotificationModeration | null {
  if (row.type !== 'report_outcome' && row.type !== 'moderation_notice') return null;
  return {
    kind: (row.details.kind ?? 'reviewed') as NotificationModeration['kind'],
    reason: row.details.reason ?? null,
    actionId: row.details.actionId ?? null,
    targetType: row.details.targetType ?? null,
  };
}
