import { Controller, Get, OnModuleDestroy, Res } from '@nestjs/common';
import {
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiEnvelope } from '../../core/http/api-envelope';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { Public } from '../../core/http/public.decorator';
import { unexpectedErrorCount } from '../../core/process/fault-guard';
import { redisClient } from '../../core/redis/redis-client';
import { StorageService } from '../../core/storage/storage.service';

type Status = 'up' | 'down';

export interface Health {
  db: Status;
  storage: Status;
  /** Only with REDIS_URL. Down is degraded, not unavailable: limits and caches go local. */
  redis?: Status;
  /** Errors the process survived that nothing handled (each one a defect, logged with its stack). */
  unexpectedErrors: number;
}

const STATUSES: Status[] = ['up', 'down'];

class HealthDto implements Health {
  @ApiProperty({ enum: STATUSES }) db: Status;
  @ApiProperty({ enum: STATUSES }) storage: Status;
  @ApiPropertyOptional({ enum: STATUSES, description: 'Only when Redis is configured' })
  redis?: Status;
  @ApiProperty({ description: 'Errors the process survived that nothing handled' })
  unexpectedErrors: number;
}

const PING_TIMEOUT_MS = 1000;

/**
 * 200 when the database and the bucket answer; 503 naming the part that does not. Redis being
 * away is reported but keeps 200: the product still serves (see docs/operations.md).
 */
@ApiTags('health')
@Controller('health')
export class HealthController implements OnModuleDestroy {
  private readonly redis?: Redis;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: StorageService,
    config: AppConfig,
  ) {
    if (config.REDIS_URL) {
      this.redis = redisClient(config.REDIS_URL, 'Health', { failFast: true });
    }
  }

  @Public()
  @ApiOperation({
    summary: 'Health check',
    description:
      'Anyone, without a session. 200 when the database and the storage bucket answer; Redis being ' +
      'down is reported but keeps 200 (limits and caches fall back to the process). 503 with ' +
      '`Retry-After: 5` and the same `data` when the database or the bucket does not answer.',
  })
  @ApiEnvelope(HealthDto, { description: 'The database and the storage answer' })
  @ApiServiceUnavailableResponse({
    description: '`{ success: false, message: "Unavailable: db, storage", data }`',
  })
  @Get()
  async check(
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ success: boolean; code?: string; message?: string; data: Health }> {
    const [db, storage, redis] = await Promise.all([
      this.pingDb(),
      this.storage.ping(),
      this.pingRedis(),
    ]);
    const data: Health = {
      db: db ? 'up' : 'down',
      storage: storage ? 'up' : 'down',
      ...(redis === undefined ? {} : { redis: redis ? 'up' : 'down' }),
      unexpectedErrors: unexpectedErrorCount(),
    };
    if (db && storage) return { success: true, data };
    res.status(503);
    res.setHeader('Retry-After', '5');
    const down = [db ? null : 'db', storage ? null : 'storage'].filter(Boolean);
    return {
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: `Unavailable: ${down.join(', ')}`,
      data,
    };
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }

  private async pingDb(): Promise<boolean> {
    try {
      await this.db.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  private async pingRedis(): Promise<boolean | undefined> {
    if (!this.redis) return undefined;
    const timeout = new Promise<boolean>((done) => setTimeout(done, PING_TIMEOUT_MS, false));
    const ping = this.redis.ping().then(
      (answer) => answer === 'PONG',
      () => false,
    );
    return Promise.race([ping, timeout]);
  }
}
