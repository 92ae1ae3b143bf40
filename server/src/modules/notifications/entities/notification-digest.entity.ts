import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * When a user was last sent a digest email. Claiming the row (an upsert that only moves a time an
 * hour old) is what keeps digests to one an hour across replicas.
 */
@Entity('notification_digests')
export class NotificationDigestEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @Column({ name: 'last_sent_at', type: 'timestamptz', precision: 3 })
  lastSentAt: Date;
}
