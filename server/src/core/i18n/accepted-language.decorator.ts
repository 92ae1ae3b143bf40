import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { acceptedLanguage } from './request-language';

/**
 * The app language the request's `Accept-Language` prefers, or null: what an answer speaks for a
 * user who has not chosen a language on their account.
 */
export const AcceptedLanguage = createParamDecorator((_: unknown, ctx: ExecutionContext) =>
  acceptedLanguage(ctx.switchToHttp().getRequest<Request>().headers['accept-language']),
);
