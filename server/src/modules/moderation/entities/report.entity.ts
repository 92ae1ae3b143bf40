import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type {
  ReportCategory,
  ReportSnapshot,
  ReportStatus,
  ReportTargetType,
} from '../../../contracts/moderation';
import { User } from '../../users/entities/user.entity';
import { ModerationActionEntity } from './moderation-action.entity';

/**
 * One person's report of one thing. At most one open report per reporter and target (a partial
 * unique index); resolving a target closes all of its open reports with the action taken.
 */
@Entity('reports')
export class ReportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reporter_id' })
  reporter: User;

  @Column({ name: 'target_type', type: 'varchar', length: 9 })
  targetType: ReportTargetType;

  /** No foreign key: the target may be any of five tables, and may be deleted after. */
  @Column({ name: 'target_id', type: 'uuid' })
  targetId: string;

  @Column({ name: 'target_user_id', type: 'uuid', nullable: true })
  targetUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'target_user_id' })
  targetUser: User | null;

  @Column({ type: 'varchar', length: 14 })
  category: ReportCategory;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  comment: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  snapshot: ReportSnapshot;

  @Column({ type: 'varchar', length: 8, default: 'open' })
  status: ReportStatus;

  @Column({ name: 'action_id', type: 'uuid', nullable: true })
  actionId: string | null;

  @ManyToOne(() => ModerationActionEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'action_id' })
  action: ModerationActionEntity | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;
}
