import type { Browser, Page } from 'playwright-core';
import { signUpByApi } from './support/api';
import {
  describeInBrowser,
  expectVisibleText,
  launchBrowser,
  loggedIn,
  logInThroughUi,
  onFailure,
  screenshot,
  uniqueUser,
  waitForPath,
} from './support/browser';

async function openView(page: Page, item: string): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('button', { name: new RegExp(`^${item}`) }).click();
  await page.getByRole('heading', { name: item, level: 1 }).waitFor({ state: 'visible' });
}

describeInBrowser('settings: profile, notifications, languages, hibernate, delete', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('edits the profile: a validation error first, then a save that sticks', async () => {
    const user = uniqueUser('sp');
    await signUpByApi(user);
    const s = await loggedIn(browser, user, { width: 375, height: 800 });
    try {
      await openView(s.page, 'Edit Profile');
      const fullName = s.page.getByLabel('Full Name');
      await fullName.waitFor({ state: 'visible' });
      await fullName.fill('A');
      await expectVisibleText(s.page, 'You have unsaved changes');
      await s.page.getByRole('button', { name: 'Save Changes' }).click();
      await expectVisibleText(s.page, 'Full name must be at least 2 characters');
      await expectVisibleText(s.page, 'Please fix the errors before saving');
      await screenshot(s.page, 'settings-edit-profile-error-375', true);

      await fullName.fill('Alex Striker');
      await s.page.getByLabel('Bio').fill('Centre forward, weekend league');
      await s.page.getByLabel('Location').fill('Lisbon');
      await expectVisibleText(s.page, '30/500');
      await s.page.getByRole('button', { name: 'Save Changes' }).click();
      await expectVisibleText(s.page, 'Profile updated successfully');

      await s.page.reload();
      await s.page.getByLabel('Full Name').waitFor({ state: 'visible' });
      expect(await s.page.getByLabel('Full Name').inputValue()).toBe('Alex Striker');
      expect(await s.page.getByLabel('Bio').inputValue()).toBe('Centre forward, weekend league');
      expect(await s.page.getByLabel('Location').inputValue()).toBe('Lisbon');
    } catch (error) {
      await onFailure('settings-profile', [s.page], error);
    } finally {
      await s.context.close();
    }
  });

  it('turns every notification off with Disable All and saves only that', async () => {
    const user = uniqueUser('sn');
    await signUpByApi(user);
    const s = await loggedIn(browser, user);
    try {
      await openView(s.page, 'Notification Settings');
      await expectVisibleText(s.page, '6 of 7 notification types enabled');
      await s.page.getByRole('button', { name: 'Disable All' }).click();
      await expectVisibleText(s.page, '0 of 7 notification types enabled');
      await expectVisibleText(s.page, 'You have unsaved changes');
      await screenshot(s.page, 'settings-notifications-1280');
      await s.page.getByRole('button', { name: 'Save Changes' }).click();
      await expectVisibleText(s.page, 'Notification settings updated successfully');

      await s.page.reload();
      await expectVisibleText(s.page, '0 of 7 notification types enabled');
      await s.page.getByRole('button', { name: 'Save Changes' }).click();
      await expectVisibleText(s.page, 'No changes to save');
    } catch (error) {
      await onFailure('settings-notifications', [s.page], error);
    } finally {
      await s.context.close();
    }
  });

  it('adds two languages and a custom one, and keeps them', async () => {
    const user = uniqueUser('sl');
    await signUpByApi(user);
    const s = await loggedIn(browser, user, { width: 375, height: 800 });
    try {
      await openView(s.page, 'Language Preferences');
      const input = s.page.getByLabel('Add a language');
      await input.fill('span');
      await s.page.getByRole('option', { name: 'Spanish' }).click();
      await input.fill('german');
      await input.press('Enter');
      await input.fill('Klingon');
      await input.press('Enter');
      await expectVisibleText(s.page, 'Language not recognized—adding as custom');
      await input.fill('SPANISH');
      await input.press('Enter');
      await expectVisibleText(s.page, 'Language already added');
      await expectVisibleText(s.page, '3/5');
      await screenshot(s.page, 'settings-languages-375');
      await s.page.getByRole('button', { name: 'Save Changes' }).click();
      await expectVisibleText(s.page, 'Language preferences updated successfully');

      await s.page.reload();
      const chips = s.page.getByRole('list', { name: 'Your languages' }).getByRole('listitem');
      await chips.first().waitFor({ state: 'visible' });
      expect(await chips.allInnerTexts()).toEqual(['Spanish', 'German', 'Klingon']);
    } catch (error) {
      await onFailure('settings-languages', [s.page], error);
    } finally {
      await s.context.close();
    }
  });

  it('hibernates with the typed word, logs in again and reactivates', async () => {
    const user = uniqueUser('sh');
    await signUpByApi(user);
    const s = await loggedIn(browser, user);
    try {
      await openView(s.page, 'Account Status');
      await expectVisibleText(s.page, 'Account Status: Active');
      await screenshot(s.page, 'settings-account-1280');

      // Request a data download: the link shows once the ZIP is ready.
      await s.page.getByRole('button', { name: 'Request Download' }).click();
      const download = s.page.getByRole('dialog', { name: 'Request Data Download' });
      await download.getByLabel('Type DOWNLOAD to confirm').fill('DOWNLOAD');
      await download.getByRole('button', { name: 'Request Download' }).click();
      await expectVisibleText(
        s.page,
        'Data download requested. You will receive an email when ready.',
      );
      const link = s.page.getByRole('link', { name: 'Download', exact: true });
      await link.waitFor({ state: 'visible', timeout: 20_000 });
      const zip = await s.page.request.get((await link.getAttribute('href')) as string);
      expect(zip.headers()['content-type']).toBe('application/zip');
      await s.page.getByRole('button', { name: 'Hibernate', exact: true }).click();
      const dialog = s.page.getByRole('dialog', { name: 'Hibernate Account' });
      await dialog.getByLabel('Type HIBERNATE to confirm').fill('hibernate');
      await dialog.getByRole('button', { name: 'Hibernate' }).click();
      await expectVisibleText(s.page, 'Please type "HIBERNATE" to confirm');
      await dialog.getByLabel('Type HIBERNATE to confirm').fill('HIBERNATE');
      await dialog.getByRole('button', { name: 'Hibernate' }).click();
      await expectVisibleText(s.page, 'Account hibernated successfully');
      await waitForPath(s.page, '/login');

      await logInThroughUi(s.page, user);
      await waitForPath(s.page, '/feed');
      await expectVisibleText(s.page, 'Your account is hibernated');
      await screenshot(s.page, 'settings-hibernated-banner-1280');
      // The banner leads to Account Status; reactivating there asks for the typed word.
      await s.page.getByRole('button', { name: 'Reactivate' }).click();
      await expectVisibleText(s.page, 'Account Status: Hibernated');
      await s.page.getByRole('button', { name: 'Reactivate', exact: true }).click();
      const reactivate = s.page.getByRole('dialog', { name: 'Reactivate Account' });
      await reactivate.getByLabel('Type REACTIVATE to confirm').fill('reactivate');
      await reactivate.getByRole('button', { name: 'Reactivate' }).click();
      await expectVisibleText(s.page, 'Please type "REACTIVATE" to confirm');
      await reactivate.getByLabel('Type REACTIVATE to confirm').fill('REACTIVATE');
      await reactivate.getByRole('button', { name: 'Reactivate' }).click();
      await expectVisibleText(s.page, 'Account reactivated successfully');
      await s.page
        .getByText('Your account is hibernated', { exact: true })
        .waitFor({ state: 'hidden' });
      await expectVisibleText(s.page, 'Account Status: Active');
    } catch (error) {
      await onFailure('settings-hibernate', [s.page], error);
    } finally {
      await s.context.close();
    }
  });

  it('Log Out Everywhere signs out this device and the others (375px and 1280px)', async () => {
    const user = uniqueUser('sl');
    await signUpByApi(user);
    const phone = await loggedIn(browser, user, { width: 375, height: 800 });
    const desk = await loggedIn(browser, user);
    try {
      await openView(phone.page, 'Account Status');
      await phone.page.getByRole('button', { name: 'Log Out Everywhere' }).scrollIntoViewIfNeeded();
      await screenshot(phone.page, 'settings-logout-everywhere-375');
      await openView(desk.page, 'Account Status');
      await desk.page.getByRole('button', { name: 'Log Out Everywhere' }).waitFor();
      await screenshot(desk.page, 'settings-logout-everywhere-1280');

      desk.page.once('dialog', (d) => void d.accept());
      await desk.page.getByRole('button', { name: 'Log Out Everywhere' }).click();
      await expectVisibleText(desk.page, 'Logged out everywhere');
      await waitForPath(desk.page, '/');
      // The phone's session ended on the server: its socket is closed and it asks the user in.
      await expectVisibleText(phone.page, 'Session expired. Please login again.');
      await waitForPath(phone.page, '/');
    } catch (error) {
      await onFailure('settings-logout-everywhere', [phone.page, desk.page], error);
    } finally {
      await phone.context.close();
      await desk.context.close();
    }
  });

  it('deletes the account and lands on the start page', async () => {
    const user = uniqueUser('sd');
    await signUpByApi(user);
    const s = await loggedIn(browser, user, { width: 375, height: 800 });
    try {
      await openView(s.page, 'Delete Account');
      // Straight to the page, where DELETE is typed once beside the password.
      await s.page.getByRole('button', { name: 'Delete Account' }).click();
      await waitForPath(s.page, '/settings/delete-account');

      await s.page.getByRole('button', { name: 'Delete My Account' }).click();
      await expectVisibleText(s.page, 'Please enter your password to confirm.');
      await expectVisibleText(s.page, 'You must type DELETE to confirm.');
      await s.page.getByLabel('Password').fill(user.password);
      await s.page.getByLabel('Type DELETE to confirm').fill('DELETE');
      await screenshot(s.page, 'settings-delete-account-375');
      s.page.once('dialog', (d) => void d.accept());
      await s.page.getByRole('button', { name: 'Delete My Account' }).click();
      await expectVisibleText(s.page, 'Account deleted successfully. Redirecting...');
      await waitForPath(s.page, '/');

      // The account is gone: its credentials no longer log in.
      await logInThroughUi(s.page, user);
      await s.page
        .getByText(/Invalid user name or password|Login failed/)
        .first()
        .waitFor({ state: 'visible', timeout: 10_000 });
    } catch (error) {
      await onFailure('settings-delete', [s.page], error);
    } finally {
      await s.context.close();
    }
  });
});
