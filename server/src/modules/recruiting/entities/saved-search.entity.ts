import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { PlayerSearchFilters } from '../../../contracts/recruiting';
import { User } from '../../users/entities/user.entity';

/** A player search kept by its owner; new athletes who fit it are told of at most daily. */
@Entity('recruiting_saved_searches')
export class SavedSearchEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @Column({ type: 'jsonb' })
  filters: PlayerSearchFilters;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Column({ name: 'checked_through', type: 'timestamptz', precision: 3, default: () => 'now()' })
  checkedThrough: Date;

  @Column({ name: 'notified_at', type: 'timestamptz', precision: 3, nullable: true })
  notifiedAt: Date | null;
}
