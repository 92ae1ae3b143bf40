import { jsonResponse, mockFetch } from '../../../test/http';
import { makeTestStore } from '../../../test/render';
import { sessionExpired } from '../model';
import { baseApi } from './baseApi';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, void>({ query: () => ({ url: '/probe', method: 'POST' }) }),
    read: build.query<unknown, void>({ query: () => '/read' }),
  }),
});

function unavailable(): Response {
  return new Response(
    JSON.stringify({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again.',
    }),
    { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '1' } },
  );
}

const TOKEN = 'aaa.bbb.ccc';
const USER = JSON.stringify({ _id: 'u1', userName: 'ana', fullName: 'Ana' });

async function callProbe() {
  const { store, actions } = makeTestStore();
  const result = await store.dispatch(probeApi.endpoints.probe.initiate());
  return { result, actions, store };
}

beforeEach(() => {
  localStorage.setItem('token', TOKEN);
  localStorage.setItem('user', USER);
});

describe('baseQueryWithSession', () => {
  it('sends the stored token as a bearer header under /api/v1', async () => {
    const fetchMock = mockFetch(jsonResponse({ success: true }));
    await callProbe();
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.url).toMatch(/\/api\/v1\/probe$/);
    expect(request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it.each(['TOKEN_EXPIRED', 'INVALID_TOKEN'])(
    'a 401 with code %s clears token and user and announces the expiry',
    async (code) => {
      mockFetch(jsonResponse({ success: false, message: 'Token expired', code }, 401));
      const { actions, store } = await callProbe();
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
      expect(actions.some((a) => sessionExpired.match(a))).toBe(true);
      expect(store.getState().session.token).toBeNull();
    },
  );

  it('a 401 without a session code (wrong credentials) leaves the session alone', async () => {
    mockFetch(jsonResponse({ success: false, message: 'Invalid user name or password' }, 401));
    const { result, actions } = await callProbe();
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(localStorage.getItem('user')).toBe(USER);
    expect(actions.some((a) => sessionExpired.match(a))).toBe(false);
    expect(result).toMatchObject({
      error: { status: 401, data: { message: 'Invalid user name or password' } },
    });
  });

  it.each([
    [403, 'FORBIDDEN'],
    [404, undefined],
    [500, undefined],
  ])('passes a %s error through to the caller unchanged', async (status, code) => {
    mockFetch(jsonResponse({ success: false, message: 'Nope', code }, status));
    const { result, actions } = await callProbe();
    expect(result).toMatchObject({ error: { status, data: { message: 'Nope' } } });
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(actions.some((a) => sessionExpired.match(a))).toBe(false);
  });

  it('returns successful data untouched', async () => {
    mockFetch(jsonResponse({ success: true, data: { db: 'up' } }));
    const { result } = await callProbe();
    expect(result).toEqual({ data: { success: true, data: { db: 'up' } } });
  });

  it('asks a read again after Retry-After while the server is away, and keeps the session', async () => {
    const fetchMock = mockFetch(
      unavailable(),
      unavailable(),
      jsonResponse({ success: true, data: 'back' }),
    );
    const { store, actions } = makeTestStore();
    const result = await store.dispatch(probeApi.endpoints.read.initiate());
    expect(result.data).toEqual({ success: true, data: 'back' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(actions.some((a) => sessionExpired.match(a))).toBe(false);
  }, 10_000);

  it('never repeats a write answered 503: the caller shows the message', async () => {
    const fetchMock = mockFetch(unavailable(), jsonResponse({ success: true }));
    const { result } = await callProbe();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ error: { status: 503 } });
    expect(localStorage.getItem('token')).toBe(TOKEN);
  });
});
