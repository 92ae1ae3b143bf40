import { PassThrough, Readable } from 'node:stream';
import type { Request } from 'express';
import sharp from 'sharp';
import { AppError } from '../../http/app-error';
import type { StorageService } from '../storage.service';
import { MediaUploadOptions, MediaUploadStorage, StoredMedia } from './media-upload.storage';

const owner = '6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';
const req = { user: { userId: owner, sessionId: 's' } } as unknown as Request;
const mp4Head = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

function fakeStorage() {
  const stored = new Map<string, { size: number; type: string; streamed: boolean }>();
  const storage = {
    put: jest.fn(async (key: string, body: Readable | Buffer, type: string) => {
      if (Buffer.isBuffer(body)) {
        stored.set(key, { size: body.length, type, streamed: false });
        return;
      }
      let size = 0;
      for await (const chunk of body) size += (chunk as Buffer).length;
      stored.set(key, { size, type, streamed: true });
    }),
    delete: jest.fn(async (key: string) => void stored.delete(key)),
  };
  return { storage, stored };
}

/** Post-like options: images and videos, a feed variant 1080 px wide. */
function options(limits: MediaUploadOptions['limits']): MediaUploadOptions {
  return {
    fields: ['image', 'video', 'file'],
    folder: 'posts',
    limits,
    variant: { suffix: 'feed', width: 1080 },
    typeMessage: 'Only image or video files are allowed.',
  };
}

function engineWith(storage: unknown, limits: MediaUploadOptions['limits']) {
  return new MediaUploadStorage(storage as StorageService, options(limits));
}

function handle(
  engine: MediaUploadStorage,
  fieldname: string,
  chunks: Buffer[],
): Promise<StoredMedia> {
  const file = { fieldname, stream: Readable.from(chunks) } as unknown as Express.Multer.File;
  return new Promise((resolve, reject) =>
    engine._handleFile(req, file, (error, info) =>
      error ? reject(error) : resolve((info as { stored: StoredMedia }).stored),
    ),
  );
}

describe(MediaUploadStorage.name, () => {
  // sharp encodes real images here; on a busy 2-core machine one can take longer than 5 s.
  jest.setTimeout(30_000);

  it('streams a video to storage in chunks, under a random key, without buffering it', async () => {
    const { storage, stored } = fakeStorage();
    const engine = engineWith(storage, { image: 1000, video: 10_000_000 });
    const chunks = [
      Buffer.concat([mp4Head, Buffer.alloc(1000)]),
      ...Array(50).fill(Buffer.alloc(64 * 1024)),
    ];
    const media = await handle(engine, 'video', chunks);
    expect(media).toEqual({
      kind: 'video',
      key: expect.stringMatching(new RegExp(`^posts/${owner}/[0-9a-f-]{36}\\.mp4$`)),
      variantKey: null,
    });
    expect(stored.get(media.key)).toEqual({
      size: 24 + 1000 + 50 * 64 * 1024,
      type: 'video/mp4',
      streamed: true,
    });
  });

  it('answers 413 as soon as a video passes its limit and leaves nothing', async () => {
    const { storage, stored } = fakeStorage();
    const engine = engineWith(storage, { image: 1000, video: 100_000 });
    const chunks = [mp4Head, ...Array(10).fill(Buffer.alloc(64 * 1024))];
    await expect(handle(engine, 'file', chunks)).rejects.toMatchObject({
      status: 413,
      message: 'Videos must be 98 KB or smaller.',
    });
    expect(stored.size).toBe(0);
  });

  it('stores an image without metadata and a WebP feed variant at most 1080 px wide', async () => {
    const { storage, stored } = fakeStorage();
    const engine = engineWith(storage, { image: 5_000_000, video: 1 });
    const jpeg = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: 'green' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const media = await handle(engine, 'image', [jpeg]);
    expect(media.kind).toBe('image');
    expect(media.key).toMatch(/\.jpg$/);
    expect(media.variantKey).toBe(media.key.replace(/\.jpg$/, '-feed.webp'));
    expect(stored.get(media.key)?.type).toBe('image/jpeg');
    expect(stored.get(media.variantKey as string)?.type).toBe('image/webp');
    const [original, feed] = storage.put.mock.calls.map((c) => c[1] as Buffer);
    expect((await sharp(original).metadata()).exif).toBeUndefined();
    expect(await sharp(feed).metadata()).toMatchObject({
      format: 'webp',
      width: 1080,
      height: 540,
    });
    // The size cards reserve is the feed variant's.
    expect(media.size).toEqual({ width: 1080, height: 540 });
  });

  it('answers 415 for bytes that are not an allowed image or video, before storing anything', async () => {
    const { storage } = fakeStorage();
    const engine = engineWith(storage, { image: 1000, video: 1000 });
    await expect(
      handle(engine, 'image', [Buffer.from('plain text pretending to be a png')]),
    ).rejects.toMatchObject({
      status: 415,
      message: 'Only image or video files are allowed.',
    });
    // PNG magic bytes followed by garbage: sharp cannot decode it.
    const fakePng = Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      Buffer.alloc(100),
    ]);
    await expect(handle(engine, 'image', [fakePng])).rejects.toBeInstanceOf(AppError);
    await expect(handle(engine, 'avatar', [mp4Head])).rejects.toMatchObject({ status: 400 });
    expect(storage.put).not.toHaveBeenCalled();
  });

  it('deletes both objects of an image on discard', async () => {
    const { storage } = fakeStorage();
    const engine = engineWith(storage, { image: 1, video: 1 });
    await engine.discard({ kind: 'image', key: 'a.png', variantKey: 'a-feed.webp' });
    expect(storage.delete.mock.calls.map((c) => c[0]).sort()).toEqual(['a-feed.webp', 'a.png']);
    await engine.discard(null);
    expect(storage.delete).toHaveBeenCalledTimes(2);
  });
});

