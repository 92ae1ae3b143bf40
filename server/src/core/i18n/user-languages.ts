import type { AppLanguage } from '../../contracts/app-language';

/**
 * The language each account chose (`users.app_language`), null while it chose none. The users
 * module provides it; core pieces (the exception filter) depend only on this contract.
 */
export abstract class UserLanguages {
  abstract of(userId: string): Promise<AppLanguage | null>;
}
