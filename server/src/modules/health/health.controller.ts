import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../../core/http/public.decorator';
import { StorageService } from '../../core/storage/storage.service';

type Status = 'up' | 'down';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: StorageService,
  ) {}

  /** 200 when the database and the bucket answer; 503 naming the part that does not. */
  @Public()
  @Get()
  async check(@Res({ passthrough: true }) res: Response) {
    const [db, storage] = await Promise.all([this.pingDb(), this.storage.ping()]);
    const data: { db: Status; storage: Status } = {
      db: db ? 'up' : 'down',
      storage: storage ? 'up' : 'down',
    };
    if (db && storage) return { success: true, data };
    res.status(503);
    const down = Object.entries(data)
      .filter(([, v]) => v === 'down')
      .map(([k]) => k);
    return { success: false, message: `Unavailable: ${down.join(', ')}`, data };
  }

  private async pingDb(): Promise<boolean> {
    try {
      await this.db.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }
}
