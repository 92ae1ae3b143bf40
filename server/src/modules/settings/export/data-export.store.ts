import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Queryable, sqlRows } from '../../../core/database/sql';
import { AppError } from '../../../core/http/app-error';
import { waitText } from '../../../core/http/wait-text';
import { UsersService } from '../../users/users.service';

export type ExportStatus = 'pending' | 'ready' | 'failed';

export interface ExportRow {
  id: string;
  user_id: string;
  status: ExportStatus;
  object_key: string | null;
  created_at: Date;
  expires_at: Date | null;
}

/**
 * One request per hour per user (SPEC: the link is emailed, so asking again is rarely needed). A
 * request that failed does not count: the user is told to ask again, and may at once.
 */
export const EXPORT_REQUEST_INTERVAL_SECONDS = 3600;
/** A running job touches its row this often; a row left untouched longer died with its process. */
export const HEARTBEAT_MS = 10_000;
export const STALE_AFTER_SECONDS = 60;

/** The `data_exports` table (owned by Settings): one row per data download request. */
@Injectable()
export class DataExportStore {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
  ) {}

  /**
   * A new pending export, unless the user asked within the hour (429). Under the per-user lock,
   * so two racing requests cannot both pass the check.
   */
  async create(userId: string): Promise<ExportRow> {
    return this.db.transaction(async (m) => {
      if (!(await this.users.lock(m, userId))) throw new AppError('NOT_FOUND', 'User not found');
      const [recent] = await sqlRows<{ wait: number }>(
        m,
        `SELECT ceil(extract(epoch FROM created_at + make_interval(secs => $2) - now()))::int AS wait
           FROM data_exports
          WHERE user_id = $1 AND created_at > now() - make_interval(secs => $2)
            AND status <> 'failed'
          ORDER BY created_at DESC LIMIT 1`,
        [userId, EXPORT_REQUEST_INTERVAL_SECONDS],
      );
      if (recent) {
        throw new AppError(
          'RATE_LIMITED',
          `You can request a data download once per hour. Please try again in ${waitText(recent.wait)}.`,
          undefined,
          { retryAfter: recent.wait },
        );
      }
      const [row] = await sqlRows<ExportRow>(
        m,
        `INSERT INTO data_exports (user_id) VALUES ($1) RETURNING *`,
        [userId],
      );
      return row;
    });
  }

  async latest(userId: string): Promise<ExportRow | null> {
    const [row] = await sqlRows<ExportRow>(
      this.db,
      `SELECT * FROM data_exports WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [userId],
    );
    return row ?? null;
  }

  async byId(id: string): Promise<ExportRow | null> {
    const [row] = await sqlRows<ExportRow>(this.db, `SELECT * FROM data_exports WHERE id = $1`, [
      id,
    ]);
    return row ?? null;
  }

  /** Keeps a running job's row fresh; false when the row is gone (the account was deleted). */
  async heartbeat(id: string): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      this.db,
      `UPDATE data_exports SET heartbeat_at = now() WHERE id = $1 AND status = 'pending'
       RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  /** Ready with its object; answers false when the row is gone or no longer pending. */
  async markReady(id: string, objectKey: string, expiresAt: Date): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      this.db,
      `UPDATE data_exports SET status = 'ready', object_key = $2, finished_at = now(),
              expires_at = $3
        WHERE id = $1 AND status = 'pending' RETURNING id`,
      [id, objectKey, expiresAt],
    );
    return rows.length > 0;
  }

  async markFailed(id: string): Promise<void> {
    await this.db.query(
      `UPDATE data_exports SET status = 'failed', finished_at = now()
        WHERE id = $1 AND status = 'pending'`,
      [id],
    );
  }

  /**
   * Pending exports whose job stopped beating (its process died) become failed, so none stays
   * pending forever; answers them so their users can be told.
   */
  async failStale(): Promise<{ id: string; user_id: string }[]> {
    return sqlRows<{ id: string; user_id: string }>(
      this.db,
      `UPDATE data_exports SET status = 'failed', finished_at = now()
        WHERE status = 'pending' AND heartbeat_at < now() - make_interval(secs => $1)
        RETURNING id, user_id`,
      [STALE_AFTER_SECONDS],
    );
  }

  /** Object keys of the user's exports (for the deletion of the account, in its transaction). */
  async objectKeysOf(m: Queryable, userId: string): Promise<string[]> {
    const rows = await sqlRows<{ object_key: string }>(
      m,
      `SELECT object_key FROM data_exports WHERE user_id = $1 AND object_key IS NOT NULL`,
      [userId],
    );
    return rows.map((r) => r.object_key);
  }
}
