import type { Browser } from 'playwright-core';
import {
  describeInBrowser,
  expectVisibleText,
  launchBrowser,
  screenshot,
  signUpThroughUi,
  uniqueUser,
  waitForPath,
  withPage,
} from './support/browser';

const NARROW = { width: 375, height: 740 };
const WIDE = { width: 1280, height: 800 };

describeInBrowser('signup rules a person sees', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('refuses a common password, the user name as password and a hidden name, then signs up', async () => {
    await withPage(browser, 'signup-rules', NARROW, async (page) => {
      const user = uniqueUser('rules');

      await signUpThroughUi(page, { ...user, password: 'password123' });
      await expectVisibleText(page, 'This password is too common. Please choose another one.');
      await screenshot(page, 'signup-common-password-375');

      await signUpThroughUi(page, { ...user, password: user.userName.toUpperCase() });
      await expectVisibleText(page, 'Password must not be the same as the user name');

      await signUpThroughUi(page, { ...user, password: 'short7!' });
      await expectVisibleText(page, 'Password must be 8 to 128 characters');

      await signUpThroughUi(page, { ...user, fullName: '\u200b\u200b\u200b' });
      await expectVisibleText(page, 'Name must contain visible characters');

      await signUpThroughUi(page, { ...user, fullName: 'Admin\u202eno' });
      await expectVisibleText(page, 'Name contains characters that are not allowed');

      await signUpThroughUi(page, user);
      await expectVisibleText(page, 'Account Created Successfully');
      await waitForPath(page, '/');
    });
  });

  it('says how long to wait once a name reaches the login limit, whatever its padding or case', async () => {
    await withPage(browser, 'login-limit', WIDE, async (page) => {
      const user = uniqueUser('limit');
      await signUpThroughUi(page, user);
      await expectVisibleText(page, 'Account Created Successfully');
      await waitForPath(page, '/');
      // The per-name limit (AUTH_RATE_LIMIT, 10 a minute) answers first with its wait.
      for (let i = 0; i < 11; i += 1) {
        const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/login'));
        await page.getByLabel('Username').fill(`  ${user.userName.toUpperCase()} `);
        await page.getByLabel('Password', { exact: true }).fill('not-the-password');
        await page.getByRole('button', { name: 'Login' }).click();
        await answer;
      }
      await page
        .getByText(/^Too many attempts\. Please try again in \d+ seconds\.$/)
        .first()
        .waitFor({ state: 'visible', timeout: 10_000 });
      await screenshot(page, 'login-limited-1280');
    });
  });
});
