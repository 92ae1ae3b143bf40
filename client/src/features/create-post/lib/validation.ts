import { textLength, trimInvisible } from '@/shared/lib';
import { POSTS } from '@/shared/config';

export const CREATE_POST_MESSAGES = {
  captionRequired: 'Please enter some text for your post.',
  captionTooLong: 'Description must be 600 characters or less.',
  mediaType: 'Only image or video files are allowed.',
  posting: 'Posting....',
  posted: 'Posted',
  failed: 'Post creation Failed',
  /** SPEC §5: a community post needs both. */
  communityIncomplete: 'Missing title or image',
  communityImageType: 'Community posts take a PNG or JPEG image.',
} as const;

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
  if (!trimInvisible(caption)) return CREATE_POST_MESSAGES.captionRequired;
  if (textLength(caption) > POSTS.captionMax) return CREATE_POST_MESSAGES.captionTooLong;
  return null;
}

/** A community post: caption and image are both required, else one message for either. */
export function communityPostError(caption: string, hasImage: boolean): string | null {
  return !trimInvisible(caption) || !hasImage ? CREATE_POST_MESSAGES.communityIncomplete : null;
}
