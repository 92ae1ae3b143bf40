import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * Content moderation hides: `autohidden` once enough distinct people reported it (its author
 * still sees it), `removed` by a moderator (nobody does; restorable for 30 days). The visibility
 * rule reads this table; a restore or a dismissal deletes the row.
 */
@Entity('moderated_content')
export class ModeratedContentEntity {
  @PrimaryColumn({ name: 'target_type', type: 'varchar', length: 9 })
  targetType: 'post' | 'comment' | 'message' | 'community';

  @PrimaryColumn({ name: 'target_id', type: 'uuid' })
  targetId: string;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id' })
  author: User | null;

  @Column({ type: 'varchar', length: 10 })
  state: 'autohidden' | 'removed';

  @Column({ name: 'hidden_at', type: 'timestamptz', default: () => 'now()' })
  hiddenAt: Date;
}
