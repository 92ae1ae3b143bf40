import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CreateCommentDto } from './comment.dto';

const postId = '6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';

async function firstError(body: object): Promise<string | undefined> {
  const errors = await validate(plainToInstance(CreateCommentDto, body), {
    stopAtFirstError: true,
  });
  return errors.length ? Object.values(errors[0].constraints ?? {})[0] : undefined;
}

describe('comment rules', () => {
  it.each([
    [{ postId }, 'Comment cannot be empty.'],
    [{ postId, comment: '   ' }, 'Comment cannot be empty.'],
    [{ postId, comment: 'x'.repeat(201) }, 'Comment must be 200 characters or less.'],
    [{ postId, comment: 'ok', parentCommentId: 'x' }, 'Comment not found'],
  ])('refuses %j', async (body, message) => {
    expect(await firstError(body)).toBe(message);
  });

  it('trims and accepts 200 characters and a null parent', async () => {
    expect(
      await firstError({ postId, comment: 'x'.repeat(200), parentCommentId: null }),
    ).toBeUndefined();
    expect(plainToInstance(CreateCommentDto, { postId, comment: ' hi ' }).comment).toBe('hi');
  });
});
