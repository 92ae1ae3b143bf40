import request from 'supertest';
import { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import {
  BAD_IDS,
  BAD_QUERY_VALUES,
  plausible,
  plausibleBody,
  PROPERTY_MUTATIONS,
  RAW_BODY_PROBES,
  NUL,
  LONE_SURROGATE,
} from './support/fuzz-corpus';
import { createUser, type CreatedUser } from './support/factories';
import {
  envelopeProblem,
  fillPath,
  type Operation,
  operationsOf,
  readOpenApi,
} from './support/openapi';
import { createCommunity, createTextPost, png } from './support/posts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Generated from the OpenAPI document: every operation (those added later too, with no change
 * here) gets the corpus of bad inputs, as anonymous and as a signed-in user. It fails on any 5xx
 * and on any error answer outside the envelope `{ success: false, message, code, errors? }`.
 */

interface Probe {
  label: string;
  build: (auth: string | undefined) => request.Test;
}

interface Finding {
  probe: string;
  status: number;
  problem: string;
}

const CONCURRENCY = 6;

describe('Fuzz (e2e): every operation of the OpenAPI document, bad inputs', () => {
  // About 10 s on an idle 2-core machine; several times that when other builds share it.
  jest.setTimeout(240_000);
  let t: TestApp;
  let user: CreatedUser;
  let other: CreatedUser;
  // The moderation area answers 403 to everyone else before it reads the input: its routes are
  // probed as staff too.
  let staff: CreatedUser;
  let ids: Record<string, string>;
  let operations: Operation[];
  const stats = { operations: 0, requests: 0, fiveXx: 0 };

  beforeAll(async () => {
    // Limits off: this suite asks for thousands of writes on purpose.
    t = await startTestApp({ WRITE_LIMITS_ENABLED: 'false', COMMENT_COOLDOWN_SECONDS: '0' });
    [user, other, staff] = await Promise.all([
      createUser(t.url),
      createUser(t.url),
      createUser(t.url),
    ]);
    await t.app
      .get(DataSource)
      .query(`UPDATE users SET role = 'admin' WHERE id = $1`, [staff.user._id]);
    const post = await createTextPost(t, user.token, 'Fuzz target');
    const comment = await request(t.url)
      .post('/api/v1/createComment')
      .set('Authorization', `Bearer ${user.token}`)
      .send({ postId: post._id, comment: 'First!' });
    const communityId = await createCommunity(t, user.user._id, [user.user._id]);
    // Real ids by the names the API uses, so a mutation of one field reaches the handler.
    ids = {
      any: randomUUID(),
      userId: other.user._id,
      followingId: other.user._id,
      receiverId: other.user._id,
      targetId: other.user._id,
      postId: post._id,
      commentId: comment.body?.data?._id ?? randomUUID(),
      parentCommentId: comment.body?.data?._id ?? randomUUID(),
      communityId,
      id: communityId,
    };
    operations = operationsOf(await readOpenApi(t.url));
  });

  afterAll(async () => {
    console.log(
      `fuzz: ${stats.operations} operations, ${stats.requests} requests, ${stats.fiveXx} answers 5xx`,
    );
    await t?.close();
  });

  function send(op: Operation, path: string, auth: string | undefined): request.Test {
    const req = request(t.url)[op.method](path);
    return auth ? req.set('Authorization', `Bearer ${auth}`) : req;
  }

  function withBody(req: request.Test, op: Operation, body: Record<string, unknown>): request.Test {
    if (op.bodyKind === 'none') return req;
    if (op.bodyKind === 'json') return req.send(body);
    for (const [name, value] of Object.entries(body)) {
      if (value === undefined) continue;
      req.field(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return req;
  }

  /** The probes for one operation: path ids, query values, body fields, whole bodies. */
  function probesFor(op: Operation): Probe[] {
    const probes: Probe[] = [];
    const goodPath = fillPath(op.path, (name) => ids[name] ?? ids.any);
    const base = plausibleBody(op, ids);
    const goodQuery = Object.fromEntries(
      op.queryParams.map((q) => [q.name, String(plausible(q.name, q.schema, ids))]),
    );

    probes.push({
      label: 'plausible input',
      build: (a) => withBody(send(op, goodPath, a).query(goodQuery), op, base),
    });
    probes.push({ label: 'nothing at all', build: (a) => send(op, goodPath, a) });

    for (const name of op.pathParams) {
      for (const bad of BAD_IDS) {
        const path = fillPath(op.path, (n) => (n === name ? bad : (ids[n] ?? ids.any)));
        probes.push({
          label: `path ${name}=${JSON.stringify(bad.slice(0, 20))}`,
          build: (a) => withBody(send(op, path, a), op, base),
        });
      }
    }

    for (const { name } of op.queryParams) {
      for (const bad of BAD_QUERY_VALUES) {
        probes.push({
          label: `query ${name}=${JSON.stringify(bad.slice(0, 20))}`,
          build: (a) =>
            withBody(send(op, goodPath, a).query({ ...goodQuery, [name]: bad }), op, base),
        });
      }
      probes.push({
        label: `query ${name} twice`,
        build: (a) => send(op, `${goodPath}?${name}=1&${name}=2`, a),
      });
    }

    if (op.bodyKind !== 'none') {
      const properties = Object.entries(op.bodySchema.properties ?? {});
      // Every property gets null, NUL and a lone surrogate (what PostgreSQL or a NOT NULL column
      // refuses), then three more mutations in rotation, so every mutation is used somewhere.
      properties.forEach(([name, schema], index) => {
        const rotating = PROPERTY_MUTATIONS.slice(4);
        const chosen = [
          ...PROPERTY_MUTATIONS.slice(0, 4),
          ...[0, 1, 2].map((k) => rotating[(index * 3 + k) % rotating.length]),
        ];
        for (const mutation of chosen) {
          probes.push({
            label: `body ${name}: ${mutation.label}`,
            build: (a) =>
              withBody(send(op, goodPath, a), op, { ...base, [name]: mutation.value(schema) }),
          });
        }
      });
      probes.push({
        label: 'body with an unknown property holding NUL',
        build: (a) => withBody(send(op, goodPath, a), op, { ...base, ['x\u0000']: LONE_SURROGATE }),
      });
      for (const raw of RAW_BODY_PROBES) {
        probes.push({
          label: raw.label,
          build: (a) => send(op, goodPath, a).set(raw.headers).send(raw.body),
        });
      }
      if (op.bodyKind === 'multipart') {
        probes.push({
          label: 'multipart with a real image and NUL fields',
          build: (a) => {
            const req = send(op, goodPath, a);
            for (const name of Object.keys(base)) req.field(name, NUL);
            return req.attach('file', PNG, 'a.png');
          },
        });
      }
    }
    return probes;
  }

  let PNG: Buffer;

  async function check(
    op: Operation,
    probe: Probe,
    auth: string | undefined,
  ): Promise<Finding | null> {
    stats.requests += 1;
    let res: request.Response;
    try {
      res = await probe.build(auth).ok(() => true);
    } catch (error) {
      return { probe: probe.label, status: 0, problem: `no answer: ${String(error)}` };
    }
    if (res.status >= 500) {
      stats.fiveXx += 1;
      return { probe: probe.label, status: res.status, problem: JSON.stringify(res.body) };
    }
    const problem = envelopeProblem(res.status, res.body);
    return problem ? { probe: probe.label, status: res.status, problem } : null;
  }

  /** Runs the probes a few at a time; a session the probes ended (logout) is replaced. */
  async function run(op: Operation, who: 'anonymous' | 'user' | 'staff'): Promise<string[]> {
    const probes = probesFor(op);
    const findings: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < probes.length) {
        const probe = probes[next++];
        const token = { anonymous: undefined, user: user.token, staff: staff.token }[who];
        const finding = await check(op, probe, token);
        if (finding)
          findings.push(
            `${op.id} as ${who} [${finding.probe}] ${finding.status}: ${finding.problem}`,
          );
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (who === 'user') await keepSession();
    return findings;
  }

  async function keepSession(): Promise<void> {
    const res = await request(t.url)
      .get('/api/v1/findCurrentUser')
      .set('Authorization', `Bearer ${user.token}`);
    if (res.status !== 401) return;
    const login = await request(t.url)
      .post('/api/v1/login')
      .send({ userName: user.input.userName, password: user.input.password });
    if (login.status === 200) user = { ...user, token: login.body.token };
  }

  it('answers every bad input with a 4xx in the envelope, never a 5xx', async () => {
    PNG = await png(8, 8);
    expect(operations.length).toBeGreaterThan(40);
    const findings: string[] = [];
    for (const op of operations) {
      stats.operations += 1;
      findings.push(...(await run(op, 'anonymous')));
      findings.push(...(await run(op, 'user')));
      if (op.path.startsWith('/api/v1/admin/')) findings.push(...(await run(op, 'staff')));
    }
    expect(findings).toEqual([]);
    expect(stats.fiveXx).toBe(0);
  });
});
