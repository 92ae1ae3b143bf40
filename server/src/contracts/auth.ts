import type { LoginAnswer } from './users';

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

/** `POST /login`: signed in (`LoginAnswer`, also `POST /login/2fa`'s) or the second factor asked. */
export type LoginResponse = LoginAnswer | LoginTwoFactorRequired;

/**
 * The error `code` of `POST /login/2fa` (401) when the challenge is unknown, past its five minutes
 * or its five wrong codes: the client asks for the password again. A wrong code for a live
 * challenge answers `INVALID_CREDENTIALS` instead.
 */
export const LOGIN_CHALLENGE_EXPIRED = 'LOGIN_CHALLENGE_EXPIRED';

/** `POST /login/2fa`: the challenge and either a code from the app or a recovery code. */
export interface LoginSecondFactorRequest {
  challenge: string;
  code?: string;
  recoveryCode?: string;
}
