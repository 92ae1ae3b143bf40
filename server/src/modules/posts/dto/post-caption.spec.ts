import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CreatePostDto } from './create-post.dto';
import { EditPostDto } from './edit-post.dto';

async function firstError(cls: new () => object, body: object): Promise<string | undefined> {
  const errors = await validate(plainToInstance(cls, body), {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
  });
  return errors.length ? Object.values(errors[0].constraints ?? {})[0] : undefined;
}

describe('post caption rules', () => {
  it.each([
    [{}, 'Please enter some text for your post.'],
    [{ title: '' }, 'Please enter some text for your post.'],
    [{ title: '   \n ' }, 'Please enter some text for your post.'],
    [{ title: 42 }, 'Please enter some text for your post.'],
    [{ title: 'x'.repeat(601) }, 'Description must be 600 characters or less.'],
    [{ title: 'ok', communityId: 'nope' }, 'Community not found'],
  ])('refuses %j', async (body, message) => {
    expect(await firstError(CreatePostDto, body)).toBe(message);
  });

  it('accepts 600 characters, trims, and treats an empty communityId as none', async () => {
    expect(await firstError(CreatePostDto, { title: 'x'.repeat(600) })).toBeUndefined();
    expect(await firstError(CreatePostDto, { title: ` ${'x'.repeat(600)} ` })).toBeUndefined();
    const dto = plainToInstance(CreatePostDto, { title: '  Derby  ', communityId: '' });
    expect(dto).toEqual({ title: 'Derby', communityId: undefined });
  });

  it('applies the same rules to edits', async () => {
    const postId = '6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';
    expect(await firstError(EditPostDto, { postId, title: ' ' })).toBe(
      'Please enter some text for your post.',
    );
    expect(await firstError(EditPostDto, { postId: 'x', title: 'ok' })).toBe(
      'postId must be a valid post id',
    );
  });
});
