import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Response } from 'express';
import { AppError } from './app-error';
import type { ErrorBody } from './envelope';

/** The one place an exception becomes an HTTP answer with the error envelope. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const { status, body } = this.toAnswer(exception);
    res.status(status).json(body);
  }

  private toAnswer(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof AppError) {
      const body: ErrorBody = { success: false, message: exception.message, ...exception.extra };
      if (exception.exposedCode) body.code = exception.exposedCode;
      if (exception.errors) body.errors = exception.errors;
      return { status: exception.status, body };
    }
    if (exception instanceof ThrottlerException) {
      return {
        status: 429,
        body: { success: false, code: 'RATE_LIMITED', message: exception.message },
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
      };
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    return {
      status: 500,
      body: { success: false, message: 'Something went wrong. Please try again.' },
    };
  }
}
