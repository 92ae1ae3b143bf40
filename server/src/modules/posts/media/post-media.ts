import type { AppConfig } from '../../../config/app-config';
import {
  MediaUploadInterceptor,
  type MediaUploadOptions,
} from '../../../core/storage/media-upload';

export const MEDIA_TYPE_MESSAGE = 'Only image or video files are allowed.';
export const FEED_IMAGE_WIDTH = 1080;
export const POST_FILE_FIELDS = ['image', 'video', 'file'] as const;

/** /createPost: one image or video in `image`, `video` or `file`; images get a feed-sized WebP. */
export function postMediaOptions(config: AppConfig): MediaUploadOptions {
  return {
    fields: POST_FILE_FIELDS,
    folder: 'posts',
    limits: { image: config.UPLOAD_MAX_IMAGE_BYTES, video: config.UPLOAD_MAX_VIDEO_BYTES },
    variant: { suffix: 'feed', width: FEED_IMAGE_WIDTH },
    typeMessage: MEDIA_TYPE_MESSAGE,
  };
}

export const PostMediaInterceptor = MediaUploadInterceptor(postMediaOptions);
