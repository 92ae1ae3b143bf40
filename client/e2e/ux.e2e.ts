import type { Browser, Page, Request, WebSocketRoute } from 'playwright-core';
import { EARLY_READS_KEY } from '../src/shared/config/api';
import { POSTS } from '../src/shared/config/posts';
import {
  createPostByApi,
  fakeMp4,
  newApiUser,
  postJson,
  signUpByApi,
  solidPng,
  type ApiSession,
} from './support/api';
import {
  baseUrl,
  describeInBrowser,
  expectVisibleText,
  launchBrowser,
  loggedIn,
  logInThroughUi,
  onFailure,
  screenshot,
  trackSockets,
  uniqueUser,
  waitForPath,
  type Session,
} from './support/browser';

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 375, height: 740 };

/**
 * What the login page may load. It was held under the one script the client shipped before
 * route splitting (567 kB) and came to 451 kB; the translation runtime every first paint needs
 * (i18next, its ICU message formatter, the English texts: about 150 kB) brought it to ~600 kB, so
 * the budget is 640 kB. Spanish and French texts are fetched only when chosen.
 */
const LOGIN_BUDGET_BYTES = 640 * 1024;

const imagePost = (session: ApiSession, title: string, width = 800, height = 600) =>
  createPostByApi(session, title, {
    field: 'image',
    bytes: solidPng(width, height, [30, 136, 229]),
    name: 'shot.png',
    type: 'image/png',
  });

function feedRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/getAllPost') seen.push(request);
  });
  return seen;
}

const card = (page: Page, caption: string) =>
  page.getByRole('article').filter({ hasText: caption });

/** Elements whose text the browser cuts with an ellipsis. */
function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent ?? ''),
  );
}

