import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { toDataURL } from 'qrcode';
import { AppError } from '../../../core/http/app-error';
import { isUuid } from '../../../core/http/uuid';
import type { DomainEvents } from '../../../core/realtime/domain-events';
import { LOGIN_CHALLENGE_EXPIRED } from '../../../contracts/auth';
import type { RecoveryCodes, TwoFactorSetup } from '../../../contracts/settings';
import { UsersService } from '../../users/users.service';
import { PasswordHasher } from '../password-hasher';
import { newRecoveryCode, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';
import { SecretBox } from './secret-box';
import { type TwoFactorRow, TwoFactorRepository } from './two-factor.repository';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp';

const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

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

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and single-use recovery codes.
 * Its tables are TwoFactorRepository's. The privacy
 * setting `twoFactorAuth` follows it (`two_factor.changed`, which the settings module stores):
 * this is the only way to switch it.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly store: TwoFactorRepository,
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
    if (!(await this.store.storeSecret(userId, this.box.seal(secret))))
      throw new AppError('CONFLICT', ALREADY_ON);
    const url = otpauthUrl(secret, user.userName);
    return { secret, otpauthUrl: url, qrCode: await toDataURL(url, { margin: 1, width: 240 }) };
  }

  /** Confirms the set-up with a code from the app; answers the recovery codes (shown once). */
  async enable(userId: string, code: string): Promise<RecoveryCodes> {
    const row = await this.store.find(userId);
    if (!row) throw new AppError('VALIDATION_FAILED', NOT_SET_UP, { code: NOT_SET_UP });
    if (row.enabled_at) throw new AppError('CONFLICT', ALREADY_ON);
    if (!(await this.acceptCode(userId, row, code))) {
      throw new AppError('VALIDATION_FAILED', INVALID_CODE, { code: INVALID_CODE });
    }
    const recoveryCodes = newRecoveryCodes();
    await this.store.enable(userId, await this.hashAll(recoveryCodes));
    await this.changed(userId, true);
    return { recoveryCodes };
  }

  /** Off (the password and a code or recovery code); the recovery codes go with it. */
  async disable(userId: string, password: string, code: string): Promise<void> {
    await this.confirm(userId, password, code);
    await this.store.remove(userId);
    await this.changed(userId, false);
  }

  /** A new set of recovery codes; the old set stops working. */
  async newRecoveryCodes(userId: string, password: string, code: string): Promise<RecoveryCodes> {
    await this.confirm(userId, password, code);
    const recoveryCodes = newRecoveryCodes();
    await this.store.replaceRecoveryCodes(userId, await this.hashAll(recoveryCodes));
    return { recoveryCodes };
  }

  async isEnabled(userId: string): Promise<boolean> {
    const row = await this.store.find(userId);
    return row?.enabled_at != null;
  }

  /** After the right password: the challenge the client answers with the second factor. */
  async openChallenge(userId: string): Promise<string> {
    const id = randomUUID();
    await this.store.openChallenge(id, userId, new Date(Date.now() + CHALLENGE_TTL_MS));
    return id;
  }

  /**
   * Takes one of the challenge's attempts before any code is checked, so parallel guesses
   * cannot pass the limit; answers its account, or 401 when it is unknown, expired or spent.
   */
  async claimAttempt(challenge: string): Promise<string> {
    const gone = new AppError(LOGIN_CHALLENGE_EXPIRED, CHALLENGE_GONE);
    if (!isUuid(challenge)) throw gone;
    const userId = await this.store.claimAttempt(challenge, CHALLENGE_ATTEMPTS);
    if (!userId) throw gone;
    return userId;
  }

  /** The challenge is done with (signed in). */
  async closeChallenge(challenge: string): Promise<void> {
    await this.store.closeChallenge(challenge);
  }

  /** Whether the second factor is right for the account (2FA on); a code or recovery code is spent. */
  async verify(userId: string, factor: SecondFactor): Promise<boolean> {
    const row = await this.store.find(userId);
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
    const row = await this.store.find(userId);
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
    return this.store.takeStep(userId, step);
  }

  private async spendRecoveryCode(userId: string, given: string): Promise<boolean> {
    const code = normaliseRecoveryCode(given);
    if (!/^[a-z0-9]{5}-[a-z0-9]{5}$/.test(code)) return false;
    for (const candidate of await this.store.unusedRecoveryCodes(userId)) {
      if (await this.hasher.verify(candidate.code_hash, code)) {
        return this.store.spendRecoveryCode(candidate.id);
      }
    }
    return false;
  }

  private hashAll(codes: string[]): Promise<string[]> {
    return Promise.all(codes.map((c) => this.hasher.hash(c)));
  }

  /** The privacy setting follows, stored by the settings module before this answers. */
  private async changed(userId: string, enabled: boolean): Promise<void> {
    const event: DomainEvents['two_factor.changed'] = { userId, enabled };
    await this.events.emitAsync('two_factor.changed', event);
  }
}
