import { i18n } from '@/shared/i18n';
import { textLength } from '@/shared/lib';
import { COMMUNITIES } from '@/shared/config';

/**
 * SPEC §5 and §8 words in the app's language, read when shown (a language chosen later applies);
 * the lengths are the server's rules.
 */
export const createCommunityMessages = {
  fillAll: () => i18n.t('communities:create.fillAll'),
  nameLength: () =>
    i18n.t('communities:create.nameLength', { min: COMMUNITIES.nameMin, max: COMMUNITIES.nameMax }),
  descriptionTooLong: () =>
    i18n.t('communities:create.descriptionTooLong', { max: COMMUNITIES.descriptionMax }),
  bannerType: () => i18n.t('communities:create.bannerType'),
  bannerSize: () => i18n.t('communities:create.bannerSize'),
  created: () => i18n.t('communities:create.created'),
  failed: () => i18n.t('communities:create.failed'),
};

export interface CommunityDraft {
  name: string;
  description: string;
  banner: File | null;
}

/** The first problem with the draft, or null when it can be sent. */
export function draftError({ name, description, banner }: CommunityDraft): string | null {
  if (!name.trim() || !description.trim() || !banner) return createCommunityMessages.fillAll();
  const length = name.trim().length;
  if (length < COMMUNITIES.nameMin || length > COMMUNITIES.nameMax) {
    return createCommunityMessages.nameLength();
  }
  if (textLength(description.trim()) > COMMUNITIES.descriptionMax) {
    return createCommunityMessages.descriptionTooLong();
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
  if (!image) return createCommunityMessages.bannerType();
  if (file.size > COMMUNITIES.bannerMaxBytes) return createCommunityMessages.bannerSize();
  return null;
}
