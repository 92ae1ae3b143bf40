import { type AppLanguage, isAppLanguage } from '../../contracts/app-language';
import { type LanguageSource, requestLanguage } from './request-language';
import { translateMessage } from './server-messages';
import type { UserLanguages } from './user-languages';

interface Answer {
  success?: unknown;
  message?: unknown;
  user?: { appLanguage?: unknown } | null;
}

/** A success envelope with a message ('Post deleted'): the answers `inAnswerLanguage` rewrites. */
export function isAnswerWithMessage(body: unknown): body is Answer & { message: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as Answer).success === true &&
    typeof (body as Answer).message === 'string'
  );
}

/**
 * The success envelope `body` with its message in the caller's language, as the exception filter
 * does for errors; a login answer speaks the language of the account it signed in to. Written
 * where answers are written (`ExpressHttpServerAdapter.reply`), not as an interceptor: Nest
 * wraps every request in each global interceptor (an async-context bind and an rxjs pipeline),
 * a cost every feed page paid for the few answers that carry a message.
 */
export async function inAnswerLanguage(
  body: Answer & { message: string },
  request: LanguageSource | undefined,
  languages: UserLanguages | null | undefined,
): Promise<Answer> {
  const chosen = body.user?.appLanguage;
  const language: AppLanguage = isAppLanguage(chosen)
    ? chosen
    : await requestLanguage(request, languages);
  if (language === 'en') return body;
  return { ...body, message: translateMessage(language, body.message) };
}
