import sharp from 'sharp';
import { variantKey } from '../object-key';
import { classifyMedia, formatBytes, sniffMedia, tooLargeMessage } from './media-type';

const mp4Head = () =>
  Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
    Buffer.alloc(64),
  ]);

describe('media type sniffing', () => {
  it('recognises PNG and JPEG from their bytes', async () => {
    const img = sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } });
    expect(await sniffMedia(await img.clone().png().toBuffer())).toEqual({
      kind: 'image',
      ext: 'png',
      mime: 'image/png',
    });
    expect((await sniffMedia(await img.clone().jpeg().toBuffer()))?.ext).toBe('jpg');
  });

  it('recognises an MP4 and a WebM header as video', async () => {
    const mp4 = Buffer.concat([
      Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
      Buffer.alloc(64),
    ]);
    expect(await sniffMedia(mp4)).toEqual({ kind: 'video', ext: 'mp4', mime: 'video/mp4' });
    const webm = Buffer.concat([
      Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex'),
      Buffer.alloc(64),
    ]);
    expect(await sniffMedia(webm)).toMatchObject({ kind: 'video', ext: 'webm' });
  });

  it('refuses text, executables, GIFs and empty files', async () => {
    expect(await sniffMedia(Buffer.from('hello, I am a .png honest'))).toBeNull();
    expect(await sniffMedia(Buffer.from('4d5a900003000000', 'hex'))).toBeNull();
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect(await sniffMedia(gif)).toBeNull();
    expect(await sniffMedia(Buffer.alloc(0))).toBeNull();
    expect(classifyMedia({ mime: 'audio/ogg' })).toBeNull();
    expect(classifyMedia({ mime: 'video/quicktime' })?.ext).toBe('mov');
    expect(classifyMedia({ mime: 'video/vnd.avi' })?.ext).toBe('avi');
  });

  it('refuses a kind the upload does not accept', async () => {
    expect(await sniffMedia(mp4Head(), ['image'])).toBeNull();
    expect(classifyMedia({ mime: 'image/png' }, ['video'])).toBeNull();
    expect(classifyMedia({ mime: 'image/png' }, ['image'])?.ext).toBe('png');
  });

  it('words the size limits for people', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(200 * 1024 * 1024)).toBe('200 MB');
    expect(formatBytes(100_000)).toBe('98 KB');
    expect(formatBytes(2000)).toBe('2000 bytes');
    expect(tooLargeMessage('image', 10 * 1024 * 1024)).toBe('Images must be 10 MB or smaller.');
    expect(tooLargeMessage('video', 200 * 1024 * 1024)).toBe('Videos must be 200 MB or smaller.');
  });

  it('names the feed variant next to its original', () => {
    const owner = '6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';
    const key = `posts/${owner}/0b8f2a52-2f43-4a63-9d3e-0c2b1a9d8e11.png`;
    expect(variantKey(key, 'feed', 'webp')).toBe(
      `posts/${owner}/0b8f2a52-2f43-4a63-9d3e-0c2b1a9d8e11-feed.webp`,
    );
  });
});
