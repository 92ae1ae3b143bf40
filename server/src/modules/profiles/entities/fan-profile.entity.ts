import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Social } from '../../../contracts/profiles';
import { User } from '../../users/entities/user.entity';

/** A user's Fan section: favourite teams, languages and social links. */
@Entity('fan_profiles')
export class FanProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @Column({ name: 'favourite_teams', type: 'text', array: true, default: () => "'{}'" })
  favouriteTeams: string[];

  /**
   * GENERATED ALWAYS AS (lower_text_array(favourite_teams)) STORED: the teams trimmed and
   * lower-cased, which team recommendations match through a GIN index. PostgreSQL computes it, so
   * it is never written. Not declared to TypeORM as generated: that would make TypeORM create its
   * `typeorm_metadata` table when it runs the migrations.
   */
  @Column({
    name: 'team_keys',
    type: 'text',
    array: true,
    nullable: true,
    insert: false,
    update: false,
  })
  teamKeys: string[] | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  languages: string[];

  /** A JSON array (a CHECK). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  socials: Social[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
