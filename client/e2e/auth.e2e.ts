import type { Browser } from 'playwright-core';
import {
  describeInBrowser,
  expectVisibleText,
  launchBrowser,
  logInThroughUi,
  signUpThroughUi,
  storageItem,
  trackSockets,
  uniqueUser,
  waitForPath,
  withPage,
} from './support/browser';

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 375, height: 740 };

describeInBrowser('auth and main layout in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs up, logs in, survives a reload, keeps dark mode, logs out and guards /settings', async () => {
    await withPage(browser, 'full-session-flow', WIDE, async (page) => {
      const user = uniqueUser('flow');

      await signUpThroughUi(page, user);
      await expectVisibleText(page, 'Account Created Successfully');
      await expectVisibleText(page, 'Please login');
      await waitForPath(page, '/');

      const sockets = trackSockets(page);
      expect(sockets.open()).toHaveLength(0);

      await logInThroughUi(page, user);
      await waitForPath(page, '/feed');
      // The realtime connection opens once logged in (its handshake carries the token).
      await sockets.waitForOpen();
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      await sidebar.waitFor({ state: 'visible' });
      await page.getByRole('heading', { name: 'Home feed' }).waitFor({ state: 'attached' });
      expect(await storageItem(page, 'token')).toMatch(/^[^.]+\.[^.]+\.[^.]+$/);
      expect(JSON.parse((await storageItem(page, 'user')) ?? '{}')).toMatchObject({
        userName: user.userName,
      });

      await page.reload();
      await waitForPath(page, '/feed');
      await sidebar.waitFor({ state: 'visible' });

      expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(false);
      await sidebar.getByRole('button', { name: 'Dark mode' }).click();
      await page.waitForFunction(() => document.body.classList.contains('dark'));
      expect(await storageItem(page, 'darkMode')).toBe('true');
      const beforeReload = sockets.mark();
      await page.reload();
      await sidebar.waitFor({ state: 'visible' });
      expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(true);

      const liveSocket = await sockets.waitForOpen(beforeReload);
      const socketClosed = liveSocket.waitForEvent('close', { timeout: 15_000 });
      await sidebar.getByRole('button', { name: 'Logout' }).click();
      await socketClosed;
      await expectVisibleText(page, 'Logged Out');
      await waitForPath(page, '/');
      expect(await storageItem(page, 'token')).toBeNull();
      expect(await storageItem(page, 'user')).toBeNull();

      await page.goto('/settings');
      await waitForPath(page, '/login');
      await page.getByRole('button', { name: 'Login' }).waitFor({ state: 'visible' });
    });
  });

  it("shows the server's message for wrong credentials and stays on the login page", async () => {
    await withPage(browser, 'wrong-password', WIDE, async (page) => {
      const user = uniqueUser('wrong');
      await signUpThroughUi(page, user);
      await waitForPath(page, '/');

      await logInThroughUi(page, { ...user, password: 'not-the-password' });
      await expectVisibleText(page, 'Invalid user name or password');
      await waitForPath(page, '/');
      expect(await storageItem(page, 'token')).toBeNull();
    });
  });

  it('refuses a duplicate user name with the server message', async () => {
    await withPage(browser, 'duplicate-signup', WIDE, async (page) => {
      const user = uniqueUser('dup');
      await signUpThroughUi(page, user);
      await waitForPath(page, '/');

      await signUpThroughUi(page, { ...user, email: `other_${user.email}` });
      await expectVisibleText(page, 'User name is already taken');
      await waitForPath(page, '/signup');
    });
  });

  it('a token revoked on the server ends the session at once: toast and back to /', async () => {
    await withPage(browser, 'revoked-token', WIDE, async (page) => {
      const user = uniqueUser('revoked');
      await signUpThroughUi(page, user);
      await waitForPath(page, '/');
      // The layout asks the server who is logged in; let that settle before revoking the token.
      const currentUserLoaded = page.waitForResponse((r) =>
        r.url().endsWith('/api/v1/findCurrentUser'),
      );
      const sockets = trackSockets(page);
      await logInThroughUi(page, user);
      await waitForPath(page, '/feed');
      expect((await currentUserLoaded).status()).toBe(200);
      // Once connected, the badges read their counts again: those answers come first, or one of
      // them would meet the revoked token on this page, before the navigation below.
      await sockets.waitForOpen();
      await page.waitForLoadState('networkidle');

      // Log the token out behind the app's back, as another tab or the server would.
      const status = await page.evaluate(async () => {
        const token = window.localStorage.getItem('token');
        const res = await fetch('/api/v1/logout', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
        });
        return res.status;
      });
      expect(status).toBe(200);

      // The server closes the session's socket: the app learns it at once, with nothing clicked.
      await expectVisibleText(page, 'Session expired. Please login again.');
      await waitForPath(page, '/');
      expect(await storageItem(page, 'token')).toBeNull();
      expect(await storageItem(page, 'user')).toBeNull();
    });
  });

  it('on a 375px screen shows the top and bottom bars and hides the sidebar', async () => {
    await withPage(browser, 'narrow-layout', NARROW, async (page) => {
      const user = uniqueUser('narrow');
      await signUpThroughUi(page, user);
      await waitForPath(page, '/');
      await logInThroughUi(page, user);
      await waitForPath(page, '/feed');

      const bottomBar = page.getByRole('navigation', { name: 'Bottom navigation' });
      await bottomBar.waitFor({ state: 'visible' });
      expect(await page.getByRole('complementary', { name: 'Sidebar' }).isHidden()).toBe(true);
      expect(await page.getByRole('link', { name: 'Notifications' }).isVisible()).toBe(true);

      await bottomBar.getByRole('link', { name: 'Create' }).click();
      await waitForPath(page, '/create');
      const dialog = page.getByRole('dialog', { name: 'Create a new Post' });
      await dialog.waitFor({ state: 'visible' });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await waitForPath(page, '/feed');
    });
  });
});
