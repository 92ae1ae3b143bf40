import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { ChatEntity } from './chat.entity';

/** A member's read point in a chat and the count of messages they received since. */
@Entity('chat_reads')
export class ChatReadEntity {
  @PrimaryColumn({ name: 'chat_id', type: 'uuid' })
  chatId: string;

  @ManyToOne(() => ChatEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'chat_id' })
  chat: ChatEntity;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @Column({ name: 'last_read_at', type: 'timestamptz', precision: 3, default: () => 'now()' })
  lastReadAt: Date;

  /** Raised by the `messages_after_insert` trigger, set to 0 when the member reads the chat. */
  @Column({ name: 'unread_count', type: 'integer', default: 0 })
  unreadCount: number;
}
