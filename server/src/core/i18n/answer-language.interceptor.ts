import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import { type AppLanguage, isAppLanguage } from '../../contracts/app-language';
import { requestLanguage } from './request-language';
import { translateMessage } from './server-messages';
import type { UserLanguages } from './user-languages';

interface Answer {
  success?: unknown;
  message?: unknown;
  user?: { appLanguage?: unknown } | null;
}

function isAnswerWithMessage(body: unknown): body is Answer & { message: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as Answer).success === true &&
    typeof (body as Answer).message === 'string'
  );
}

/**
 * The `message` of a success envelope ('Post deleted') in the caller's language, as the exception
 * filter does for errors. Only answers with a message wait for the language (most do not carry
 * one); a login answer speaks the language of the account it signed in to.
 */
export class AnswerLanguageInterceptor implements NestInterceptor {
  constructor(private readonly languages?: UserLanguages | null) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request & { user?: { userId?: unknown } }>();
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        if (!isAnswerWithMessage(body)) return body;
        const chosen = body.user?.appLanguage;
        const language: AppLanguage = isAppLanguage(chosen)
          ? chosen
          : await requestLanguage(request, this.languages);
        if (language === 'en') return body;
        return { ...body, message: translateMessage(language, body.message) };
      }),
    );
  }
}
