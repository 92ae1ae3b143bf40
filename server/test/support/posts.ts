import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { JwtService } from '@nestjs/jwt';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { TestApp } from './test-app';

/** A PNG of the given size, made on the fly. */
export function png(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1e88e5' } })
    .png()
    .toBuffer();
}

/** The first bytes of an MP4 (an `ftyp` box, brand isom) followed by `size` bytes of filler. */
export function mp4(size = 64 * 1024): Buffer {
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  return Buffer.concat([ftyp, Buffer.alloc(size, 7)]);
}

export function bucketClient(): S3Client {
  return new S3Client({
    endpoint: process.env.S3_ENDPOINT,
    region: process.env.S3_REGION ?? 'us-east-1',
    forcePathStyle: true,
    credentials: {
      accessKeyId: process.env.S3_ACCESS_KEY as string,
      secretAccessKey: process.env.S3_SECRET_KEY as string,
    },
  });
}

/** Every object key under `prefix` (e.g. `communities/<userId>/`), sorted. */
export async function objectsUnder(prefix: string): Promise<string[]> {
  const client = bucketClient();
  try {
    const res = await client.send(
      new ListObjectsV2Command({ Bucket: process.env.S3_BUCKET, Prefix: prefix }),
    );
    return (res.Contents ?? []).map((o) => o.Key as string).sort();
  } finally {
    client.destroy();
  }
}

/** Every object key under `posts/<userId>/`. */
export function objectsOf(userId: string): Promise<string[]> {
  return objectsUnder(`posts/${userId}/`);
}

export interface QuickUser {
  id: string;
  token: string;
  userName: string;
}

let seq = 0;

/**
 * Users straight into the database with a signed session token: for tests that need dozens of
 * users (signup and login hash with argon2 by design, far too slow for 50).
 */
export async function quickUsers(t: TestApp, count: number): Promise<QuickUser[]> {
  const db = t.app.get(DataSource);
  const jwt = t.app.get(JwtService, { strict: false });
  const tag = `${process.pid}_${Date.now() % 1e6}_${++seq}`;
  const rows: { id: string; user_name: string }[] = await db.query(
    `INSERT INTO users (user_name, full_name, email, password_hash)
     SELECT 'q' || $1 || '_' || i, 'Quick ' || i, 'q' || $1 || '_' || i || '@example.com', 'x'
     FROM generate_series(1, $2) AS i RETURNING id, user_name`,
    [tag, count],
  );
  const sessions: { id: string; user_id: string }[] = await db.query(
    `INSERT INTO sessions (id, user_id, expires_at)
     SELECT gen_random_uuid(), id, now() + interval '1 day' FROM unnest($1::uuid[]) AS id
     RETURNING id, user_id`,
    [rows.map((r) => r.id)],
  );
  const bySession = new Map(sessions.map((s) => [s.user_id, s.id]));
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      userName: r.user_name,
      token: await jwt.signAsync({ sub: r.id, jti: bySession.get(r.id) }),
    })),
  );
}

/** A post in a community: SPEC §5 wants a caption and an image there. */
export async function createCommunityPost(
  t: TestApp,
  token: string,
  communityId: string,
  title = 'Training photo',
): Promise<{ _id: string; [key: string]: unknown }> {
  const res = await request(t.url)
    .post('/api/v1/createPost')
    .set('Authorization', `Bearer ${token}`)
    .field('title', title)
    .field('communityId', communityId)
    .attach('image', await png(), 'photo.png')
    .expect(201);
  return res.body.data;
}

export async function createTextPost(
  t: TestApp,
  token: string,
  title = 'Match day!',
  extra: Record<string, string> = {},
): Promise<{ _id: string; [key: string]: unknown }> {
  const res = await request(t.url)
    .post('/api/v1/createPost')
    .set('Authorization', `Bearer ${token}`)
    .send({ title, ...extra })
    .expect(201);
  return res.body.data;
}

let communitySeq = 0;

/**
 * A community straight into the database (no banner), with these members; the trigger counts
 * them. Use POST /community/create to test creation itself.
 */
export async function createCommunity(
  t: TestApp,
  ownerId: string,
  memberIds: string[],
): Promise<string> {
  const db = t.app.get(DataSource);
  const name = `Ultras ${process.pid} ${++communitySeq} ${Math.floor(Math.random() * 1e6)}`;
  const [row]: { id: string }[] = await db.query(
    `INSERT INTO communities (name, description, owner_id) VALUES ($1, 'Home end', $2)
     RETURNING id`,
    [name, ownerId],
  );
  await db.query(
    `INSERT INTO community_members (community_id, user_id) SELECT $1, unnest($2::uuid[])`,
    [row.id, memberIds],
  );
  return row.id;
}

/** The object key behind a media URL (bare, or signed with `?e=…&s=…`). */
export function mediaKey(url: string): string {
  return new URL(url, 'http://x').pathname.replace(/^\/media\//, '');
}
