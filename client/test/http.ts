/** A JSON Response as the server would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces global fetch for one test; returns the mock to inspect calls. */
export function mockFetch(...responses: Response[]): jest.Mock {
  const mock = jest.fn();
  responses.forEach((response) => mock.mockResolvedValueOnce(response));
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** A syntactically valid JWT with the given payload (signature is not checked client-side). */
export function makeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Replaces global fetch with a tiny router keyed by "METHOD /path" (path after /api/v1).
 * Unknown calls answer 404 in the server's envelope.
 */
export function routeFetch(handlers: Record<string, Handler>): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    const key = `${request.method} ${pathname.replace(/^\/api\/v1/, '')}`;
    const handler = handlers[key];
    return handler
      ? handler(request)
      : jsonResponse({ success: false, message: `No route ${key}` }, 404);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function requestsTo(mock: jest.Mock, pathSuffix: string): Request[] {
  return mock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => new URL(request.url).pathname.endsWith(pathSuffix));
}
