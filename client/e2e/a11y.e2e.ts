import type { Browser, Page } from 'playwright-core';
import {
  createCommunityByApi,
  createPostByApi,
  newApiUser,
  postJson,
  solidPng,
  type ApiSession,
} from './support/api';
import { seriousViolations, type AxeFinding } from './support/axe';
import {
  baseUrl,
  describeInBrowser,
  launchBrowser,
  loggedIn,
  onFailure,
  screenshot,
  uniqueUser,
  type TestUser,
} from './support/browser';

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

interface Stop {
  name: string;
  path: string;
  /** What shows once the page has loaded. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  /** Opens the page's dialog, if it has one (checked a second time with it open). */
  dialog?: (page: Page) => Promise<void>;
  /** Only on a phone (the More sheet) or only on a wide screen. */
  only?: 375 | 1280;
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name }).first();

async function openDialog(page: Page, open: () => Promise<void>): Promise<void> {
  await open();
  await page.getByRole('dialog').first().waitFor();
  // Dialogs fade in: axe reads colours as they end up, not halfway.
  await page.waitForTimeout(350);
}

function stops(ids: { friend: string; community: string; post: string }): Stop[] {
  return [
    {
      name: 'feed',
      path: '/feed',
      ready: (p) => p.getByRole('article').first(),
      dialog: (p) =>
        openDialog(p, () =>
          p
            .getByRole('button', { name: /^Comments\b/ })
            .first()
            .click(),
        ),
    },
    {
      name: 'create',
      path: '/feed',
      ready: (p) => p.getByRole('article').first(),
      only: 1280,
      dialog: (p) =>
        openDialog(p, () =>
          p
            .getByRole('complementary', { name: 'Sidebar' })
            .getByRole('button', { name: 'Create' })
            .click(),
        ),
    },
    {
      name: 'more-sheet',
      path: '/feed',
      ready: (p) => p.getByRole('article').first(),
      only: 375,
      dialog: (p) => openDialog(p, () => p.getByRole('button', { name: 'More' }).click()),
    },
    { name: 'user', path: '/user', ready: (p) => p.getByRole('tab', { name: 'Activity' }) },
    { name: 'edit-profile', path: '/user/editProfile', ready: (p) => p.getByLabel('Bio').first() },
    { name: 'search', path: '/search', ready: heading(/Followers/) },
    {
      name: 'messages',
      path: '/message',
      ready: (p) => p.getByRole('button', { name: /^Chat with/ }).first(),
      dialog: async (p) => {
        await p
          .getByRole('button', { name: /^Chat with/ })
          .first()
          .click();
        await p.getByRole('region', { name: 'Message history' }).waitFor();
        await p
          .getByRole('region', { name: 'Message history' })
          .getByText('Good game yesterday!')
          .waitFor();
      },
    },
    { name: 'reels', path: '/reels', ready: (p) => p.getByRole('main') },
    {
      name: 'profile',
      path: `/profile/${ids.friend}`,
      ready: (p) => p.getByRole('tab', { name: 'Activity' }),
    },
    {
      name: 'communities',
      path: '/community',
      ready: heading('Communities'),
      // Its create form opens in place (not a dialog).
      dialog: async (p) => {
        await p.getByRole('button', { name: 'Create a community' }).click();
        await p.getByRole('heading', { name: 'Create a community' }).waitFor();
      },
    },
    {
      name: 'community',
      path: `/community/${ids.community}`,
      ready: (p) => p.getByRole('heading', { level: 1 }).first(),
      dialog: (p) =>
        openDialog(p, () =>
          p.getByRole('button', { name: 'Create a post in this community' }).click(),
        ),
    },
    { name: 'networking', path: '/networking', ready: heading('Suggestions') },
    { name: 'connections', path: '/connections', ready: heading(/Connections/) },
    {
      name: 'recruiting',
      path: '/recruiting',
      ready: (p) => p.getByRole('form', { name: 'Player filters' }),
    },
    { name: 'notifications', path: '/notifications', ready: heading('Notifications') },
    { name: 'settings', path: '/settings', ready: heading('Settings') },
    {
      name: 'settings-profile',
      path: '/settings?view=profile',
      ready: (p) => p.getByLabel('Full Name'),
    },
    { name: 'settings-privacy', path: '/settings?view=privacy', ready: heading('Visibility') },
    {
      name: 'settings-notifications',
      path: '/settings?view=notifications',
      ready: (p) => p.getByRole('switch').first(),
    },
    {
      name: 'settings-languages',
      path: '/settings?view=languages',
      ready: heading('Language Preferences'),
    },
    {
      name: 'settings-blocked',
      path: '/settings?view=blocked',
      ready: heading('Blocked Accounts'),
    },
    {
      name: 'settings-password',
      path: '/settings?view=password',
      ready: heading('Change Password'),
    },
    {
      name: 'settings-account',
      path: '/settings?view=account',
      ready: (p) => p.getByText(/Account Status:/),
      dialog: (p) => openDialog(p, () => p.getByRole('button', { name: 'Hibernate' }).click()),
    },
    { name: 'delete-account', path: '/settings/delete-account', ready: heading('Delete Account') },
    { name: 'coming-soon', path: '/coming-soon', ready: heading('This feature is on the Way') },
    { name: 'not-found', path: '/no-such-page', ready: heading('Page not Found') },
    {
      name: 'post-link',
      path: `/feed?post=${ids.post}`,
      ready: (p) => p.getByRole('article').first(),
    },
  ];
}

