import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * An account's authenticator: the TOTP secret (AES-GCM, see SecretBox), on once `enabledAt` is
 * set (a set-up not yet confirmed has none), and the last time step a code was accepted in.
 */
@Entity('user_two_factor')
export class UserTwoFactor {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @Column({ name: 'secret_enc', type: 'text' })
  secretEnc: string;

  @Column({ name: 'enabled_at', type: 'timestamptz', nullable: true })
  enabledAt: Date | null;

  @Column({ name: 'last_used_step', type: 'bigint', nullable: true })
  lastUsedStep: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** One single-use recovery code, hashed (argon2id); used once, then `usedAt` is set. */
@Entity('two_factor_recovery_codes')
export class TwoFactorRecoveryCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_two_factor_recovery_codes_user')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @Column({ name: 'code_hash', type: 'text' })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The second step of a sign-in a correct password opened: 5 minutes, 5 wrong codes. */
@Entity('two_factor_challenges')
export class TwoFactorChallenge {
  /** Random, and the only thing the client holds between the two steps. */
  @PrimaryColumn('uuid')
  id: string;

  @Index('IDX_two_factor_challenges_user')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'integer', default: 0 })
  failures: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
