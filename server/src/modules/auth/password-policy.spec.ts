import { validate } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { SignupDto } from './dto/signup.dto';
import { isCommonPassword, passwordProblem } from './password-policy';

const valid = {
  userName: 'leo_10',
  fullName: 'Leo Messi',
  email: 'leo@example.com',
  password: 'goal-keeper-9',
};

async function firstError(overrides: Partial<typeof valid>): Promise<string | undefined> {
  const errors = await validate(plainToInstance(SignupDto, { ...valid, ...overrides }), {
    stopAtFirstError: true,
  });
  return errors.flatMap((e) => Object.values(e.constraints ?? {}))[0];
}

describe('signup password rules', () => {
  it('knows the common passwords of the maintained list, in any case', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('FOOTBALL')).toBe(true);
    expect(isCommonPassword('goal-keeper-9')).toBe(false);
  });

  it('refuses the user name as password, whatever its case or padding', () => {
    expect(passwordProblem('Leo_10 ', ' leo_10')).toBe(
      'Password must not be the same as the user name',
    );
  });

  it('answers each rule with its own message', async () => {
    expect(await firstError({})).toBeUndefined();
    expect(await firstError({ password: 'short7!' })).toBe('Password must be 8 to 128 characters');
    expect(await firstError({ userName: 'striker99', password: 'STRIKER99' })).toBe(
      'Password must not be the same as the user name',
    );
    expect(await firstError({ password: 'password123' })).toBe(
      'This password is too common. Please choose another one.',
    );
  });

  it('refuses display names with controls, bidi overrides or nothing visible', async () => {
    expect(await firstError({ fullName: 'Leo\u202eisseM' })).toBe(
      'Name contains characters that are not allowed',
    );
    expect(await firstError({ fullName: 'Leo\u0007Messi' })).toBe(
      'Name contains characters that are not allowed',
    );
    expect(await firstError({ fullName: '\u200b\u200b\u200b' })).toBe(
      'Name must contain visible characters',
    );
    // A zero-width space splits a name so that it reads as another yet is not found by it.
    expect(await firstError({ fullName: 'Mes\u200bsi' })).toBe(
      'Name contains characters that are not allowed',
    );
    expect(await firstError({ fullName: 'محمد صلاح' })).toBeUndefined();
    expect(await firstError({ fullName: 'مهدی\u200cزاده' })).toBeUndefined();
    expect(await firstError({ fullName: 'Fans 👨\u200d👩\u200d👧' })).toBeUndefined();
    expect(await firstError({ fullName: 'Zoë 🏀' })).toBeUndefined();
  });
});
