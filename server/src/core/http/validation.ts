import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
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

type Answer = { ok: true; value: object } | { ok: false; error: unknown };

/** Distinct query strings remembered per DTO class; past it the memo starts over. */
const MEMO_LIMIT = 500;

/**
 * The global ValidationPipe, remembering what it answered for query strings. A query DTO's
 * outcome depends on its few short string fields only, and the same ones come again and again
 * (`?limit=20`): class-transformer and class-validator rebuilt the same instance on every feed
 * request (a few per cent of its CPU in the profile). Bodies are not remembered: they are larger
 * and rarely repeat. The answer is the same object or the same error, with the same messages.
 */
export class MemoizingValidationPipe extends ValidationPipe {
  private readonly memo = new WeakMap<object, Map<string, Answer>>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    if (metadata.type !== 'query' || !metatype || !value || typeof value !== 'object') {
      return super.transform(value, metadata);
    }
    let answers = this.memo.get(metatype);
    if (!answers) this.memo.set(metatype, (answers = new Map()));
    const key = JSON.stringify(value);
    let answer = answers.get(key);
    if (!answer) {
      try {
        answer = { ok: true, value: (await super.transform(value, metadata)) as object };
      } catch (error) {
        answer = { ok: false, error };
      }
      if (answers.size >= MEMO_LIMIT) answers.clear();
      answers.set(key, answer);
    }
    if (!answer.ok) throw answer.error;
    // A copy per request, so a handler that changes its query object changes only its own.
    return Object.assign(
      Object.create(Object.getPrototypeOf(answer.value) as object),
      answer.value,
    );
  }
}

export function createValidationPipe(): ValidationPipe {
  return new MemoizingValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: toValidationError,
  });
}
