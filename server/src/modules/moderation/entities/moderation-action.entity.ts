import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { ReportTargetType, StaffActionKind } from '../../../contracts/moderation';
import { User } from '../../users/entities/user.entity';

/** What staff did to a target (and its author); an appeal may reverse it (`reversed_at`). */
@Entity('moderation_actions')
export class ModerationActionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor: User | null;

  @Column({ type: 'varchar', length: 9 })
  action: StaffActionKind;

  @Column({ name: 'target_type', type: 'varchar', length: 9 })
  targetType: ReportTargetType;

  @Column({ name: 'target_id', type: 'uuid' })
  targetId: string;

  /** The author of the target (the account itself for a suspension). */
  @Column({ name: 'target_user_id', type: 'uuid', nullable: true })
  targetUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'target_user_id' })
  targetUser: User | null;

  @Column({ type: 'varchar', length: 1000 })
  reason: string;

  @Column({ type: 'integer', nullable: true })
  days: number | null;

  @Column({ name: 'reversed_at', type: 'timestamptz', nullable: true })
  reversedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
