import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One staff action or role change. Append-only: a trigger refuses UPDATE and DELETE, and no
 * foreign key ties it to an account, so a deleted one leaves its entries with the name it had.
 */
@Entity('audit_log')
export class AuditEntryEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ name: 'actor_name', type: 'varchar', length: 30, nullable: true })
  actorName: string | null;

  @Column({ type: 'varchar', length: 24 })
  action: string;

  @Column({ name: 'target_type', type: 'varchar', length: 9 })
  targetType: string;

  @Column({ name: 'target_id', type: 'uuid' })
  targetId: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  reason: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
