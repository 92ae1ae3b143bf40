import { Agent, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express, Request, Response } from 'express';
import { ExpressHttpServerAdapter } from './express-http-server';

/** One keep-alive GET: status and parsed body. */
function get(port: number, path: string, agent: Agent): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    request({ port, path, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    })
      .on('error', reject)
      .end();
  });
}

describe(ExpressHttpServerAdapter.name, () => {
  let adapter: ExpressHttpServerAdapter;
  let port: number;
  const seen: IncomingMessage[] = [];

  beforeEach(async () => {
    adapter = new ExpressHttpServerAdapter();
    adapter.initHttpServer({ forceCloseConnections: true });
    const app = adapter.getInstance<Express>();
    // Ahead of Express: what the server hands over before Express's own handling begins.
    adapter.getHttpServer().prependListener('request', (req: IncomingMessage) => seen.push(req));
    app.get('/echo', (req: Request, res: Response) => {
      res.status(201).json({ q: req.query.q, path: req.path, ip: typeof req.ip });
    });
    await new Promise<void>((r) => (adapter.getHttpServer() as Server).listen(0, '127.0.0.1', r));
    port = ((adapter.getHttpServer() as Server).address() as AddressInfo).port;
  });

  afterEach(async () => {
    seen.length = 0;
    if ((adapter.getHttpServer() as Server).listening) await adapter.close();
  });

  it('hands Express requests and responses already built on its own prototypes', async () => {
    const agent = new Agent({ keepAlive: true });
    await get(port, '/echo', agent);
    const app = adapter.getInstance<Express>();
    expect(Object.getPrototypeOf(seen[0])).toBe(app.request);
    expect(Object.getPrototypeOf((seen[0] as Request).res)).toBe(app.response);
    agent.destroy();
  });

  it("answers with Express's request and response methods", async () => {
    const agent = new Agent({ keepAlive: true });
    await expect(get(port, '/echo?q=goal', agent)).resolves.toEqual({
      status: 201,
      body: { q: 'goal', path: '/echo', ip: 'string' },
    });
    agent.destroy();
  });

  it("writes a handler's object answer as JSON, with its status, as Express's res.json would", async () => {
    const app = adapter.getInstance<Express>();
    app.all('/reply', (_req: Request, res: Response) => adapter.reply(res, { goal: 'é' }, 201));
    app.get('/typed', (_req: Request, res: Response) => {
      res.type('text/plain');
      adapter.reply(res, 'as text', 200);
    });
    const answer = await fetch(`http://127.0.0.1:${port}/reply`);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength('{"goal":"é"}')));
    await expect(answer.json()).resolves.toEqual({ goal: 'é' });
    const head = await fetch(`http://127.0.0.1:${port}/reply`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), await head.text()]).toEqual([
      201,
      'application/json; charset=utf-8',
      '',
    ]);
    const typed = await fetch(`http://127.0.0.1:${port}/typed`);
    expect([typed.headers.get('content-type'), await typed.text()]).toEqual([
      'text/plain; charset=utf-8',
      'as text',
    ]);
  });

  it('closes with a request still unanswered (forceCloseConnections)', async () => {
    adapter.getInstance<Express>().get('/never', () => undefined);
    const hungUp = new Promise((resolve) =>
      request({ port, path: '/never' }).on('error', resolve).end(),
    );
    while (seen.length === 0) await new Promise((r) => setTimeout(r, 10));
    const closed = Promise.resolve(adapter.close()).then(() => 'closed');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((r) => (timer = setTimeout(() => r('still open'), 2000)));
    await expect(Promise.race([closed, timeout])).resolves.toBe('closed');
    clearTimeout(timer);
    await hungUp;
  });
});
