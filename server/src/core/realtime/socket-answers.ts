import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  Logger,
  ValidationPipe,
  type ArgumentMetadata,
} from '@nestjs/common';
import { DEFAULT_APP_LANGUAGE } from '../../contracts/app-language';
import type { ErrorBody } from '../../contracts/envelope';
import { acceptedLanguage } from '../i18n/request-language';
import { AppError } from '../http/app-error';
import { toErrorAnswer } from '../http/all-exceptions.filter';
import { toValidationError } from '../http/validation';

/**
 * A socket event's payload checked as an HTTP body is (the same class-validator DTOs, whitelist,
 * messages): `@MessageBody(SocketPayload) dto: SomeDto`. A payload that is not an object (null, a
 * number) is refused as a body that is not JSON would be.
 */
class SocketPayloadPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
      exceptionFactory: toValidationError,
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (this.toValidate(metadata) && !isObject(value)) {
      throw new AppError('VALIDATION_FAILED', 'The event payload must be an object');
    }
    return super.transform(value, metadata);
  }
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const SocketPayload = new SocketPayloadPipe();

/**
 * What a socket event that failed answers through its acknowledgement: the HTTP error envelope
 * (`{ success: false, message, code, errors }`), so a bad payload reads as a 400 does. Without an
 * acknowledgement the event is dropped; nothing else is emitted. Real faults are logged.
 */
@Catch()
export class SocketErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Socket');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ack = host.getArgs().find((arg) => typeof arg === 'function') as
      ((answer: ErrorBody) => void) | undefined;
    // The handshake's Accept-Language: a socket's answers speak the browser's language.
    const client = host.switchToWs().getClient<{
      handshake?: { headers?: Record<string, string | string[] | undefined> };
    }>();
    const language =
      acceptedLanguage(client?.handshake?.headers?.['accept-language']) ?? DEFAULT_APP_LANGUAGE;
    const { body } = toErrorAnswer(exception, this.logger, language);
    ack?.(body);
  }
}
