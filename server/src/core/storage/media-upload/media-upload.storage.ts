import { Transform, TransformCallback, type Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import sharp from 'sharp';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/current-user.decorator';
import { checkImage, DECODE_OPTIONS } from '../image-limits';
import { buildObjectKey, MediaKind, variantKey } from '../object-key';
import type { StorageService } from '../storage.service';
import { sniffMedia, tooLargeMessage, UploadKind } from './media-type';

/** Bytes file-type needs to recognise every format we accept. */
const SNIFF_BYTES = 4100;

/** What an upload left in the bucket, for the row that refers to it (or for cleaning up). */
export interface StoredMedia {
  kind: UploadKind;
  /** The image as uploaded (metadata stripped) or the video. */
  key: string;
  /** The resized WebP of an image (feed, card); null for videos. */
  variantKey: string | null;
  /** Pixel size of the resized image (what cards show, so they reserve its space); absent for videos. */
  size?: { width: number; height: number };
}

/** How one upload route takes files: posts take images and videos, banners only images. */
export interface MediaUploadOptions {
  /** Multipart field names that may carry the file; any other file is a 400. */
  fields: readonly string[];
  /** First segment of the object keys (`posts/<owner>/<uuid>.png`). */
  folder: MediaKind;
  /** The kinds accepted and the size limit of each; a kind left out is a 415. */
  limits: Partial<Record<UploadKind, number>>;
  /** The WebP made of every image: `<key>-<suffix>.webp`, at most `width` px wide. */
  variant: { suffix: string; width: number };
  /** The 415 (and wrong field) message. */
  typeMessage: string;
}

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
 * multer storage for uploaded media. The type comes from the first bytes (415 before anything is
 * stored); videos stream to S3 through a byte counter (413 the moment the limit is passed, never
 * held whole in memory); images (small by limit) are buffered, stripped of metadata and get a
 * resized WebP next to them.
 */
export class MediaUploadStorage implements StorageEngine {
  private readonly logger = new Logger(MediaUploadStorage.name);
  private readonly accepted: UploadKind[];

  constructor(
    private readonly storage: StorageService,
    readonly options: MediaUploadOptions,
  ) {
    this.accepted = (Object.keys(options.limits) as UploadKind[]).filter(
      (kind) => options.limits[kind] !== undefined,
    );
  }

  /** The largest file any accepted kind may be (multer's own backstop is set from it). */
  get largestLimit(): number {
    return Math.max(...this.accepted.map((kind) => this.options.limits[kind] ?? 0));
  }

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
    file: Express.Multer.File & { stored?: StoredMedia },
    callback: (error: Error | null) => void,
  ): void {
    this.discard(file.stored ?? null).then(
      () => callback(null),
      (error: Error) => callback(error),
    );
  }

  /** Removes the objects of an upload whose row was never written. */
  async discard(media: StoredMedia | null): Promise<void> {
    if (!media) return;
    const keys = [media.key, media.variantKey].filter((k): k is string => Boolean(k));
    await Promise.all(
      keys.map((key) =>
        this.storage.delete(key).catch((error: unknown) => {
          this.logger.warn(`Could not delete orphan ${key}: ${String(error)}`);
        }),
      ),
    );
  }

  private async store(req: Request, file: Express.Multer.File): Promise<StoredMedia> {
    const { fields, folder, typeMessage } = this.options;
    const owner = (req as Request & { user?: AuthUser }).user?.userId;
    if (!owner) throw new AppError('INVALID_TOKEN', 'Authentication required. Please log in.');
    if (!fields.includes(file.fieldname)) {
      throw new AppError('VALIDATION_FAILED', typeMessage);
    }
    const { head, ended } = await readHead(file.stream, SNIFF_BYTES);
    const media = await sniffMedia(head, this.accepted);
    if (!media) throw new AppError('UNSUPPORTED_MEDIA_TYPE', typeMessage);

    // Read by the interceptor if multer's own backstop limit fires before our counter does.
    (req as Request & { uploadedMediaKind?: UploadKind }).uploadedMediaKind = media.kind;
    const limit = this.options.limits[media.kind] as number;
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
      const key = buildObjectKey(folder, owner, media.ext);
      try {
        await this.storage.put(key, body, media.mime);
      } catch (error) {
        if (error instanceof TooLarge || body.errored instanceof TooLarge) {
          await this.discard({ kind: 'video', key, variantKey: null });
          throw tooLarge();
        }
        throw error;
      }
      return { kind: 'video', key, variantKey: null };
    }

    let original: Buffer;
    try {
      original = await collect(body);
    } catch (error) {
      if (error instanceof TooLarge) throw tooLarge();
      throw error;
    }
    const { clean, resized, size } = await this.processImage(original, media.ext);
    const key = buildObjectKey(folder, owner, media.ext);
    const resizedKey = variantKey(key, this.options.variant.suffix, 'webp');
    const stored: StoredMedia = { kind: 'image', key, variantKey: resizedKey, size };
    try {
      await Promise.all([
        this.storage.put(key, clean, media.mime),
        this.storage.put(resizedKey, resized, 'image/webp'),
      ]);
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
    return stored;
  }

  /** Metadata (EXIF, GPS) stripped from the original; the variant at most `variant.width` wide. */
  private async processImage(
    input: Buffer,
    ext: string,
  ): Promise<{ clean: Buffer; resized: Buffer; size: { width: number; height: number } }> {
    await checkImage(input, this.options.typeMessage);
    try {
      const base = sharp(input, DECODE_OPTIONS).rotate();
      const [clean, resized] = await Promise.all([
        ext === 'png'
          ? base.clone().png().toBuffer()
          : base.clone().jpeg({ quality: 90 }).toBuffer(),
        base
          .clone()
          .resize({ width: this.options.variant.width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true }),
      ]);
      // Sizes after rotate(): a portrait photo shot sideways is stored (and shown) upright.
      return {
        clean,
        resized: resized.data,
        size: { width: resized.info.width, height: resized.info.height },
      };
    } catch {
      // The first bytes said PNG/JPEG but the rest is not a decodable image.
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', this.options.typeMessage);
    }
  }
}
