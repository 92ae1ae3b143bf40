import type { Browser, Page } from 'playwright-core';
import { createPostByApi, newApiUser, postJson, type ApiSession } from './support/api';
import {
  describeInBrowser,
  expectVisibleText,
  launchBrowser,
  loggedIn,
  onFailure,
  screenshot,
  uniqueUser,
  type Session,
} from './support/browser';

/** The feed has rendered (B's own post is there), so an absent post is really absent. */
async function feedShows(page: Page, ownCaption: string): Promise<void> {
  await page.goto('/feed');
  await expectVisibleText(page, ownCaption);
}

describeInBrowser('blocking: Settings → Blocked Accounts, feed, profile', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("A blocks B by user name; B's feed loses A's posts and A's profile is not found; A unblocks", async () => {
    const a = uniqueUser('ba');
    const b = uniqueUser('bb');
    const apiA: ApiSession = await newApiUser(a);
    const apiB: ApiSession = await newApiUser(b);
    const captionA = `From A ${Date.now().toString(36)}`;
    const captionB = `From B ${Date.now().toString(36)}`;
    await createPostByApi(apiA, captionA);
    await createPostByApi(apiB, captionB);
    // B follows A: A's bell counts it until the block ends the follow.
    await postJson(apiB, 'follow', { followingId: apiA.userId, follow: true });

    let sa: Session | undefined;
    let sb: Session | undefined;
    try {
      sb = await loggedIn(browser, b);
      await feedShows(sb.page, captionB);
      await expectVisibleText(sb.page, captionA);

      sa = await loggedIn(browser, a);
      const bell = (name: string) => sa!.page.getByRole('link', { name, exact: true });
      // B's follow, and the alert of A's login from this new browser (A signed up through the API).
      await bell('Notifications, 2 unread').waitFor();
      await sa.page.goto('/settings');
      await sa.page.getByRole('button', { name: /Blocked Accounts/ }).click();
      await expectVisibleText(sa.page, 'No Blocked Users');
      await sa.page.getByRole('button', { name: 'Block a User' }).click();
      await sa.page.getByRole('button', { name: 'Block', exact: true }).click();
      await expectVisibleText(sa.page, 'Please enter a username');
      await sa.page.getByLabel('Username').fill(b.userName);
      await sa.page.getByRole('button', { name: 'Block', exact: true }).click();
      await expectVisibleText(sa.page, 'User blocked successfully');
      await bell('Notifications, 1 unread').waitFor();
      await expectVisibleText(sa.page, '1 blocked user');
      await expectVisibleText(sa.page, `@${b.userName}`);
      const view = sa.page.getByRole('link', { name: 'View' });
      expect(await view.getAttribute('href')).toBe(`/profile/${apiB.userId}`);
      expect(await view.getAttribute('target')).toBe('_blank');
      await screenshot(sa.page, 'blocked-accounts-1280');
      await sa.page.setViewportSize({ width: 375, height: 800 });
      await screenshot(sa.page, 'blocked-accounts-375');
      await sa.page.setViewportSize({ width: 1280, height: 800 });

      // B's open feed loses A's post on reload.
      await sb.page.reload();
      await expectVisibleText(sb.page, captionB);
      expect(await sb.page.getByText(captionA).count()).toBe(0);
      // B's visit to A's profile: not found.
      await sb.page.goto(`/profile/${apiA.userId}`);
      await expectVisibleText(sb.page, 'Profile not found.');

      // A, through View, sees B's profile with the banner and Unblock.
      await sa.page.goto(`/profile/${apiB.userId}`);
      await expectVisibleText(sa.page, 'You blocked this user');
      expect(await sa.page.getByText(captionB).count()).toBe(0);
      await screenshot(sa.page, 'blocked-profile-1280');

      // A unblocks from the list.
      await sa.page.goto('/settings?view=blocked');
      await expectVisibleText(sa.page, `@${b.userName}`);
      await sa.page.getByRole('button', { name: 'Unblock' }).click();
      await expectVisibleText(sa.page, 'User unblocked successfully');
      await expectVisibleText(sa.page, 'No Blocked Users');
      // The follow ended with the block: its notification does not come back.
      await sa.page.reload();
      await expectVisibleText(sa.page, 'No Blocked Users');
      await bell('Notifications, 1 unread').waitFor();

      await feedShows(sb.page, captionB);
      await expectVisibleText(sb.page, captionA);
    } catch (error) {
      await onFailure(
        'blocking',
        [sa?.page, sb?.page].filter((p): p is Page => !!p),
        error,
      );
    } finally {
      await sa?.context.close();
      await sb?.context.close();
    }
  });

  it("the profile menu blocks; a private profile says 'This account is private'", async () => {
    const owner = uniqueUser('bo');
    const visitor = uniqueUser('bv');
    const apiOwner = await newApiUser(owner);
    await newApiUser(visitor);
    const caption = `Owner ${Date.now().toString(36)}`;
    await createPostByApi(apiOwner, caption);

    let so: Session | undefined;
    let sv: Session | undefined;
    try {
      // The owner makes the profile private in Privacy & Security.
      so = await loggedIn(browser, owner);
      await so.page.goto('/settings');
      await so.page.getByRole('button', { name: /Privacy & Security/ }).click();
      await so.page.getByRole('combobox', { name: /Profile visibility/ }).selectOption('private');
      await expectVisibleText(so.page, 'You have unsaved changes');
      await screenshot(so.page, 'privacy-settings-1280', true);
      await so.page.getByRole('button', { name: 'Save Changes' }).click();
      await expectVisibleText(so.page, 'Privacy settings updated');
      await so.page.setViewportSize({ width: 375, height: 800 });
      await screenshot(so.page, 'privacy-settings-375');

      sv = await loggedIn(browser, visitor);
      await sv.page.goto(`/profile/${apiOwner.userId}`);
      await expectVisibleText(sv.page, 'This account is private');
      await expectVisibleText(sv.page, owner.fullName);
      expect(await sv.page.getByText(caption).count()).toBe(0);
      await screenshot(sv.page, 'private-profile-1280');

      // Block from the three-dot menu: the banner replaces the private notice.
      sv.page.once('dialog', (dialog) => void dialog.accept());
      await sv.page.getByRole('button', { name: 'Profile options' }).click();
      await sv.page.getByRole('menuitem', { name: 'Block' }).click();
      await expectVisibleText(sv.page, 'User blocked successfully');
      await expectVisibleText(sv.page, 'You blocked this user');
      await sv.page.getByRole('button', { name: 'Unblock' }).click();
      await expectVisibleText(sv.page, 'User unblocked successfully');
      await expectVisibleText(sv.page, 'This account is private');
    } catch (error) {
      await onFailure(
        'privacy',
        [so?.page, sv?.page].filter((p): p is Page => !!p),
        error,
      );
    } finally {
      await so?.context.close();
      await sv?.context.close();
    }
  });

  it("'Who can comment: No one' puts 'Comments are turned off' in the box's place for others, not for the owner (375px)", async () => {
    const owner = uniqueUser('co');
    const visitor = uniqueUser('cv');
    const apiOwner = await newApiUser(owner);
    await newApiUser(visitor);
    const caption = `Closed thread ${Date.now().toString(36)}`;

    let so: Session | undefined;
    let sv: Session | undefined;
    try {
      so = await loggedIn(browser, owner);
      await so.page.goto('/settings');
      await so.page.getByRole('button', { name: /Privacy & Security/ }).click();
      await so.page.getByRole('combobox', { name: /Who can comment/ }).selectOption('none');
      await so.page.getByRole('button', { name: 'Save Changes' }).click();
      await expectVisibleText(so.page, 'Privacy settings updated');
      await createPostByApi(apiOwner, caption);

      sv = await loggedIn(browser, visitor, { width: 375, height: 800 });
      await sv.page.goto('/feed');
      const card = sv.page.getByRole('article').filter({ hasText: caption });
      await card.getByText('Comments are turned off for this post').waitFor();
      expect(await card.getByRole('textbox', { name: 'Add a comment' }).count()).toBe(0);
      await screenshot(sv.page, 'comments-off-375');

      await so.page.goto('/feed');
      const own = so.page.getByRole('article').filter({ hasText: caption });
      await own.getByRole('textbox', { name: 'Add a comment' }).waitFor();
    } catch (error) {
      await onFailure(
        'comments-off',
        [so?.page, sv?.page].filter((p): p is Page => !!p),
        error,
      );
    } finally {
      await so?.context.close();
      await sv?.context.close();
    }
  });
});
