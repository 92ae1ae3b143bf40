import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AppError } from '../http/app-error';
import { STORAGE_UNAVAILABLE } from '../http/known-errors';

export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength?: number;
  contentRange?: string;
  partial: boolean;
}

/** How often a bucket that could not be reached at start is looked for again. */
const BUCKET_RETRY_MS = 5000;

export class ObjectNotFound extends Error {}
export class RangeNotSatisfiable extends Error {}

/** Media storage: the only place that talks to S3 (MinIO in production, s3rver embedded). */
@Injectable()
export class StorageService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(StorageService.name);
  private readonly client: S3Client;
  private readonly bucket: string;
  private bucketReady = false;
  private retry?: NodeJS.Timeout;

  constructor(config: AppConfig) {
    this.bucket = config.S3_BUCKET;
    this.client = new S3Client({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: true,
      credentials: {
        accessKeyId: config.S3_ACCESS_KEY as string,
        secretAccessKey: config.S3_SECRET_KEY as string,
      },
      // MinIO and s3rver predate the SDK's default CRC checksums; send them only when required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * Storage away at start is not a reason to stay down: text features work without it, media
   * answers 503, and the bucket is made (if missing) as soon as the storage answers.
   */
  async onModuleInit(): Promise<void> {
    if (await this.ensureBucket()) return;
    this.logger.warn('Media storage does not answer; media answers 503 until it comes back');
    this.retry = setInterval(() => {
      void this.ensureBucket().then((ready) => {
        if (!ready) return;
        this.logger.log('Media storage is back');
        clearInterval(this.retry);
      });
    }, BUCKET_RETRY_MS);
    this.retry.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.retry);
    this.client.destroy();
  }

  /** True once the bucket is known to exist (made here if missing); false while S3 is away. */
  private async ensureBucket(): Promise<boolean> {
    if (this.bucketReady) return true;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (!(error instanceof S3ServiceException) || error.$metadata.httpStatusCode !== 404) {
        return false;
      }
      try {
        this.logger.log(`Creating bucket ${this.bucket}`);
        await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
      } catch (createError) {
        this.logger.warn(`Could not create bucket ${this.bucket}: ${String(createError)}`);
        return false;
      }
    }
    this.bucketReady = true;
    return true;
  }

  /** Streams the body to S3 in parts, so a large upload is never held whole in memory. */
  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    try {
      if (!(await this.ensureBucket())) throw new Error('The bucket is not reachable');
      await new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
      }).done();
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Whatever S3 answered (or did not), the upload did not land: the caller writes no row.
      this.logger.warn(`Could not store ${key}: ${String(error)}`);
      throw new AppError('SERVICE_UNAVAILABLE', STORAGE_UNAVAILABLE);
    }
  }

  async getStream(key: string, range?: string): Promise<StoredObject> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range }),
      );
      return {
        body: res.Body as Readable,
        contentType: res.ContentType ?? 'application/octet-stream',
        contentLength: res.ContentLength,
        contentRange: res.ContentRange,
        partial: Boolean(res.ContentRange),
      };
    } catch (error) {
      if (error instanceof NoSuchKey || error instanceof NotFound) throw new ObjectNotFound(key);
      if (error instanceof S3ServiceException) {
        if (error.$metadata.httpStatusCode === 404) throw new ObjectNotFound(key);
        if (error.$metadata.httpStatusCode === 416) throw new RangeNotSatisfiable(key);
      }
      throw this.unavailable('read', key, error);
    }
  }

  /** The object's size in bytes (to resolve a suffix Range), or ObjectNotFound. */
  async size(key: string): Promise<number> {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return res.ContentLength ?? 0;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) throw new ObjectNotFound(key);
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
        throw new ObjectNotFound(key);
      }
      throw this.unavailable('measure', key, error);
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Whether the bucket answers (made first if the storage came back without it). */
  async ping(): Promise<boolean> {
    if (!this.bucketReady) return this.ensureBucket();
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return true;
    } catch (error) {
      // A storage that lost its bucket (a fresh MinIO volume) gets it made again.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
        this.bucketReady = false;
        return this.ensureBucket();
      }
      return false;
    }
  }

  /** Anything but "no such object" means the storage could not answer: 503, logged once here. */
  private unavailable(what: string, key: string, error: unknown): AppError {
    this.logger.warn(`Could not ${what} ${key}: ${String(error)}`);
    return new AppError('SERVICE_UNAVAILABLE', STORAGE_UNAVAILABLE);
  }
}
