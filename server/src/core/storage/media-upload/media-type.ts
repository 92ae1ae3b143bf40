import { fromBuffer } from 'file-type';

export type UploadKind = 'image' | 'video';

export interface SniffedMedia {
  kind: UploadKind;
  ext: string;
  mime: string;
}

/** Every type an upload may be, keyed by the MIME type file-type reads from the bytes. */
const KNOWN: Record<string, SniffedMedia> = {
  'image/png': { kind: 'image', ext: 'png', mime: 'image/png' },
  'image/jpeg': { kind: 'image', ext: 'jpg', mime: 'image/jpeg' },
  'video/mp4': { kind: 'video', ext: 'mp4', mime: 'video/mp4' },
  'video/x-m4v': { kind: 'video', ext: 'mp4', mime: 'video/mp4' },
  'video/webm': { kind: 'video', ext: 'webm', mime: 'video/webm' },
  'video/ogg': { kind: 'video', ext: 'ogv', mime: 'video/ogg' },
  'video/vnd.avi': { kind: 'video', ext: 'avi', mime: 'video/x-msvideo' },
  'video/quicktime': { kind: 'video', ext: 'mov', mime: 'video/quicktime' },
};

const ALL_KINDS: readonly UploadKind[] = ['image', 'video'];

/** Maps a detected type to what we store, or null when it is not one of the `accepted` kinds. */
export function classifyMedia(
  detected: { mime: string } | undefined,
  accepted: readonly UploadKind[] = ALL_KINDS,
): SniffedMedia | null {
  const media = (detected && KNOWN[detected.mime]) ?? null;
  return media && accepted.includes(media.kind) ? media : null;
}

/** The type of a file from its first bytes (never from its name or the declared Content-Type). */
export async function sniffMedia(
  head: Buffer,
  accepted: readonly UploadKind[] = ALL_KINDS,
): Promise<SniffedMedia | null> {
  return classifyMedia(await fromBuffer(head), accepted);
}

export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  if (bytes >= 10 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export function tooLargeMessage(kind: UploadKind, limit: number): string {
  return kind === 'image'
    ? `Images must be ${formatBytes(limit)} or smaller.`
    : `Videos must be ${formatBytes(limit)} or smaller.`;
}
