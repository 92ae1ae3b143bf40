import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { CoachingStint, RecruitingInterest } from '../../../contracts/profiles';
import { User } from '../../users/entities/user.entity';

/**
 * A user's Coach section. A user is a player or a coach, never both: the
 * `sports_role_exclusive` trigger refuses the second section even under a race.
 */
@Entity('coach_profiles')
export class CoachProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  /** A JSON array (a CHECK), as is `recruiting_interests`. */
  @Column({ name: 'coaching_history', type: 'jsonb', default: () => "'[]'" })
  coachingHistory: CoachingStint[];

  @Column({ name: 'recruiting_interests', type: 'jsonb', default: () => "'[]'" })
  recruitingInterests: RecruitingInterest[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
