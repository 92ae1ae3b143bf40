import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
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

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  EMBEDDED_PG_PORT = 54329;

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
  EMBEDDED_S3_PORT = 45690;

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

  @Transform(toInt)
  @IsInt()
  @Min(0)
  SHUTDOWN_DRAIN_MS = 10_000;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  CLIENT_DIST_DIR?: string;
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
  return config;
}
