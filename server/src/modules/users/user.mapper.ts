import { mediaUrl } from '../../core/storage/media-url';
import type { PublicUser, SelfUser } from '../../contracts/users';
import type { User } from './entities/user.entity';
import type { CardUser } from './user-row';

export type { PublicUser, SelfUser } from '../../contracts/users';

/**
 * A user as others see them. Date of birth and gender are personal: they are in the answer
 * only when the viewer is that user (`viewerId`), never in other people's cards or profiles.
 * The picture's URL is bare when the profile is public (`imagePublic`, the visibility rule's
 * answer), else signed for the viewer.
 */
export function toPublicUser(
  user: CardUser,
  viewerId: string | null,
  imagePublic = false,
): PublicUser {
  const own = viewerId === user.id;
  return {
    _id: user.id,
    userName: user.userName,
    fullName: user.fullName,
    image: mediaUrl(user.imageKey, { public: imagePublic, viewer: viewerId }),
    isActive: user.isActive,
    additionDetails: own
      ? { dateOfBirth: user.dateOfBirth, gender: user.gender, bio: user.bio }
      : { bio: user.bio },
    numOfFollowers: user.numOfFollowers,
    numOfFollowing: user.numOfFollowing,
  };
}

/**
 * The caller as they see themselves. They are online by definition: they are using the app even
 * while their socket is still connecting (right after a reload or a login), when `is_active` may
 * still say otherwise.
 */
export function toSelfUser(user: User): SelfUser {
  return {
    ...toPublicUser(user, user.id),
    isActive: true,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    isHibernated: user.hibernatedAt !== null,
    role: user.role ?? 'user',
    appLanguage: user.appLanguage ?? null,
  };
}
