import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { PlayerTeam, Position } from '../../../contracts/profiles';
import { User } from '../../users/entities/user.entity';

/**
 * A user's Player section. A user is a player or a coach, never both: the
 * `sports_role_exclusive` trigger refuses the second section even under a race.
 */
@Entity('player_profiles')
export class PlayerProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  /** Only the known position codes (a CHECK). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  positions: Position[];

  /** A JSON array (a CHECK). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  teams: PlayerTeam[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
