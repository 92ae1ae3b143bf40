import {
  CallHandler,
  ExecutionContext,
  Injectable,
  mixin,
  NestInterceptor,
  Type,
} from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { fromBuffer } from 'file-type';
import multer, { MulterError } from 'multer';
import { Observable } from 'rxjs';
import sharp from 'sharp';
import { AppConfig } from '../../config/app-config';
import { AppError } from '../../core/http/app-error';
import { uploadLimits } from '../../core/http/uploads.module';
import { checkImage, DECODE_OPTIONS } from '../../core/storage/image-limits';

/** SPEC §5 and §9: a profile picture is a JPEG, PNG or GIF of at most 5 MB. */
export const AVATAR_MAX_BYTES = 5242880;
export const AVATAR_TYPE_MESSAGE = 'Please select a valid image file (JPEG, PNG, or GIF)';
export const AVATAR_SIZE_MESSAGE = 'Image size must be less than 5MB';

const AVATAR_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

export interface SniffedImage {
  mime: string;
  ext: string;
}

/** The picture's type from its bytes (never its name or declared type), or 415. */
export async function sniffAvatar(bytes: Buffer): Promise<SniffedImage> {
  const detected = await fromBuffer(bytes);
  const ext = detected ? AVATAR_TYPES[detected.mime] : undefined;
  if (!detected || !ext) throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_TYPE_MESSAGE);
  if (bytes.length > AVATAR_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_SIZE_MESSAGE);
  return { mime: detected.mime, ext };
}

function toAppError(error: unknown): unknown {
  if (!(error instanceof MulterError)) return error;
  if (error.code === 'LIMIT_FILE_SIZE')
    return new AppError('PAYLOAD_TOO_LARGE', AVATAR_SIZE_MESSAGE);
  if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT')
    return new AppError('VALIDATION_FAILED', AVATAR_TYPE_MESSAGE);
  return new AppError('VALIDATION_FAILED', error.message);
}

/**
 * Parses a multipart body with at most one picture in `field`, held in memory (5 MB at most):
 * multer stops reading past the limit and the answer is SPEC's 413 message.
 */
export function AvatarUpload(field: string): Type<NestInterceptor> {
  @Injectable()
  class AvatarUploadInterceptor implements NestInterceptor {
    private readonly upload: RequestHandler;

    constructor(config: AppConfig) {
      this.upload = multer({
        storage: multer.memoryStorage(),
        limits: { ...uploadLimits(config), files: 1, fileSize: AVATAR_MAX_BYTES },
      }).single(field);
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await new Promise<void>((resolve, reject) =>
        this.upload(http.getRequest<Request>(), http.getResponse<Response>(), (error?: unknown) =>
          error ? reject(toAppError(error)) : resolve(),
        ),
      );
      return next.handle();
    }
  }
  return mixin(AvatarUploadInterceptor);
}

/** The profile picture as served: at most this many pixels on its longer side. */
export const AVATAR_PIXELS = 512;
/** The list variant (post authors, comments, likes: 32–48 px, sharp at twice that). */
export const AVATAR_LIST_PIXELS = 128;

/**
 * The picture as it is stored and served: decoded (a file that only looks like an image is a
 * 415, one over the pixel limit a 413), turned upright, re-encoded as WebP — which leaves its
 * metadata (EXIF, GPS) and any trailing bytes behind — at most 512 px, with a 128 px square for
 * lists. The uploaded bytes themselves are never stored.
 */
export async function processAvatar(bytes: Buffer): Promise<{ main: Buffer; small: Buffer }> {
  await sniffAvatar(bytes);
  await checkImage(bytes, AVATAR_TYPE_MESSAGE);
  try {
    const base = sharp(bytes, DECODE_OPTIONS).rotate();
    const [main, small] = await Promise.all([
      base
        .clone()
        .resize(AVATAR_PIXELS, AVATAR_PIXELS, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer(),
      base
        .clone()
        .resize(AVATAR_LIST_PIXELS, AVATAR_LIST_PIXELS, { fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer(),
    ]);
    return { main, small };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_TYPE_MESSAGE);
  }
}
