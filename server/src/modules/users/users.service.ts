import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { AppError } from '../../core/http/app-error';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { User } from './entities/user.entity';
import { Queryable, sqlRows } from '../../core/database/sql';
import type { PublicUser, UserRole } from '../../contracts/users';
import { VisibilityService } from '../visibility';
import { toPublicUser } from './user.mapper';
import { KEPT_MATCHES, KeptNameMatches, type NameMatches } from './kept-name-matches';
import { nameMatchesQuery } from './user-search-sql';
import { toUser, userColumnsSql, UserRow } from './user-row';
import { isUniqueViolation } from '../../core/http/known-errors';

export interface NewUser {
  userName: string;
  fullName: string;
  email: string;
  passwordHash: string;
}

@Injectable()
export class UsersService implements OnApplicationBootstrap {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly visibility: VisibilityService,
    private readonly keptMatches: KeptNameMatches,
  ) {}

  /** A lone instance holds no socket when it starts: whoever still shows online is not. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.REDIS_URL) await this.users.update({ isActive: true }, { isActive: false });
  }

  async create(input: NewUser): Promise<User> {
    await this.assertAvailable(input.userName, input.email);
    try {
      const user = await this.users.save(this.users.create(input));
      this.keptMatches.namesChanged();
      return user;
    } catch (error) {
      // Two signups racing for the same name: the unique index decides, the answer stays a 409.
      if (isUniqueViolation(error)) {
        await this.assertAvailable(input.userName, input.email);
      }
      throw error;
    }
  }

  private async assertAvailable(userName: string, email: string): Promise<void> {
    const taken = await this.users
      .createQueryBuilder('u')
      .select(['u.userName', 'u.email'])
      .where('lower(u.user_name) = lower(:userName) OR lower(u.email) = lower(:email)', {
        userName,
        email,
      })
      .getMany();
    if (taken.some((u) => u.userName.toLowerCase() === userName.toLowerCase())) {
      throw new AppError('CONFLICT', 'User name is already taken', {
        userName: 'User name is already taken',
      });
    }
    if (taken.length > 0) {
      throw new AppError('CONFLICT', 'Email is already registered', {
        email: 'Email is already registered',
      });
    }
  }

  /** With the password hash, for checking credentials only. */
  findForLogin(userName: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.user_name) = lower(:userName)', { userName })
      .getOne();
  }

  /** With the password hash, for checking a signed-in user's password. */
  async getWithPasswordHash(id: string): Promise<User> {
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.id = :id', { id })
      .getOne();
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    return user;
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  /**
   * The version the user's bearer links (a data download's link) are signed with; 0 for a user
   * that is gone (whose links find nothing anyway).
   */
  async bearerLinksVersion(id: string): Promise<number> {
    const [row] = await sqlRows<{ v: number }>(
      this.db,
      `SELECT bearer_links_version AS v FROM users WHERE id = $1`,
      [id],
    );
    return row?.v ?? 0;
  }

  /** Every bearer link the user was given stops working (a credential change). */
  async endBearerLinks(id: string): Promise<void> {
    await sqlRows(
      this.db,
      `UPDATE users SET bearer_links_version = bearer_links_version + 1 WHERE id = $1`,
      [id],
    );
  }

  /** Hibernates (a date) or reactivates (null) the account; answers the stored value. */
  async setHibernated(id: string, at: Date | null): Promise<Date | null> {
    const [row] = await sqlRows<{ hibernated_at: Date | null }>(
      this.db,
      // Hibernating twice keeps the first date: the status card says since when.
      `UPDATE users SET hibernated_at = CASE WHEN $2::timestamptz IS NULL THEN NULL
                                             ELSE coalesce(hibernated_at, $2::timestamptz) END
        WHERE id = $1 RETURNING hibernated_at`,
      [id, at],
    );
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    return row.hibernated_at;
  }

  /** Sets the staff role; answers the user's name, or null when there is no such user. */
  async setRole(id: string, role: UserRole, db: Queryable = this.db): Promise<string | null> {
    const [row] = await sqlRows<{ user_name: string }>(
      db,
      `UPDATE users SET role = $2 WHERE id = $1 RETURNING user_name`,
      [id, role],
    );
    return row?.user_name ?? null;
  }

  /** The caller's role, read afresh on every staff request (a revoke applies at once). */
  async roleOf(id: string): Promise<UserRole | null> {
    const [row] = await sqlRows<{ role: UserRole }>(
      this.db,
      `SELECT role FROM users WHERE id = $1`,
      [id],
    );
    return row?.role ?? null;
  }

  /**
   * Suspends (hidden exactly as a hibernated account, no sign-in) until `until` (null: until
   * lifted); a suspension already running is replaced. Answers false when there is no such user.
   */
  async setSuspended(id: string, reason: string, until: Date | null): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      this.db,
      `UPDATE users SET suspended_at = now(), suspended_until = $2, suspension_reason = $3
        WHERE id = $1 RETURNING id`,
      [id, until, reason],
    );
    return rows.length > 0;
  }

  /** Lifts a suspension; answers whether one was running. */
  async liftSuspension(id: string): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      this.db,
      `UPDATE users SET suspended_at = NULL, suspended_until = NULL, suspension_reason = NULL
        WHERE id = $1 AND suspended_at IS NOT NULL RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  /** Lifts every suspension whose end has passed; answers whose. */
  async liftExpiredSuspensions(): Promise<string[]> {
    const rows = await sqlRows<{ id: string }>(
      this.db,
      `UPDATE users SET suspended_at = NULL, suspended_until = NULL, suspension_reason = NULL
        WHERE suspended_at IS NOT NULL AND suspended_until <= now() RETURNING id`,
      [],
    );
    return rows.map((r) => r.id);
  }

  /** Staff lookup: by exact id, or by part of the user name (any case), at most 20. */
  async lookup(term: string): Promise<User[]> {
    const rows = await sqlRows<UserRow>(
      this.db,
      `SELECT ${userColumnsSql('u')} FROM users u
        WHERE u.id::text = $1 OR lower(u.user_name) LIKE '%' || lower($2) || '%'
        ORDER BY lower(u.user_name) = lower($1) DESC, u.user_name LIMIT 20`,
      [term, term.replace(/[\\%_]/g, (c) => `\\${c}`)],
    );
    return rows.map(toUser);
  }

  /**
   * The per-user lock: holds the user's row until `tx` ends, so two requests of one user that
   * must not interleave (a second sports role, a second data download) run one after the other,
   * on any replica. Answers false when the user is gone. Updates of the row's own columns wait
   * for it too; reading it, and rows that merely reference it, do not.
   */
  async lock(tx: Queryable, id: string): Promise<boolean> {
    const rows = await sqlRows(tx, `SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE`, [id]);
    return rows.length > 0;
  }

  /**
   * Locks the user row for the deletion of the account (in `m`, its transaction) and answers
   * its avatar key; 404 when it is already gone.
   */
  async lockForDeletion(m: Queryable, id: string): Promise<{ imageKey: string | null }> {
    const [row] = await sqlRows<{ image_key: string | null }>(
      m,
      `SELECT image_key FROM users WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    return { imageKey: row.image_key };
  }

  /** Deletes the user row; everything that references it goes by FK cascade in `m`. */
  async deleteInTransaction(m: Queryable, id: string): Promise<void> {
    await m.query(`DELETE FROM users WHERE id = $1`, [id]);
  }

  async getById(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    return user;
  }

  /** One prepared statement: every profile, card and settings page reads a user this way. */
  async findById(id: string): Promise<User | null> {
    const [row] = await sqlRows<UserRow>(
      this.db,
      `SELECT ${userColumnsSql('u')} FROM users u WHERE u.id = $1`,
      [id],
    );
    return row ? toUser(row) : null;
  }

  /** Profile fields the owner edits (never counters, credentials or the picture). */
  async updateProfileFields(
    id: string,
    changes: Partial<
      Pick<User, 'fullName' | 'bio' | 'website' | 'location' | 'gender' | 'dateOfBirth'>
    >,
  ): Promise<User> {
    if (Object.keys(changes).length > 0) await this.users.update({ id }, changes);
    if (changes.fullName !== undefined) this.keptMatches.namesChanged();
    return this.getById(id);
  }

  /**
   * Sets the avatar's object key and answers the key it replaced, read in the same statement so
   * two racing uploads each learn exactly what they replaced.
   */
  async replaceImageKey(id: string, key: string, db: Queryable = this.db): Promise<string | null> {
    const [row] = await sqlRows<{ previous: string | null }>(
      db,
      `UPDATE users u SET image_key = $2, updated_at = now()
         FROM (SELECT image_key FROM users WHERE id = $1 FOR UPDATE) old
        WHERE u.id = $1 RETURNING old.image_key AS previous`,
      [id, key],
    );
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    return row.previous;
  }

  async getByUserName(userName: string): Promise<User> {
    const user = await this.users
      .createQueryBuilder('u')
      .where('lower(u.user_name) = lower(:userName)', { userName })
      .getOne();
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    return user;
  }

  /**
   * The first users whose names contain `term`, in the search's order: kept a while and shared by
   * every searcher while the cache is on (`KeptNameMatches`), else null.
   */
  async keptNameMatches(term: string): Promise<NameMatches | null> {
    if (!this.keptMatches.enabled) return null;
    return this.keptMatches.of(term, async () => {
      const query = nameMatchesQuery(term, KEPT_MATCHES);
      // How many names contain the term decides the plan (sqlRows: planPerCall).
      const rows = await sqlRows<{ id: string; key: string }>(this.db, query.text, query.values, {
        planPerCall: true,
      });
      return { ids: rows.map((r) => r.id), keys: rows.map((r) => r.key) };
    });
  }

  /** Does a user with this id exist (hibernated or not)? */
  async exists(id: string): Promise<boolean> {
    const rows = await sqlRows(this.db, `SELECT 1 FROM users WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /**
   * How many follow `followingId` and how many `followerId` follows, as the follows' trigger left
   * them in `db` (the follow's own transaction).
   */
  async followCounts(
    db: Queryable,
    followerId: string,
    followingId: string,
  ): Promise<{ followers: number; following: number }> {
    const [counts] = await sqlRows<{ followers: number; following: number }>(
      db,
      `SELECT (SELECT num_of_followers FROM users WHERE id = $2) AS followers,
              (SELECT num_of_following FROM users WHERE id = $1) AS following`,
      [followerId, followingId],
    );
    return counts;
  }

  /**
   * A user as the viewer may see them: 404 'User not found' when the visibility rule hides
   * them; only the header fields when their profile is not visible to the viewer; the online dot
   * only when they show it.
   */
  async publicView(viewerId: string, user: User): Promise<PublicUser> {
    const access = await this.visibility.assertCanSeeUser(viewerId, user.id);
    const view = toPublicUser(user, viewerId, access.profileIsPublic);
    view.isActive = user.id === viewerId || (access.canSeeOnline && user.isActive);
    if (!access.canSeeProfile) view.additionDetails = { bio: null };
    return view;
  }

  /** `isActive` is the online dot: true while the user has a socket open anywhere. */
  @OnEvent('presence.changed', { async: true, promisify: true, suppressErrors: true })
  async onPresenceChanged({ userId, online }: DomainEvents['presence.changed']): Promise<void> {
    // Every sign-in and sign-out writes this: a prepared statement, and no write when unchanged.
    await sqlRows(
      this.db,
      `UPDATE users SET is_active = $2, updated_at = now()
        WHERE id = $1 AND is_active IS DISTINCT FROM $2`,
      [userId, online],
    );
  }
}
