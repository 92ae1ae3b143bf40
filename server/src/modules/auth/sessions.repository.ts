import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sqlRows } from '../../core/database/sql';
import type { AppLanguage } from '../../contracts/app-language';
import { appLanguageSql } from '../users/user-row';
import type { SessionState } from './session-cache';

/** A session's row, and the app language of its user. */
export interface FoundSession {
  session: SessionState;
  appLanguage: AppLanguage | null;
}

/** A session as the list of signed-in devices shows it. */
export interface ListedSession {
  id: string;
  device: string | null;
  ip: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

export interface NewSession {
  id: string;
  userId: string;
  expiresAt: Date;
  userAgent: string | null;
  device: string | null;
  ip: string | null;
}

/**
 * Every statement of the `sessions` table (this module owns it; the Session entity describes it).
 * Revocations answer the ids they ended, so the caller can close those sessions' sockets and
 * drop them from every replica's session cache.
 */
@Injectable()
export class SessionsRepository {
  constructor(private readonly db: DataSource) {}

  /** Records a new session, clearing the user's expired ones on the way. */
  async start(session: NewSession): Promise<void> {
    await this.db.query(`DELETE FROM sessions WHERE user_id = $1 AND expires_at < now()`, [
      session.userId,
    ]);
    await this.db.query(
      `INSERT INTO sessions (id, user_id, expires_at, user_agent, device, ip)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        session.id,
        session.userId,
        session.expiresAt,
        session.userAgent,
        session.device,
        session.ip,
      ],
    );
  }

  /**
   * Read on every authenticated request the session cache misses: one prepared statement, which
   * also moves a standing session's `last_used_at` as `touch` does (the row read is as it was
   * before, which the caller does not mind: it reads no time of use), and reads the user's app
   * language, which most answers then need.
   */
  async findAndTouch(id: string, touchSeconds: number): Promise<FoundSession | null> {
    const [row] = await sqlRows<{
      user_id: string;
      expires_at: Date;
      revoked_at: Date | null;
      app_language: AppLanguage | null;
    }>(
      this.db,
      `WITH touched AS (
         UPDATE sessions SET last_used_at = now()
          WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()
            AND last_used_at < now() - make_interval(secs => $2)
       )
       SELECT s.user_id, s.expires_at, s.revoked_at, ${appLanguageSql('s.user_id')} AS app_language
         FROM sessions s WHERE s.id = $1`,
      [id, touchSeconds],
    );
    return row
      ? {
          session: {
            id,
            userId: row.user_id,
            expiresAt: row.expires_at,
            revokedAt: row.revoked_at,
          },
          appLanguage: row.app_language,
        }
      : null;
  }

  /** Moves `last_used_at` unless another request (on any replica) moved it within `seconds`. */
  async touch(id: string, seconds: number): Promise<void> {
    await this.db.query(
      `UPDATE sessions SET last_used_at = now()
        WHERE id = $1 AND last_used_at < now() - make_interval(secs => $2)`,
      [id, seconds],
    );
  }

  /** The user's standing sessions, the most recently used first. */
  async listStanding(userId: string, limit: number): Promise<ListedSession[]> {
    return sqlRows<ListedSession>(
      this.db,
      `SELECT id, device, ip, created_at AS "createdAt", last_used_at AS "lastUsedAt"
         FROM sessions
        WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
        ORDER BY last_used_at DESC, created_at DESC
        LIMIT $2`,
      [userId, limit],
    );
  }

  /** Ends one session of the user; false when it is not theirs or already ended. */
  async revoke(userId: string, id: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `UPDATE sessions SET revoked_at = now()
        WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING 1`,
      [id, userId],
    );
    return rows.length > 0;
  }

  /** Ends every standing session of the user but `keep` (none kept when null); answers their ids. */
  async revokeAll(userId: string, keep: string | null = null): Promise<string[]> {
    const rows = await sqlRows<{ id: string }>(
      this.db,
      `UPDATE sessions SET revoked_at = now()
        WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2::uuid
       RETURNING id`,
      [userId, keep],
    );
    return rows.map((r) => r.id);
  }

  /** Ids of the user's sessions not revoked (expired ones included: their sockets may stand). */
  async liveIds(userId: string): Promise<string[]> {
    const rows = await sqlRows<{ id: string }>(
      this.db,
      `SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId],
    );
    return rows.map((r) => r.id);
  }
}
