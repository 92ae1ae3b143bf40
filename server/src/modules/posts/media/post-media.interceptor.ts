import {
  CallHandler,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  NestInterceptor,
} from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { catchError, from, mergeMap, Observable, throwError } from 'rxjs';
import { AppConfig } from '../../../config/app-config';
import { AppError } from '../../../core/http/app-error';
import { uploadLimits } from '../../../core/http/uploads.module';
import { StorageService } from '../../../core/storage/storage.service';
import { MEDIA_TYPE_MESSAGE, PostMediaKind, tooLargeMessage } from './media-type';
import { MediaLimits, PostMediaStorage, StoredPostMedia } from './post-media.storage';

type MediaRequest = Request & {
  postMedia?: StoredPostMedia | null;
  postMediaKind?: PostMediaKind;
};

function toAppError(error: unknown, req: MediaRequest, limits: MediaLimits): unknown {
  if (!(error instanceof MulterError)) return error;
  switch (error.code) {
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return new AppError('VALIDATION_FAILED', MEDIA_TYPE_MESSAGE);
    case 'LIMIT_FILE_SIZE':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        req.postMediaKind
          ? tooLargeMessage(req.postMediaKind, limits[req.postMediaKind])
          : 'The file is too large.',
      );
    default:
      return new AppError('VALIDATION_FAILED', error.message);
  }
}

/**
 * Parses the multipart body of /createPost with PostMediaStorage (at most one file among
 * `image`, `video`, `file`). If anything after the upload fails — validation, access, the
 * database — the stored objects are deleted, so a failed post leaves nothing in the bucket.
 */
@Injectable()
export class PostMediaInterceptor implements NestInterceptor {
  private readonly engine: PostMediaStorage;
  private readonly upload: RequestHandler;

  constructor(config: AppConfig, storage: StorageService) {
    this.engine = new PostMediaStorage(storage, {
      image: config.UPLOAD_MAX_IMAGE_BYTES,
      video: config.UPLOAD_MAX_VIDEO_BYTES,
    });
    const largest = Math.max(config.UPLOAD_MAX_IMAGE_BYTES, config.UPLOAD_MAX_VIDEO_BYTES);
    this.upload = multer({
      storage: this.engine,
      // The engine enforces the per-kind limit first; this is the backstop.
      limits: { ...uploadLimits(config), files: 1, fileSize: largest + 64 * 1024 },
    }).any();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<MediaRequest>();
    await new Promise<void>((resolve, reject) =>
      this.upload(req, http.getResponse<Response>(), (error?: unknown) =>
        error ? reject(toAppError(error, req, this.engine.limits)) : resolve(),
      ),
    );
    const files = (req.files ?? []) as (Express.Multer.File & { stored?: StoredPostMedia })[];
    const media = files[0]?.stored ?? null;
    req.postMedia = media;
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          from(this.engine.discard(media)).pipe(mergeMap(() => throwError(() => error))),
        ),
      );
  }
}

/** The media stored by PostMediaInterceptor for this request, or null when none was sent. */
export const PostMedia = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): StoredPostMedia | null =>
    ctx.switchToHttp().getRequest<MediaRequest>().postMedia ?? null,
);
