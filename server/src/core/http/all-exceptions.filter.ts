import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Response } from 'express';
import { AppError } from './app-error';
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

/**
 * The one place an exception becomes an HTTP answer with the error envelope. Errors of the
 * platform that a client's input causes (body parsing, multipart, PostgreSQL data errors, an
 * outage) are mapped here, once for every route; only real faults answer 500.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    if (res.headersSent) return;
    const { status, body, retryAfter } = toErrorAnswer(exception, this.logger);
    // Every 429 and 503 says when to come back, whichever limit or outage answered it.
    if (status === 429) res.setHeader?.('Retry-After', String(Math.max(1, retryAfter ?? 1)));
    if (status === 503) {
      res.setHeader?.('Retry-After', String(Math.max(1, retryAfter ?? OUTAGE_RETRY_SECONDS)));
    }
    // A write refused as bad input gives its @WriteLimit slot back before the answer leaves.
    const refund = settleWriteSlot(http.getRequest(), status);
    if (!refund) {
      res.status(status).json(body);
      return;
    }
    void refund.then(() => {
      if (!res.headersSent) res.status(status).json(body);
    });
  }
}

/**
 * An exception as the error envelope and its HTTP status: the answer of an HTTP request, and of a
 * socket event's acknowledgement (the same body, so a client reads both alike).
 */
export function toErrorAnswer(
  exception: unknown,
  logger: Logger,
): { status: number; body: ErrorBody; retryAfter?: number } {
  const mapped = exception instanceof AppError ? exception : knownError(exception);
  if (mapped) {
    const body: ErrorBody = { success: false, message: mapped.message, ...mapped.extra };
    if (mapped.exposedCode) body.code = mapped.exposedCode;
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
      body: { success: false, message: Array.isArray(message) ? message[0] : message },
      retryAfter: status === 429 ? secondsIn(String(message)) : undefined,
    };
  }
  logger.error(exception instanceof Error ? exception.stack : String(exception));
  return {
    status: 500,
    body: { success: false, message: 'Something went wrong. Please try again.' },
  };
}
