import request from 'supertest';
import { DataSource } from 'typeorm';
import { InFlightWork } from '../src/core/realtime/in-flight-work';
import { SavedSearchDigest } from '../src/modules/recruiting/saved-search-digest';
import { matchScore } from '../src/modules/recruiting/match-score';
import { createUser, CreatedUser } from './support/factories';
import { createTextPost } from './support/posts';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const THIS_YEAR = new Date().getUTCFullYear();

/** A date of birth `years` ago (a few days past the birthday). */
const bornYearsAgo = (years: number) => `${THIS_YEAR - years}-01-02`;

const ATHLETE = {
  sport: 'football',
  positions: ['striker'],
  heightCm: 182,
  weightKg: 76,
  dominantSide: 'right',
  level: 'academy',
  country: 'ES',
  city: 'Madrid',
  lat: 40.4168,
  lng: -3.7038,
  stats: { goals: 12, appearances: 30 },
  openToOpportunities: true,
};

describe('Recruiting (e2e)', () => {
  let t: TestApp;
  const api = () => request(t.url);
  const auth = (u: CreatedUser) => ({ Authorization: `Bearer ${u.token}` });
  const db = () => t.app.get(DataSource);
  const settled = () => t.app.get(InFlightWork).settled();

  const put = (me: CreatedUser, path: string, body: object) =>
    api().put(`/api/v1/${path}`).set(auth(me)).send(body);
  const post = (me: CreatedUser, path: string, body: object) =>
    api().post(`/api/v1/${path}`).set(auth(me)).send(body);
  const get = (me: CreatedUser, path: string) => api().get(`/api/v1/${path}`).set(auth(me));

  async function player(
    profile: Record<string, unknown> = {},
    dob: string | null = bornYearsAgo(20),
  ): Promise<CreatedUser> {
    const u = await createUser(t.url);
    await post(u, 'addPlayerProfile', {}).expect(201);
    if (dob) {
      await db().query(`UPDATE users SET date_of_birth = $2 WHERE id = $1`, [u.user._id, dob]);
    }
    await put(u, 'recruiting/profile', { ...ATHLETE, ...profile }).expect(200);
    return u;
  }

  async function coach(): Promise<CreatedUser> {
    const u = await createUser(t.url);
    await post(u, 'addCoachProfile', {}).expect(201);
    return u;
  }

  const OPENING = {
    sport: 'football',
    positions: ['striker', 'winger'],
    level: 'academy',
    birthYearFrom: THIS_YEAR - 22,
    birthYearTo: THIS_YEAR - 18,
    minHeightCm: 175,
    country: 'ES',
    city: 'Madrid',
    lat: 40.4168,
    lng: -3.7038,
    radiusKm: 100,
    description: 'Academy side looking for a finisher',
  };

  async function opening(c: CreatedUser, body: object = {}): Promise<string> {
    const res = await post(c, 'recruiting/openings', { ...OPENING, ...body }).expect(201);
    return res.body.data._id;
  }

  const ids = (res: request.Response) =>
    (res.body.data as { user: { _id: string } }[]).map((a) => a.user._id);

  async function readAll(me: CreatedUser, path: string): Promise<string[]> {
    const out: string[] = [];
    let cursor: string | null = null;
    do {
      const sep = path.includes('?') ? '&' : '?';
      const url = `${path}${sep}limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res: request.Response = await get(me, url).expect(200);
      out.push(...ids(res));
      cursor = res.body.nextCursor;
    } while (cursor);
    return out;
  }

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    await resetDatabase(t.app);
  });
  afterAll(async () => {
    await settled();
    await t.close();
  });

  describe('athlete data', () => {
    it('saves and answers it, with birth year and age group but never the date of birth', async () => {
      const p = await player({}, '2006-05-17');
      const res = await get(p, 'recruiting/profile').expect(200);
      expect(res.body.data).toMatchObject({
        sport: 'football',
        positions: ['striker'],
        heightCm: 182,
        birthYear: 2006,
        city: 'Madrid',
        lat: 40.4168,
        stats: { goals: 12, appearances: 30 },
        openToOpportunities: true,
        visibleTo: 'coaches',
      });
      const c = await coach();
      const seen = await get(c, `recruiting/profile/${p.user._id}`).expect(200);
      expect(JSON.stringify(seen.body)).not.toContain('2006-05-17');
      expect(JSON.stringify(seen.body)).not.toContain('05-17');
      expect(seen.body.data.birthYear).toBe(2006);
      expect(['U21', 'Senior']).toContain(seen.body.data.ageGroup);
    });

    it('refuses bad values with a message per field, and changes nothing', async () => {
      const p = await player();
      const bad = await put(p, 'recruiting/profile', {
        ...ATHLETE,
        sport: 'hockey',
        heightCm: 300,
        weightKg: 10,
        dominantSide: 'up',
        level: 'legend',
        country: 'Spain',
        city: 'x'.repeat(101),
        lat: 91,
        visibleTo: 'friends',
      }).expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(
        [
          'city',
          'country',
          'dominantSide',
          'heightCm',
          'lat',
          'level',
          'sport',
          'visibleTo',
          'weightKg',
        ].sort(),
      );
      expect(bad.body.errors.heightCm).toBe(
        'Height must be a whole number of centimetres from 120 to 230',
      );
      const wrongSport = await put(p, 'recruiting/profile', {
        ...ATHLETE,
        sport: 'basketball',
        stats: {},
      }).expect(400);
      expect(wrongSport.body.errors).toEqual({
        positions: "Positions must be from the sport's list",
      });
      await put(p, 'recruiting/profile', { ...ATHLETE, positions: [] }).expect(400);
      await put(p, 'recruiting/profile', {
        ...ATHLETE,
        positions: ['striker', 'winger', 'full_back', 'goalkeeper'],
      }).expect(400);
      const half = await put(p, 'recruiting/profile', { ...ATHLETE, lng: null }).expect(400);
      expect(half.body.errors).toEqual({ lat: 'Give both latitude and longitude, or neither' });
      const stats = await put(p, 'recruiting/profile', {
        ...ATHLETE,
        stats: { pointsPerGame: 20 },
      }).expect(400);
      expect(stats.body.errors).toEqual({ stats: "Stats must be the sport's own" });
      await put(p, 'recruiting/profile', { ...ATHLETE, stats: { goals: -1 } }).expect(400);
      const text = await createTextPost(t, p.token);
      const highlight = await put(p, 'recruiting/profile', {
        ...ATHLETE,
        highlightPostId: text._id,
      }).expect(400);
      expect(highlight.body.errors).toEqual({
        highlightPostId: 'The highlight must be one of your own video posts',
      });
      const still = await get(p, 'recruiting/profile').expect(200);
      expect(still.body.data.heightCm).toBe(182);
    });

    it('belongs to players only: 403 without a Player section, and it goes with the section', async () => {
      const fan = await createUser(t.url);
      const refused = await put(fan, 'recruiting/profile', ATHLETE).expect(403);
      expect(refused.body.message).toBe(
        'Only players can keep athlete data. Add a Player section first.',
      );
      const c = await coach();
      await put(c, 'recruiting/profile', ATHLETE).expect(403);
      const p = await player();
      await post(p, 'removePlayerProfile', {}).expect(200);
      const gone = await get(p, 'recruiting/profile').expect(200);
      expect(gone.body.data).toBeNull();
    });
  });

  describe('who sees athlete data', () => {
    it('visibleTo coaches: only users with a Coach section; everyone: all', async () => {
      const p = await player();
      const c = await coach();
      const fan = await createUser(t.url);
      await get(fan, `recruiting/profile/${p.user._id}`).expect(404);
      expect(ids(await get(fan, 'recruiting/players').expect(200))).toEqual([]);
      expect(ids(await get(c, 'recruiting/players').expect(200))).toEqual([p.user._id]);
      await get(c, `recruiting/profile/${p.user._id}`).expect(200);

      await put(p, 'recruiting/profile', { ...ATHLETE, visibleTo: 'everyone' }).expect(200);
      await get(fan, `recruiting/profile/${p.user._id}`).expect(200);
      expect(ids(await get(fan, 'recruiting/players').expect(200))).toEqual([p.user._id]);
    });

    it('a block either way or hibernation hides the athlete from search, profile and matches', async () => {
      const p = await player();
      const c = await coach();
      const o = await opening(c);
      const seen = async () => ({
        search: ids(await get(c, 'recruiting/players').expect(200)),
        profile: (await get(c, `recruiting/profile/${p.user._id}`)).status,
        matches: ids({
          body: {
            data: (await get(c, `recruiting/openings/${o}/matches`).expect(200)).body.data.map(
              (m: { athlete: unknown }) => m.athlete,
            ),
          },
        } as request.Response),
        openings: (await get(p, 'recruiting/openings').expect(200)).body.data.length,
      });
      expect(await seen()).toEqual({
        search: [p.user._id],
        profile: 200,
        matches: [p.user._id],
        openings: 1,
      });

      await post(p, `settings/block/${c.user._id}`, {}).expect(200);
      expect(await seen()).toEqual({ search: [], profile: 404, matches: [], openings: 0 });
      await api().delete(`/api/v1/settings/block/${c.user._id}`).set(auth(p)).expect(200);

      await post(c, `settings/block/${p.user._id}`, {}).expect(200);
      expect(await seen()).toEqual({ search: [], profile: 404, matches: [], openings: 0 });
      await api().delete(`/api/v1/settings/block/${p.user._id}`).set(auth(c)).expect(200);

      await db().query(`UPDATE users SET hibernated_at = now() WHERE id = $1`, [p.user._id]);
      const hidden = await seen();
      expect(hidden).toMatchObject({ search: [], profile: 404, matches: [] });
    });

    it('only athletes open to opportunities appear in searches and matches', async () => {
      const p = await player({ openToOpportunities: false });
      const c = await coach();
      const o = await opening(c);
      expect(ids(await get(c, 'recruiting/players').expect(200))).toEqual([]);
      expect((await get(c, `recruiting/openings/${o}/matches`).expect(200)).body.data).toEqual([]);
      // The data itself stays readable to whom it is shown.
      await get(c, `recruiting/profile/${p.user._id}`).expect(200);
    });

    it('a minor shows the city only: no coordinates, distances to 5 km', async () => {
      const minor = await player({ lat: 40.45, lng: -3.7 }, bornYearsAgo(16));
      const adult = await player({ lat: 40.45, lng: -3.7 });
      const c = await coach();
      const res = await get(c, 'recruiting/players?near=40.4168,-3.7038&radiusKm=50').expect(200);
      const byId = new Map(
        (res.body.data as { user: { _id: string } }[]).map((a) => [a.user._id, a]),
      );
      expect(byId.get(minor.user._id)).toMatchObject({
        city: 'Madrid',
        lat: null,
        lng: null,
        distanceKm: 5,
        ageGroup: 'U18',
      });
      expect(byId.get(adult.user._id)).toMatchObject({ lat: 40.45, lng: -3.7, distanceKm: 4 });
      const profile = await get(c, `recruiting/profile/${minor.user._id}`).expect(200);
      expect(profile.body.data).toMatchObject({ lat: null, lng: null, city: 'Madrid' });
      // The player sees their own coordinates.
      const own = await get(minor, 'recruiting/profile').expect(200);
      expect(own.body.data).toMatchObject({ lat: 40.45, lng: -3.7 });
      // Unknown age is treated as a minor's.
      const unknown = await player({}, null);
      const u = await get(c, `recruiting/profile/${unknown.user._id}`).expect(200);
      expect(u.body.data).toMatchObject({ lat: null, lng: null, birthYear: null, ageGroup: null });
    });
  });

  describe('search', () => {
    it('filters by sport, position, level, height, birth years, country and place', async () => {
      const c = await coach();
      const striker = await player();
      const keeper = await player({ positions: ['goalkeeper'], heightCm: 195 });
      const pro = await player({ level: 'pro' });
      const older = await player({}, bornYearsAgo(30));
      const french = await player({ country: 'FR', city: 'Paris', lat: 48.8566, lng: 2.3522 });
      const hooper = await player({
        sport: 'basketball',
        positions: ['center'],
        heightCm: 210,
        stats: { pointsPerGame: 18.5 },
      });
      const q = async (query: string) =>
        new Set(ids(await get(c, `recruiting/players?${query}`).expect(200)));
      expect(await q('sport=basketball')).toEqual(new Set([hooper.user._id]));
      expect(await q('sport=football&position=goalkeeper')).toEqual(new Set([keeper.user._id]));
      expect(await q('level=pro')).toEqual(new Set([pro.user._id]));
      expect(await q('minHeightCm=190&maxHeightCm=200')).toEqual(new Set([keeper.user._id]));
      expect(await q(`birthYearTo=${THIS_YEAR - 25}`)).toEqual(new Set([older.user._id]));
      expect(await q('country=FR')).toEqual(new Set([french.user._id]));
      const nearParis = await q('near=48.85,2.35&radiusKm=20');
      expect(nearParis).toEqual(new Set([french.user._id]));
      const madrid = await q('near=40.41,-3.70&radiusKm=50');
      expect(madrid.has(french.user._id)).toBe(false);
      expect(madrid.has(striker.user._id)).toBe(true);
    });

    it('pages to the end with keyset cursors, newest listed first', async () => {
      const c = await coach();
      const made: string[] = [];
      for (let i = 0; i < 5; i += 1) made.push((await player()).user._id);
      expect(await readAll(c, 'recruiting/players')).toEqual([...made].reverse());
    });

    it('refuses bad filters with 400, never a 5xx', async () => {
      const c = await coach();
      const cases: [string, string][] = [
        ['sport=hockey', 'sport'],
        ['position=pitcher', 'position'],
        ['minHeightCm=20', 'minHeightCm'],
        ['minHeightCm=200&maxHeightCm=180', 'minHeightCm'],
        ['birthYearFrom=2010&birthYearTo=2000', 'birthYearFrom'],
        ['country=spain', 'country'],
        ['near=north', 'near'],
        ['near=95,10', 'near'],
        ['radiusKm=10', 'radiusKm'],
        ['near=40,3&radiusKm=0', 'radiusKm'],
        ['cursor=abc', 'cursor'],
      ];
      for (const [query, field] of cases) {
        const res = await get(c, `recruiting/players?${query}`);
        expect([query, res.status]).toEqual([query, 400]);
        expect(res.body.errors).toHaveProperty(field);
      }
    });
  });

  describe('openings', () => {
    it('coaches only; PUT and DELETE by the owner, 404 for anyone else', async () => {
      const fan = await createUser(t.url);
      const refused = await post(fan, 'recruiting/openings', OPENING).expect(403);
      expect(refused.body.message).toBe('Only coaches can do this. Add a Coach section first.');
      const c = await coach();
      const other = await coach();
      const id = await opening(c);
      await put(other, `recruiting/openings/${id}`, OPENING).expect(404);
      await api().delete(`/api/v1/recruiting/openings/${id}`).set(auth(other)).expect(404);
      const edited = await put(c, `recruiting/openings/${id}`, {
        ...OPENING,
        description: 'Now also wingers',
      }).expect(200);
      expect(edited.body.data).toMatchObject({ description: 'Now also wingers', mine: true });
      await api().delete(`/api/v1/recruiting/openings/${id}`).set(auth(c)).expect(200);
      await api().delete(`/api/v1/recruiting/openings/${id}`).set(auth(c)).expect(404);
    });

    it('validates each field', async () => {
      const c = await coach();
      const bad = await post(c, 'recruiting/openings', {
        ...OPENING,
        description: '',
        radiusKm: 0,
        minHeightCm: 500,
        closesAt: 'soon',
      }).expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(
        ['closesAt', 'description', 'minHeightCm', 'radiusKm'].sort(),
      );
      await post(c, 'recruiting/openings', { ...OPENING, description: 'x'.repeat(1001) }).expect(
        400,
      );
      await post(c, 'recruiting/openings', { ...OPENING, positions: ['center'] }).expect(400);
      await post(c, 'recruiting/openings', {
        ...OPENING,
        birthYearFrom: 2010,
        birthYearTo: 2000,
      }).expect(400);
    });

    it('lists open openings only, filtered, paging to the end', async () => {
      const c = await coach();
      const p = await player();
      const made: string[] = [];
      for (let i = 0; i < 3; i += 1) made.push(await opening(c));
      const closed = await opening(c, { closesAt: new Date(Date.now() - 60_000).toISOString() });
      const basket = await opening(c, { sport: 'basketball', positions: ['center'] });
      const all: string[] = [];
      let cursor: string | null = null;
      do {
        const res: request.Response = await get(
          p,
          `recruiting/openings?sport=football&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        ).expect(200);
        all.push(...res.body.data.map((o: { _id: string }) => o._id));
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(all).toEqual([...made].reverse());
      expect(all).not.toContain(closed);
      expect(all).not.toContain(basket);
      // Near a place: the distance, and a radius that leaves the far ones out.
      const far = await opening(c, { city: 'Paris', country: 'FR', lat: 48.8566, lng: 2.3522 });
      const near = await get(p, 'recruiting/openings?near=48.85,2.35&radiusKm=50').expect(200);
      expect(near.body.data.map((o: { _id: string }) => o._id)).toEqual([far]);
      expect(near.body.data[0].distanceKm).toBeLessThanOrEqual(1);
      const mine = await get(c, 'recruiting/openings?mine=true').expect(200);
      expect(mine.body.data.map((o: { _id: string }) => o._id)).toContain(closed);
    });
  });

  describe('matches', () => {
    it('ranks athletes for an opening by score, with reasons, for its owner only', async () => {
      const c = await coach();
      const o = await opening(c);
      const perfect = await player({ positions: ['striker'] });
      const short = await player({ positions: ['winger'], heightCm: 165 });
      const far = await player({
        positions: ['striker'],
        level: 'pro',
        lat: 41.3874,
        lng: 2.1686,
        city: 'Barcelona',
      });
      const keeper = await player({ positions: ['goalkeeper'] });
      const res = await get(c, `recruiting/openings/${o}/matches`).expect(200);
      const rows = res.body.data as {
        athlete: { user: { _id: string } };
        score: number;
        reasons: { factor: string; ok: boolean; km?: number }[];
      }[];
      expect(rows.map((r) => r.athlete.user._id)).toEqual([
        perfect.user._id,
        short.user._id,
        far.user._id,
      ]);
      expect(rows.map((r) => r.athlete.user._id)).not.toContain(keeper.user._id);
      expect(rows[0].score).toBe(100);
      expect(rows[0].reasons).toContainEqual({
        factor: 'position',
        ok: true,
        positions: ['striker'],
      });
      expect(rows[1].reasons).toContainEqual(
        expect.objectContaining({ factor: 'height', ok: false, heightCm: 165 }),
      );
      const distance = rows[2].reasons.find((r) => r.factor === 'distance');
      expect(distance).toMatchObject({ ok: false, radiusKm: 100 });
      expect(distance?.km).toBeGreaterThan(490);
      // The score is the documented formula's.
      expect(rows[2].score).toBe(
        matchScore({
          sport: 'football',
          wantedSport: 'football',
          positions: ['striker'],
          wantedPositions: ['striker', 'winger'],
          birthYear: THIS_YEAR - 20,
          birthYearFrom: OPENING.birthYearFrom,
          birthYearTo: OPENING.birthYearTo,
          heightCm: 182,
          minHeightCm: 175,
          level: 'pro',
          wantedLevel: 'academy',
          km: distance?.km ?? null,
          radiusKm: 100,
          sameCountry: true,
        }).score,
      );
      const scores = rows.map((r) => r.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));

      const other = await coach();
      await get(other, `recruiting/openings/${o}/matches`).expect(404);
      await get(perfect, `recruiting/openings/${o}/matches`).expect(404);
    });

    it('pages an opening’s matches to the end by score', async () => {
      const c = await coach();
      const o = await opening(c);
      const made = new Set<string>();
      for (const heightCm of [182, 170, 160, 150, 140]) {
        made.add((await player({ heightCm })).user._id);
      }
      const seen: string[] = [];
      const scores: number[] = [];
      let cursor: string | null = null;
      do {
        const res: request.Response = await get(
          c,
          `recruiting/openings/${o}/matches?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        ).expect(200);
        for (const m of res.body.data) {
          seen.push(m.athlete.user._id);
          scores.push(m.score);
        }
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(new Set(seen)).toEqual(made);
      expect(seen).toHaveLength(5);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    });

    it('a player’s matches: openings that fit, best first; players only', async () => {
      const p = await player();
      const c = await coach();
      const best = await opening(c);
      const worse = await opening(c, { level: 'pro', minHeightCm: 190 });
      await opening(c, { positions: ['goalkeeper'] });
      const res = await get(p, 'recruiting/matches').expect(200);
      expect(res.body.data.map((m: { opening: { _id: string } }) => m.opening._id)).toEqual([
        best,
        worse,
      ]);
      expect(res.body.data[0].score).toBeGreaterThan(res.body.data[1].score);
      await get(c, 'recruiting/matches').expect(403);
    });
  });

  describe('interest', () => {
    const chat = (from: CreatedUser, to: CreatedUser, content = 'Hello') =>
      post(from, 'messages/send', { receiverId: to.user._id, content });

    it('accepting opens the chat even where allowMessages refuses a first message', async () => {
      const p = await player();
      const c = await coach();
      await put(p, 'settings/privacy', { allowMessages: 'none' }).expect(200);
      await chat(c, p).expect(403);

      const sent = await post(c, 'recruiting/interest', {
        playerId: p.user._id,
        message: 'We would like to see you train',
      }).expect(201);
      const interestId = sent.body.data._id;
      expect(sent.body.data).toMatchObject({
        status: 'pending',
        message: 'We would like to see you train',
      });
      await settled();
      const bell = await get(p, 'notifications').expect(200);
      expect(bell.body.data[0]).toMatchObject({
        type: 'recruiting_interest',
        actor: { _id: c.user._id },
      });
      expect(bell.body.data[0].text).toContain('is interested in recruiting you');

      const received = await get(p, 'recruiting/interest?box=received').expect(200);
      expect(received.body.data.map((i: { _id: string }) => i._id)).toEqual([interestId]);
      const mine = await get(c, 'recruiting/interest?box=sent').expect(200);
      expect(mine.body.data.map((i: { _id: string }) => i._id)).toEqual([interestId]);

      // Still pending: nothing opens.
      await chat(c, p).expect(403);
      // Only the player answers; once.
      await post(c, `recruiting/interest/${interestId}/respond`, { accept: true }).expect(404);
      const answered = await post(p, `recruiting/interest/${interestId}/respond`, {
        accept: true,
      }).expect(200);
      expect(answered.body.data).toMatchObject({
        interest: { status: 'accepted' },
        chatWithUserId: c.user._id,
      });
      await post(p, `recruiting/interest/${interestId}/respond`, { accept: false }).expect(409);

      await chat(c, p, 'Great, when can you come?').expect(201);
      await chat(p, c, 'Monday works').expect(201);
      await settled();
      const coachBell = await get(c, 'notifications').expect(200);
      expect(coachBell.body.data.map((n: { type: string }) => n.type)).toContain(
        'interest_accepted',
      );

      // A block still ends it: to the blocked coach the player does not exist.
      await post(p, `settings/block/${c.user._id}`, {}).expect(200);
      await chat(c, p, 'Hello?').expect(404);
    });

    it('declining (or ignoring) leaves the player unreachable', async () => {
      const p = await player();
      const c = await coach();
      await put(p, 'settings/privacy', { allowMessages: 'none' }).expect(200);
      const sent = await post(c, 'recruiting/interest', {
        playerId: p.user._id,
        message: 'Trial?',
      }).expect(201);
      await post(p, `recruiting/interest/${sent.body.data._id}/respond`, {
        accept: false,
      }).expect(200);
      await chat(c, p).expect(403);
      // A new question may follow a declined one.
      await post(c, 'recruiting/interest', { playerId: p.user._id, message: 'Again?' }).expect(201);
      await chat(c, p).expect(403);
    });

    it('coaches only, a message of 1–500 characters, one open interest a pair', async () => {
      const p = await player();
      const c = await coach();
      const fan = await createUser(t.url);
      await post(fan, 'recruiting/interest', { playerId: p.user._id, message: 'Hi' }).expect(403);
      await post(p, 'recruiting/interest', { playerId: p.user._id, message: 'Hi' }).expect(403);
      const long = await post(c, 'recruiting/interest', {
        playerId: p.user._id,
        message: 'x'.repeat(501),
      }).expect(400);
      expect(long.body.errors).toEqual({ message: 'Message must be 1 to 500 characters' });
      await post(c, 'recruiting/interest', { playerId: p.user._id, message: '   ' }).expect(400);
      await post(c, 'recruiting/interest', { playerId: UNKNOWN, message: 'Hi' }).expect(404);
      const other = await coach();
      const foreign = await opening(other);
      await post(c, 'recruiting/interest', {
        playerId: p.user._id,
        openingId: foreign,
        message: 'Hi',
      }).expect(404);
      const own = await opening(c);
      const sent = await post(c, 'recruiting/interest', {
        playerId: p.user._id,
        openingId: own,
        message: 'Hi',
      }).expect(201);
      expect(sent.body.data.openingId).toBe(own);
      await post(c, 'recruiting/interest', { playerId: p.user._id, message: 'Hi' }).expect(409);
    });

    it('a blocked pair never sees each other here', async () => {
      const p = await player();
      const c = await coach();
      const sent = await post(c, 'recruiting/interest', {
        playerId: p.user._id,
        message: 'Hi',
      }).expect(201);
      await post(c, `settings/block/${p.user._id}`, {}).expect(200);
      await post(c, 'recruiting/interest', { playerId: p.user._id, message: 'Hi' }).expect(404);
      expect((await get(p, 'recruiting/interest').expect(200)).body.data).toEqual([]);
      await post(p, `recruiting/interest/${sent.body.data._id}/respond`, {
        accept: true,
      }).expect(404);
    });
  });

  describe('saved searches', () => {
    it('new fitting athletes arrive as one notification, at most daily', async () => {
      const c = await coach();
      const saved = await post(c, 'recruiting/saved-searches', {
        filters: { sport: 'football', position: 'striker' },
      }).expect(201);
      const searchId = saved.body.data._id;
      expect(saved.body.data.filters).toEqual({ sport: 'football', position: 'striker' });
      const list = await get(c, 'recruiting/saved-searches').expect(200);
      expect(list.body.data.map((s: { _id: string }) => s._id)).toEqual([searchId]);

      const digest = t.app.get(SavedSearchDigest);
      expect(await digest.run()).toBe(0);
      await player();
      await player();
      await player({ positions: ['goalkeeper'] });
      expect(await digest.run()).toBe(1);
      await settled();
      const bell = async () =>
        (await get(c, 'notifications').expect(200)).body.data.filter(
          (n: { type: string }) => n.type === 'saved_search_match',
        );
      const first = await bell();
      expect(first).toHaveLength(1);
      expect(first[0]).toMatchObject({
        text: '2 new athletes fit your saved search',
        savedSearchId: searchId,
      });

      // Within the day: nothing more, however many arrive.
      await player();
      expect(await digest.run()).toBe(0);
      // A day on, the one who arrived meanwhile is told.
      await db().query(
        `UPDATE recruiting_saved_searches SET notified_at = now() - interval '25 hours'`,
      );
      expect(await digest.run()).toBe(1);
      await settled();
      const second = await bell();
      expect(second).toHaveLength(2);
      expect(second[0].text).toBe('A new athlete fits your saved search');

      await api().delete(`/api/v1/recruiting/saved-searches/${searchId}`).set(auth(c)).expect(200);
      await api().delete(`/api/v1/recruiting/saved-searches/${searchId}`).set(auth(c)).expect(404);
    });

    it('refuses bad filters', async () => {
      const c = await coach();
      await post(c, 'recruiting/saved-searches', { filters: { sport: 'chess' } }).expect(400);
      await post(c, 'recruiting/saved-searches', { filters: 'all' }).expect(400);
      await post(c, 'recruiting/saved-searches', { filters: { radiusKm: 5 } }).expect(400);
    });
  });
});
