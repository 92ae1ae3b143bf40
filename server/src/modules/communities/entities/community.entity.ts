import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** A community: a named group with an owner, whose posts only its members see. */
@Entity('communities')
export class CommunityEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** 3 to 60 characters (a CHECK), unique whatever its case (a unique index on `lower(name)`). */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  description: string;

  /** Object key of the full-size banner in storage; null for no banner. */
  @Column({ name: 'banner_key', type: 'varchar', length: 255, nullable: true })
  bannerKey: string | null;

  /** Object key of the card-sized variant of the banner, for lists. */
  @Column({ name: 'banner_card_key', type: 'varchar', length: 255, nullable: true })
  bannerCardKey: string | null;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner: User;

  /** Kept by the `community_members_count` trigger, in the membership's own transaction. */
  @Column({ name: 'num_of_members', type: 'integer', default: 0 })
  numOfMembers: number;

  /** Milliseconds, so a keyset cursor made from a JavaScript Date finds its row again. */
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
