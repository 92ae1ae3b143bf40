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

export class ObjectNotFound extends Error {}
export class RangeNotSatisfiable extends Error {}

/** Media storage: the only place that talks to S3 (MinIO in production, s3rver embedded). */
@Injectable()
export class StorageService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(StorageService.name);
  private readonly client: S3Client;
  private readonly bucket: string;

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

  async onModuleInit(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (!(error instanceof S3ServiceException) || error.$metadata.httpStatusCode !== 404)
        throw error;
      this.logger.log(`Creating bucket ${this.bucket}`);
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }

  /** Streams the body to S3 in parts, so a large upload is never held whole in memory. */
  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    try {
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
      throw error;
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
      throw error;
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

  async ping(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return true;
    } catch {
      return false;
    }
  }
}