describeInBrowser('what users tripped over, in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the login page loads its own chunks only; the feed chunk comes with the feed', async () => {
    const context = await browser.newContext({ viewport: WIDE, baseURL: baseUrl() });
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      void response
        .body()
        .then((body) => scripts.set(url.pathname, body.length))
        .catch(() => undefined);
    });
    try {
      const user = uniqueUser('lazy');
      await signUpByApi(user);
      await page.goto('/');
      await page.getByRole('button', { name: 'Login' }).waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      const names = [...scripts.keys()];
      const loginBytes = [...scripts.values()].reduce((a, b) => a + b, 0);
      console.log(
        `[bundle] login page: ${names.length} scripts, ${(loginBytes / 1024).toFixed(1)} kB`,
      );
      expect(names.some((n) => n.includes('/page-login-'))).toBe(true);
      expect(
        names.some((n) => /\/(page-feed|MainLayout|app-signed-in|vendor-socket)-/.test(n)),
      ).toBe(false);
      expect(loginBytes).toBeLessThan(LOGIN_BUDGET_BYTES);

      const socketClient = page.waitForResponse((r) => r.url().includes('/vendor-socket-'));
      await logInThroughUi(page, user);
      await waitForPath(page, '/feed');
      await page.getByRole('heading', { name: 'Home feed' }).waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect([...scripts.keys()].some((n) => n.includes('/page-feed-'))).toBe(true);
      // The socket client comes after the first render, but it comes.
      await socketClient;
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      console.log(`[bundle] after opening /feed: ${(total / 1024).toFixed(1)} kB in all`);
    } catch (error) {
      await onFailure('lazy-login', [page], error);
    } finally {
      await context.close();
    }
  });

  it('a failed login toast does not follow the user to /feed once the login works', async () => {
    for (const viewport of [NARROW, WIDE]) {
      const context = await browser.newContext({ viewport, baseURL: baseUrl() });
      const page = await context.newPage();
      try {
        const user = uniqueUser('toast');
        await signUpByApi(user);
        await page.goto('/');
        await logInThroughUi(page, { ...user, password: 'not-the-password' });
        await expectVisibleText(page, 'Invalid user name or password');
        await screenshot(page, `login-error-${viewport.width}`);
        await logInThroughUi(page, user);
        await waitForPath(page, '/feed');
        await page
          .getByText('Invalid user name or password')
          .waitFor({ state: 'detached', timeout: 2000 });
      } catch (error) {
        await onFailure('login-toast', [page], error);
      } finally {
        await context.close();
      }
    }
  });

  it('feed: pictures keep their space, the next page waits for the reader; Follow follows on every card of that author', async () => {
    const poster = uniqueUser('poster');
    const posterApi = await newApiUser(poster);
    for (let i = 1; i <= 4; i += 1) await imagePost(posterApi, `Stadium view ${i}`);
    const reader = uniqueUser('reader');
    await signUpByApi(reader);
    const session = await loggedIn(browser, reader, WIDE);
    const { page } = session;
    try {
      // Pictures that never arrive: only the reserved space can hold the page open.
      await page.route('**/media/**', () => undefined);
      const requests = feedRequests(page);
      const nextPages = () => requests.filter((r) => new URL(r.url()).searchParams.has('cursor'));
      const beforeReload = session.sockets.mark();
      await page.reload();
      const first = card(page, 'Stadium view 4');
      await first.waitFor({ state: 'visible', timeout: 15_000 });
      await session.sockets.waitForOpen(beforeReload);
      await page.waitForTimeout(1500);
      // No next page until the reader scrolls. The first page is read at most twice: once by
      // index.html's start script (the server's CSP let it run), which the app took over rather
      // than asking again, and once more when the socket connected after it (pushes sent
      // before that reached nobody).
      expect(nextPages()).toHaveLength(0);
      expect(requests.length).toBeLessThanOrEqual(2);
      const earlyReadsLeft = await page.evaluate(
        (key) => (window as unknown as Record<string, unknown[] | undefined>)[key]?.length,
        EARLY_READS_KEY,
      );
      expect(earlyReadsLeft).toBe(0);
      const picture = first.getByAltText(`Post by ${poster.userName}`);
      const box = await picture.evaluate((img) => {
        const r = (img.parentElement as HTMLElement).getBoundingClientRect();
        return { width: r.width, height: r.height };
      });
      expect(box.height).toBeGreaterThan(100);
      expect(Math.abs(box.height - (box.width * 600) / 800)).toBeLessThan(2);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await card(page, 'Stadium view 1').waitFor({ state: 'visible', timeout: 15_000 });
      expect(nextPages().length).toBeGreaterThanOrEqual(1);
      await page.unroute('**/media/**');

      // Following from one card updates the author's other cards at once.
      await page.evaluate(() => window.scrollTo(0, 0));
      await first.getByRole('button', { name: 'Follow', exact: true }).click();
      for (const n of [4, 3, 2, 1]) {
        const followed = card(page, `Stadium view ${n}`).getByRole('button', {
          name: 'Followed',
        });
        await followed.waitFor({ state: 'visible', timeout: 5000 });
        expect(await followed.isDisabled()).toBe(true);
      }
      // The server knows: after a reload the cards still say so.
      await page.reload();
      await card(page, 'Stadium view 4')
        .getByRole('button', { name: 'Followed' })
        .waitFor({ state: 'visible', timeout: 15_000 });
      await screenshot(page, 'feed-1280');
    } catch (error) {
      await onFailure('feed-space-follow', [page], error);
    } finally {
      await session.context.close();
    }
  });

  it('two tabs of one user: a like and a save in one show in the other, so a click there does not undo them', async () => {
    const poster = uniqueUser('tabsposter');
    const posterApi = await newApiUser(poster);
    await createPostByApi(posterApi, 'Open in two tabs');
    const user = uniqueUser('tabs');
    await signUpByApi(user);
    const session = await loggedIn(browser, user, WIDE);
    const first = session.page;
    const second = await session.context.newPage();
    const secondSockets = trackSockets(second);
    try {
      await second.goto('/feed');
      await secondSockets.waitForOpen();
      const inFirst = card(first, 'Open in two tabs');
      const inSecond = card(second, 'Open in two tabs');
      await inFirst.waitFor({ state: 'visible', timeout: 15_000 });
      await inSecond.waitFor({ state: 'visible', timeout: 15_000 });

      await inFirst.getByRole('button', { name: 'Like' }).click();
      await inFirst.getByRole('button', { name: 'Save' }).click();
      const liked = inSecond.getByRole('button', { name: 'Like', pressed: true });
      await liked.waitFor({ state: 'visible', timeout: 10_000 });
      await inSecond
        .getByRole('button', { name: 'Save', pressed: true })
        .waitFor({ state: 'visible', timeout: 10_000 });
      await screenshot(second, 'second-tab-follows-first-1280');
    } catch (error) {
      await onFailure('two-tabs', [first, second], error);
    } finally {
      await session.context.close();
    }
  });

  it('1280px: the sidebar folds back after a click; a dialog keeps Tab in it and gives focus back', async () => {
    const user = uniqueUser('keys');
    await signUpByApi(user);
    const session = await loggedIn(browser, user, WIDE);
    const { page } = session;
    const sidebarWidth = () =>
      page.getByRole('complementary', { name: 'Sidebar' }).evaluate((el) => el.clientWidth);
    try {
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      const folded = await sidebarWidth();
      await sidebar.hover();
      await page.waitForTimeout(400); // its width's transition
      expect(await sidebarWidth()).toBeGreaterThan(folded);

      // Create opens the dialog; the clicked button keeps focus, which must not hold it open.
      await sidebar.getByRole('button', { name: 'Create' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ state: 'visible' });
      await page.mouse.move(900, 400);
      for (let i = 0; i < 20; i += 1) {
        await page.keyboard.press('Tab');
        // Past the dialog's last control, focus may leave for the browser itself (the body),
        // never for the page behind.
        const where = await page.evaluate(() =>
          document.activeElement === document.body
            ? 'browser'
            : document.activeElement?.closest('[role="dialog"]')
              ? 'dialog'
              : (document.activeElement?.textContent ?? 'page'),
        );
        expect(where === 'dialog' || where === 'browser' ? 'kept' : where).toBe('kept');
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      expect(focused).toBe('Create');

      // A click on a link leaves it focused on the next page; the sidebar folds all the same.
      await sidebar.getByRole('link', { name: /^Messages/ }).click();
      await waitForPath(page, '/message');
      await page.mouse.move(900, 400);
      await page.waitForTimeout(400);
      expect(await sidebarWidth()).toBe(folded);
      await screenshot(page, 'sidebar-folded-after-click-1280');
    } catch (error) {
      await onFailure('sidebar-dialog-focus', [page], error);
    } finally {
      await session.context.close();
    }
  });

  it('own profile: Add Section stays on a 375px screen, the online dot survives a reload, a post made elsewhere shows at once and its tile opens it', async () => {
    const me = uniqueUser('pro');
    await signUpByApi(me);
    const session = await loggedIn(browser, me, NARROW);
    const { page } = session;
    try {
      await page.goto('/user');
      await page.getByRole('heading', { name: me.userName }).waitFor({ state: 'visible' });
      await expectVisibleText(page, 'No Post found');

      await page.getByRole('button', { name: 'Add Section' }).click();
      const menu = page.getByRole('menu', { name: 'Add Section' });
      await menu.waitFor({ state: 'visible' });
      const rect = await menu.boundingBox();
      expect(rect).not.toBeNull();
      expect(rect!.x).toBeGreaterThanOrEqual(0);
      expect(rect!.x + rect!.width).toBeLessThanOrEqual(NARROW.width);
      await screenshot(page, 'user-add-section-375');
      await page.keyboard.press('Escape');

      // Reload: the profile answer must not say offline while the socket reconnects.
      await page.reload();
      const header = page.locator('header').filter({ hasText: me.userName }).first();
      await header.getByRole('status', { name: 'Online' }).waitFor({ timeout: 3000 });

      // A post made with the Create dialog shows on the profile without a reload.
      await page
        .getByRole('navigation', { name: 'Bottom navigation' })
        .getByRole('link', {
          name: 'Create',
        })
        .click();
      const create = page.getByRole('dialog', { name: 'Create a new Post' });
      await create.getByLabel('Caption').fill('Fresh from the pitch');
      await create.getByRole('button', { name: 'Post' }).click();
      await expectVisibleText(page, 'Posted');
      await page.getByRole('link', { name: 'Profile' }).first().click();
      await waitForPath(page, '/user');
      const tile = page.getByRole('button', { name: 'Open post: Fresh from the pitch' });
      await tile.waitFor({ state: 'visible', timeout: 5000 });
      await page
        .locator('header')
        .getByText('1', { exact: true })
        .first()
        .waitFor({ state: 'visible' });
      await screenshot(page, 'user-375');

      await tile.click();
      const overlay = page.getByRole('dialog', { name: 'Comments' });
      await overlay.getByText('Fresh from the pitch').waitFor({ state: 'visible' });
      await overlay.getByText('No comments yet.').waitFor({ state: 'visible' });
      await screenshot(page, 'user-post-overlay-375');
    } catch (error) {
      await onFailure('own-profile-375', [page], error);
    } finally {
      await session.context.close();
    }
  });

  it('at 375px: names beside dates are not cut, the networking search hint fits, the picture picker is styled in dark mode', async () => {
    const other = uniqueUser('longer_handle');
    const otherApi = await newApiUser(other);
    await createPostByApi(otherApi, 'Warm-up drills before kick-off');
    const me = uniqueUser('narrow');
    await signUpByApi(me);
    const session = await loggedIn(browser, me, NARROW, true);
    const { page } = session;
    try {
      const post = card(page, 'Warm-up drills before kick-off');
      await post.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await cutTexts(page, 'article header span')).toEqual([]);
      await screenshot(page, 'feed-375-dark');

      await page.goto('/networking');
      const search = page.getByLabel('Search users');
      await search.waitFor({ state: 'visible' });
      const fits = await search.evaluate((input) => {
        const el = input as HTMLInputElement;
        const style = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return ctx.measureText(el.placeholder).width <= room;
      });
      expect(fits).toBe(true);
      await screenshot(page, 'networking-375-dark');

      await page.goto('/user/editProfile');
      const input = page.getByLabel('Upload profile picture');
      await input.waitFor({ state: 'attached' });
      const painted = await input.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 || r.height > 1 || getComputedStyle(el).opacity !== '0';
      });
      expect(painted).toBe(false);
      const button = page.locator('label', { hasText: 'Upload profile picture' });
      await button.waitFor({ state: 'visible' });
      // The body's colour eases in over 0.2 s after the theme class lands: compare once it settles.
      const sameColour = await button.evaluate(
        (el) =>
          new Promise<boolean>((resolve) => {
            const same = () => getComputedStyle(el).color === getComputedStyle(document.body).color;
            const started = performance.now();
            const check = () =>
              same() || performance.now() - started > 2000
                ? resolve(same())
                : requestAnimationFrame(check);
            check();
          }),
      );
      expect(sameColour).toBe(true);
      await screenshot(page, 'edit-profile-375-dark');
    } catch (error) {
      await onFailure('narrow-details', [page], error);
    } finally {
      await session.context.close();
    }
  });

  it('an Arabic caption reads from the right, a Latin one from the left, each in its own card (375px)', async () => {
    const author = uniqueUser('arabic_fan');
    const authorApi = await newApiUser(author);
    const arabic = 'مباراة رائعة الليلة في الملعب';
    await createPostByApi(authorApi, 'Full time: 2-1 at home');
    await createPostByApi(authorApi, arabic);
    const me = uniqueUser('rtl_reader');
    await signUpByApi(me);
    const session = await loggedIn(browser, me, NARROW);
    const { page } = session;
    try {
      /** Which side of its box the caption's text sits on. */
      const side = (caption: string) =>
        page.locator('article p', { hasText: caption }).evaluate((el) => {
          const box = el.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(el);
          const text = range.getBoundingClientRect();
          return {
            rtl: el.matches(':dir(rtl)'),
            gapLeft: Math.round(text.left - box.left),
            gapRight: Math.round(box.right - text.right),
          };
        });
      await card(page, arabic).waitFor({ state: 'visible', timeout: 15_000 });
      const right = await side(arabic);
      expect(right.rtl).toBe(true);
      expect(right.gapLeft).toBeGreaterThan(right.gapRight + 20);
      const left = await side('Full time: 2-1 at home');
      expect(left.rtl).toBe(false);
      expect(left.gapRight).toBeGreaterThan(left.gapLeft + 20);
      await screenshot(page, 'feed-rtl-caption-375');
    } catch (error) {
      await onFailure('rtl-caption', [page], error);
    } finally {
      await session.context.close();
    }
  });

  it('unbroken words in a name, a bio and a team keep a profile inside the screen and its columns', async () => {
    const word = 'Supercalifragilistic'.repeat(5);
    const owner = uniqueUser('long_words');
    const ownerApi = await newApiUser(owner);
    const named = await postJson(
      ownerApi,
      'profile/updateProfile',
      { fullName: `Ålice ${'W'.repeat(60)}`, bio: `Bio ${word} line` },
      'PUT',
    );
    expect(named.status).toBe(200);
    const fan = await postJson(ownerApi, 'addFanProfile', { favouriteTeams: [word, 'Barça'] });
    expect(fan.status).toBeLessThan(300);
    const me = uniqueUser('long_reader');
    await signUpByApi(me);
    const session = await loggedIn(browser, me, WIDE);
    const { page } = session;
    try {
      for (const viewport of [WIDE, NARROW]) {
        await page.setViewportSize(viewport);
        await page.goto(`/profile/${ownerApi.userId}`);
        await page.getByText('Supercalifragilistic', { exact: false }).first().waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        if (viewport === WIDE) {
          // The left column's cards end before the Activity card starts.
          const bioRight = await page
            .getByRole('region', { name: 'Bio' })
            .evaluate((el) => el.getBoundingClientRect().right);
          const activityLeft = await page
            .getByRole('region', { name: 'Activity' })
            .evaluate((el) => el.getBoundingClientRect().left);
          expect(bioRight).toBeLessThanOrEqual(activityLeft);
        }
        await screenshot(page, `profile-long-words-${viewport.width}`);
      }
    } catch (error) {
      await onFailure('long-words', [page], error);
    } finally {
      await session.context.close();
    }
  });

  it('a request withdrawn by its sender leaves the recipient’s screen live', async () => {
    const sender = uniqueUser('sender');
    const senderApi = await newApiUser(sender);
    const recipient = uniqueUser('recipient');
    const recipientApi = await newApiUser(recipient);
    let session: Session | null = null;
    try {
      session = await loggedIn(browser, recipient, WIDE);
      const { page } = session;
      const beforeNavigation = session.sockets.mark();
      await page.goto('/connections');
      await expectVisibleText(page, 'No pending requests.');
      await session.sockets.waitForOpen(beforeNavigation);

      await postJson(senderApi, 'connect', { connectId: recipientApi.userId });
      const request = page
        .getByRole('list', { name: 'Pending Requests' })
        .getByRole('listitem', { name: sender.userName });
      await request.waitFor({ state: 'visible', timeout: 10_000 });
      await screenshot(page, 'connections-1280');

      await postJson(senderApi, 'cancelSentConnection', { recipientId: recipientApi.userId });
      await request.waitFor({ state: 'detached', timeout: 10_000 });
      await expectVisibleText(page, 'No pending requests.');
    } catch (error) {
      await onFailure('withdrawn-request', session ? [session.page] : [], error);
    } finally {
      await session?.context.close();
    }
  });

  it('an open feed whose socket comes late catches up on what happened before: counts and new posts (375px)', async () => {
    const authorApi = await newApiUser(uniqueUser('early'));
    const fanApi = await newApiUser(uniqueUser('efan'));
    const post = await createPostByApi(authorApi, 'Read before the socket');
    const reader = uniqueUser('ereader');
    await signUpByApi(reader);
    const context = await browser.newContext({ viewport: NARROW, baseURL: baseUrl() });
    const page = await context.newPage();
    try {
      // The reader's socket is held back: the feed is read, then a like, a comment and a new
      // post happen before the socket is connected, so their pushes reach nobody.
      let held: WebSocketRoute | null = null;
      await page.routeWebSocket(/\/socket\.io\//, (ws) => {
        held = ws;
      });
      await page.goto('/');
      await logInThroughUi(page, reader);
      await waitForPath(page, '/feed');
      const postCard = card(page, 'Read before the socket');
      await postCard.waitFor({ state: 'visible', timeout: 15_000 });
      const like = postCard.getByRole('button', { name: 'Like' });
      await like.getByText('0').waitFor({ state: 'visible' });
      expect((await postJson(fanApi, 'like', { postId: post._id })).status).toBe(201);
      const comment = { postId: post._id, comment: 'Early bird' };
      expect((await postJson(fanApi, 'createComment', comment)).status).toBe(201);
      await createPostByApi(authorApi, 'Posted while connecting');
      expect(await like.getByText('1').count()).toBe(0);
      // Late: a socket that connects a moment after the read (every start-up) reads nothing again.
      await page.waitForTimeout(POSTS.catchUpAfterMs);

      // The socket connects: the feed reads its first page again and takes what is newer.
      expect(held).not.toBeNull();
      held!.connectToServer();
      await like.getByText('1').waitFor({ state: 'visible', timeout: 10_000 });
      await postCard
        .getByRole('button', { name: 'Comments' })
        .getByText('1')
        .waitFor({ state: 'visible', timeout: 10_000 });
      await card(page, 'Posted while connecting').waitFor({ state: 'visible', timeout: 10_000 });
      await screenshot(page, 'feed-after-connect-375');
    } catch (error) {
      await onFailure('feed-after-connect', [page], error);
    } finally {
      await context.close();
    }
  });

  it('likes and comments by others move an open feed’s counters; a profile’s online dot follows its owner live', async () => {
    const author = uniqueUser('author');
    const authorApi = await newApiUser(author);
    const fanApi = await newApiUser(uniqueUser('fan'));
    const post = await createPostByApi(authorApi, 'Counted live');
    const reader = uniqueUser('reader');
    await signUpByApi(reader);
    let session: Session | null = null;
    let authorSession: Session | null = null;
    try {
      session = await loggedIn(browser, reader, WIDE);
      const { page } = session;
      const postCard = card(page, 'Counted live');
      await postCard.waitFor({ state: 'visible', timeout: 15_000 });
      const like = postCard.getByRole('button', { name: 'Like' });
      await like.getByText('0').waitFor({ state: 'visible' });

      expect((await postJson(fanApi, 'like', { postId: post._id })).status).toBe(201);
      await like.getByText('1').waitFor({ state: 'visible', timeout: 10_000 });
      const comment = { postId: post._id, comment: 'Brilliant' };
      expect((await postJson(fanApi, 'createComment', comment)).status).toBe(201);
      await postCard
        .getByRole('button', { name: 'Comments' })
        .getByText('1')
        .waitFor({ state: 'visible', timeout: 10_000 });

      // The author is away: no dot on their profile; they open the app and it lights up.
      const beforeProfile = session.sockets.mark();
      await page.goto(`/profile/${authorApi.userId}`);
      await session.sockets.waitForOpen(beforeProfile);
      const header = page
        .getByRole('main')
        .locator('header', { has: page.getByRole('heading', { name: author.userName }) });
      await header.waitFor({ state: 'visible' });
      expect(await header.getByRole('status', { name: 'Online' }).count()).toBe(0);
      authorSession = await loggedIn(browser, author, WIDE);
      await header.getByRole('status', { name: 'Online' }).waitFor({ timeout: 10_000 });
      await authorSession.context.close();
      authorSession = null;
      await header.getByRole('status', { name: 'Online' }).waitFor({
        state: 'detached',
        timeout: 10_000,
      });
    } catch (error) {
      await onFailure('live-counters', session ? [session.page] : [], error);
    } finally {
      await authorSession?.context.close();
      await session?.context.close();
    }
  });

  it('the reworked screens at 375px and 1280px', async () => {
    const star = uniqueUser('star');
    const starApi = await newApiUser(star);
    await imagePost(starApi, 'Training ground at dawn', 1200, 800);
    await imagePost(starApi, 'Portrait of the captain', 600, 900);
    await createPostByApi(starApi, 'Highlights reel', {
      field: 'video',
      bytes: fakeMp4(),
      name: 'goal.mp4',
      type: 'video/mp4',
    });
    const me = uniqueUser('viewer');
    const meApi = await newApiUser(me);
    await postJson(meApi, 'follow', { followingId: starApi.userId, follow: true });
    await postJson(starApi, 'follow', { followingId: meApi.userId, follow: true });
    await postJson(starApi, 'connect', { connectId: meApi.userId });

    for (const viewport of [NARROW, WIDE]) {
      const session = await loggedIn(browser, me, viewport);
      const { page } = session;
      const w = viewport.width;
      try {
        await card(page, 'Training ground at dawn').waitFor({ state: 'visible' });
        await screenshot(page, `feed-${w}`);
        await page.goto('/search');
        await page.getByRole('list', { name: 'Followers' }).waitFor({ state: 'visible' });
        await screenshot(page, `search-${w}`, true);
        await page.goto(`/profile/${starApi.userId}`);
        await page
          .getByRole('button', { name: 'Open post: Training ground at dawn' })
          .waitFor({ state: 'visible' });
        await screenshot(page, `profile-other-${w}`, true);
        await page.getByRole('button', { name: 'Open post: Portrait of the captain' }).click();
        await page.getByRole('dialog', { name: 'Comments' }).waitFor({ state: 'visible' });
        await screenshot(page, `profile-overlay-${w}`);
        await page.goto('/user');
        await page.getByRole('heading', { name: me.userName }).waitFor({ state: 'visible' });
        await screenshot(page, `user-${w}`, true);
        await page.goto('/user/editProfile');
        await page.getByLabel('Upload profile picture').waitFor({ state: 'attached' });
        await screenshot(page, `edit-profile-${w}`);
        await page.goto('/networking');
        await page.getByLabel('Search users').waitFor({ state: 'visible' });
        await screenshot(page, `networking-${w}`);
        await page.goto('/connections');
        await page.getByRole('list', { name: 'Pending Requests' }).waitFor({ state: 'visible' });
        await screenshot(page, `connections-${w}`);
        await page.goto('/reels');
        await page.getByLabel(`Video by ${star.userName}`).first().waitFor({ state: 'attached' });
        await screenshot(page, `reels-${w}`);
      } catch (error) {
        await onFailure(`screens-${w}`, [page], error);
      } finally {
        await session.context.close();
      }
    }
  });
});
