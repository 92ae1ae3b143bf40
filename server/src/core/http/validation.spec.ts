import { IsInt, IsOptional, Min } from 'class-validator';
import { Type } from 'class-transformer';
import { AppError } from './app-error';
import { createValidationPipe } from './validation';

class LimitQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  limit?: number;
}

describe('the validation pipe on query strings', () => {
  const pipe = createValidationPipe();
  const meta = { type: 'query' as const, metatype: LimitQuery };

  it('answers a repeated query with an instance of its own, equal to the first', async () => {
    const first = (await pipe.transform({ limit: '20' }, meta)) as LimitQuery;
    const second = (await pipe.transform({ limit: '20' }, meta)) as LimitQuery;
    expect(second).toBeInstanceOf(LimitQuery);
    expect(second).toEqual({ limit: 20 });
    second.limit = 3;
    expect(first.limit).toBe(20);
    expect(((await pipe.transform({ limit: '20' }, meta)) as LimitQuery).limit).toBe(20);
  });

  it('refuses a repeated bad query with the same message every time', async () => {
    for (let i = 0; i < 2; i++) {
      await expect(pipe.transform({ limit: '0' }, meta)).rejects.toMatchObject({
        message: 'limit must be at least 1',
      });
      await expect(pipe.transform({ limit: 'x' }, meta)).rejects.toBeInstanceOf(AppError);
    }
  });
});
