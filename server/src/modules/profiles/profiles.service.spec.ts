import { AppError } from '../../core/http/app-error';
import { isPastDate, ProfilesService } from './profiles.service';
import type { PostsService } from '../posts/posts.service';
import type { DataSource } from 'typeorm';
import type { MediaOutbox } from '../../core/storage/media-outbox.service';
import type { StorageService } from '../../core/storage/storage.service';
import type { UserCardsService } from '../people/user-cards.service';
import type { UsersService } from '../users/users.service';
import type { VisibilityService } from '../visibility';
import type { ProfilesRepository } from './profiles.repository';

describe(isPastDate.name, () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('accepts real past days only', () => {
    expect(isPastDate('2001-02-03', now)).toBe(true);
    expect(isPastDate('2001-02-30', now)).toBe(false);
    expect(isPastDate('2030-01-01', now)).toBe(false);
    expect(isPastDate('1850-01-01', now)).toBe(false);
    expect(isPastDate('01/02/2001', now)).toBe(false);
  });
});

describe(ProfilesService.name, () => {
  function make() {
    const users = {
      updateProfileFields: jest.fn(),
      getById: jest.fn(),
      replaceImageKey: jest.fn(),
    };
    const storage = { put: jest.fn(), delete: jest.fn() };
    const service = new ProfilesService(
      users as unknown as UsersService,
      {} as UserCardsService,
      { countByUser: jest.fn().mockResolvedValue(0) } as unknown as PostsService,
      storage as unknown as StorageService,
      {
        assertCanSeeUser: jest.fn().mockResolvedValue({ profileIsPublic: true }),
      } as unknown as VisibilityService,
      { record: jest.fn(), kick: jest.fn() } as unknown as MediaOutbox,
      {
        transaction: jest.fn((work: (m: unknown) => Promise<unknown>) => work({})),
      } as unknown as DataSource,
      {} as ProfilesRepository,
    );
    return { service, users, storage };
  }

  it('refuses an empty update without touching the database', async () => {
    const { service, users } = make();
    await expect(service.updateProfile('me', {})).rejects.toThrow('Nothing to update');
    expect(users.updateProfileFields).not.toHaveBeenCalled();
  });

  it('turns blank bio, website and location into null (cleared)', async () => {
    const { service, users } = make();
    users.updateProfileFields.mockResolvedValue({
      bio: null,
      website: null,
      location: null,
      imageKey: null,
      numOfFollowers: 0,
      numOfFollowing: 0,
    });
    await service.updateProfile('me', { bio: ' ', website: '', location: '' });
    expect(users.updateProfileFields).toHaveBeenCalledWith('me', {
      bio: null,
      website: null,
      location: null,
    });
  });

  it('refuses a picture whose bytes are not JPEG, PNG or GIF, storing nothing', async () => {
    const { service, users, storage } = make();
    users.getById.mockResolvedValue({ id: 'me' });
    const fake = Buffer.from('<html>not an image</html>');
    const error = await service
      .updatePicture('me', { buffer: fake, size: fake.length })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(415);
    expect(storage.put).not.toHaveBeenCalled();
  });

  it('deletes the new object when the database refuses it', async () => {
    const { service, users, storage } = make();
    users.getById.mockResolvedValue({ id: 'me' });
    users.replaceImageKey.mockRejectedValue(new Error('db down'));
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    await expect(service.updatePicture('me', { buffer: gif, size: gif.length })).rejects.toThrow(
      'db down',
    );
    const [[key]] = storage.put.mock.calls as [[string]];
    expect(key).toMatch(/^avatars\/me\//);
    expect(storage.delete).toHaveBeenCalledWith(key);
  });
});
