import type { Browser, Locator, Page } from 'playwright-core';
import {
  baseUrl,
  describeInBrowser,
  expectVisibleText,
  launchBrowser,
  logInThroughUi,
  trackSockets,
  uniqueUser,
  waitForPath,
  withPage,
  type TestUser,
} from './support/browser';

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 780 };

// A valid 1x1 PNG (red pixel), made in the test so no fixture file is needed.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1X1 });

async function signUpByApi(user: TestUser): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/v1/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
}

async function logIn(page: Page, user: TestUser): Promise<void> {
  const sockets = trackSockets(page);
  await page.goto('/');
  await logInThroughUi(page, user);
  await waitForPath(page, '/feed');
  // Live updates need the realtime connection.
  await sockets.waitForOpen();
}

async function tokenOf(user: TestUser): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: user.userName, password: user.password }),
  });
  return ((await res.json()) as { token: string }).token;
}

async function createByApi(token: string, name: string): Promise<void> {
  const body = new FormData();
  body.append('name', name);
  body.append('description', `All about ${name}`);
  body.append('bannerImage', new Blob([PNG_1X1], { type: 'image/png' }), 'banner.png');
  const res = await fetch(`${baseUrl()}/api/v1/community/create`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body,
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
}

const card = (scope: Page | Locator, name: string) => scope.getByRole('group', { name });
const section = (page: Page, name: string) => page.getByRole('region', { name });

describeInBrowser('communities in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('A creates a community, B (on a phone) joins it, posts, and sees it go when A deletes it', async () => {
    const alice = uniqueUser('coach');
    const bob = uniqueUser('fan');
    await Promise.all([signUpByApi(alice), signUpByApi(bob)]);
    const name = `U18 Eagles ${Date.now().toString(36)}`;
    const caption = `Training photo ${Date.now().toString(36)}`;

    await withPage(browser, 'community-owner', WIDE, async (page) => {
      await logIn(page, alice);

      // A creates the community with a banner; the form says what is missing first.
      await page.goto('/community');
      await page.getByRole('button', { name: 'Create a community' }).click();
      const form = section(page, 'Create a community');
      await form.getByLabel('Community name').fill(name);
      await form.getByRole('button', { name: 'Create community' }).click();
      await form
        .getByText('Please fill in all fields and upload a banner image.')
        .waitFor({ state: 'visible' });
      await form.getByLabel('Description').fill('Our under-18 squad');
      await form.getByLabel('Banner image').setInputFiles(png('banner.png'));
      await form.getByAltText('Banner preview').waitFor({ state: 'visible' });
      await form.getByRole('button', { name: 'Create community' }).click();
      await expectVisibleText(page, 'Community created successfully');
      const mine = card(section(page, 'Your Communities'), name);
      await mine.waitFor({ state: 'visible' });
      expect(await mine.getByRole('button', { name: `Delete ${name}` }).isVisible()).toBe(true);
      const banner = await mine.locator('img').getAttribute('src');
      expect(banner).toMatch(/^\/media\/communities\/.+-card\.webp$/);

      // A opens it and keeps it open.
      await mine.getByRole('button', { name, exact: true }).click();
      await page.getByRole('heading', { name, exact: true }).waitFor({ state: 'visible' });
      const members = page.getByText(/^Members:/);
      await page.waitForFunction(
        (el) => el?.textContent === 'Members: 1',
        await members.elementHandle(),
      );
      await page.getByText('No posts in this community yet.').waitFor({ state: 'visible' });

      await withPage(browser, 'community-member', PHONE, async (phone) => {
        await logIn(phone, bob);

        // B finds it under Explore, is refused on the card, joins and lands on it.
        await phone.goto('/community');
        const explore = section(phone, 'Explore Communities');
        await explore.getByRole('searchbox').fill(name);
        const found = card(explore, name);
        await found.waitFor({ state: 'visible', timeout: 15_000 });
        await found.getByRole('button', { name, exact: true }).click();
        await expectVisibleText(phone, 'You must join the community to view or post.');
        expect(new URL(phone.url()).pathname).toBe('/community');
        await found.getByRole('button', { name: `Join ${name}` }).click();
        await expectVisibleText(phone, 'Joined community');
        await phone.waitForURL((url) => url.pathname.startsWith('/community/'));
        await phone.getByRole('heading', { name, exact: true }).waitFor({ state: 'visible' });
        const communityPath = new URL(phone.url()).pathname;

        // A's open page counts B without a reload.
        await page.waitForFunction(
          (el) => el?.textContent === 'Members: 2',
          await members.elementHandle(),
          { timeout: 15_000 },
        );

        // B posts a picture from the + button; A sees it arrive.
        await phone.getByRole('button', { name: 'Create a post in this community' }).click();
        const dialog = phone.getByRole('dialog', { name: 'Create a new Post' });
        await dialog.getByLabel('Caption').fill(caption);
        await dialog.getByRole('button', { name: 'Post' }).click();
        await dialog.getByText('Missing title or image').waitFor({ state: 'visible' });
        await dialog.getByLabel('Photo').setInputFiles(png('team.png'));
        await dialog.getByAltText('Selected media preview').waitFor({ state: 'visible' });
        await dialog.getByRole('button', { name: 'Post' }).click();
        await expectVisibleText(phone, 'Posted');
        expect(new URL(phone.url()).pathname).toBe(communityPath);
        await phone.getByRole('article').filter({ hasText: caption }).waitFor({ state: 'visible' });
        const arrived = page.getByRole('article').filter({ hasText: caption });
        await arrived.waitFor({ state: 'visible', timeout: 15_000 });
        expect(await arrived.getByAltText(`Post by ${bob.userName}`).getAttribute('src')).toMatch(
          /^\/media\/posts\//,
        );

        // B goes back to the list: the community is among theirs, as a swipe card with Leave.
        await phone.goto('/community');
        const theirs = card(section(phone, 'Your Communities'), name);
        await theirs.waitFor({ state: 'visible' });
        expect(await theirs.getByRole('button', { name: `Leave ${name}` }).isVisible()).toBe(true);

        // A deletes it (after the confirm); it leaves B's list without a reload.
        page.once('dialog', (confirm) => void confirm.accept());
        await page.getByRole('button', { name: `Delete ${name}` }).click();
        await expectVisibleText(page, 'Community deleted');
        await waitForPath(page, '/community');
        await theirs.waitFor({ state: 'detached', timeout: 15_000 });
        await phone
          .getByText('You have not joined any community yet.')
          .waitFor({ state: 'visible' });
        await phone.goto(communityPath);
        await phone.getByRole('heading', { name: 'Community not found' }).waitFor();
      });
    });
  });

  it('on a phone, lists are swipe cards: the buttons and a sideways swipe move one card at a time', async () => {
    const owner = uniqueUser('owner');
    const viewer = uniqueUser('viewer');
    await Promise.all([signUpByApi(owner), signUpByApi(viewer)]);
    const token = await tokenOf(owner);
    const tag = Date.now().toString(36);
    for (const club of ['Alpha', 'Bravo', 'Charlie']) await createByApi(token, `${club} ${tag}`);

    await withPage(browser, 'community-swipe', PHONE, async (page) => {
      await logIn(page, viewer);
      await page.goto('/community');
      const explore = section(page, 'Explore Communities');
      // The search answers after a pause in typing, and a new term starts the cards over: swiping
      // starts once it has answered (the unfiltered list may hold just these three as well).
      const searched = page.waitForResponse(
        (res) => res.url().includes('/api/v1/community?') && res.url().includes(`q=${tag}`),
      );
      await explore.getByRole('searchbox').fill(tag);
      await searched;
      const list = explore.getByRole('list', { name: 'Explore Communities' });
      await card(list, `Alpha ${tag}`).waitFor({ state: 'visible' });
      await explore.getByText('1 / 3').waitFor();
      const inView = async (name: string) => {
        const box = await card(list, name).boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
      };
      expect(await inView(`Charlie ${tag}`)).toBe(true); // newest first
      expect(await inView(`Bravo ${tag}`)).toBe(false);

      await explore.getByRole('button', { name: 'Next in Explore Communities' }).click();
      await explore.getByText('2 / 3').waitFor();
      await page.waitForFunction(
        ({ name }) => {
          const el = document.querySelector(`[role="group"][aria-label="${name}"]`);
          const box = el?.getBoundingClientRect();
          return !!box && box.x >= 0 && box.right <= window.innerWidth;
        },
        { name: `Bravo ${tag}` },
      );

      // A sideways swipe (wheel with deltaX, as a trackpad or a finger scrolls) snaps to the next.
      const box = await list.boundingBox();
      await page.mouse.move((box?.x ?? 0) + 50, (box?.y ?? 0) + 50);
      await page.mouse.wheel(300, 0);
      await explore.getByText('3 / 3').waitFor();
      // The snap may still be settling as the count first reads 3 / 3: wait for where it ends.
      const next = explore.getByRole('button', { name: 'Next in Explore Communities' });
      await page
        .waitForFunction(
          (button) => (button as HTMLButtonElement).disabled,
          await next.elementHandle(),
          {
            timeout: 5_000,
          },
        )
        .catch(() => undefined);
      expect(await next.isDisabled()).toBe(true);
    });
  });
});
