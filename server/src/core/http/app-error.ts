import { HttpStatus } from '@nestjs/common';

/**
 * Every domain error code the API can answer with, mapped to its HTTP status in one place. Every
 * error body carries its code (`code`), stable whatever language the message is in.
 */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'INVALID_CREDENTIALS'
  | 'LOGIN_CHALLENGE_EXPIRED'
  | 'INVALID_TOKEN'
  | 'TOKEN_EXPIRED'
  | 'FORBIDDEN'
  | 'ACCOUNT_SUSPENDED'
  | 'NOT_A_MEMBER'
  | 'COMMENTS_DISABLED'
  | 'MESSAGING_NOT_ALLOWED'
  | 'FOLLOWERS_HIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE';

export function statusOf(code: ErrorCode): HttpStatus {
  switch (code) {
    case 'VALIDATION_FAILED':
      return HttpStatus.BAD_REQUEST;
    case 'INVALID_CREDENTIALS':
    case 'LOGIN_CHALLENGE_EXPIRED':
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return HttpStatus.UNAUTHORIZED;
    case 'FORBIDDEN':
    case 'ACCOUNT_SUSPENDED':
    case 'NOT_A_MEMBER':
    case 'COMMENTS_DISABLED':
    case 'MESSAGING_NOT_ALLOWED':
      return HttpStatus.FORBIDDEN;
    // What the caller may not see answers as if it did not exist.
    case 'FOLLOWERS_HIDDEN':
    case 'NOT_FOUND':
      return HttpStatus.NOT_FOUND;
    case 'CONFLICT':
      return HttpStatus.CONFLICT;
    case 'PAYLOAD_TOO_LARGE':
      return HttpStatus.PAYLOAD_TOO_LARGE;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return HttpStatus.UNSUPPORTED_MEDIA_TYPE;
    case 'RATE_LIMITED':
      return HttpStatus.TOO_MANY_REQUESTS;
    case 'SERVICE_UNAVAILABLE':
      return HttpStatus.SERVICE_UNAVAILABLE;
  }
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  get status(): HttpStatus {
    return statusOf(this.code);
  }
}
