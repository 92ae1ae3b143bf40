import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { AudienceLevel, InteractionLevel } from '../../../contracts/settings';
import { User } from '../../users/entities/user.entity';

/**
 * A user's privacy, notification and language settings. Every user has exactly one row, made by
 * the `user_settings_create` trigger in the user's own insert, so the visibility rule reads a
 * privacy value with a primary-key probe and never meets a missing row.
 */
@Entity('user_settings')
export class UserSettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @Column({ name: 'profile_visibility', type: 'varchar', length: 7, default: 'public' })
  profileVisibility: AudienceLevel;

  @Column({ name: 'post_visibility', type: 'varchar', length: 7, default: 'public' })
  postVisibility: AudienceLevel;

  @Column({ name: 'story_visibility', type: 'varchar', length: 7, default: 'friends' })
  storyVisibility: AudienceLevel;

  @Column({ name: 'allow_comments', type: 'varchar', length: 8, default: 'everyone' })
  allowComments: InteractionLevel;

  @Column({ name: 'allow_messages', type: 'varchar', length: 8, default: 'everyone' })
  allowMessages: InteractionLevel;

  @Column({ name: 'allow_tags', type: 'varchar', length: 8, default: 'everyone' })
  allowTags: InteractionLevel;

  @Column({ name: 'show_online_status', type: 'boolean', default: true })
  showOnlineStatus: boolean;

  @Column({ name: 'show_activity', type: 'boolean', default: true })
  showActivity: boolean;

  @Column({ name: 'show_followers', type: 'boolean', default: true })
  showFollowers: boolean;

  @Column({ name: 'allow_search_by_email', type: 'boolean', default: false })
  allowSearchByEmail: boolean;

  @Column({ name: 'allow_search_by_phone', type: 'boolean', default: false })
  allowSearchByPhone: boolean;

  @Column({ name: 'two_factor_auth', type: 'boolean', default: false })
  twoFactorAuth: boolean;

  @Column({ name: 'login_alerts', type: 'boolean', default: true })
  loginAlerts: boolean;

  @Column({ name: 'email_notifications', type: 'boolean', default: true })
  emailNotifications: boolean;

  @Column({ name: 'push_notifications', type: 'boolean', default: true })
  pushNotifications: boolean;

  @Column({ name: 'sms_notifications', type: 'boolean', default: false })
  smsNotifications: boolean;

  @Column({ name: 'like_notifications', type: 'boolean', default: true })
  likeNotifications: boolean;

  @Column({ name: 'comment_notifications', type: 'boolean', default: true })
  commentNotifications: boolean;

  @Column({ name: 'follow_notifications', type: 'boolean', default: true })
  followNotifications: boolean;

  @Column({ name: 'message_notifications', type: 'boolean', default: true })
  messageNotifications: boolean;

  /** At most five (a CHECK). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  languages: string[];

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
