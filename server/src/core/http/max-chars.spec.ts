import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { charCount, MaxChars } from './max-chars';

class Caption {
  @MaxChars(6, { message: 'Too long' })
  text!: unknown;

  @MaxChars(3, { each: true, message: 'A tag is too long' })
  tags: string[] = [];
}

const problems = (body: object) =>
  validateSync(plainToInstance(Caption, body)).flatMap((e) => Object.values(e.constraints ?? {}));

describe('MaxChars', () => {
  it('counts code points, as the database does: an emoji with its variation selector is two', () => {
    expect(charCount('🏀🏀🏀')).toBe(3);
    expect(charCount('❤️')).toBe(2);
    expect(problems({ text: '🏀'.repeat(6) })).toEqual([]);
    expect(problems({ text: '❤️'.repeat(4) })).toEqual(['Too long']);
    expect(problems({ text: 'abcdefg' })).toEqual(['Too long']);
  });

  it('checks each item of a list, and leaves other types to their own rules', () => {
    expect(problems({ text: 42, tags: ['abc', '⚽⚽⚽'] })).toEqual([]);
    expect(problems({ text: 'ok', tags: ['abcd'] })).toEqual(['A tag is too long']);
  });
});
