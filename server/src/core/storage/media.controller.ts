import { pipeline } from 'node:stream/promises';
import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppError } from '../http/app-error';
import { Public } from '../http/public.decorator';
import { isSafeObjectKey } from './object-key';
import { ObjectNotFound, RangeNotSatisfiable, StorageService } from './storage.service';

const RANGE = /^bytes=\d*-\d*$/;

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
    if (!isSafeObjectKey(key)) throw new AppError('NOT_FOUND', 'Media not found');
    try {
      const object = await this.storage.getStream(
        key,
        range && RANGE.test(range) ? range : undefined,
      );
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
