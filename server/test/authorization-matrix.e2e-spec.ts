import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type Access, readMatrix, type MatrixRow } from './support/authorization-table';
import { createUser, type CreatedUser } from './support/factories';
import {
  envelopeProblem,
  fillPath,
  operationsOf,
  readOpenApi,
  type Operation,
} from './support/openapi';
import { createCommunity, createTextPost, quickUsers } from './support/posts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Generated from the OpenAPI document and `authorization-matrix.table` beside this file: every
 * operation must have a line there (this suite fails, naming it, when one is missing), and each
 * is tried as anonymous, as another user and as the owner of the object it acts on.
 */
const TABLE = join(__dirname, 'authorization-matrix.table');

interface Fixtures {
  post: string;
  comment: string;
  community: string;
  me: string;
  other: string;
  [key: string]: string;
}

describe('Authorization matrix (e2e)', () => {
  let t: TestApp;
  let owner: CreatedUser;
  let stranger: CreatedUser;
  let operations: Map<string, Operation>;
  const rows = readMatrix(TABLE);

  beforeAll(async () => {
    t = await startTestApp({ COMMENT_COOLDOWN_SECONDS: '0' });
    [owner, stranger] = await Promise.all([createUser(t.url), createUser(t.url)]);
    operations = new Map(operationsOf(await readOpenApi(t.url)).map((op) => [op.id, op]));
  });
  afterAll(() => t?.close());

  /**
   * A fresh owner, stranger and objects for each row, so a delete or a logout in one row
   * spoils no other.
   */
  async function fixtures(row: MatrixRow): Promise<Fixtures> {
    const [o, s] = await quickUsers(t, 2);
    owner = { ...owner, token: o.token, user: { ...owner.user, _id: o.id } };
    stranger = { ...stranger, token: s.token, user: { ...stranger.user, _id: s.id } };
    const post = await createTextPost(t, owner.token, 'Owner post');
    const comment = await request(t.url)
      .post('/api/v1/createComment')
      .set('Authorization', `Bearer ${owner.token}`)
      .send({ postId: post._id, comment: 'Owner comment' })
      .expect(201);
    const community = await createCommunity(t, owner.user._id, [owner.user._id]);
    return {
      post: post._id,
      comment: comment.body.data._id,
      community,
      me: owner.user._id,
      other: stranger.user._id,
      ...(await recruitingFixtures(row)),
    };
  }

  /** The recruiting objects a row names, made only for it (they give the owner a section). */
  async function recruitingFixtures(row: MatrixRow): Promise<Record<string, string>> {
    const names = JSON.stringify(row.request);
    const as = (token: string) => ({ Authorization: `Bearer ${token}` });
    const out: Record<string, string> = {};
    if (names.includes('$opening')) {
      await request(t.url)
        .post('/api/v1/addCoachProfile')
        .set(as(owner.token))
        .send({})
        .expect(201);
      const opening = await request(t.url)
        .post('/api/v1/recruiting/openings')
        .set(as(owner.token))
        .send({
          sport: 'football',
          positions: ['striker'],
          level: 'club',
          country: 'ES',
          description: 'Striker wanted',
        })
        .expect(201);
      out.opening = opening.body.data._id;
    }
    if (names.includes('$savedSearch')) {
      const saved = await request(t.url)
        .post('/api/v1/recruiting/saved-searches')
        .set(as(owner.token))
        .send({ filters: { sport: 'football' } })
        .expect(201);
      out.savedSearch = saved.body.data._id;
    }
    if (names.includes('$interest')) {
      const [coach] = await quickUsers(t, 1);
      await request(t.url)
        .post('/api/v1/addCoachProfile')
        .set(as(coach.token))
        .send({})
        .expect(201);
      await request(t.url)
        .post('/api/v1/addPlayerProfile')
        .set(as(owner.token))
        .send({})
        .expect(201);
      await request(t.url)
        .put('/api/v1/recruiting/profile')
        .set(as(owner.token))
        .send({
          sport: 'football',
          positions: ['striker'],
          heightCm: 180,
          dominantSide: 'right',
          level: 'club',
          country: 'ES',
          city: 'Madrid',
        })
        .expect(200);
      const interest = await request(t.url)
        .post('/api/v1/recruiting/interest')
        .set(as(coach.token))
        .send({ playerId: owner.user._id, message: 'Come and train with us' })
        .expect(201);
      out.interest = interest.body.data._id;
    }
    return out;
  }

  function fill(value: unknown, f: Fixtures): unknown {
    if (typeof value === 'string' && value.startsWith('$')) return f[value.slice(1)] ?? value;
    if (Array.isArray(value)) return value.map((v) => fill(v, f));
    return value;
  }

  function send(op: Operation, row: MatrixRow, f: Fixtures, token?: string): request.Test {
    const values = Object.fromEntries(Object.entries(row.request).map(([k, v]) => [k, fill(v, f)]));
    const path = fillPath(op.path, (name) => String(values[name] ?? ''));
    const rest = Object.fromEntries(
      Object.entries(values).filter(([k]) => !op.pathParams.includes(k)),
    );
    let req = request(t.url)[op.method](path);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    if (op.method === 'get' || op.method === 'delete')
      return req.query(rest as Record<string, string>);
    if (op.bodyKind === 'multipart') {
      for (const [k, v] of Object.entries(rest)) req = req.field(k, String(v));
      return req;
    }
    return req.send(rest);
  }

  const expectations: Record<Access, string> = {
    public: 'anonymous is not refused',
    user: 'anonymous gets 401',
    owner: 'anonymous 401, another user 403/404, the owner 2xx',
    member: 'anonymous 401, a non-member 403/404, a member 2xx',
    staff: 'anonymous 401, a non-staff user 403, staff neither 401 nor 403',
  };

  it('has a line for every operation of the OpenAPI document, and none for a missing one', () => {
    const listed = new Set(rows.map((r) => r.operation));
    const missing = [...operations.keys()].filter((id) => !listed.has(id));
    const stale = rows.filter((r) => !operations.has(r.operation)).map((r) => r.operation);
    // A new endpoint joins authorization-matrix.table (format at its top).
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it.each(rows.map((r) => [r.operation, r.access, r] as const))(
    '%s (%s)',
    async (_id, access, row) => {
      const op = operations.get(row.operation);
      if (!op) return; // reported by the completeness test above
      const f = await fixtures(row);
      const anonymous = await send(op, row, f);
      expect(anonymous.status).toBeLessThan(500);
      expect(envelopeProblem(anonymous.status, anonymous.body)).toBeNull();
      // The guard's answer to a missing token: 401 INVALID_TOKEN ('Authentication required').
      const refused = anonymous.status === 401 && anonymous.body.code === 'INVALID_TOKEN';
      if (access === 'public') {
        expect({ [expectations[access]]: refused }).toEqual({ [expectations[access]]: false });
        return;
      }
      expect({ anonymous: anonymous.status, code: anonymous.body.code }).toEqual({
        anonymous: 401,
        code: 'INVALID_TOKEN',
      });
      if (access === 'user') {
        const signedIn = await send(op, row, f, stranger.token);
        expect(signedIn.status).not.toBe(401);
        expect(signedIn.status).toBeLessThan(500);
        return;
      }
      if (access === 'staff') {
        const notStaff = await send(op, row, f, stranger.token);
        expect({ notStaff: notStaff.status }).toEqual({ notStaff: 403 });
        // The owner of the fixtures is made an admin (roles are the database's, never a body's).
        await t.app
          .get(DataSource)
          .query(`UPDATE users SET role = 'admin' WHERE id = $1`, [owner.user._id]);
        const staff = await send(op, row, f, owner.token);
        expect(staff.status).toBeLessThan(500);
        expect({ staff: [401, 403].includes(staff.status) ? staff.body : 'let in' }).toEqual({
          staff: 'let in',
        });
        return;
      }
      const other = await send(op, row, f, stranger.token);
      expect({ other: [403, 404].includes(other.status) ? 'refused' : other.status }).toEqual({
        other: 'refused',
      });
      const mine = await send(op, row, f, owner.token);
      expect({
        owner: mine.status < 300 ? '2xx' : `${mine.status} ${JSON.stringify(mine.body)}`,
      }).toEqual({
        owner: '2xx',
      });
    },
  );
});
