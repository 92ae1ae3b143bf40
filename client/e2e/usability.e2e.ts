import type { Browser, Page } from 'playwright-core';
import { createCommunityByApi, createPostByApi, newApiUser, signUpByApi } from './support/api';
import {
  baseUrl,
  describeInBrowser,
  expectVisibleText,
  launchBrowser,
  loggedIn,
  onFailure,
  screenshot,
  trackSockets,
  uniqueUser,
  waitForPath,
  type Session,
  type TestUser,
} from './support/browser';

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 375, height: 740 };

/** What phones, keyboards and first loads tripped over, at 375 and 1280. */
describeInBrowser('what users trip over on phones and in settings, in Chromium', () => {
  let browser: Browser;
  let me: TestUser;
  let narrow: Session;
  let wide: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    me = uniqueUser('trip');
    await signUpByApi(me);
    narrow = await loggedIn(browser, me, NARROW);
    wide = await loggedIn(browser, me, WIDE);
  });

  afterAll(async () => {
    await narrow?.context.close();
    await wide?.context.close();
    await browser?.close();
  });

  it('a phone reaches every top-level page from /feed by taps alone (375)', async () => {
    const context = await browser.newContext({
      viewport: NARROW,
      baseURL: baseUrl(),
      hasTouch: true,
      isMobile: true,
    });
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [
        (await wide.page.evaluate(() => localStorage.getItem('token'))) ?? '',
        (await wide.page.evaluate(() => localStorage.getItem('user'))) ?? '',
      ],
    );
    const page = await context.newPage();
    try {
      await page.goto('/feed');
      await waitForPath(page, '/feed');
      const top = page.getByRole('banner');
      const bottom = page.getByRole('navigation', { name: 'Bottom navigation' });
      const viaMore = async (label: string, path: string) => {
        await top.getByRole('button', { name: 'More' }).tap();
        await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: label }).tap();
        await waitForPath(page, path);
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      };
      const walk: [string, () => Promise<void>, string][] = [
        ['Profile', () => top.getByRole('link', { name: 'Profile' }).tap(), '/user'],
        [
          'Notifications',
          () => top.getByRole('link', { name: /^Notifications/ }).tap(),
          '/notifications',
        ],
        ['Search', () => bottom.getByRole('link', { name: 'Search' }).tap(), '/search'],
        ['Reels', () => bottom.getByRole('link', { name: 'Reels' }).tap(), '/reels'],
        ['Messages', () => bottom.getByRole('link', { name: 'Messages' }).tap(), '/messages'],
        ['Networking', () => viaMore('Networking', '/networking'), '/networking'],
        ['Connections', () => viaMore('Connections', '/connections'), '/connections'],
        ['Communities', () => viaMore('Communities', '/community'), '/community'],
        ['Recruiting', () => viaMore('Recruiting', '/recruiting'), '/recruiting'],
        ['Settings', () => viaMore('Settings', '/settings'), '/settings'],
        ['Home', () => bottom.getByRole('link', { name: 'Home' }).tap(), '/feed'],
      ];
      for (const [name, tap, path] of walk) {
        await tap();
        await waitForPath(page, path);
        if (name === 'Networking') await screenshot(page, 'phone-networking-375');
      }
      // The feed's suggested communities lead to all of them too.
      await page.getByRole('button', { name: 'Suggested communities' }).tap();
      await page.getByRole('dialog', { name: 'Suggested communities' }).waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, 'phone-suggested-see-all-375');
      await page
        .getByRole('dialog', { name: 'Suggested communities' })
        .getByRole('button', { name: 'See all' })
        .tap();
      await waitForPath(page, '/community');
      await bottom.getByRole('link', { name: 'Home' }).tap();
      await waitForPath(page, '/feed');

      await top.getByRole('button', { name: 'More' }).tap();
      await page.getByRole('dialog', { name: 'More' }).waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, 'phone-more-sheet-375');
    } catch (error) {
      await onFailure('phone-walk', [page], error);
    } finally {
      await context.close();
    }
  });

  it('a load of /feed reads its first page and each unread count once', async () => {
    // Others' posts fill the feed, as in any run of the whole suite.
    const author = await newApiUser(uniqueUser('fill'));
    for (let i = 1; i <= 4; i += 1) await createPostByApi(author, `Filler post ${i}`);
    // A page of its own: only this load's requests count (not those of a page open before).
    const page = await wide.context.newPage();
    const watched = [
      '/api/v1/getAllPost',
      '/api/v1/notifications/unread-count',
      '/api/v1/messages/unread-count',
    ];
    const counts = new Map<string, number>();
    const log: string[] = [];
    const started = Date.now();
    page.on('request', (request) => {
      const { pathname, search, searchParams } = new URL(request.url());
      if (!watched.includes(pathname)) return;
      log.push(`${Date.now() - started}ms ${pathname}${search}`);
      // The feed's next pages (a cursor: the reader's screen is not full yet) are other reads.
      if (!searchParams.has('cursor')) counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    });
    const sockets = trackSockets(page);
    try {
      await page.goto('/feed');
      await sockets.waitForOpen();
      log.push(`${Date.now() - started}ms socket connected`);
      await page.waitForLoadState('networkidle');
      // Time for any read the connection would have set off.
      await page.waitForTimeout(1500);
      console.log(`[first load]\n${log.join('\n')}`);
      expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(watched.map((p) => [p, 1])));
    } catch (error) {
      await onFailure('one-read', [page], error);
    } finally {
      await page.close();
    }
  });

  it('the hibernate dialog says the account stays hidden until reactivated', async () => {
    const { page } = wide;
    try {
      await page.goto('/settings?view=account');
      await page.getByRole('button', { name: 'Hibernate' }).click();
      const dialog = page.getByRole('dialog', { name: 'Hibernate Account' });
      await dialog
        .getByText('You can still log in, but your account stays hidden until you reactivate it')
        .waitFor();
      await screenshot(page, 'hibernate-dialog-1280');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } catch (error) {
      await onFailure('hibernate-text', [page], error);
    }
  });

  it('the data-download card shows its link as soon as the export is ready, without a reload', async () => {
    const { page } = wide;
    try {
      await page.goto('/settings?view=account');

      await page.getByRole('button', { name: 'Request Download' }).click();
      const ask = page.getByRole('dialog', { name: 'Request Data Download' });
      await ask.getByLabel('Type DOWNLOAD to confirm').fill('DOWNLOAD');
      // The 'ready' notification as the socket brings it: the card follows within moments.
      const pushed = new Promise<void>((resolve) => {
        for (const ws of wide.sockets.open()) {
          ws.on('framereceived', ({ payload }) => {
            if (String(payload).includes('data_export_ready')) resolve();
          });
        }
      });
      await ask.getByRole('button', { name: 'Request Download' }).click();
      await pushed;
      await page.getByRole('link', { name: 'Download', exact: true }).waitFor({ timeout: 2500 });
      await screenshot(page, 'data-download-ready-1280');
    } catch (error) {
      await onFailure('data-download', [page], error);
    }
  });

  it('Manage my network: Following & followers opens the follow lists, the rest the placeholder', async () => {
    const { page } = wide;
    try {
      await page.goto('/networking');
      await page.getByRole('link', { name: 'Following & followers' }).click();
      await waitForPath(page, '/search');
      for (const entry of ['Groups', 'Events', 'Pages', 'Newsletters']) {
        await page.goto('/networking');
        await page.getByRole('link', { name: entry }).click();
        await waitForPath(page, '/coming-soon');
        await expectVisibleText(page, 'This feature is on the Way');
      }
      await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
      await waitForPath(page, '/feed');
    } catch (error) {
      await onFailure('manage-network', [page], error);
    }
  });

  it('communities: a join dismisses "must join", leaving from the page asks nothing refused, not-found has the shared button', async () => {
    const { page } = wide;
    const owner = await newApiUser(uniqueUser('own'));
    const name = `Trip Club ${Date.now() % 100000}`;
    const club = await createCommunityByApi(owner, name);
    const refused: string[] = [];
    const errors: string[] = [];
    const onResponse = (r: { url: () => string; status: () => number }) => {
      if (r.url().includes(`/community/${club._id}`) && r.status() === 403) refused.push(r.url());
    };
    const onConsole = (m: { type: () => string; text: () => string }) => {
      if (m.type() === 'error') errors.push(m.text());
    };
    page.on('response', onResponse);
    page.on('console', onConsole);
    try {
      await page.goto('/community');
      const explore = page.getByRole('region', { name: 'Explore Communities' });
      await explore.getByRole('group', { name }).getByRole('button', { name, exact: true }).click();
      await expectVisibleText(page, 'You must join the community to view or post.');
      await explore.getByRole('group', { name }).getByRole('button', { name: 'Join' }).click();
      await waitForPath(page, `/community/${club._id}`);
      await page
        .getByText('You must join the community to view or post.')
        .waitFor({ state: 'detached', timeout: 3000 });

      await page.getByRole('button', { name: 'Leave' }).click();
      await waitForPath(page, '/community');
      await expectVisibleText(page, 'Left community');
      await page.waitForTimeout(1000);
      expect(refused).toEqual([]);
      expect(errors.filter((e) => e.includes('403'))).toEqual([]);

      for (const viewport of [NARROW, WIDE]) {
        await page.setViewportSize(viewport);
        await page.goto('/community/00000000-0000-4000-8000-000000000000');
        const back = page.getByRole('link', { name: 'Back to Communities' });
        await back.waitFor();
        await screenshot(page, `community-not-found-${viewport.width}`);
        const looks = (sel: typeof back) =>
          sel.evaluate((el) => {
            const s = getComputedStyle(el);
            return [s.backgroundColor, s.borderRadius, s.display].join(' ');
          });
        const backLooks = await looks(back);
        await page.goto('/no-such-page');
        expect(await looks(page.getByRole('main').getByRole('link', { name: 'Home' }))).toBe(
          backLooks,
        );
      }
      await page.setViewportSize(WIDE);
      await page.goto('/community/00000000-0000-4000-8000-000000000000');
      await page.getByRole('link', { name: 'Back to Communities' }).click();
      await waitForPath(page, '/community');
    } catch (error) {
      await onFailure('communities-trip', [page], error);
    } finally {
      page.off('response', onResponse);
      page.off('console', onConsole);
    }
  });

  /** `flow` at 375 and at 1280, each in its signed-in page. */
  async function atBothWidths(name: string, flow: (page: Page, width: number) => Promise<void>) {
    for (const { page } of [narrow, wide]) {
      const width = page.viewportSize()?.width ?? 0;
      try {
        await flow(page, width);
      } catch (error) {
        await onFailure(`${name}-${width}`, [page], error);
      }
    }
  }

  it('settings: Dark Mode is the shared switch', async () => {
    await atBothWidths('dark-switch', async (page, width) => {
      await page.goto('/settings');
      const dark = page.getByRole('switch', { name: /Dark Mode/ });
      const box = await dark.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(40);
      await screenshot(page, `settings-list-${width}`);
      await dark.click();
      await page.waitForFunction(() => document.body.classList.contains('dark'));
      await screenshot(page, `settings-list-${width}-dark`);
      await dark.click();
      await page.waitForFunction(() => !document.body.classList.contains('dark'));
    });
  });

  it('privacy: a closed profile says its posts still show until Post visibility follows', async () => {
    await atBothWidths('privacy-gap', async (page, width) => {
      await page.goto('/settings?view=privacy');
      await page.getByRole('combobox', { name: /^Profile visibility/ }).selectOption('private');
      const gap = page.getByRole('status').filter({ hasText: 'To hide them too' });
      await expect(gap.textContent()).resolves.toBe(
        'Your profile is "Only me", but your posts are "Public": they still show in others\' feeds and reels. To hide them too, change Post visibility.',
      );
      await gap.scrollIntoViewIfNeeded();
      await screenshot(page, `settings-privacy-gap-${width}`);
    });
  });

  it('Edit Profile: the field errors stay in sight (no toast over them), the first one focused', async () => {
    await atBothWidths('profile-errors', async (page, width) => {
      await page.goto('/settings?view=profile');
      const fullName = page.getByLabel('Full Name');
      await fullName.fill('A');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const error = page.getByText('Full name must be at least 2 characters');
      await error.waitFor();
      await expect(fullName.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.waitForTimeout(400);
      // Nothing lies over the field's message (a toast did).
      const covered = await error.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !(top && (el === top || el.contains(top)));
      });
      expect(covered).toBe(false);
      await screenshot(page, `settings-profile-errors-${width}`);
    });
  });

  it("delete account: the settings views' Back and heading, DELETE once, a wrong password told before the last confirm", async () => {
    await atBothWidths('delete-account', async (page, width) => {
      await page.goto('/settings?view=account');
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await waitForPath(page, '/settings/delete-account');
      await page.getByRole('heading', { level: 1, name: 'Delete Account' }).waitFor();
      expect(await page.getByLabel(/DELETE/).count()).toBe(1);
      let confirms = 0;
      const onDialog = (d: { dismiss: () => Promise<void> }) => {
        confirms += 1;
        void d.dismiss();
      };
      page.on('dialog', onDialog);
      try {
        await page.getByLabel('Password').fill('not-my-password');
        await page.getByLabel('Type DELETE to confirm').fill('DELETE');
        await page.getByRole('button', { name: 'Delete My Account' }).click();
        await expectVisibleText(page, 'Incorrect password');
        expect(confirms).toBe(0);
        await screenshot(page, `delete-account-wrong-password-${width}`);
        // The right one reaches the last confirm (dismissed here: the account stays).
        await page.getByLabel('Password').fill(me.password);
        await page.getByRole('button', { name: 'Delete My Account' }).click();
        await page.waitForTimeout(1000);
        expect(confirms).toBe(1);
      } finally {
        page.off('dialog', onDialog);
      }
      await page.getByRole('button', { name: 'Back to Settings' }).click();
      await page.getByText(/Account Status:/).waitFor();
    });
  });

  it('/user at 375: the tab row stays on one line', async () => {
    const { page } = narrow;
    try {
      await page.goto('/user');
      const tabs = page.getByRole('tab');
      await page.getByRole('tab', { name: 'Scenarios (coming soon)' }).waitFor();
      const tops = await tabs.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(overflow).toBe(false);
      await screenshot(page, 'user-tabs-375');
    } catch (error) {
      await onFailure('user-tabs', [page], error);
    }
  });
});
