import {
  CallHandler,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  mixin,
  NestInterceptor,
  Type,
} from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { catchError, from, mergeMap, Observable, throwError } from 'rxjs';
import { AppConfig } from '../../../config/app-config';
import { AppError } from '../../http/app-error';
import { uploadLimits } from '../../http/uploads.module';
import { StorageService } from '../storage.service';
import { tooLargeMessage, UploadKind } from './media-type';
import { MediaUploadOptions, MediaUploadStorage, StoredMedia } from './media-upload.storage';

type MediaRequest = Request & {
  uploadedMedia?: StoredMedia | null;
  uploadedMediaKind?: UploadKind;
};

function toAppError(error: unknown, req: MediaRequest, options: MediaUploadOptions): unknown {
  if (!(error instanceof MulterError)) return error;
  switch (error.code) {
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return new AppError('VALIDATION_FAILED', options.typeMessage);
    case 'LIMIT_FILE_SIZE': {
      const kind = req.uploadedMediaKind;
      const limit = kind ? options.limits[kind] : undefined;
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        kind && limit ? tooLargeMessage(kind, limit) : 'The file is too large.',
      );
    }
    default:
      return new AppError('VALIDATION_FAILED', error.message);
  }
}

/**
 * An interceptor that parses a multipart body with MediaUploadStorage (at most one file, in one
 * of `options.fields`). If anything after the upload fails — validation, access, the database —
 * the stored objects are deleted, so a failed request leaves nothing in the bucket.
 * `configure` reads the route's options (limits come from the config).
 */
export function MediaUploadInterceptor(
  configure: (config: AppConfig) => MediaUploadOptions,
): Type<NestInterceptor> {
  @Injectable()
  class UploadInterceptor implements NestInterceptor {
    private readonly engine: MediaUploadStorage;
    private readonly upload: RequestHandler;

    constructor(config: AppConfig, storage: StorageService) {
      this.engine = new MediaUploadStorage(storage, configure(config));
      this.upload = multer({
        storage: this.engine,
        // The engine enforces the per-kind limit first; this is the backstop.
        limits: {
          ...uploadLimits(config),
          files: 1,
          fileSize: this.engine.largestLimit + 64 * 1024,
        },
      }).any();
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<MediaRequest>();
      await new Promise<void>((resolve, reject) =>
        this.upload(req, http.getResponse<Response>(), (error?: unknown) =>
          error ? reject(toAppError(error, req, this.engine.options)) : resolve(),
        ),
      );
      const files = (req.files ?? []) as (Express.Multer.File & { stored?: StoredMedia })[];
      const media = files[0]?.stored ?? null;
      req.uploadedMedia = media;
      return next
        .handle()
        .pipe(
          catchError((error: unknown) =>
            from(this.engine.discard(media)).pipe(mergeMap(() => throwError(() => error))),
          ),
        );
    }
  }
  return mixin(UploadInterceptor);
}

/** The media stored by a MediaUploadInterceptor for this request, or null when none was sent. */
export const UploadedMedia = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): StoredMedia | null =>
    ctx.switchToHttp().getRequest<MediaRequest>().uploadedMedia ?? null,
);
