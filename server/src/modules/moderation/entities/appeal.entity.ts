import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { AppealStatus } from '../../../contracts/moderation';
import { User } from '../../users/entities/user.entity';
import { ModerationActionEntity } from './moderation-action.entity';

/** An author's appeal of an action against them: one per action (a unique key). */
@Entity('appeals')
export class AppealEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'action_id', type: 'uuid', unique: true })
  actionId: string;

  @ManyToOne(() => ModerationActionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'action_id' })
  action: ModerationActionEntity;

  @Column({ name: 'appellant_id', type: 'uuid' })
  appellantId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'appellant_id' })
  appellant: User;

  @Column({ type: 'varchar', length: 2000 })
  text: string;

  @Column({ type: 'varchar', length: 8, default: 'open' })
  status: AppealStatus;

  /** A moderator other than the one who acted. */
  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by' })
  decider: User | null;

  @Column({ name: 'decision_reason', type: 'varchar', length: 1000, nullable: true })
  decisionReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}
