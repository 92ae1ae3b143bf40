import { mediaUrl } from '../../core/storage/object-key';
import type { User } from './entities/user.entity';

/** What anyone may see of a user: never the email or the password hash. */
export interface PublicUser {
  _id: string;
  userName: string;
  fullName: string;
  image: string | null;
  isActive: boolean;
  additionDetails: {
    dateOfBirth: string | null;
    gender: 'male' | 'female' | null;
    bio: string | null;
  };
  numOfFollowers: number;
  numOfFollowing: number;
}

/** What the user sees of themselves. */
export interface SelfUser extends PublicUser {
  email: string;
  createdAt: string;
}

export function toPublicUser(user: User): PublicUser {
  return {
    _id: user.id,
    userName: user.userName,
    fullName: user.fullName,
    image: mediaUrl(user.imageKey),
    isActive: user.isActive,
    additionDetails: { dateOfBirth: user.dateOfBirth, gender: user.gender, bio: user.bio },
    numOfFollowers: user.numOfFollowers,
    numOfFollowing: user.numOfFollowing,
  };
}

export function toSelfUser(user: User): SelfUser {
  return { ...toPublicUser(user), email: user.email, createdAt: user.createdAt.toISOString() };
}
