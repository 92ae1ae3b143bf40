import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  NotificationComment,
  NotificationCommunity,
  NotificationDto,
  NotificationPost,
  NotificationType,
  UnreadCountDto,
} from '../../../contracts/notifications';
import { UserCardDto } from '../../users/dto/user.responses';

const NOTIFICATION_TYPES: NotificationType[] = [
  'like',
  'comment',
  'reply',
  'follow',
  'connection_request',
  'connection_accepted',
  'community_join',
  'message',
  'data_export_ready',
  'login_alert',
];

export class NotificationPostDto implements NotificationPost {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true, description: 'The feed-sized picture, if any' })
  thumbnail: string | null;
}

export class NotificationCommentDto implements NotificationComment {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() text: string;
}

export class NotificationCommunityDto implements NotificationCommunity {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() name: string;
}

/** One item of `GET /notifications`. */
export class NotificationItemDto implements NotificationDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ enum: NOTIFICATION_TYPES }) type: NotificationType;
  @ApiProperty({
    type: UserCardDto,
    nullable: true,
    description: 'The latest person behind it (null for a data export or a login alert)',
  })
  actor: UserCardDto | null;
  @ApiProperty({ description: 'Other people folded into it (likes on one post within an hour)' })
  othersCount: number;
  @ApiPropertyOptional({ type: NotificationPostDto }) post?: NotificationPostDto;
  @ApiPropertyOptional({ type: NotificationCommentDto }) comment?: NotificationCommentDto;
  @ApiPropertyOptional({ type: NotificationCommunityDto }) community?: NotificationCommunityDto;
  @ApiPropertyOptional({ format: 'uuid', description: 'The chat a message item opens' })
  chatId?: string;
  @ApiPropertyOptional({ description: 'The download link of a finished data export' })
  url?: string;
  @ApiProperty() text: string;
  @ApiProperty() read: boolean;
  @ApiProperty({ format: 'date-time', description: 'When the latest of it happened' })
  createdAt: string;
}

export class NotificationUnreadCountDto implements UnreadCountDto {
  @ApiProperty() unreadCount: number;
}
