import { pipeline } from 'node:stream/promises';
import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppError } from '../http/app-error';
import { Public } from '../http/public.decorator';
import { resolveRange } from './byte-range';
import { isSafeObjectKey } from './object-key';
import { ObjectNotFound, RangeNotSatisfiable, StorageService } from './storage.service';

/** Streams stored media with HTTP Range support (video seeking), outside the /api/v1 prefix. */
@ApiExcludeController()
@Controller('media')
export class MediaController {
  constructor(private readonly storage: StorageService) {}

  @Public()
  @Get('*key')
  async stream(
    @Param('key') keyParts: string | string[],
    @Headers('range') range: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const key = Array.isArray(keyParts) ? keyParts.join('/') : keyParts;
    // Data exports are private: only their signed link (settings) serves them.
    if (!isSafeObjectKey(key) || key.startsWith('exports/'))
      throw new AppError('NOT_FOUND', 'Media not found');
    try {
      // A Range is resolved here (s3rver misreads the suffix form), at the cost of one HEAD.
      let wanted: string | undefined;
      if (range) {
        const size = await this.storage.size(key);
        const resolved = resolveRange(range, size);
        if (resolved.kind === 'unsatisfiable') {
          res.setHeader('Content-Range', `bytes */${size}`);
          throw new RangeNotSatisfiable(key);
        }
        if (resolved.kind === 'part') wanted = `bytes=${resolved.start}-${resolved.end}`;
      }
      const object = await this.storage.getStream(key, wanted);
      res.status(object.partial ? 206 : 200);
      res.setHeader('Content-Type', object.contentType);
      res.setHeader('Accept-Ranges', 'bytes');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      if (object.contentLength !== undefined) res.setHeader('Content-Length', object.contentLength);
      if (object.contentRange) res.setHeader('Content-Range', object.contentRange);
      await pipeline(object.body, res);
    } catch (error) {
      if (error instanceof ObjectNotFound) throw new AppError('NOT_FOUND', 'Media not found');
      if (error instanceof RangeNotSatisfiable) {
        res.status(416).json({ success: false, message: 'Requested range not satisfiable' });
        return;
      }
      throw error;
    }
  }
}
