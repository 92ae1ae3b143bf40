import { textLength } from '@/shared/lib';
import { COMMUNITIES } from '@/shared/config';

/** SPEC §5 and §8 words; the lengths are the server's rules. */
export const CREATE_COMMUNITY_MESSAGES = {
  fillAll: 'Please fill in all fields and upload a banner image.',
  nameLength: `Community name must be ${COMMUNITIES.nameMin} to ${COMMUNITIES.nameMax} characters.`,
  descriptionTooLong: `Description must be ${COMMUNITIES.descriptionMax} characters or less.`,
  bannerType: 'The banner must be a PNG or JPEG image.',
  bannerSize: 'The banner must be 5 MB or smaller.',
  created: 'Community created successfully',
  failed: 'Error creating community',
} as const;

export interface CommunityDraft {
  name: string;
  description: string;
  banner: File | null;
}

/** The first problem with the draft, or null when it can be sent. */
export function draftError({ name, description, banner }: CommunityDraft): string | null {
  if (!name.trim() || !description.trim() || !banner) return CREATE_COMMUNITY_MESSAGES.fillAll;
  const length = name.trim().length;
  if (length < COMMUNITIES.nameMin || length > COMMUNITIES.nameMax) {
    return CREATE_COMMUNITY_MESSAGES.nameLength;
  }
  if (textLength(description.trim()) > COMMUNITIES.descriptionMax) {
    return CREATE_COMMUNITY_MESSAGES.descriptionTooLong;
  }
  return null;
}

/** A banner is a PNG or JPEG (by type, else by extension) of at most 5 MB. */
export function bannerError(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const type = file.type.toLowerCase();
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const image = type
    ? (COMMUNITIES.bannerTypes as readonly string[]).includes(type)
    : ['png', 'jpg', 'jpeg'].includes(ext);
  if (!image) return CREATE_COMMUNITY_MESSAGES.bannerType;
  if (file.size > COMMUNITIES.bannerMaxBytes) return CREATE_COMMUNITY_MESSAGES.bannerSize;
  return null;
}
