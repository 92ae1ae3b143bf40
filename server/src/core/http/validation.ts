import { ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError } from './app-error';

function flatten(errors: ValidationError[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) out[field] = messages[0];
    if (error.children?.length) Object.assign(out, flatten(error.children, field));
  }
  return out;
}

/** Field errors keyed by property; the first one becomes the message a toast can show as is. */
export function toValidationError(errors: ValidationError[]): AppError {
  const fields = flatten(errors);
  const first = Object.values(fields)[0] ?? 'Invalid request';
  return new AppError('VALIDATION_FAILED', first, fields);
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: toValidationError,
  });
}
