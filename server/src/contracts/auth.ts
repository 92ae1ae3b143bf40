import type { SelfUser } from './users';

/** `POST /login` when the account has no second factor, and `POST /login/2fa` once it is given. */
export interface LoginSuccess {
  success: true;
  message: string;
  token: string;
  user: SelfUser;
}

/**
 * `POST /login` with the right password for an account with two-factor sign-in: no token yet;
 * `challenge` goes with the code to `POST /login/2fa` (5 minutes, 5 wrong codes).
 */
export interface LoginTwoFactorRequired {
  success: true;
  message: string;
  twoFactorRequired: true;
  challenge: string;
}

export type LoginResponse = LoginSuccess | LoginTwoFactorRequired;

/** `POST /login/2fa`: the challenge and either a code from the app or a recovery code. */
export interface LoginSecondFactorRequest {
  challenge: string;
  code?: string;
  recoveryCode?: string;
}
