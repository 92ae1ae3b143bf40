import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { AppLanguage } from '../../../contracts/app-language';
import type { UserRole } from '../../../contracts/users';

/** An account: its sign-in name, profile fields, presence and follow counters. */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Unique whatever its case (a unique index on `lower(user_name)`), as is `email`. */
  @Column({ name: 'user_name', type: 'varchar', length: 30 })
  userName: string;

  @Column({ name: 'full_name', type: 'varchar', length: 100 })
  fullName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash: string;

  /** Object key of the avatar in storage, or null for the default avatar. */
  @Column({ name: 'image_key', type: 'varchar', length: 255, nullable: true })
  imageKey: string | null;

  /** The online dot: true while the user has a socket open on any replica. */
  @Column({ name: 'is_active', type: 'boolean', default: false })
  isActive: boolean;

  @Column({ type: 'varchar', length: 6, nullable: true })
  gender: 'male' | 'female' | null;

  @Column({ name: 'date_of_birth', type: 'date', nullable: true })
  dateOfBirth: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  bio: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  location: string | null;

  /** Kept by the `follows_count` trigger on `follows`, in the follow's own transaction. */
  @Column({ name: 'num_of_followers', type: 'integer', default: 0 })
  numOfFollowers: number;

  /** Kept by the `follows_count` trigger on `follows`. */
  @Column({ name: 'num_of_following', type: 'integer', default: 0 })
  numOfFollowing: number;

  /** Set while the account is hibernated: hidden from everyone as if it did not exist. */
  @Column({ name: 'hibernated_at', type: 'timestamptz', nullable: true })
  hibernatedAt: Date | null;

  /**
   * Signs the account's bearer links (a data download's link): a credential change moves it on,
   * and every link made under an older version stops working.
   */
  @Column({ name: 'bearer_links_version', type: 'integer', default: 0 })
  bearerLinksVersion: number;

  /** Staff roles see /admin; only the CLI and an admin's `PUT /admin/users/{id}/role` set it. */
  @Column({ type: 'varchar', length: 9, default: 'user' })
  role: UserRole;

  /**
   * Set while staff keep the account suspended: hidden from everyone exactly as a hibernated one
   * (the visibility rule reads both), and it cannot sign in.
   */
  @Column({ name: 'suspended_at', type: 'timestamptz', nullable: true })
  suspendedAt: Date | null;

  /** When the suspension lifts by itself; null: until staff lift it. */
  @Column({ name: 'suspended_until', type: 'timestamptz', nullable: true })
  suspendedUntil: Date | null;

  @Column({ name: 'suspension_reason', type: 'varchar', length: 1000, nullable: true })
  suspensionReason: string | null;

  /** The language the app speaks to this account; null until the user chooses one. */
  @Column({ name: 'app_language', type: 'text', nullable: true })
  appLanguage: AppLanguage | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
