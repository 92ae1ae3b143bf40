import type { AppLanguage } from '../../contracts/app-language';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Queryable, sqlRows } from '../../core/database/sql';
import type { UserRole } from '../../contracts/users';
import { User } from './entities/user.entity';
import { nameMatchesQuery } from './user-search-sql';
import { toUser, userColumnsSql, UserRow } from './user-row';

/** The profile fields the owner edits (never counters, credentials or the picture). */
export type ProfileFieldChanges = Partial<
  Pick<User, 'fullName' | 'bio' | 'website' | 'location' | 'gender' | 'dateOfBirth'>
>;

/**
 * Every statement of `users` (this module owns it). Other modules' statements read the table
 * through the fragments of `user-row.ts` and `user-search-sql.ts`; the rules (what is taken,
 * what is not found) are UsersService's.
 */
@Injectable()
export class UsersRepository {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly db: DataSource,
  ) {}

  /** Nobody shows online (a lone instance that starts holds no socket). */
  async markAllOffline(): Promise<void> {
    await this.users.update({ isActive: true }, { isActive: false });
  }

  insert(
    input: Pick<User, 'userName' | 'fullName' | 'email' | 'passwordHash'> &
      Partial<Pick<User, 'appLanguage'>>,
  ): Promise<User> {
    return this.users.save(this.users.create(input));
  }

  /** Users whose user name or email is these (any case): only those two fields. */
  takenBy(userName: string, email: string): Promise<User[]> {
    return this.users
      .createQueryBuilder('u')
      .select(['u.userName', 'u.email'])
      .where('lower(u.user_name) = lower(:userName) OR lower(u.email) = lower(:email)', {
        userName,
        email,
      })
      .getMany();
  }

  /** With the password hash. */
  findWithPasswordHashByUserName(userName: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.user_name) = lower(:userName)', { userName })
      .getOne();
  }

  /** With the password hash. */
  findWithPasswordHash(id: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.id = :id', { id })
      .getOne();
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  /** Answers the language as stored, or null when there is no such user. */
  async setAppLanguage(id: string, language: AppLanguage): Promise<AppLanguage | null> {
    const [row] = await sqlRows<{ app_language: AppLanguage }>(
      this.db,
      `UPDATE users SET app_language = $2 WHERE id = $1 RETURNING app_language`,
      [id, language],
    );
    return row?.app_language ?? null;
  }

  /** The language of each of these users who chose one. */
  async appLanguages(ids: string[]): Promise<Map<string, AppLanguage>> {
    const rows = await sqlRows<{ id: string; app_language: AppLanguage }>(
      this.db,
      `SELECT id, app_language FROM users WHERE id = ANY($1::uuid[]) AND app_language IS NOT NULL`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.app_language]));
  }

  async bearerLinksVersion(id: string): Promise<number | null> {
    const [row] = await sqlRows<{ v: number }>(
      this.db,
      `SELECT bearer_links_version AS v FROM users WHERE id = $1`,
      [id],
    );
    return row?.v ?? null;
  }

  async endBearerLinks(id: string): Promise<void> {
    await sqlRows(
      this.db,
      `UPDATE users SET bearer_links_version = bearer_links_version + 1 WHERE id = $1`,
      [id],
    );
  }

  /** The stored value after the update; undefined when there is no such user. */
  async setHibernated(id: string, at: Date | null): Promise<Date | null | undefined> {
    const [row] = await sqlRows<{ hibernated_at: Date | null }>(
      this.db,
      // Hibernating twice keeps the first date: the status card says since when.
      `UPDATE users SET hibernated_at = CASE WHEN $2::timestamptz IS NULL THEN NULL
                                             ELSE coalesce(hibernated_at, $2::timestamptz) END
        WHERE id = $1 RETURNING hibernated_at`,
      [id, at],
    );
    return row ? row.hibernated_at : undefined;
  }

  async setRole(id: string, role: UserRole, db: Queryable = this.db): Promise<string | null> {
    const [row] = await sqlRows<{ user_name: string }>(
      db,
      `UPDATE users SET role = $2 WHERE id = $1 RETURNING user_name`,
      [id, role],
    );
    return row?.user_name ?? null;
  }

  async roleOf(id: string): Promise<UserRole | null> {
    const [row] = await sqlRows<{ role: UserRole }>(
      this.db,
      `SELECT role FROM users WHERE id = $1`,
      [id],
    );
    return row?.role ?? null;
  }

  async setSuspended(id: string, reason: string, until: Date | null): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      this.db,
      `UPDATE users SET suspended_at = now(), suspended_until = $2, suspension_reason = $3
        WHERE id = $1 RETURNING id`,
      [id, until, reason],
    );
    return rows.length > 0;
  }

  async liftSuspension(id: string): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      this.db,
      `UPDATE users SET suspended_at = NULL, suspended_until = NULL, suspension_reason = NULL
        WHERE id = $1 AND suspended_at IS NOT NULL RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  async liftExpiredSuspensions(): Promise<string[]> {
    const rows = await sqlRows<{ id: string }>(
      this.db,
      `UPDATE users SET suspended_at = NULL, suspended_until = NULL, suspension_reason = NULL
        WHERE suspended_at IS NOT NULL AND suspended_until <= now() RETURNING id`,
      [],
    );
    return rows.map((r) => r.id);
  }

  /** By exact id, or by part of the user name (any case, `%` and `_` literal), at most 20. */
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

  /** Holds the user's row in `tx` (see UsersService.lock); false when the user is gone. */
  async lock(tx: Queryable, id: string): Promise<boolean> {
    const rows = await sqlRows(tx, `SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE`, [id]);
    return rows.length > 0;
  }

  /** Locks the row for its deletion in `m`; its avatar key, or undefined when it is gone. */
  async lockForDeletion(
    m: Queryable,
    id: string,
  ): Promise<{ imageKey: string | null } | undefined> {
    const [row] = await sqlRows<{ image_key: string | null }>(
      m,
      `SELECT image_key FROM users WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row ? { imageKey: row.image_key } : undefined;
  }

  async delete(m: Queryable, id: string): Promise<void> {
    await m.query(`DELETE FROM users WHERE id = $1`, [id]);
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

  async updateProfileFields(id: string, changes: ProfileFieldChanges): Promise<void> {
    await this.users.update({ id }, changes);
  }

  /**
   * Sets the avatar's object key and answers the key it replaced, read in the same statement so
   * two racing uploads each learn exactly what they replaced; undefined when the user is gone.
   */
  async replaceImageKey(
    id: string,
    key: string,
    db: Queryable = this.db,
  ): Promise<{ previous: string | null } | undefined> {
    const [row] = await sqlRows<{ previous: string | null }>(
      db,
      `UPDATE users u SET image_key = $2, updated_at = now()
         FROM (SELECT image_key FROM users WHERE id = $1 FOR UPDATE) old
        WHERE u.id = $1 RETURNING old.image_key AS previous`,
      [id, key],
    );
    return row;
  }

  findByUserName(userName: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.user_name) = lower(:userName)', { userName })
      .getOne();
  }

  /** The first `limit` users whose names contain `term` (`nameMatchesQuery`). */
  nameMatches(term: string, limit: number): Promise<{ id: string; key: string }[]> {
    const query = nameMatchesQuery(term, limit);
    // How many names contain the term decides the plan (sqlRows: planPerCall).
    return sqlRows<{ id: string; key: string }>(this.db, query.text, query.values, {
      planPerCall: true,
    });
  }

  async exists(id: string): Promise<boolean> {
    const rows = await sqlRows(this.db, `SELECT 1 FROM users WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /** Every sign-in and sign-out writes this: a prepared statement, and no write when unchanged. */
  async setOnline(userId: string, online: boolean): Promise<void> {
    await sqlRows(
      this.db,
      `UPDATE users SET is_active = $2, updated_at = now()
        WHERE id = $1 AND is_active IS DISTINCT FROM $2`,
      [userId, online],
    );
  }
}
