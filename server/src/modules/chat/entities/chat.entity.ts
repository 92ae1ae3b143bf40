import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * A one-to-one chat. One row per unordered pair: the smaller user id is `user_low` (a CHECK and a
 * unique constraint on the pair). The summary columns are the latest message's, moved by the
 * `messages_after_insert` trigger in the message's own transaction.
 */
@Entity('chats')
export class ChatEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_low', type: 'uuid' })
  userLow: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_low' })
  lowUser: User;

  @Column({ name: 'user_high', type: 'uuid' })
  userHigh: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_high' })
  highUser: User;

  /** Trigger-kept, as are the three below; null until the first message. */
  @Column({ name: 'last_content', type: 'text', nullable: true })
  lastContent: string | null;

  /** One of the pair, so no foreign key: the chat goes with either user anyway. */
  @Column({ name: 'last_sender_id', type: 'uuid', nullable: true })
  lastSenderId: string | null;

  @Column({ name: 'last_message_at', type: 'timestamptz', precision: 3, nullable: true })
  lastMessageAt: Date | null;

  /** The history's page count comes from it. */
  @Column({ name: 'message_count', type: 'integer', default: 0 })
  messageCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  /** The latest activity (the last message, by trigger): the chat list's order and keyset. */
  @Column({ name: 'updated_at', type: 'timestamptz', precision: 3, default: () => 'now()' })
  updatedAt: Date;
}
