import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** A post: a caption with at most one picture or video, on its author's profile or in a community. */
@Entity('posts')
export class PostEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  /** The caption (the wire field `title`, as the spec names it). */
  @Column({ type: 'varchar', length: 600 })
  title: string;

  /** Object key of the picture as uploaded; a CHECK allows a picture or a video, never both. */
  @Column({ name: 'image_key', type: 'varchar', length: 255, nullable: true })
  imageKey: string | null;

  /** Object key of the picture's feed-sized variant, which cards show. */
  @Column({ name: 'image_feed_key', type: 'varchar', length: 255, nullable: true })
  imageFeedKey: string | null;

  /** The feed variant's size, so a card reserves its space; both set or both null (a CHECK). */
  @Column({ name: 'image_width', type: 'integer', nullable: true })
  imageWidth: number | null;

  @Column({ name: 'image_height', type: 'integer', nullable: true })
  imageHeight: number | null;

  @Column({ name: 'video_key', type: 'varchar', length: 255, nullable: true })
  videoKey: string | null;

  /** Set for a community post: only the community's members see it. */
  @Column({ name: 'community_id', type: 'uuid', nullable: true })
  communityId: string | null;

  /**
   * The community is named by its table, not its class: the communities module lists and deletes
   * a community's posts through PostsService, so posts import nothing of it.
   */
  @ManyToOne('communities', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'community_id' })
  community: unknown;

  /** The four counters are kept by the `post_engagement_count` trigger on their tables. */
  @Column({ name: 'num_of_likes', type: 'integer', default: 0 })
  numOfLikes: number;

  @Column({ name: 'num_of_comments', type: 'integer', default: 0 })
  numOfComments: number;

  @Column({ name: 'saved_count', type: 'integer', default: 0 })
  savedCount: number;

  @Column({ name: 'num_of_reposts', type: 'integer', default: 0 })
  numOfReposts: number;

  /**
   * Moved by one with every counter change, in the same row update: a client keeps the counts of
   * the highest version it has seen, so a late answer never puts an older count back.
   */
  @Column({ name: 'counts_version', type: 'integer', default: 0 })
  countsVersion: number;

  /** Milliseconds, so a keyset cursor made from a JavaScript Date finds its row again. */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
