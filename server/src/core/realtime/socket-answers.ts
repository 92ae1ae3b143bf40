import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  Logger,
  ValidationPipe,
  type ArgumentMetadata,
} from '@nestjs/common';
import type { ErrorBody } from '../../contracts/envelope';
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
    const { body } = toErrorAnswer(exception, this.logger);
    ack?.(body);
  }
}
