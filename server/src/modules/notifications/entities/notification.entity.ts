import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { NotificationType } from '../../../contracts/notifications';
import { CommentEntity } from '../../comments/entities/comment.entity';
import { CommunityEntity } from '../../communities/entities/community.entity';
import { PostEntity } from '../../posts/entities/post.entity';
import { User } from '../../users/entities/user.entity';

/**
 * An item in a user's notifications centre. The people behind it are `notification_actors`
 * (several for likes collapsed on one post); what it is about cascades, so a deleted post,
 * comment or community takes its notifications with it.
 */
@Entity('notifications')
export class NotificationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'recipient_id', type: 'uuid' })
  recipientId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipient_id' })
  recipient: User;

  @Column({ type: 'varchar', length: 24 })
  type: NotificationType;

  @Column({ name: 'post_id', type: 'uuid', nullable: true })
  postId: string | null;

  @ManyToOne(() => PostEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id' })
  post: PostEntity | null;

  @Column({ name: 'comment_id', type: 'uuid', nullable: true })
  commentId: string | null;

  @ManyToOne(() => CommentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'comment_id' })
  comment: CommentEntity | null;

  @Column({ name: 'community_id', type: 'uuid', nullable: true })
  communityId: string | null;

  @ManyToOne(() => CommunityEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'community_id' })
  community: CommunityEntity | null;

  /**
   * A message item's chat. No foreign key: chats belong to the chat module; a message item is
   * unique per recipient and chat while unread (a partial unique index).
   */
  @Column({ name: 'chat_id', type: 'uuid', nullable: true })
  chatId: string | null;

  /** Messages folded into a message item while its chat is unread. */
  @Column({ name: 'message_count', type: 'integer', default: 1 })
  messageCount: number;

  /** login_alert: the browser and address; data_export_ready: the link. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, string | null>;

  @Column({ name: 'read_at', type: 'timestamptz', precision: 3, nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  /** The latest thing that happened to the item: the list's order and the time it shows. */
  @Column({ name: 'activity_at', type: 'timestamptz', precision: 3, default: () => 'now()' })
  activityAt: Date;

  /** When the item was last put in a digest email. */
  @Column({ name: 'emailed_at', type: 'timestamptz', precision: 3, nullable: true })
  emailedAt: Date | null;
}
