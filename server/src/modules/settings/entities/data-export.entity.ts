import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** A data download request and its job: pending, then a ZIP in storage (ready) or failed. */
@Entity('data_exports')
export class DataExportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @Column({ type: 'varchar', length: 8, default: 'pending' })
  status: 'pending' | 'ready' | 'failed';

  /** Object key of the ZIP in storage, once ready. */
  @Column({ name: 'object_key', type: 'varchar', length: 255, nullable: true })
  objectKey: string | null;

  /**
   * Touched by the running job every few seconds: a pending row left untouched longer died with
   * its process, and is ended as failed.
   */
  @Column({ name: 'heartbeat_at', type: 'timestamptz', default: () => 'now()' })
  heartbeatAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  /** When the download link stops working. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;
}
