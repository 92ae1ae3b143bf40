import type { AppLanguage } from '../../contracts/app-language';

/**
 * The language each account chose (`users.app_language`), null while it chose none. The users
 * module provides it; core pieces (the exception filter) depend only on this contract.
 */
export abstract class UserLanguages {
  abstract of(userId: string): Promise<AppLanguage | null>;

  /**
   * Keeps the language another statement is reading in passing (the session's, on a request's
   * way in) as if `of` had read it, so the answer does not read it again. A rejected `pending`
   * keeps nothing.
   */
  abstract remember(userId: string, pending: Promise<AppLanguage | null>): void;
}
