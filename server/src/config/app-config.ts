import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === ''
    ? undefined
    : value === true || value === 'true' || value === '1'
      ? true
      : value === false || value === 'false' || value === '0'
        ? false
        : value;
const RATE_PATTERN = /^\d+\/\d+$/;
const RATE_MESSAGE = 'must be "<count>/<seconds>", e.g. 30/60';
const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Every environment variable the server reads, with its default. `.env.example` mirrors this
 * class line for line. A bad value stops the process at boot with a message naming it.
 */
export class AppConfig {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  @IsString()
  DATA_DIR = './.data';

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  DATABASE_URL?: string;

  /** 0: a free port at each start, so two instances (or a test run beside one) never collide. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  EMBEDDED_PG_PORT = 0;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  S3_ENDPOINT?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  S3_SECRET_KEY?: string;

  @IsString()
  @MinLength(3)
  S3_BUCKET = 'sportsnet-media';

  @IsString()
  S3_REGION = 'us-east-1';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  EMBEDDED_S3_PORT = 0;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  REDIS_URL?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32)
  JWT_SECRET?: string;

  @Transform(toInt)
  @IsInt()
  @Min(60)
  JWT_TTL_SECONDS = 7 * 24 * 3600;

  /** Encrypts the TOTP secrets at rest; unset: one generated once under DATA_DIR. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32)
  TWO_FACTOR_KEY?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  CLIENT_ORIGIN?: string;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  AUTH_RATE_LIMIT = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  AUTH_RATE_WINDOW_SECONDS = 60;

  /** Failed logins for one account (from any address) before it is locked for the window. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_LOCKOUT_FAILURES = 20;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_LOCKOUT_SECONDS = 15 * 60;

  /** Off only for tests that write thousands of times on purpose. */
  @Transform(toBoolean)
  @IsBoolean()
  WRITE_LIMITS_ENABLED = true;

  // Per-user write limits, "<count>/<seconds>": generous for a person, tight for a script.
  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  WRITE_LIMIT_POSTS = '10/60';

  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  WRITE_LIMIT_COMMENTS = '20/60';

  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  WRITE_LIMIT_FOLLOWS = '60/60';

  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  WRITE_LIMIT_CONNECTIONS = '30/60';

  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  WRITE_LIMIT_LIKES = '120/60';

  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  WRITE_LIMIT_SAVES = '60/60';

  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  WRITE_LIMIT_REPOSTS = '30/60';

  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  WRITE_LIMIT_COMMUNITY_CREATE = '5/3600';

  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  WRITE_LIMIT_COMMUNITY_JOIN = '30/60';

  /** Chat messages per sender (429 'You are sending messages too fast'). */
  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  WRITE_LIMIT_MESSAGES = '60/60';

  /** Reports per reporter (429 with Retry-After past it). */
  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  WRITE_LIMIT_REPORTS = '20/3600';
  /** Recruiting interest a coach may show (429 after 20 a day). */
  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  WRITE_LIMIT_RECRUITING_INTEREST = '20/86400';

  /** Openings and saved searches a user may create. */
  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  WRITE_LIMIT_RECRUITING_OPENINGS = '30/3600';

  /** Events one socket may emit (join, follow, typing, ...) before it is cut off. */
  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  SOCKET_EVENT_LIMIT = '60/10';

  /** Events all of one account's sockets may emit together; reconnecting does not reset it. */
  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  SOCKET_ACCOUNT_EVENT_LIMIT = '300/10';

  /** Sockets one account may hold open at once; past it the oldest is told and closed. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  SOCKETS_PER_ACCOUNT = 20;

  /** Socket connections (first and re-) one account may open per window. */
  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  SOCKET_CONNECT_LIMIT = '30/60';

  /**
   * Socket connections one address may open per window (every account behind it together: an
   * office's NAT, or a proxy in front of the app, which the app sees as the one address).
   */
  @Matches(RATE_PATTERN, { message: RATE_MESSAGE })
  SOCKET_CONNECT_LIMIT_ADDRESS = '600/60';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  UPLOAD_MAX_IMAGE_BYTES = 10 * 1024 * 1024;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  UPLOAD_MAX_VIDEO_BYTES = 200 * 1024 * 1024;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  COMMENT_COOLDOWN_SECONDS = 10;

  /**
   * Distinct reporters of one post, comment, message or community at which it is hidden from
   * everyone but its author until a moderator decides.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  MODERATION_AUTOHIDE_REPORTS = 3;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  SHUTDOWN_DRAIN_MS = 10_000;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  CLIENT_DIST_DIR?: string;

  /** PostgreSQL connections per worker; 64 concurrent requests queue for these. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  DB_POOL_SIZE = 20;

  /** How long an anonymous feed page is served from memory (0 turns the cache off). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(60_000)
  FEED_CACHE_TTL_MS = 2000;

  /**
   * How long a reader's ranked recommendations (mutual connections, shared teams) are kept in
   * memory (0: ranked on every request). What the reader may see of them is asked on every read.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(600_000)
  RECOMMENDATIONS_CACHE_TTL_MS = 30_000;

  /**
   * How long the users whose names contain a search term are kept in memory, shared by every
   * searcher (0: matched on every search). Who may see each of them is asked on every search.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(600_000)
  USER_SEARCH_CACHE_TTL_MS = 30_000;

  /**
   * How long a standing session is trusted from memory between reads of its row (0: read it on
   * every request). Revocations reach every replica at once through REDIS_URL; this bounds what
   * a replica that missed one (Redis down) could trust.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(300_000)
  SESSION_CACHE_TTL_MS = 30_000;

  /** HTTP worker processes (node:cluster); more than 1 needs REDIS_URL. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(64)
  WEB_CONCURRENCY = 1;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['smtp', 'smtps'] })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'SportsNet <no-reply@sportsnet.local>';
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const config = plainToInstance(AppConfig, { ...env }, { exposeDefaultValues: true });
  // whitelist drops every variable the class does not declare (PATH, HOME, ...).
  const errors = validateSync(config, { whitelist: true });
  if (errors.length > 0) {
    const lines = errors.map(
      (e) =>
        `  ${e.property}=${JSON.stringify(env[e.property])}: ${Object.values(e.constraints ?? {}).join(', ')}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const s3Parts = [config.S3_ENDPOINT, config.S3_ACCESS_KEY, config.S3_SECRET_KEY];
  if (s3Parts.some(Boolean) && !s3Parts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY must be set together',
    );
  }
  if (config.WEB_CONCURRENCY > 1 && !config.REDIS_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY above 1 needs REDIS_URL (socket.io adapter, feed cache, presence)',
    );
  }
  return config;
}
