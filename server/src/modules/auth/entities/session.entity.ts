import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** One issued token (its `jti`). Logout, hibernation and deletion revoke it. */
@Entity('sessions')
export class Session {
  @PrimaryColumn('uuid')
  id: string;

  @Index()
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
