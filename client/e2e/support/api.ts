import zlib from 'node:zlib';
import { baseUrl, type TestUser } from './browser';

/** Test setup through the public API, to spend browser time only on what is being tested. */

export async function signUpByApi(user: TestUser): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/v1/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
}

export interface ApiSession {
  token: string;
  userId: string;
}

export async function logInByApi(user: TestUser): Promise<ApiSession> {
  const res = await fetch(`${baseUrl()}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: user.userName, password: user.password }),
  });
  const body = (await res.json()) as { token: string; user: { _id: string } };
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return { token: body.token, userId: body.user._id };
}

/** A signed-up user with a session, in one call. */
export async function newApiUser(user: TestUser): Promise<ApiSession> {
  await signUpByApi(user);
  return logInByApi(user);
}

export async function postJson(
  session: ApiSession,
  path: string,
  body: unknown,
  method: 'POST' | 'PUT' = 'POST',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl()}/api/v1/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real PNG of one colour, any size (no image library needed). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of an MP4 (`ftyp` isom) and filler: enough for the server's type check. */
export function fakeMp4(size = 32 * 1024): Buffer {
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  return Buffer.concat([ftyp, Buffer.alloc(size, 7)]);
}

export async function createPostByApi(
  session: ApiSession,
  title: string,
  media?: { field: 'image' | 'video'; bytes: Buffer; name: string; type: string },
): Promise<{ _id: string }> {
  const form = new FormData();
  form.append('title', title);
  if (media) {
    form.append(
      media.field,
      new Blob([new Uint8Array(media.bytes)], { type: media.type }),
      media.name,
    );
  }
  const res = await fetch(`${baseUrl()}/api/v1/createPost`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}` },
    body: form,
  });
  const body = (await res.json()) as { data: { _id: string } };
  if (res.status !== 201) throw new Error(`createPost failed: ${res.status}`);
  return body.data;
}

/** A community owned by `session`, with a real banner picture. */
export async function createCommunityByApi(
  session: ApiSession,
  name: string,
): Promise<{ _id: string }> {
  const body = new FormData();
  body.append('name', name);
  body.append('description', `All about ${name}`);
  body.append(
    'bannerImage',
    new Blob([new Uint8Array(solidPng(40, 20, [67, 160, 71]))], { type: 'image/png' }),
    'banner.png',
  );
  const res = await fetch(`${baseUrl()}/api/v1/community/create`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}` },
    body,
  });
  if (res.status !== 201) throw new Error(`community create failed: ${res.status}`);
  return ((await res.json()) as { data: { _id: string } }).data;
}
