import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppError } from '../http/app-error';
import { Public } from '../http/public.decorator';
import { resolveRange } from './byte-range';
import { MediaAccess } from './media-access';
import { signedSecondsLeft } from './media-url';
import { isSafeObjectKey } from './object-key';
import { ObjectNotFound, RangeNotSatisfiable, StorageService } from './storage.service';

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/**
 * Streams stored media with HTTP Range support (video seeking), outside the /api/v1 prefix, as
 * the visibility rule allows (see media-url.ts): a signed URL (`?e=…&s=…`) is served while its
 * signature holds, privately cached until it expires; a bare path only when everyone may see the
 * object now. Anything else, a tampered or expired signature included, is 404, as if the object
 * did not exist.
 */
@ApiExcludeController()
@Controller('media')
export class MediaController {
  constructor(
    private readonly storage: StorageService,
    private readonly access: MediaAccess,
  ) {}

  @Public()
  @Get('*key')
  async stream(
    @Param('key') keyParts: string | string[],
    @Query() query: Record<string, unknown>,
    @Headers('range') range: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const key = Array.isArray(keyParts) ? keyParts.join('/') : keyParts;
    const missing = new AppError('NOT_FOUND', 'Media not found');
    // Data exports are private: only their signed link (settings) serves them.
    if (!isSafeObjectKey(key) || key.startsWith('exports/')) throw missing;
    const cacheControl = await this.cacheControl(key, query);
    if (!cacheControl) throw missing;
    try {
      // A Range is resolved here (s3rver misreads the suffix form and `bytes=0-0`), at the cost
      // of one HEAD; the answer's length and Content-Range are ours, and the body is cut to it.
      let part: { start: number; end: number; size: number } | null = null;
      if (range) {
        const size = await this.storage.size(key);
        const resolved = resolveRange(range, size);
        if (resolved.kind === 'unsatisfiable') {
          res.setHeader('Content-Range', `bytes */${size}`);
          throw new RangeNotSatisfiable(key);
        }
        if (resolved.kind === 'part') part = { ...resolved, size };
      }
      // s3rver reads an end of 0 as "to the end": the first byte is asked as the first two.
      const object = await this.storage.getStream(
        key,
        part ? `bytes=${part.start}-${part.end === 0 ? 1 : part.end}` : undefined,
      );
      res.setHeader('Content-Type', object.contentType);
      res.setHeader('Accept-Ranges', 'bytes');
      res.setHeader('Cache-Control', cacheControl);
      if (part) {
        const length = part.end - part.start + 1;
        res.status(206);
        res.setHeader('Content-Length', length);
        res.setHeader('Content-Range', `bytes ${part.start}-${part.end}/${part.size}`);
        await pipeline(object.body, takeBytes(length), res);
        return;
      }
      res.status(200);
      if (object.contentLength !== undefined) res.setHeader('Content-Length', object.contentLength);
      await pipeline(object.body, res);
    } catch (error) {
      if (error instanceof ObjectNotFound) throw missing;
      if (error instanceof RangeNotSatisfiable) {
        res.status(416).json({
          success: false,
          code: 'REQUEST_FAILED',
          message: 'Requested range not satisfiable',
        });
        return;
      }
      throw error;
    }
  }

  /**
   * How the object may be cached, or null when the caller may not have it: privately until a
   * signed URL expires, publicly for a bare path of an object everyone may see.
   */
  private async cacheControl(key: string, query: Record<string, unknown>): Promise<string | null> {
    if (query.e !== undefined || query.s !== undefined) {
      const left = signedSecondsLeft(key, query.e, query.s);
      return left === null ? null : `private, max-age=${left}`;
    }
    const reach = await this.access.mediaReach(null, [key]);
    return reach.get(key) ? PUBLIC_CACHE : null;
  }
}

/** Passes the first `length` bytes on and drops the rest (a store that sends more than asked). */
function takeBytes(length: number): Transform {
  let left = length;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      if (left > 0) {
        const part = chunk.length > left ? chunk.subarray(0, left) : chunk;
        left -= part.length;
        this.push(part);
      }
      done();
    },
  });
}
