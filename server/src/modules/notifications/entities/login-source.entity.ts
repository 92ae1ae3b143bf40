import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** A browser or an address a user has logged in from: a login from a new one sends an alert. */
@Entity('login_sources')
export class LoginSourceEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @PrimaryColumn({ type: 'varchar', length: 7 })
  kind: 'agent' | 'address';

  /** The user agent or the IP address, cut to 512 characters. */
  @PrimaryColumn({ type: 'varchar', length: 512 })
  value: string;

  @CreateDateColumn({ name: 'first_seen_at', type: 'timestamptz', precision: 3 })
  firstSeenAt: Date;
}
