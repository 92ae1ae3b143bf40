import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { NotificationEntity } from './notification.entity';

/** One person behind a notification item: undoing their like takes just them off it. */
@Entity('notification_actors')
export class NotificationActorEntity {
  @PrimaryColumn({ name: 'notification_id', type: 'uuid' })
  notificationId: string;

  @ManyToOne(() => NotificationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'notification_id' })
  notification: NotificationEntity;

  @PrimaryColumn({ name: 'actor_id', type: 'uuid' })
  actorId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'actor_id' })
  actor: User;

  @Column({ name: 'acted_at', type: 'timestamptz', precision: 3, default: () => 'now()' })
  actedAt: Date;
}