describe(`${MediaUploadStorage.name} for images only (community banners)`, () => {
  const bannerOptions: MediaUploadOptions = {
    fields: ['bannerImage'],
    folder: 'communities',
    limits: { image: 5_000_000 },
    variant: { suffix: 'card', width: 640 },
    typeMessage: 'The banner must be a PNG or JPEG image.',
  };

  it('refuses a video by its bytes (415) and stores nothing', async () => {
    const { storage } = fakeStorage();
    const engine = new MediaUploadStorage(storage as unknown as StorageService, bannerOptions);
    await expect(
      handle(engine, 'bannerImage', [Buffer.concat([mp4Head, Buffer.alloc(5000)])]),
    ).rejects.toMatchObject({ status: 415, message: 'The banner must be a PNG or JPEG image.' });
    expect(storage.put).not.toHaveBeenCalled();
  });

  it('keys the image under its folder with a card-sized WebP next to it', async () => {
    const { storage, stored } = fakeStorage();
    const engine = new MediaUploadStorage(storage as unknown as StorageService, bannerOptions);
    const png = await sharp({
      create: { width: 1600, height: 400, channels: 3, background: 'navy' },
    })
      .png()
      .toBuffer();
    const media = await handle(engine, 'bannerImage', [png]);
    expect(media.key).toMatch(new RegExp(`^communities/${owner}/[0-9a-f-]{36}\\.png$`));
    expect(media.variantKey).toBe(media.key.replace(/\.png$/, '-card.webp'));
    const card = storage.put.mock.calls.find((c) => c[0] === media.variantKey)?.[1] as Buffer;
    expect(await sharp(card).metadata()).toMatchObject({ width: 640, height: 160 });
    expect(stored.size).toBe(2);
    expect(engine.largestLimit).toBe(5_000_000);
  });
});

describe(`${MediaUploadStorage.name} when the client goes away`, () => {
  it('fails the upload instead of waiting forever', async () => {
    const { storage } = fakeStorage();
    const engine = engineWith(storage, { image: 1000, video: 10_000_000 });
    const source = new PassThrough();
    const file = { fieldname: 'video', stream: source } as unknown as Express.Multer.File;
    const result = new Promise((resolve, reject) =>
      engine._handleFile(req, file, (error) => (error ? reject(error) : resolve(undefined))),
    );
    source.write(Buffer.concat([mp4Head, Buffer.alloc(8000)]));
    await new Promise((r) => setTimeout(r, 20));
    source.destroy(new Error('client aborted'));
    await expect(result).rejects.toThrow('client aborted');
  });
});
