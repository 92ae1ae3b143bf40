import { MulterError } from 'multer';
import { QueryFailedError } from 'typeorm';
import { AppError } from './app-error';

export const BODY_TOO_LARGE = 'Request body is too large';
export const MALFORMED_BODY = 'The request body is not valid JSON';
export const MALFORMED_MULTIPART = 'The upload is not a valid multipart form';
export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again.';
export const STORAGE_UNAVAILABLE =
  'Media storage is temporarily unavailable. Please try again later.';

/** body-parser's errors carry a `type`; these are the ones a client's input can cause. */
function fromBodyParser(error: { type?: unknown; charset?: unknown; encoding?: unknown }) {
  switch (error.type) {
    case 'entity.too.large':
    case 'parameters.too.many':
      return new AppError('PAYLOAD_TOO_LARGE', BODY_TOO_LARGE);
    case 'charset.unsupported':
      return new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `Unsupported charset "${String(error.charset ?? '').toUpperCase()}"; send UTF-8`,
      );
    case 'encoding.unsupported':
      return new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `Unsupported content encoding "${String(error.encoding ?? '')}"`,
      );
    case 'entity.parse.failed':
    case 'entity.verify.failed':
      return new AppError('VALIDATION_FAILED', MALFORMED_BODY);
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
    case 'stream.not.readable':
      return new AppError('VALIDATION_FAILED', 'The request body could not be read');
    default:
      return null;
  }
}

/** busboy's parse errors (multer passes them on as plain errors). */
const MULTIPART_PARSE =
  /^(Multipart: |Unexpected end of (form|multipart data)|Malformed (part header|urlencoded form)|Unsupported content type|Missing Content-Type)/i;

/** The PostgreSQL SQLSTATE of a failed query (TypeORM's QueryFailedError), if any. */
export function pgCode(error: unknown): string | undefined {
  const failed = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code =
    failed?.driverError?.code ?? (error instanceof QueryFailedError ? failed?.code : undefined);
  return typeof code === 'string' ? code : undefined;
}

/** The HINT a trigger raised with (`RAISE ... USING HINT`), if any. */
export function pgHint(error: unknown): string | undefined {
  const hint = (error as { driverError?: { hint?: unknown } } | null)?.driverError?.hint;
  return typeof hint === 'string' ? hint : undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** A row the statement referred to is gone (deleted meanwhile), or never was. */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgCode(error) === PG_FOREIGN_KEY_VIOLATION;
}

/** A unique index refused the row: a racing duplicate. */
export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === PG_UNIQUE_VIOLATION;
}

/**
 * PostgreSQL SQLSTATE classes an input can reach: 22 data exception (a value the column cannot
 * hold), 23 integrity (a reference to a row just deleted, a racing duplicate), 54 program limit
 * (a string too long for an index). Connection classes (08), insufficient resources (53) and
 * operator intervention (57P: shutting down, starting up) mean the database is away for a while.
 */
function fromDatabase(error: QueryFailedError) {
  const code = String(pgCode(error));
  if (code.startsWith('22') || code === '23514' || code.startsWith('54')) {
    return new AppError('VALIDATION_FAILED', 'Invalid input');
  }
  if (code === PG_FOREIGN_KEY_VIOLATION) return new AppError('NOT_FOUND', 'Not found');
  if (code === PG_UNIQUE_VIOLATION) return new AppError('CONFLICT', 'This already exists');
  if (code.startsWith('08') || code.startsWith('53') || code.startsWith('57P')) {
    return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE);
  }
  return null;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);

function isErrorLike(value: unknown): value is Error {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Error).message === 'string' &&
    typeof (value as Error).name === 'string'
  );
}

function isNetworkError(error: Error & { code?: unknown; errors?: unknown }): boolean {
  if (typeof error.code === 'string' && NETWORK_CODES.has(error.code)) return true;
  // Node's happy-eyeballs connect reports an AggregateError of refusals.
  if (Array.isArray(error.errors)) {
    return error.errors.some((e) => isErrorLike(e) && isNetworkError(e));
  }
  return error.name === 'TimeoutError';
}

/** The pg pool's words when the server went away or is not there yet. */
const DATABASE_GONE =
  /(Connection terminated|terminating connection|the database system is (starting up|shutting down)|Client has encountered a connection error|Connection ended unexpectedly|timeout exceeded when trying to connect)/i;

/**
 * Errors that are not AppErrors but that a client's input or an outage causes, as the AppError
 * they stand for; null for a real fault (logged and answered 500).
 */
export function knownError(exception: unknown): AppError | null {
  // Duck-typed: errors made by Node itself (a refused socket) may come from another realm
  // (Jest's sandbox), where `instanceof Error` is false.
  if (!isErrorLike(exception)) return null;
  const withType = exception as Error & { type?: unknown };
  if (typeof withType.type === 'string') {
    const mapped = fromBodyParser(withType);
    if (mapped) return mapped;
  }
  // Any other http-errors error of the body parser (a corrupt gzip or brotli stream, say).
  const status = (exception as Error & { status?: unknown; expose?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500 && 'expose' in exception) {
    if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', BODY_TOO_LARGE);
    if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');
    return new AppError('VALIDATION_FAILED', 'The request body could not be read');
  }
  if (exception instanceof MulterError) {
    return exception.code === 'LIMIT_FILE_SIZE' || exception.code === 'LIMIT_FIELD_VALUE'
      ? new AppError('PAYLOAD_TOO_LARGE', BODY_TOO_LARGE)
      : new AppError('VALIDATION_FAILED', MALFORMED_MULTIPART);
  }
  if (MULTIPART_PARSE.test(exception.message)) {
    return new AppError('VALIDATION_FAILED', MALFORMED_MULTIPART);
  }
  if (exception instanceof QueryFailedError) {
    const mapped = fromDatabase(exception);
    if (mapped) return mapped;
    // A connection the pool could not open (the server is down or restarting) comes wrapped.
    const driverError = exception.driverError as unknown;
    if (
      DATABASE_GONE.test(exception.message) ||
      (isErrorLike(driverError) && isNetworkError(driverError))
    ) {
      return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE);
    }
    return null;
  }
  if (exception.name === 'RangeError' && /call stack/i.test(exception.message)) {
    return new AppError('VALIDATION_FAILED', 'The request is nested too deeply');
  }
  if (DATABASE_GONE.test(exception.message)) {
    return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE);
  }
  // Storage wraps its own outages (STORAGE_UNAVAILABLE); what is left is the database or Redis.
  if (isNetworkError(exception)) return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE);
  return null;
}
