import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { toDataURL } from 'qrcode';
import { DataSource } from 'typeorm';
import { type Queryable, sqlRows } from '../../../core/database/sql';
import { AppError } from '../../../core/http/app-error';
import { isUuid } from '../../../core/http/uuid';
import type { DomainEvents } from '../../../core/realtime/domain-events';
import type { RecoveryCodes, TwoFactorSetup } from '../../../contracts/settings';
import { UsersService } from '../../users/users.service';
import { PasswordHasher } from '../password-hasher';
import { newRecoveryCode, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';
import { SecretBox } from './secret-box';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp';

/** A challenge lasts 5 minutes and takes at most 5 codes (the right one included). */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_ATTEMPTS = 5;

export const INVALID_CODE = 'Invalid verification code';
export const CHALLENGE_GONE = 'This sign-in has expired. Please log in again.';
export const ALREADY_ON = 'Two-factor authentication is already on';
export const NOT_SET_UP = 'Set up two-factor authentication first';
export const NOT_ON = 'Two-factor authentication is not on';

/** The second factor as given: a code from the app, or one of the recovery codes. */
export type SecondFactor = { code: string } | { recoveryCode: string };

interface TwoFactorRow {
  secret_enc: string;
  enabled_at: Date | null;
}

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and single-use recovery codes.
 * Owns `user_two_factor`, `two_factor_recovery_codes` and `two_factor_challenges`. The privacy
 * setting `twoFactorAuth` follows it (`two_factor.changed`, which the settings module stores):
 * this is the only way to switch it.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly box: SecretBox,
    private readonly events: EventEmitter2,
  ) {}

  /**
   * A new secret, stored encrypted and not on yet; the only time it is answered. Setting up again
   * before confirming replaces it.
   */
  async setup(userId: string): Promise<TwoFactorSetup> {
    const user = await this.users.getById(userId);
    const secret = newTotpSecret();
    const [stored] = await sqlRows<{ user_id: string }>(
      this.db,
      `INSERT INTO user_two_factor (user_id, secret_enc) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE
         SET secret_enc = excluded.secret_enc, last_used_step = NULL, created_at = now()
         WHERE user_two_factor.enabled_at IS NULL
       RETURNING user_id`,
      [userId, this.box.seal(secret)],
    );
    if (!stored) throw new AppError('CONFLICT', ALREADY_ON);
    const url = otpauthUrl(secret, user.userName);
    return { secret, otpauthUrl: url, qrCode: await toDataURL(url, { margin: 1, width: 240 }) };
  }

  /** Confirms the set-up with a code from the app; answers the recovery codes (shown once). */
  async enable(userId: string, code: string): Promise<RecoveryCodes> {
    const row = await this.row(userId);
    if (!row) throw new AppError('VALIDATION_FAILED', NOT_SET_UP, { code: NOT_SET_UP });
    if (row.enabled_at) throw new AppError('CONFLICT', ALREADY_ON);
    if (!(await this.acceptCode(userId, row, code))) {
      throw new AppError('VALIDATION_FAILED', INVALID_CODE, { code: INVALID_CODE });
    }
    const recoveryCodes = await this.db.transaction(async (m) => {
      await m.query(
        `UPDATE user_two_factor SET enabled_at = now() WHERE user_id = $1 AND enabled_at IS NULL`,
        [userId],
      );
      return this.replaceRecoveryCodes(m, userId);
    });
    await this.changed(userId, true);
    return { recoveryCodes };
  }

  /** Off (the password and a code or recovery code); the recovery codes go with it. */
  async disable(userId: string, password: string, code: string): Promise<void> {
    await this.confirm(userId, password, code);
    await this.db.transaction(async (m) => {
      await m.query(`DELETE FROM two_factor_recovery_codes WHERE user_id = $1`, [userId]);
      await m.query(`DELETE FROM two_factor_challenges WHERE user_id = $1`, [userId]);
      await m.query(`DELETE FROM user_two_factor WHERE user_id = $1`, [userId]);
    });
    await this.changed(userId, false);
  }

  /** A new set of recovery codes; the old set stops working. */
  async newRecoveryCodes(userId: string, password: string, code: string): Promise<RecoveryCodes> {
    await this.confirm(userId, password, code);
    return {
      recoveryCodes: await this.db.transaction((m) => this.replaceRecoveryCodes(m, userId)),
    };
  }

  async isEnabled(userId: string): Promise<boolean> {
    const row = await this.row(userId);
    return row?.enabled_at != null;
  }

  /** After the right password: the challenge the client answers with the second factor. */
  async openChallenge(userId: string): Promise<string> {
    const id = randomUUID();
    await this.db.query(
      `DELETE FROM two_factor_challenges WHERE user_id = $1 AND expires_at < now()`,
      [userId],
    );
    await this.db.query(
      `INSERT INTO two_factor_challenges (id, user_id, expires_at) VALUES ($1, $2, $3)`,
      [id, userId, new Date(Date.now() + CHALLENGE_TTL_MS)],
    );
    return id;
  }

  /**
   * Takes one of the challenge's attempts before any code is checked, so parallel guesses
   * cannot pass the limit; answers its account, or 401 when it is unknown, expired or spent.
   */
  async claimAttempt(challenge: string): Promise<string> {
    const gone = new AppError('INVALID_CREDENTIALS', CHALLENGE_GONE);
    if (!isUuid(challenge)) throw gone;
    const [row] = await sqlRows<{ user_id: string }>(
      this.db,
      `UPDATE two_factor_challenges SET failures = failures + 1
        WHERE id = $1 AND expires_at > now() AND failures < $2
       RETURNING user_id`,
      [challenge, CHALLENGE_ATTEMPTS],
    );
    if (!row) throw gone;
    return row.user_id;
  }

  /** The challenge is done with (signed in). */
  async closeChallenge(challenge: string): Promise<void> {
    await this.db.query(`DELETE FROM two_factor_challenges WHERE id = $1`, [challenge]);
  }

  /** Whether the second factor is right for the account (2FA on); a code or recovery code is spent. */
  async verify(userId: string, factor: SecondFactor): Promise<boolean> {
    const row = await this.row(userId);
    if (!row?.enabled_at) return false;
    return 'recoveryCode' in factor
      ? this.spendRecoveryCode(userId, factor.recoveryCode)
      : this.acceptCode(userId, row, factor.code);
  }

  /** The password, then a code from the app or a recovery code; 2FA must be on. */
  private async confirm(userId: string, password: string, code: string): Promise<void> {
    const user = await this.users.getWithPasswordHash(userId);
    if (!(await this.hasher.verify(user.passwordHash, password))) {
      throw new AppError('FORBIDDEN', 'Incorrect password');
    }
    const row = await this.row(userId);
    if (!row?.enabled_at) throw new AppError('VALIDATION_FAILED', NOT_ON);
    const factor: SecondFactor = /^\d{6}$/.test(code.trim())
      ? { code: code.trim() }
      : { recoveryCode: code };
    if (!(await this.verify(userId, factor))) {
      throw new AppError('VALIDATION_FAILED', INVALID_CODE, { code: INVALID_CODE });
    }
  }

  /**
   * A code of the current step or one either side, in a step later than the last one a code was
   * accepted in: a code (or an older one) seen once is refused after (no replay).
   */
  private async acceptCode(userId: string, row: TwoFactorRow, code: string): Promise<boolean> {
    let secret: string;
    try {
      secret = this.box.open(row.secret_enc);
    } catch {
      // Sealed with another key (TWO_FACTOR_KEY changed): no code can match it.
      return false;
    }
    const step = matchingStep(secret, code.trim());
    if (step === null) return false;
    const [taken] = await sqlRows<{ user_id: string }>(
      this.db,
      `UPDATE user_two_factor SET last_used_step = $2
        WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2)
       RETURNING user_id`,
      [userId, step],
    );
    return taken !== undefined;
  }

  private async spendRecoveryCode(userId: string, given: string): Promise<boolean> {
    const code = normaliseRecoveryCode(given);
    if (!/^[a-z0-9]{5}-[a-z0-9]{5}$/.test(code)) return false;
    const unused = await sqlRows<{ id: string; code_hash: string }>(
      this.db,
      `SELECT id, code_hash FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    );
    for (const candidate of unused) {
      if (!(await this.hasher.verify(candidate.code_hash, code))) continue;
      const [spent] = await sqlRows<{ id: string }>(
        this.db,
        `UPDATE two_factor_recovery_codes SET used_at = now()
          WHERE id = $1 AND used_at IS NULL RETURNING id`,
        [candidate.id],
      );
      return spent !== undefined;
    }
    return false;
  }

  private async replaceRecoveryCodes(m: Queryable, userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const hashes = await Promise.all(codes.map((c) => this.hasher.hash(c)));
    await m.query(`DELETE FROM two_factor_recovery_codes WHERE user_id = $1`, [userId]);
    await m.query(
      `INSERT INTO two_factor_recovery_codes (user_id, code_hash)
       SELECT $1, unnest($2::text[])`,
      [userId, hashes],
    );
    return codes;
  }

  private async row(userId: string): Promise<TwoFactorRow | null> {
    const [row] = await sqlRows<TwoFactorRow>(
      this.db,
      `SELECT secret_enc, enabled_at FROM user_two_factor WHERE user_id = $1`,
      [userId],
    );
    return row ?? null;
  }

  /** The privacy setting follows, stored by the settings module before this answers. */
  private async changed(userId: string, enabled: boolean): Promise<void> {
    const event: DomainEvents['two_factor.changed'] = { userId, enabled };
    await this.events.emitAsync('two_factor.changed', event);
  }
}