// One test visits every page at one viewport and theme: about 30 s on a quiet machine, more when
// the two cores are shared.
jest.setTimeout(240_000);

/** Every page (and its dialog) at 375 and 1280, light and dark: no serious or critical finding. */
describeInBrowser('accessibility (axe-core) in Chromium', () => {
  let browser: Browser;
  let me: TestUser;
  let ids: { friend: string; community: string; post: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    me = uniqueUser('axe');
    const friend = uniqueUser('axf');
    const [meApi, friendApi]: ApiSession[] = await Promise.all([
      newApiUser(me),
      newApiUser(friend),
    ]);
    await postJson(meApi, 'follow', { followingId: friendApi.userId, follow: true });
    await postJson(friendApi, 'follow', { followingId: meApi.userId, follow: true });
    const post = await createPostByApi(meApi, 'Axe checks this court side view', {
      field: 'image',
      bytes: solidPng(64, 48, [30, 136, 229]),
      name: 'court.png',
      type: 'image/png',
    });
    await createPostByApi(friendApi, 'A friend’s words for the feed');
    await postJson(friendApi, 'messages/send', {
      receiverId: meApi.userId,
      content: 'Good game yesterday!',
    });
    const community = await createCommunityByApi(meApi, `Axe Club ${Date.now() % 100000}`);
    ids = { friend: friendApi.userId, community: community._id, post: post._id };
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the login and signup pages', async () => {
    const findings: AxeFinding[] = [];
    for (const viewport of VIEWPORTS) {
      for (const dark of [false, true]) {
        const context = await browser.newContext({ viewport, baseURL: baseUrl() });
        if (dark) await context.addInitScript(() => localStorage.setItem('darkMode', 'true'));
        const page = await context.newPage();
        try {
          for (const [path, button] of [
            ['/', 'Login'],
            ['/signup', 'Sign Up'],
          ]) {
            await page.goto(path);
            await page.getByRole('button', { name: button }).waitFor();
            const where = `${path} ${viewport.width} ${dark ? 'dark' : 'light'}`;
            findings.push(...(await seriousViolations(page, where)));
          }
        } catch (error) {
          await onFailure('axe-guest', [page], error);
        } finally {
          await context.close();
        }
      }
    }
    expect(findings).toEqual([]);
  });

  it.each(VIEWPORTS.flatMap((v) => [false, true].map((dark) => [v.width, dark] as const)))(
    'every signed-in page at %ipx (dark: %s)',
    async (width, dark) => {
      const viewport = VIEWPORTS.find((v) => v.width === width)!;
      const { context, page } = await loggedIn(browser, me, viewport, dark);
      const findings: AxeFinding[] = [];
      try {
        for (const stop of stops(ids)) {
          if (stop.only && stop.only !== width) continue;
          const where = `${stop.name} ${width} ${dark ? 'dark' : 'light'}`;
          await page.goto(stop.path);
          await stop.ready(page).waitFor({ timeout: 15_000 });
          await page.waitForLoadState('networkidle');
          findings.push(...(await seriousViolations(page, where)));
          if (stop.dialog) {
            await stop.dialog(page);
            findings.push(...(await seriousViolations(page, `${where} + dialog`)));
            await screenshot(page, `axe-${stop.name}-dialog-${width}-${dark ? 'dark' : 'light'}`);
          } else {
            await screenshot(page, `axe-${stop.name}-${width}-${dark ? 'dark' : 'light'}`);
          }
        }
      } catch (error) {
        await onFailure(`axe-${width}-${dark}`, [page], error);
      } finally {
        await context.close();
      }
      if (findings.length > 0) console.log(JSON.stringify(findings, null, 1));
      expect(findings).toEqual([]);
    },
  );
});
