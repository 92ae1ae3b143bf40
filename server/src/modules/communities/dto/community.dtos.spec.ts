import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CommunityIdDto } from './community-id.dto';
import {
  CreateCommunityDto,
  DESCRIPTION_TOO_LONG,
  FILL_ALL_FIELDS,
  NAME_LENGTH_MESSAGE,
} from './create-community.dto';
import { ListCommunitiesDto } from './list-communities.dto';

async function firstError<T extends object>(
  type: new () => T,
  body: object,
): Promise<string | undefined> {
  const errors = await validate(plainToInstance(type, body), {
    stopAtFirstError: true,
    whitelist: true,
    forbidNonWhitelisted: true,
  });
  return errors.length ? Object.values(errors[0].constraints ?? {})[0] : undefined;
}

describe('community create rules', () => {
  it.each([
    [{}, FILL_ALL_FIELDS],
    [{ name: 'U18 Eagles' }, FILL_ALL_FIELDS],
    [{ name: '   ', description: 'Squad' }, FILL_ALL_FIELDS],
    [{ name: 'U18 Eagles', description: '  ' }, FILL_ALL_FIELDS],
    [{ name: 'ab', description: 'Squad' }, NAME_LENGTH_MESSAGE],
    [{ name: 'x'.repeat(61), description: 'Squad' }, NAME_LENGTH_MESSAGE],
    [{ name: 'U18 Eagles', description: 'x'.repeat(1001) }, DESCRIPTION_TOO_LONG],
  ])('refuses %j', async (body, message) => {
    expect(await firstError(CreateCommunityDto, body)).toBe(message);
  });

  it('trims, and takes 3 and 60 characters, 1000 of description and an empty banner part', async () => {
    for (const name of ['abc', 'x'.repeat(60)]) {
      expect(
        await firstError(CreateCommunityDto, {
          name,
          description: 'x'.repeat(1000),
          bannerImage: '',
        }),
      ).toBeUndefined();
    }
    const dto = plainToInstance(CreateCommunityDto, { name: '  U18 Eagles ', description: ' a ' });
    expect([dto.name, dto.description]).toEqual(['U18 Eagles', 'a']);
  });
});

describe('community id and list query rules', () => {
  it('wants a uuid', async () => {
    expect(await firstError(CommunityIdDto, {})).toBe('Invalid community id');
    expect(await firstError(CommunityIdDto, { communityId: '42' })).toBe('Invalid community id');
  });

  it('reads member=true/false, sort and q', async () => {
    const query = plainToInstance(ListCommunitiesDto, {
      member: 'false',
      sort: 'members',
      q: '  eag ',
      limit: '5',
    });
    expect(query).toMatchObject({ member: false, sort: 'members', q: 'eag', limit: 5 });
    expect(await firstError(ListCommunitiesDto, { member: 'yes' })).toBe(
      'member must be true or false',
    );
    expect(await firstError(ListCommunitiesDto, { sort: 'size' })).toBe(
      'sort must be newest or members',
    );
    expect(await firstError(ListCommunitiesDto, { q: 'x'.repeat(61) })).toBe(
      'q must be at most 60 characters',
    );
    expect(plainToInstance(ListCommunitiesDto, { q: '   ' }).q).toBeUndefined();
  });
});
