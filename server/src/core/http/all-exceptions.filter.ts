import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { type AppLanguage, DEFAULT_APP_LANGUAGE } from '../../contracts/app-language';
import { translateMessage } from '../i18n/server-messages';
import { acceptedLanguage, requestLanguage } from '../i18n/request-language';
import type { UserLanguages } from '../i18n/user-languages';
import { AppError, type ErrorCode } from './app-error';
import type { ErrorBody } from './envelope';
import { knownError } from './known-errors';
import { settleWriteSlot } from './write-limit';

/** When a client should ask again after a part of the product was found away (an outage). */
export const OUTAGE_RETRY_SECONDS = 5;

/** Seconds in "… try again in N seconds." when a 429 carries no number of its own. */
function secondsIn(message: string): number | undefined {
  const match = /(\d+)\s*seconds?/.exec(message);
  return match ? Number(match[1]) : undefined;
}

/** The code of an error answer that is not an AppError, by its HTTP status. */
function codeOfStatus(status: number): ErrorBodyCode {
  switch (status) {
    case 400:
      return 'VALIDATION_FAILED';
    case 401:
      return 'INVALID_TOKEN';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'REQUEST_FAILED';
  }
}

/**
 * Every error answer's `code`: a domain ErrorCode, or what the framework's own refusals and real
 * faults are (`INTERNAL_ERROR`: a 500; `REQUEST_FAILED`: another 4xx such as 405 or 416).
 */
export type ErrorBodyCode = ErrorCode | 'INTERNAL_ERROR' | 'REQUEST_FAILED';

/**
 * The error body in `language`: its message and field messages, which the services wrote in
 * English, translated by the catalogue; `code` and every other field as they are.
 */
export function inLanguage(body: ErrorBody, language: AppLanguage): ErrorBody {
  if (language === 'en') return body;
  const translated: ErrorBody = { ...body, message: translateMessage(language, body.message) };
  if (body.errors) {
    translated.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, text]) => [field, translateMessage(language, text)]),
    );
  }
  return translated;
}

/**
 * The one place an exception becomes an HTTP answer with the error envelope. Errors of the
 * platform that a client's input causes (body parsing, multipart, PostgreSQL data errors, an
 * outage) are mapped here, once for every route; only real faults answer 500. The message speaks
 * the caller's language (their chosen one, else their browser's), the code stays the same.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly languages?: UserLanguages | null) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    if (res.headersSent) return;
    const req = http.getRequest<Request & { user?: { userId?: unknown } }>();
    const answer = toErrorAnswer(exception, this.logger);
    const { status, retryAfter } = answer;
    // Every 429 and 503 says when to come back, whichever limit or outage answered it.
    if (status === 429) res.setHeader?.('Retry-After', String(Math.max(1, retryAfter ?? 1)));
    if (status === 503) {
      res.setHeader?.('Retry-After', String(Math.max(1, retryAfter ?? OUTAGE_RETRY_SECONDS)));
    }
    // A write refused as bad input gives its @WriteLimit slot back before the answer leaves.
    const refund = settleWriteSlot(req, status);
    const send = (language: AppLanguage) => {
      if (!res.headersSent) res.status(status).json(inLanguage(answer.body, language));
    };
    // Only a signed-in caller's language is read (kept in memory); an anonymous one's is the header's.
    const signedIn = this.languages && typeof req?.user?.userId === 'string';
    if (!refund && !signedIn) {
      send(acceptedLanguage(req?.headers?.['accept-language']) ?? DEFAULT_APP_LANGUAGE);
      return;
    }
    void Promise.all([refund, requestLanguage(req, this.languages)]).then(
      ([, language]) => send(language),
      () => send(DEFAULT_APP_LANGUAGE),
    );
  }
}

/**
 * An exception as the error envelope and its HTTP status: the answer of an HTTP request, and of a
 * socket event's acknowledgement (the same body, so a client reads both alike).
 */
export function toErrorAnswer(
  exception: unknown,
  logger: Logger,
  language: AppLanguage = DEFAULT_APP_LANGUAGE,
): { status: number; body: ErrorBody; retryAfter?: number } {
  const answer = englishErrorAnswer(exception, logger);
  return { ...answer, body: inLanguage(answer.body, language) };
}

function englishErrorAnswer(
  exception: unknown,
  logger: Logger,
): { status: number; body: ErrorBody; retryAfter?: number } {
  const mapped = exception instanceof AppError ? exception : knownError(exception);
  if (mapped) {
    const body: ErrorBody = {
      success: false,
      message: mapped.message,
      ...mapped.extra,
      code: mapped.code,
    };
    if (mapped.errors) body.errors = mapped.errors;
    if (mapped.status >= 500) logger.warn(`${mapped.status}: ${String(exception)}`);
    const retryAfter =
      typeof mapped.extra?.retryAfter === 'number' ? mapped.extra.retryAfter : undefined;
    return { status: mapped.status, body, retryAfter };
  }
  if (exception instanceof ThrottlerException) {
    return {
      status: 429,
      body: { success: false, code: 'RATE_LIMITED', message: exception.message },
      retryAfter: secondsIn(exception.message),
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : ((response as { message?: string | string[] }).message ?? exception.message);
    return {
      status,
      body: {
        success: false,
        message: Array.isArray(message) ? message[0] : message,
        code: codeOfStatus(status),
      },
      retryAfter: status === 429 ? secondsIn(String(message)) : undefined,
    };
  }
  logger.error(exception instanceof Error ? exception.stack : String(exception));
  return {
    status: 500,
    body: {
      success: false,
      message: 'Something went wrong. Please try again.',
      code: 'INTERNAL_ERROR',
    },
  };
}
