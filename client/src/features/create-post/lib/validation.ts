import { textLength, trimInvisible } from '@/shared/lib';
import { POSTS } from '@/shared/config';
import { i18n } from '@/shared/i18n';

/** The form's messages, in the app's language (SPEC §5 texts in English). */
export const createPostMessages = {
  captionRequired: (): string => i18n.t('feed:create.captionRequired'),
  captionTooLong: (): string => i18n.t('feed:create.captionTooLong', { max: POSTS.captionMax }),
  mediaType: (): string => i18n.t('feed:create.mediaType'),
  posting: (): string => i18n.t('feed:create.posting'),
  posted: (): string => i18n.t('feed:create.posted'),
  failed: (): string => i18n.t('feed:create.failed'),
  /** SPEC §5: a community post needs both. */
  communityIncomplete: (): string => i18n.t('feed:create.communityIncomplete'),
  communityImageType: (): string => i18n.t('feed:create.communityImageType'),
};

export type MediaKind = 'image' | 'video';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg'];
const VIDEO_TYPES = [
  'video/mp4',
  'video/webm',
  'video/ogg',
  'video/avi',
  'video/x-msvideo',
  'video/msvideo',
  'video/quicktime',
  'video/mov',
];

/** 'image' or 'video' for the accepted files (by type, else by extension), null for the rest. */
export function mediaKindOf(file: Pick<File, 'name' | 'type'>): MediaKind | null {
  const type = file.type.toLowerCase();
  if (IMAGE_TYPES.includes(type)) return 'image';
  if (VIDEO_TYPES.includes(type)) return 'video';
  if (type) return null;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if ((POSTS.imageExtensions as readonly string[]).includes(ext)) return 'image';
  if ((POSTS.videoExtensions as readonly string[]).includes(ext)) return 'video';
  return null;
}

export function captionError(caption: string): string | null {
  if (!trimInvisible(caption)) return createPostMessages.captionRequired();
  if (textLength(caption) > POSTS.captionMax) return createPostMessages.captionTooLong();
  return null;
}

/** A community post: caption and image are both required, else one message for either. */
export function communityPostError(caption: string, hasImage: boolean): string | null {
  return !trimInvisible(caption) || !hasImage ? createPostMessages.communityIncomplete() : null;
}
