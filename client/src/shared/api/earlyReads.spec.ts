import { jsonResponse, mockFetch } from '../../../test/http';
import { makeTestStore } from '../../../test/render';
import { EARLY_READS_KEY } from '../config';
import { baseApi } from './baseApi';
import type { EarlyRead } from './earlyReads';

const readApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    scores: build.query<unknown, string>({ query: (team) => `/scores?team=${team}` }),
    vote: build.mutation<unknown, string>({
      query: (team) => ({ url: `/scores?team=${team}`, method: 'POST' }),
    }),
  }),
});

const TOKEN = 'aaa.bbb.ccc';
const absolute = (path: string) => new URL(path, globalThis.location.href).href;
type WithEarlyReads = Record<typeof EARLY_READS_KEY, EarlyRead[] | undefined>;

/** What the inline start script leaves behind: one read already on its way. */
function sentEarly(
  path: string,
  response: Response | null,
  authorization = `Bearer ${TOKEN}`,
): EarlyRead {
  const read = { url: absolute(path), authorization, response: Promise.resolve(response) };
  (globalThis as unknown as WithEarlyReads)[EARLY_READS_KEY] = [read];
  return read;
}

async function readScores(team: string) {
  const { store } = makeTestStore();
  return store.dispatch(readApi.endpoints.scores.initiate(team, { subscribe: false }));
}

beforeEach(() => localStorage.setItem('token', TOKEN));
afterEach(() => {
  delete (globalThis as unknown as Partial<WithEarlyReads>)[EARLY_READS_KEY];
});

describe('reads the start script sent early', () => {
  it('answer the app’s request for the same URL and session, which then goes nowhere', async () => {
    sentEarly('/api/v1/scores?team=bulls', jsonResponse({ success: true, points: 101 }));
    const network = mockFetch(jsonResponse({ success: true, points: 0 }));

    const result = await readScores('bulls');

    expect(result.data).toEqual({ success: true, points: 101 });
    expect(network).not.toHaveBeenCalled();
  });

  it('answer once: the same read asked again goes to the network', async () => {
    sentEarly('/api/v1/scores?team=bulls', jsonResponse({ success: true, points: 101 }));
    const network = mockFetch(jsonResponse({ success: true, points: 102 }));

    await readScores('bulls');
    const again = await readScores('bulls');

    expect(again.data).toEqual({ success: true, points: 102 });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another session', '/api/v1/scores?team=bulls', 'Bearer another.session.token'],
    ['another URL', '/api/v1/scores?team=celtics', `Bearer ${TOKEN}`],
  ])('are never handed to a request with %s', async (_case, path, authorization) => {
    sentEarly(path, jsonResponse({ success: true, points: 101 }), authorization);
    const network = mockFetch(jsonResponse({ success: true, points: 7 }));

    const result = await readScores('bulls');

    expect(result.data).toEqual({ success: true, points: 7 });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('are never handed to a write to the same URL', async () => {
    sentEarly('/api/v1/scores?team=bulls', jsonResponse({ success: true, points: 101 }));
    const network = mockFetch(jsonResponse({ success: true, voted: true }));
    const { store } = makeTestStore();

    const result = await store.dispatch(readApi.endpoints.vote.initiate('bulls'));

    expect(result.data).toEqual({ success: true, voted: true });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('that failed on the network are sent again', async () => {
    sentEarly('/api/v1/scores?team=bulls', null);
    const network = mockFetch(jsonResponse({ success: true, points: 99 }));

    const result = await readScores('bulls');

    expect(result.data).toEqual({ success: true, points: 99 });
    expect(network).toHaveBeenCalledTimes(1);
  });
});
