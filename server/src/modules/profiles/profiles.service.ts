import { Injectable, Logger } from '@nestjs/common';
import { AppError } from '../../core/http/app-error';
import { buildObjectKey, mediaUrl } from '../../core/storage/object-key';
import { StorageService } from '../../core/storage/storage.service';
import type { PostDto } from '../posts/dto/post.dto';
import { PostsService } from '../posts/posts.service';
import type { User } from '../users/entities/user.entity';
import type { PageRequest } from '../../core/http/pagination';
import type { UserCard } from '../users/user-card';
import { UserCardsService } from '../users/user-cards.service';
import { UsersService } from '../users/users.service';
import { sniffAvatar } from './avatar-upload';
import type { EditProfileDto, UpdateProfileDto } from './dto/update-profile.dto';

export interface ProfileInfo {
  bio: string | null;
  website: string | null;
  location: string | null;
  profilePic: string | null;
  numOfFollowers: number;
  numOfFollowing: number;
  numOfPosts: number;
}

export interface ProfileView {
  profile: ProfileInfo;
  user: UserCard;
  posts: PostDto[];
  nextCursor: string | null;
  /** Only on one's own profile. */
  savedPosts?: PostDto[];
  savedNextCursor?: string | null;
}

export interface UploadedImage {
  buffer: Buffer;
  size: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A date of birth: a real calendar day in the past. */
export function isPastDate(text: string, now = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === text &&
    date.getTime() < now.getTime() &&
    date.getUTCFullYear() >= 1900
  );
}

/** Profiles: the header data, the posts, the picture, and the editable profile fields. */
@Injectable()
export class ProfilesService {
  private readonly logger = new Logger(ProfilesService.name);

  constructor(
    private readonly users: UsersService,
    private readonly cards: UserCardsService,
    private readonly posts: PostsService,
    private readonly storage: StorageService,
  ) {}

  async view(viewerId: string, userId: string, page: PageRequest): Promise<ProfileView> {
    const user = UUID.test(userId) ? await this.users.findById(userId) : null;
    if (!user) throw new AppError('NOT_FOUND', 'Profile not found.');
    const own = viewerId === userId;
    const [card, posts, numOfPosts, saved] = await Promise.all([
      this.cards.card(viewerId, user),
      this.posts.listByUser(viewerId, userId, page),
      this.posts.countByUser(userId),
      own ? this.posts.listSavedBy(userId, {}) : Promise.resolve(null),
    ]);
    const view: ProfileView = {
      profile: this.info(user, numOfPosts),
      user: card,
      posts: posts.items,
      nextCursor: posts.nextCursor,
    };
    if (saved) {
      view.savedPosts = saved.items;
      view.savedNextCursor = saved.nextCursor;
    }
    return view;
  }

  async updatePicture(meId: string, file: UploadedImage | undefined): Promise<string | null> {
    await this.users.getById(meId);
    const key = await this.storeAvatar(meId, file);
    await this.replaceImage(meId, key);
    return mediaUrl(key);
  }

  async updateProfile(meId: string, dto: UpdateProfileDto): Promise<ProfileInfo> {
    const changes: Partial<Pick<User, 'fullName' | 'bio' | 'website' | 'location'>> = {};
    if (dto.fullName !== undefined) changes.fullName = dto.fullName;
    // A blank bio, website or location clears it.
    if (dto.bio !== undefined) changes.bio = dto.bio?.trim() || null;
    if (dto.website !== undefined) changes.website = dto.website?.trim() || null;
    if (dto.location !== undefined) changes.location = dto.location?.trim() || null;
    if (Object.keys(changes).length === 0)
      throw new AppError('VALIDATION_FAILED', 'Nothing to update');
    const user = await this.users.updateProfileFields(meId, changes);
    return this.info(user, await this.posts.countByUser(meId));
  }

  /** The basic Edit Profile form: gender, bio, date of birth and optionally a new picture. */
  async editDetails(
    meId: string,
    dto: EditProfileDto,
    file: UploadedImage | undefined,
  ): Promise<UserCard> {
    if (dto.dateOfBirth !== undefined && dto.dateOfBirth !== '' && !isPastDate(dto.dateOfBirth))
      throw new AppError('VALIDATION_FAILED', 'Please enter a valid date of birth', {
        dateOfBirth: 'Please enter a valid date of birth',
      });
    await this.users.getById(meId);
    const key = file ? await this.storeAvatar(meId, file) : null;
    const changes: Parameters<UsersService['updateProfileFields']>[1] = {
      gender: dto.gender,
      bio: dto.bio,
    };
    if (dto.dateOfBirth !== undefined) changes.dateOfBirth = dto.dateOfBirth || null;
    let user: User;
    try {
      user = await this.users.updateProfileFields(meId, changes);
    } catch (error) {
      if (key) await this.deleteQuietly(key);
      throw error;
    }
    if (key) {
      await this.replaceImage(meId, key);
      user = await this.users.getById(meId);
    }
    return this.cards.card(meId, user);
  }

  private info(user: User, numOfPosts: number): ProfileInfo {
    return {
      bio: user.bio,
      website: user.website,
      location: user.location,
      profilePic: mediaUrl(user.imageKey),
      numOfFollowers: user.numOfFollowers,
      numOfFollowing: user.numOfFollowing,
      numOfPosts,
    };
  }

  /** Checks the bytes, then stores the picture under a fresh random key. */
  private async storeAvatar(meId: string, file: UploadedImage | undefined): Promise<string> {
    if (!file || file.size === 0)
      throw new AppError(
        'VALIDATION_FAILED',
        'Please select a valid image file (JPEG, PNG, or GIF)',
      );
    const { mime, ext } = await sniffAvatar(file.buffer);
    const key = buildObjectKey('avatars', meId, ext);
    await this.storage.put(key, file.buffer, mime);
    return key;
  }

  /**
   * Points the user at the new picture and deletes the one it replaced (read in the same
   * statement, so two racing uploads each delete exactly what they replaced).
   */
  private async replaceImage(userId: string, key: string): Promise<void> {
    let previous: string | null;
    try {
      previous = await this.users.replaceImageKey(userId, key);
    } catch (error) {
      await this.deleteQuietly(key);
      throw error;
    }
    if (previous && previous !== key) await this.deleteQuietly(previous);
  }

  private async deleteQuietly(key: string): Promise<void> {
    try {
      await this.storage.delete(key);
    } catch (error) {
      this.logger.warn(`Could not delete ${key}: ${String(error)}`);
    }
  }
}
