import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { InterestStatus } from '../../../contracts/recruiting';
import { User } from '../../users/entities/user.entity';
import { OpeningEntity } from './opening.entity';

/**
 * A coach's interest in a player. One pending a pair at a time (a unique partial index); an
 * accepted one lets the two chat whatever the player's first-message settings say.
 */
@Entity('recruiting_interests')
export class InterestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'coach_id', type: 'uuid' })
  coachId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'coach_id' })
  coach: User;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player: User;

  @Column({ name: 'opening_id', type: 'uuid', nullable: true })
  openingId: string | null;

  @ManyToOne(() => OpeningEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'opening_id' })
  opening: OpeningEntity | null;

  @Column({ type: 'varchar', length: 500 })
  message: string;

  @Column({ type: 'varchar', length: 8, default: 'pending' })
  status: InterestStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Column({ name: 'responded_at', type: 'timestamptz', precision: 3, nullable: true })
  respondedAt: Date | null;
}
