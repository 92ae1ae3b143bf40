import { createHmac } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { signUpByApi } from './support/api';
import { seriousViolations } from './support/axe';
import {
  baseUrl,
  describeInBrowser,
  expectVisibleText,
  launchBrowser,
  loggedIn,
  logInThroughUi,
  onFailure,
  screenshot,
  storageItem,
  uniqueUser,
  waitForPath,
} from './support/browser';

/** RFC 6238 (SHA-1, 6 digits, 30 s): the code an authenticator app would show for `secret`. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/\s+/g, '').toUpperCase()) {
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(
    Array.from({ length: Math.floor(bits.length / 8) }, (_, i) =>
      parseInt(bits.slice(i * 8, i * 8 + 8), 2),
    ),
  );
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

/** A code that stays good until it is typed: not in the last seconds of its step. */
async function freshCode(secret: string, after?: string): Promise<string> {
  for (;;) {
    const left = 30_000 - (Date.now() % 30_000);
    const code = totp(secret);
    if (left > 5000 && code !== after) return code;
    await new Promise((r) => setTimeout(r, left + 200));
  }
}

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 375, height: 740 };

async function openSecurity(page: Page): Promise<void> {
  await page.goto('/settings?view=privacy');
  await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
}

describeInBrowser('two-factor sign-in in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sets up 2FA from the shown key, signs out, and signs in with a code', async () => {
    const user = uniqueUser('tfa');
    await signUpByApi(user);
    const { context, page } = await loggedIn(browser, user, WIDE);
    try {
      await openSecurity(page);
      await page.getByRole('button', { name: 'Set up' }).click();
      const secretBox = page.getByTestId('two-factor-secret');
      await secretBox.waitFor();
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      const secret = (await secretBox.textContent())?.trim() ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await screenshot(page, 'two-factor-setup-1280', true);
      expect(await seriousViolations(page, 'two-factor setup 1280 light')).toEqual([]);

      const firstCode = await freshCode(secret);
      await page.getByLabel('6-digit code').fill(firstCode);
      await page.getByRole('button', { name: 'Turn on' }).click();
      const codes = page.getByRole('region', { name: 'Recovery codes' });
      await codes.waitFor();
      expect(await codes.getByRole('listitem').count()).toBe(10);
      await screenshot(page, 'two-factor-recovery-codes-1280', true);
      expect(await seriousViolations(page, 'recovery codes 1280 light')).toEqual([]);
      await page.getByRole('button', { name: 'I saved them' }).click();
      await page.getByText('On', { exact: true }).waitFor();

      // The list of devices shows this one.
      const sessions = page.getByRole('region', { name: 'Where you’re signed in' });
      await sessions.getByText('This device').waitFor();
      await screenshot(page, 'account-security-1280', true);

      // Sign out, then in again: the password, then the code.
      await page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('button', { name: 'Logout' })
        .click();
      await expectVisibleText(page, 'Logged Out');
      await waitForPath(page, '/');
      expect(await storageItem(page, 'token')).toBeNull();

      await logInThroughUi(page, user);
      await expectVisibleText(page, 'Enter the 6-digit code from your authenticator app.');
      expect(await storageItem(page, 'token')).toBeNull();
      await screenshot(page, 'two-factor-login-code-1280');
      expect(await seriousViolations(page, 'login code 1280 light')).toEqual([]);
      await page.getByLabel('6-digit code').fill(await freshCode(secret, firstCode));
      await page.getByRole('button', { name: 'Verify' }).click();
      await waitForPath(page, '/feed');
      expect(await storageItem(page, 'token')).toMatch(/^[^.]+\.[^.]+\.[^.]+$/);
    } catch (error) {
      await onFailure('two-factor-wide', [page], error);
    } finally {
      await context.close();
    }
  });

  it('is usable at 375 in dark mode: the code step and the security view', async () => {
    const user = uniqueUser('tfan');
    await signUpByApi(user);
    const { context, page } = await loggedIn(browser, user, NARROW, true);
    try {
      await openSecurity(page);
      await page.getByRole('button', { name: 'Set up' }).click();
      const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').trim();
      await screenshot(page, 'two-factor-setup-375-dark', true);
      expect(await seriousViolations(page, 'two-factor setup 375 dark')).toEqual([]);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await page.getByLabel('6-digit code').fill(await freshCode(secret));
      await page.getByRole('button', { name: 'Turn on' }).click();
      await page.getByRole('region', { name: 'Recovery codes' }).waitFor();
      await screenshot(page, 'two-factor-recovery-codes-375-dark', true);
      await page.getByRole('button', { name: 'I saved them' }).click();
      await page
        .getByRole('region', { name: 'Where you’re signed in' })
        .getByText('This device')
        .waitFor();
      await screenshot(page, 'account-security-375-dark', true);
      expect(await seriousViolations(page, 'account security 375 dark')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );

      // A second browser: the password, then "Use a recovery code".
      const other = await browser.newContext({ viewport: NARROW, baseURL: baseUrl() });
      await other.addInitScript(() => window.localStorage.setItem('darkMode', 'true'));
      const second = await other.newPage();
      try {
        await second.goto('/');
        await logInThroughUi(second, user);
        await second.getByLabel('6-digit code').waitFor();
        await screenshot(second, 'two-factor-login-code-375-dark');
        await second.getByRole('button', { name: 'Use a recovery code' }).click();
        await second.getByLabel('Recovery code').waitFor();
        await screenshot(second, 'two-factor-login-recovery-375-dark');
        expect(await seriousViolations(second, 'login recovery 375 dark')).toEqual([]);
      } finally {
        await other.close();
      }
    } finally {
      await context.close();
    }
  });

  it('signs another browser out from "Where you’re signed in": it is sent back to login', async () => {
    const user = uniqueUser('sess');
    await signUpByApi(user);
    const laptop = await loggedIn(browser, user, WIDE);
    const phone = await loggedIn(browser, user, NARROW);
    try {
      await openSecurity(laptop.page);
      const list = laptop.page.getByRole('region', { name: 'Where you’re signed in' });
      await list.getByText('This device').waitFor();
      // Both browsers are listed; the other one has its own Sign out.
      const others = list.getByRole('button', { name: /^Sign out .*\(/ });
      await others.first().waitFor();
      expect(await others.count()).toBe(1);
      await others.first().click();
      await expectVisibleText(laptop.page, 'Signed out of that device');
      // The phone's live connection is closed at once and it goes back to the login page.
      await expectVisibleText(phone.page, 'Session expired. Please login again.');
      await waitForPath(phone.page, '/');
      expect(await storageItem(phone.page, 'token')).toBeNull();
      // The laptop stays signed in.
      await laptop.page.reload();
      await list.getByText('This device').waitFor();
      expect(await list.getByRole('button', { name: /^Sign out .*\(/ }).count()).toBe(0);
    } catch (error) {
      await onFailure('sessions-end-one', [laptop.page, phone.page], error);
    } finally {
      await laptop.context.close();
      await phone.context.close();
    }
  });
});
