import { MediaUploadInterceptor, type MediaUploadOptions } from '../../core/storage/media-upload';

/** A banner is a PNG or JPEG of at most 5 MB (as profile pictures, SPEC §9). */
export const BANNER_MAX_BYTES = 5 * 1024 * 1024;
export const BANNER_TYPE_MESSAGE = 'The banner must be a PNG or JPEG image.';
/** Cards are at most about 480 CSS px wide: twice that keeps them sharp on dense screens. */
export const BANNER_CARD_WIDTH = 960;

export function bannerUploadOptions(): MediaUploadOptions {
  return {
    fields: ['bannerImage'],
    folder: 'communities',
    limits: { image: BANNER_MAX_BYTES },
    variant: { suffix: 'card', width: BANNER_CARD_WIDTH },
    typeMessage: BANNER_TYPE_MESSAGE,
  };
}

/** POST /community/create: the banner sniffed, stripped and resized like post images. */
export const BannerUploadInterceptor = MediaUploadInterceptor(bannerUploadOptions);
