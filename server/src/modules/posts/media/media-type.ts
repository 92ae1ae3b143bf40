import { fromBuffer } from 'file-type';

export const MEDIA_TYPE_MESSAGE = 'Only image or video files are allowed.';

export type PostMediaKind = 'image' | 'video';

export interface SniffedMedia {
  kind: PostMediaKind;
  ext: string;
  mime: string;
}

/** What a post may carry, keyed by the MIME type file-type reads from the bytes. */
const ALLOWED: Record<string, SniffedMedia> = {
  'image/png': { kind: 'image', ext: 'png', mime: 'image/png' },
  'image/jpeg': { kind: 'image', ext: 'jpg', mime: 'image/jpeg' },
  'video/mp4': { kind: 'video', ext: 'mp4', mime: 'video/mp4' },
  'video/x-m4v': { kind: 'video', ext: 'mp4', mime: 'video/mp4' },
  'video/webm': { kind: 'video', ext: 'webm', mime: 'video/webm' },
  'video/ogg': { kind: 'video', ext: 'ogv', mime: 'video/ogg' },
  'video/vnd.avi': { kind: 'video', ext: 'avi', mime: 'video/x-msvideo' },
  'video/quicktime': { kind: 'video', ext: 'mov', mime: 'video/quicktime' },
};

/** Maps a detected type to what we store, or null when a post may not carry it. */
export function classifyMedia(detected: { mime: string } | undefined): SniffedMedia | null {
  return (detected && ALLOWED[detected.mime]) ?? null;
}

/** The type of a file from its first bytes (never from its name or the declared Content-Type). */
export async function sniffMedia(head: Buffer): Promise<SniffedMedia | null> {
  return classifyMedia(await fromBuffer(head));
}

export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  if (bytes >= 10 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export function tooLargeMessage(kind: PostMediaKind, limit: number): string {
  return kind === 'image'
    ? `Images must be ${formatBytes(limit)} or smaller.`
    : `Videos must be ${formatBytes(limit)} or smaller.`;
}
