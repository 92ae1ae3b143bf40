import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AppConfig } from '../../config/app-config';
import { AppError } from '../../core/http/app-error';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type { User } from './entities/user.entity';
import type { Queryable } from '../../core/database/sql';
import type { AppLanguage } from '../../contracts/app-language';
import type { PublicUser, UserRole } from '../../contracts/users';
import { VisibilityService } from '../visibility';
import { toPublicUser } from './user.mapper';
import { KEPT_MATCHES, KeptNameMatches, type NameMatches } from './kept-name-matches';
import { isUniqueViolation } from '../../core/http/known-errors';
import { type ProfileFieldChanges, UsersRepository } from './users.repository';

export interface NewUser {
  userName: string;
  fullName: string;
  email: string;
  passwordHash: string;
  /** The signup page's language; null leaves it to be chosen. */
  appLanguage?: AppLanguage | null;
}

@Injectable()
export class UsersService implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersRepository,
    private readonly config: AppConfig,
    private readonly visibility: VisibilityService,
    private readonly keptMatches: KeptNameMatches,
  ) {}

  /** A lone instance holds no socket when it starts: whoever still shows online is not. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.REDIS_URL) await this.users.markAllOffline();
  }

  async create(input: NewUser): Promise<User> {
    await this.assertAvailable(input.userName, input.email);
    try {
      const user = await this.users.insert(input);
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
    const taken = await this.users.takenBy(userName, email);
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
    return this.users.findWithPasswordHashByUserName(userName);
  }

  /** With the password hash, for checking a signed-in user's password. */
  async getWithPasswordHash(id: string): Promise<User> {
    const user = await this.users.findWithPasswordHash(id);
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    return user;
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.setPasswordHash(id, passwordHash);
  }

  /**
   * The version the user's bearer links (a data download's link) are signed with; 0 for a user
   * that is gone (whose links find nothing anyway).
   */
  async bearerLinksVersion(id: string): Promise<number> {
    return (await this.users.bearerLinksVersion(id)) ?? 0;
  }

  /** Every bearer link the user was given stops working (a credential change). */
  async endBearerLinks(id: string): Promise<void> {
    await this.users.endBearerLinks(id);
  }

  /** Hibernates (a date) or reactivates (null) the account; answers the stored value. */
  async setHibernated(id: string, at: Date | null): Promise<Date | null> {
    const stored = await this.users.setHibernated(id, at);
    if (stored === undefined) throw new AppError('NOT_FOUND', 'User not found');
    return stored;
  }

  /** Sets the staff role; answers the user's name, or null when there is no such user. */
  setRole(id: string, role: UserRole, db?: Queryable): Promise<string | null> {
    return this.users.setRole(id, role, db);
  }

  /** The caller's role, read afresh on every staff request (a revoke applies at once). */
  roleOf(id: string): Promise<UserRole | null> {
    return this.users.roleOf(id);
  }

  /**
   * Suspends (hidden exactly as a hibernated account, no sign-in) until `until` (null: until
   * lifted); a suspension already running is replaced. Answers false when there is no such user.
   */
  setSuspended(id: string, reason: string, until: Date | null): Promise<boolean> {
    return this.users.setSuspended(id, reason, until);
  }

  /** Lifts a suspension; answers whether one was running. */
  liftSuspension(id: string): Promise<boolean> {
    return this.users.liftSuspension(id);
  }

  /** Lifts every suspension whose end has passed; answers whose. */
  liftExpiredSuspensions(): Promise<string[]> {
    return this.users.liftExpiredSuspensions();
  }

  /** Staff lookup: by exact id, or by part of the user name (any case), at most 20. */
  lookup(term: string): Promise<User[]> {
    return this.users.lookup(term);
  }

  /**
   * The per-user lock: holds the user's row until `tx` ends, so two requests of one user that
   * must not interleave (a second sports role, a second data download) run one after the other,
   * on any replica. Answers false when the user is gone. Updates of the row's own columns wait
   * for it too; reading it, and rows that merely reference it, do not.
   */
  lock(tx: Queryable, id: string): Promise<boolean> {
    return this.users.lock(tx, id);
  }

  /**
   * Locks the user row for the deletion of the account (in `m`, its transaction) and answers
   * its avatar key; 404 when it is already gone.
   */
  async lockForDeletion(m: Queryable, id: string): Promise<{ imageKey: string | null }> {
    const locked = await this.users.lockForDeletion(m, id);
    if (!locked) throw new AppError('NOT_FOUND', 'User not found');
    return locked;
  }

  /** Deletes the user row; everything that references it goes by FK cascade in `m`. */
  async deleteInTransaction(m: Queryable, id: string): Promise<void> {
    await this.users.delete(m, id);
  }

  async getById(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    return user;
  }

  /** One prepared statement: every profile, card and settings page reads a user this way. */
  findById(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  /** Profile fields the owner edits (never counters, credentials or the picture). */
  async updateProfileFields(id: string, changes: ProfileFieldChanges): Promise<User> {
    if (Object.keys(changes).length > 0) await this.users.updateProfileFields(id, changes);
    if (changes.fullName !== undefined) this.keptMatches.namesChanged();
    return this.getById(id);
  }

  /**
   * Sets the avatar's object key and answers the key it replaced, read in the same statement so
   * two racing uploads each learn exactly what they replaced.
   */
  async replaceImageKey(id: string, key: string, db?: Queryable): Promise<string | null> {
    const row = await this.users.replaceImageKey(id, key, db);
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    return row.previous;
  }

  async getByUserName(userName: string): Promise<User> {
    const user = await this.users.findByUserName(userName);
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
      const rows = await this.users.nameMatches(term, KEPT_MATCHES);
      return { ids: rows.map((r) => r.id), keys: rows.map((r) => r.key) };
    });
  }

  /** Does a user with this id exist (hibernated or not)? */
  exists(id: string): Promise<boolean> {
    return this.users.exists(id);
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
    await this.users.setOnline(userId, online);
  }
}
