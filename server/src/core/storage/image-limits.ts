import sharp from 'sharp';
import { AppError } from '../http/app-error';

/** An image decodes to width × height pixels in memory: beyond this it is refused (413). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS = 'Images must be at most 40 megapixels.';

/**
 * Reads the image's header (not its pixels) and refuses what will not decode (415, with the
 * route's own message) or would decode too large (413) — a 20,000 × 20,000 PNG of a few KB
 * otherwise asks for 1.6 GB.
 */
export async function checkImage(
  input: Buffer,
  typeMessage: string,
): Promise<{ width: number; height: number }> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', typeMessage);
  }
  if (!width || !height) throw new AppError('UNSUPPORTED_MEDIA_TYPE', typeMessage);
  if (width * height > MAX_IMAGE_PIXELS) throw new AppError('PAYLOAD_TOO_LARGE', TOO_MANY_PIXELS);
  return { width, height };
}

/** sharp's options for decoding an image that passed checkImage. */
export const DECODE_OPTIONS = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS } as const;
