import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** A post a user saved for later; the post's `saved_count` follows these rows by trigger. */
@Entity('post_saves')
export class PostSaveEntity {
  @PrimaryColumn({ name: 'post_id', type: 'uuid' })
  postId: string;

  // The post by its table, not its class: posts read these rows, so engagement imports nothing of
  // posts.
  @ManyToOne('posts', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id' })
  post: unknown;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
