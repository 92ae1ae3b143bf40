import { Transform, TransformCallback, type Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import sharp from 'sharp';
import { AppError } from '../../../core/http/app-error';
import type { AuthUser } from '../../../core/http/current-user.decorator';
import { buildObjectKey, variantKey } from '../../../core/storage/object-key';
import type { StorageService } from '../../../core/storage/storage.service';
import { MEDIA_TYPE_MESSAGE, PostMediaKind, sniffMedia, tooLargeMessage } from './media-type';

/** Bytes file-type needs to recognise every format we accept. */
const SNIFF_BYTES = 4100;
export const FEED_IMAGE_WIDTH = 1080;

/** What an upload left in the bucket, for the post row (and for cleaning up if it fails). */
export interface StoredPostMedia {
  kind: PostMediaKind;
  /** The image as uploaded (metadata stripped) or the video. */
  key: string;
  /** The feed-sized image; null for videos. */
  feedKey: string | null;
}

export interface MediaLimits {
  image: number;
  video: number;
}

export const POST_FILE_FIELDS = ['image', 'video', 'file'] as const;

class TooLarge extends Error {}

/** Passes bytes through and fails as soon as more than `limit` went by. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) return done(new TooLarge());
    done(null, chunk);
  }
}

/** Reads at least `size` bytes (or the whole stream if shorter) and pauses it there. */
function readHead(stream: Readable, size: number): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (ended: boolean) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      resolve({ head: Buffer.concat(chunks), ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= size) {
        stream.pause();
        finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      reject(error);
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * multer storage for post media. The type comes from the first bytes (415 before anything is
 * stored); videos stream to S3 through a byte counter (413 the moment the limit is passed, never
 * held whole in memory); images (small by limit) are buffered, stripped of metadata and get a
 * feed-sized WebP next to them.
 */
export class PostMediaStorage implements StorageEngine {
  private readonly logger = new Logger(PostMediaStorage.name);

  constructor(
    private readonly storage: StorageService,
    readonly limits: MediaLimits,
  ) {}

  _handleFile(
    req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ): void {
    this.store(req, file).then(
      (stored) => callback(null, { stored } as Partial<Express.Multer.File>),
      (error: unknown) => {
        file.stream.resume(); // drain whatever is left so the request can finish
        callback(error);
      },
    );
  }

  _removeFile(
    _req: Request,
    file: Express.Multer.File & { stored?: StoredPostMedia },
    callback: (error: Error | null) => void,
  ): void {
    this.discard(file.stored ?? null).then(
      () => callback(null),
      (error: Error) => callback(error),
    );
  }

  /** Removes the objects of an upload whose post was never written. */
  async discard(media: StoredPostMedia | null): Promise<void> {
    if (!media) return;
    const keys = [media.key, media.feedKey].filter((k): k is string => Boolean(k));
    await Promise.all(
      keys.map((key) =>
        this.storage.delete(key).catch((error: unknown) => {
          this.logger.warn(`Could not delete orphan ${key}: ${String(error)}`);
        }),
      ),
    );
  }

  private async store(req: Request, file: Express.Multer.File): Promise<StoredPostMedia> {
    const owner = (req as Request & { user?: AuthUser }).user?.userId;
    if (!owner) throw new AppError('INVALID_TOKEN', 'Authentication required. Please log in.');
    if (!(POST_FILE_FIELDS as readonly string[]).includes(file.fieldname)) {
      throw new AppError('VALIDATION_FAILED', MEDIA_TYPE_MESSAGE);
    }
    const { head, ended } = await readHead(file.stream, SNIFF_BYTES);
    const media = await sniffMedia(head);
    if (!media) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MEDIA_TYPE_MESSAGE);

    // Read by the interceptor if multer's own backstop limit fires before our counter does.
    (req as Request & { postMediaKind?: PostMediaKind }).postMediaKind = media.kind;
    const limit = this.limits[media.kind];
    const body = new ByteLimit(limit);
    if (ended) body.end(head);
    else {
      body.write(head);
      file.stream.pipe(body);
      // pipe() does not pass on errors: a client that goes away mid-upload must fail the upload
      // (and S3 abort the multipart) rather than leave it waiting forever.
      file.stream.once('error', (error: Error) => body.destroy(error));
      file.stream.once('close', () => {
        if (!file.stream.readableEnded) body.destroy(new Error('Upload aborted'));
      });
    }
    const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(media.kind, limit));

    if (media.kind === 'video') {
      const key = buildObjectKey('posts', owner, media.ext);
      try {
        await this.storage.put(key, body, media.mime);
      } catch (error) {
        if (error instanceof TooLarge || body.errored instanceof TooLarge) {
          await this.discard({ kind: 'video', key, feedKey: null });
          throw tooLarge();
        }
        throw error;
      }
      return { kind: 'video', key, feedKey: null };
    }

    let original: Buffer;
    try {
      original = await collect(body);
    } catch (error) {
      if (error instanceof TooLarge) throw tooLarge();
      throw error;
    }
    const { clean, feed } = await this.processImage(original, media.ext);
    const key = buildObjectKey('posts', owner, media.ext);
    const feedKey = variantKey(key, 'feed', 'webp');
    const stored: StoredPostMedia = { kind: 'image', key, feedKey };
    try {
      await Promise.all([
        this.storage.put(key, clean, media.mime),
        this.storage.put(feedKey, feed, 'image/webp'),
      ]);
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
    return stored;
  }

  /** Metadata (EXIF, GPS) stripped from the original; the feed variant at most 1080 px wide. */
  private async processImage(input: Buffer, ext: string): Promise<{ clean: Buffer; feed: Buffer }> {
    try {
      const base = sharp(input, { failOn: 'error' }).rotate();
      const [clean, feed] = await Promise.all([
        ext === 'png'
          ? base.clone().png().toBuffer()
          : base.clone().jpeg({ quality: 90 }).toBuffer(),
        base
          .clone()
          .resize({ width: FEED_IMAGE_WIDTH, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      ]);
      return { clean, feed };
    } catch {
      // The first bytes said PNG/JPEG but the rest is not a decodable image.
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', MEDIA_TYPE_MESSAGE);
    }
  }
}
