import { randomBytes } from 'node:crypto';
import request from 'supertest';

const FILE_TAG = randomBytes(4).toString('hex');
let sequence = 0;

export interface SignupInput {
  userName: string;
  fullName: string;
  email: string;
  password: string;
}

export function newUserInput(overrides: Partial<SignupInput> = {}): SignupInput {
  sequence += 1;
  // Each test file loads this module afresh (sequence starts over) on one database: the file's
  // own random part tells them apart, and the separator keeps '1'+'234' from reading as '12'+'34'
  // (a signup answered 409 for a name another test had taken).
  const tag = `${FILE_TAG}_${sequence}`;
  return {
    userName: `player_${tag}`,
    fullName: `Player ${tag}`,
    email: `player_${tag}@example.com`,
    password: 'goal-keeper-9',
    ...overrides,
  };
}

export interface CreatedUser {
  input: SignupInput;
  token: string;
  user: { _id: string; userName: string; fullName: string; email: string };
}

/** Signs a user up and logs them in through the public API. */
export async function createUser(
  url: string,
  overrides: Partial<SignupInput> = {},
): Promise<CreatedUser> {
  const input = newUserInput(overrides);
  await request(url).post('/api/v1/signup').send(input).expect(201);
  const login = await request(url)
    .post('/api/v1/login')
    .send({ userName: input.userName, password: input.password })
    .expect(200);
  return { input, token: login.body.token, user: login.body.user };
}
