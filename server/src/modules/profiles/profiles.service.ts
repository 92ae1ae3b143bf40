import { Injectable, Logger } from '@nestjs/common';
import { AppError } from '../../core/http/app-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MediaOutbox } from '../../core/storage/media-outbox.service';
import { mediaUrl, type MediaReach } from '../../core/storage/media-url';
import { avatarListKey, buildObjectKey } from '../../core/storage/object-key';
import { StorageService } from '../../core/storage/storage.service';
import type { ProfileInfo, ProfileView } from '../../contracts/profiles';
import { PostsService } from '../posts/posts.service';
import type { User } from '../users/entities/user.entity';
import type { PageRequest } from '../../core/http/pagination';
import type { UserCard } from '../../contracts/users';
import { UserCardsService } from '../people/user-cards.service';
import { UsersService } from '../users/users.service';
import { type UserAccess, VisibilityService } from '../visibility';
import { processAvatar } from './avatar-upload';
import type { EditProfileDto, UpdateProfileDto } from './dto/update-profile.dto';
import { toUserCard } from '../people/card-relation';
import { toUser } from '../users/user-row';
import { accessTo, toUserRelation, USER_NOT_FOUND } from '../visibility';
import { ProfilesRepository } from './profiles.repository';

export type { ProfileInfo, ProfileView } from '../../contracts/profiles';

export const PROFILE_NOT_FOUND = 'Profile not found.';

export interface UploadedImage {
  buffer: Buffer;
  size: number;
}

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
    private readonly visibility: VisibilityService,
    private readonly outbox: MediaOutbox,
    @InjectDataSource() private readonly db: DataSource,
    private readonly profiles: ProfilesRepository,
  ) {}

  /**
   * 404 'Profile not found.' when the visibility rule hides the user (unknown, hibernated, or
   * they blocked the viewer). When their `profileVisibility` leaves the viewer out, or the viewer
   * blocked them, only the header: `restricted: true`, no bio, website, location or posts.
   */
  async view(viewerId: string, userId: string, page: PageRequest): Promise<ProfileView> {
    const own = viewerId === userId;
    // The posts are read beside the header: their query asks the visibility rule itself, and a
    // restricted profile drops them.
    const [header, posts, saved] = await Promise.all([
      this.header(viewerId, userId),
      this.posts.listByUser(viewerId, userId, page),
      own ? this.posts.listSavedBy(userId, {}) : Promise.resolve(null),
    ]);
    const { access, user, card } = header;
    const restricted = !access.canSeeProfile;
    const info = this.info(user, header.numOfPosts, {
      public: header.imagePublic,
      viewer: viewerId,
    });
    // The card's online dot already follows `showOnlineStatus`; a user one blocked shows none.
    if (!access.canSeeOnline && !own) card.isActive = false;
    if (restricted) {
      card.additionDetails = { dateOfBirth: null, gender: null, bio: null };
      Object.assign(info, { bio: null, website: null, location: null });
    }
    const view: ProfileView = {
      profile: info,
      user: card,
      posts: restricted ? [] : posts.items,
      nextCursor: restricted ? null : posts.nextCursor,
      restricted,
      blockedByMe: access.relation.blockedByViewer,
    };
    if (saved) {
      view.savedPosts = saved.items;
      view.savedNextCursor = saved.nextCursor;
    }
    return view;
  }

  /** The user, the viewer's access to them, their card and post count, in one statement. */
  private async header(viewerId: string, userId: string) {
    const row = await this.profiles.header(viewerId, userId);
    const access = row && accessTo(toUserRelation(row, userId, viewerId));
    if (!access) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
    const user = toUser(row);
    return {
      access,
      user,
      card: toUserCard(viewerId, user, row),
      numOfPosts: row.num_of_posts,
      imagePublic: row.image_public,
    };
  }

  /**
   * What the viewer may see of `userId`'s profile; 404 with `message` when the user is hidden
   * from them (a malformed id finds nothing either).
   */
  async access(viewerId: string, userId: string, message: string): Promise<UserAccess> {
    try {
      return await this.visibility.assertCanSeeUser(viewerId, userId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw new AppError('NOT_FOUND', message);
      throw error;
    }
  }

  /** 404 with `message` unless the viewer may see the sections and posts of `userId`'s profile. */
  async assertCanSeeContent(viewerId: string, userId: string, message: string): Promise<string> {
    const access = await this.access(viewerId, userId, message);
    if (!access.canSeeProfile) throw new AppError('NOT_FOUND', message);
    return userId;
  }

  async updatePicture(meId: string, file: UploadedImage | undefined): Promise<string | null> {
    await this.users.getById(meId);
    const key = await this.storeAvatar(meId, file);
    await this.replaceImage(meId, key);
    return mediaUrl(key, await this.ownPicture(meId));
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
    return this.info(user, await this.posts.countByUser(meId), await this.ownPicture(meId));
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
    try {
      await this.users.updateProfileFields(meId, changes);
    } catch (error) {
      if (key) await this.deleteQuietly(key);
      throw error;
    }
    if (key) await this.replaceImage(meId, key);
    const card = await this.cards.card(meId, meId);
    if (!card) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    return card;
  }

  /** How one's own picture's URL is made: bare while everyone may see it, else signed. */
  private async ownPicture(meId: string): Promise<MediaReach> {
    const access = await this.visibility.assertCanSeeUser(meId, meId);
    return { public: access.profileIsPublic, viewer: meId };
  }

  private info(user: User, numOfPosts: number, picture: MediaReach): ProfileInfo {
    return {
      bio: user.bio,
      website: user.website,
      location: user.location,
      profilePic: mediaUrl(user.imageKey, picture),
      numOfFollowers: user.numOfFollowers,
      numOfFollowing: user.numOfFollowing,
      numOfPosts,
    };
  }

  /**
   * Decodes and re-encodes the picture (processAvatar), then stores it and its list variant
   * under a fresh random key; the uploaded bytes are never stored.
   */
  private async storeAvatar(meId: string, file: UploadedImage | undefined): Promise<string> {
    if (!file || file.size === 0)
      throw new AppError(
        'VALIDATION_FAILED',
        'Please select a valid image file (JPEG, PNG, or GIF)',
      );
    const { main, small } = await processAvatar(file.buffer);
    const key = buildObjectKey('avatars', meId, 'webp');
    try {
      await Promise.all([
        this.storage.put(key, main, 'image/webp'),
        this.storage.put(avatarListKey(key) as string, small, 'image/webp'),
      ]);
    } catch (error) {
      await this.deleteQuietly(key);
      throw error;
    }
    return key;
  }

  /**
   * Points the user at the new picture and records the one it replaced in the media outbox, in
   * one transaction (read in the same statement, so two racing uploads each delete exactly what
   * they replaced, and a failed bucket call is retried rather than leaving an orphan).
   */
  private async replaceImage(userId: string, key: string): Promise<void> {
    try {
      await this.db.transaction(async (m) => {
        const previous = await this.users.replaceImageKey(userId, key, m);
        if (previous !== key) await this.outbox.record(m, [previous, avatarListKey(previous)]);
      });
    } catch (error) {
      await this.deleteQuietly(key);
      throw error;
    }
    this.outbox.kick();
  }

  /** Deletes a picture and, for avatars that have one, its list variant. */
  private async deleteQuietly(key: string): Promise<void> {
    const keys = [...new Set([key, avatarListKey(key) as string])];
    for (const k of keys) {
      try {
        await this.storage.delete(k);
      } catch (error) {
        this.logger.warn(`Could not delete ${k}: ${String(error)}`);
      }
    }
  }
}
