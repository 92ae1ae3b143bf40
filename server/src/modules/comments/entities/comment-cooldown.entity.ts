import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * A user's last accepted comment: the server-side comment cooldown, claimed by one atomic upsert
 * so two racing comments cannot both pass it.
 */
@Entity('comment_cooldowns')
export class CommentCooldownEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @Column({ name: 'last_comment_at', type: 'timestamptz' })
  lastCommentAt: Date;
}
