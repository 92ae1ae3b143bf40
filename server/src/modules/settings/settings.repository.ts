import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlParams, sqlRows } from '../../core/database/sql';

/** A `user_settings` row as stored, by column name. */
export type SettingsRow = Record<string, unknown> & { languages: string[] };

/**
 * Every statement of this module over `user_settings` (it owns the table; a trigger makes each
 * user's row at signup). The visibility rule reads the privacy columns in its own fragments, and
 * the fragment below lends notifications a preference inside their statements.
 */
@Injectable()
export class SettingsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The user's row; null when the user is gone. */
  async row(userId: string): Promise<SettingsRow | null> {
    const [row] = await sqlRows<SettingsRow>(
      this.db,
      `SELECT * FROM user_settings WHERE user_id = $1`,
      [userId],
    );
    return row ?? null;
  }

  /** Sets the columns of `changes` (column names, already checked); answers the row after it. */
  async update(
    userId: string,
    changes: [column: string, value: unknown][],
  ): Promise<SettingsRow | null> {
    const params = new SqlParams([userId]);
    const sets = changes.map(([column, value]) => `${column} = ${params.add(value)}`);
    const [row] = await sqlRows<SettingsRow>(
      this.db,
      `UPDATE user_settings SET ${sets.join(', ')}, updated_at = now()
        WHERE user_id = $1 RETURNING *`,
      params.values,
    );
    return row ?? null;
  }

  async setLanguages(userId: string, languages: string[]): Promise<string[] | null> {
    const [row] = await sqlRows<{ languages: string[] }>(
      this.db,
      `UPDATE user_settings SET languages = $2, updated_at = now()
        WHERE user_id = $1 RETURNING languages`,
      [userId, languages],
    );
    return row?.languages ?? null;
  }
}

/**
 * SQL condition: the user `user` (an SQL expression: a placeholder, or a column of the rows a
 * batch walks) wants notifications of the kind in `column` (false for a user who is gone), for a
 * statement that asks more at once.
 */
export function wantsNotificationsSql(user: string, column: string): string {
  return `coalesce((SELECT ${column} FROM user_settings WHERE user_id = ${user}), false)`;
}
