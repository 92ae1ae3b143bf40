import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Queryable, sqlRows } from '../../../core/database/sql';

export interface TwoFactorRow {
  secret_enc: string;
  enabled_at: Date | null;
}

/**
 * Every statement of `user_two_factor`, `two_factor_recovery_codes` and `two_factor_challenges`
 * (this module owns them; entities/two-factor.entity.ts describes them). Single statements where
 * a race matters: a code's step, a recovery code and a challenge's attempt are each taken by one
 * conditional UPDATE, so two parallel requests cannot both spend the same one.
 */
@Injectable()
export class TwoFactorRepository {
  constructor(private readonly db: DataSource) {}

  async find(userId: string): Promise<TwoFactorRow | null> {
    const [row] = await sqlRows<TwoFactorRow>(
      this.db,
      `SELECT secret_enc, enabled_at FROM user_two_factor WHERE user_id = $1`,
      [userId],
    );
    return row ?? null;
  }

  /** Stores a new secret unless 2FA is on already; false when it is on. */
  async storeSecret(userId: string, sealedSecret: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `INSERT INTO user_two_factor (user_id, secret_enc) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE
         SET secret_enc = excluded.secret_enc, last_used_step = NULL, created_at = now()
         WHERE user_two_factor.enabled_at IS NULL
       RETURNING 1`,
      [userId, sealedSecret],
    );
    return rows.length > 0;
  }

  /** Switches it on with a fresh set of recovery codes (their hashes), in one transaction. */
  async enable(userId: string, recoveryCodeHashes: string[]): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query(
        `UPDATE user_two_factor SET enabled_at = now() WHERE user_id = $1 AND enabled_at IS NULL`,
        [userId],
      );
      await replaceRecoveryCodes(m, userId, recoveryCodeHashes);
    });
  }

  /** Switches it off: the secret, the recovery codes and any open challenge go. */
  async remove(userId: string): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query(`DELETE FROM two_factor_recovery_codes WHERE user_id = $1`, [userId]);
      await m.query(`DELETE FROM two_factor_challenges WHERE user_id = $1`, [userId]);
      await m.query(`DELETE FROM user_two_factor WHERE user_id = $1`, [userId]);
    });
  }

  /** The old set of recovery codes stops working; these (hashes) replace it. */
  async replaceRecoveryCodes(userId: string, hashes: string[]): Promise<void> {
    await this.db.transaction((m) => replaceRecoveryCodes(m, userId, hashes));
  }

  /** Takes the step unless it or a later one was used: false on a replayed code. */
  async takeStep(userId: string, step: number): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `UPDATE user_two_factor SET last_used_step = $2
        WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2)
       RETURNING 1`,
      [userId, step],
    );
    return rows.length > 0;
  }

  async unusedRecoveryCodes(userId: string): Promise<{ id: string; code_hash: string }[]> {
    return sqlRows(
      this.db,
      `SELECT id, code_hash FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    );
  }

  /** Spends a recovery code; false when a parallel request spent it first. */
  async spendRecoveryCode(id: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `UPDATE two_factor_recovery_codes SET used_at = now()
        WHERE id = $1 AND used_at IS NULL RETURNING 1`,
      [id],
    );
    return rows.length > 0;
  }

  /** Opens a challenge, clearing the user's expired ones. */
  async openChallenge(id: string, userId: string, expiresAt: Date): Promise<void> {
    await this.db.query(
      `DELETE FROM two_factor_challenges WHERE user_id = $1 AND expires_at < now()`,
      [userId],
    );
    await this.db.query(
      `INSERT INTO two_factor_challenges (id, user_id, expires_at) VALUES ($1, $2, $3)`,
      [id, userId, expiresAt],
    );
  }

  /** Takes one attempt of a standing challenge; answers its account, or null when none is left. */
  async claimAttempt(challenge: string, maxAttempts: number): Promise<string | null> {
    const [row] = await sqlRows<{ user_id: string }>(
      this.db,
      `UPDATE two_factor_challenges SET failures = failures + 1
        WHERE id = $1 AND expires_at > now() AND failures < $2
       RETURNING user_id`,
      [challenge, maxAttempts],
    );
    return row?.user_id ?? null;
  }

  async closeChallenge(challenge: string): Promise<void> {
    await this.db.query(`DELETE FROM two_factor_challenges WHERE id = $1`, [challenge]);
  }
}

async function replaceRecoveryCodes(m: Queryable, userId: string, hashes: string[]): Promise<void> {
  await m.query(`DELETE FROM two_factor_recovery_codes WHERE user_id = $1`, [userId]);
  await m.query(
    `INSERT INTO two_factor_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`,
    [userId, hashes],
  );
}
