import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * One issued token (its `jti`): the device it was opened from, the address and its last use, for
 * the list of signed-in devices. Logout, ending it from that list, hibernation and deletion
 * revoke it.
 */
@Entity('sessions')
export class Session {
  /** The token's `jti`, chosen when the token is signed: no database default. */
  @PrimaryColumn('uuid')
  id: string;

  @Index()
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** The User-Agent as sent (cut to 512), and the device it names ('Chrome on Linux'). */
  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  device: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  /** Moved at most every few minutes (SESSION_TOUCH_INTERVAL_MS), not on every request. */
  @Column({ name: 'last_used_at', type: 'timestamptz', default: () => 'now()' })
  lastUsedAt: Date;
}
