import type { Browser, Locator, Page } from 'playwright-core';
import { signUpByApi } from './support/api';
import {
  describeInBrowser,
  expectVisibleText,
  launchBrowser,
  loggedIn,
  onFailure,
  screenshot,
  uniqueUser,
  waitForPath,
} from './support/browser';

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 375, height: 800 };

const postCard = (page: Page, caption: string): Locator =>
  page.getByRole('article').filter({ hasText: caption });

/** The Notifications entry with its live count, as a screen reader names it. */
const bell = (page: Page, unread: number) =>
  page.getByRole('link', {
    name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  });

describeInBrowser('notifications in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("B likes and comments on A's post; A's badge goes to 2 live; the comment opens the post's comments; the badge goes to 0", async () => {
    const a = uniqueUser('na');
    const b = uniqueUser('nb');
    await Promise.all([signUpByApi(a), signUpByApi(b)]);
    const caption = `Derby day ${Date.now()}`;
    const comment = 'What a strike!';
    const author = await loggedIn(browser, a, WIDE);
    const fan = await loggedIn(browser, b, NARROW);
    const pages = [author.page, fan.page];
    try {
      // A posts (through the app, so A has one login and no login alert).
      const sidebar = author.page.getByRole('complementary', { name: 'Sidebar' });
      await sidebar.getByRole('button', { name: 'Create' }).click();
      const create = author.page.getByRole('dialog', { name: 'Create a new Post' });
      await create.getByLabel('Caption').fill(caption);
      await create.getByRole('button', { name: 'Post' }).click();
      await expectVisibleText(author.page, 'Posted');
      await bell(author.page, 0).first().waitFor({ state: 'visible' });

      // B, on a phone, likes and comments on it.
      const card = postCard(fan.page, caption);
      await card.waitFor({ state: 'visible', timeout: 15_000 });
      await card.getByRole('button', { name: 'Like' }).click();
      await expectVisibleText(fan.page, 'Liked');
      await card.getByRole('button', { name: 'Comments' }).click();
      const overlay = fan.page.getByRole('dialog', { name: 'Comments' });
      await overlay.getByLabel('Add a comment').fill(comment);
      await overlay.getByRole('button', { name: 'Post', exact: true }).click();
      await expectVisibleText(fan.page, 'Comment created');

      // A's badge goes to 2 without a reload, with a toast for each.
      await bell(author.page, 2).waitFor({ state: 'visible', timeout: 15_000 });
      expect(
        await sidebar
          .getByRole('link', { name: /^Notifications/ })
          .locator('[data-count-badge]')
          .textContent(),
      ).toBe('2');
      await author.page
        .getByText(`${b.fullName} commented on your post: “${comment}”`)
        .first()
        .waitFor({ state: 'visible' });

      // A opens the list: both items, unread.
      await bell(author.page, 2).click();
      await waitForPath(author.page, '/notifications');
      const list = author.page.getByRole('list', { name: 'Notifications list' });
      const commentItem = list.getByRole('link', { name: /commented on your post/ });
      await commentItem.waitFor({ state: 'visible' });
      await list.getByRole('link', { name: `${b.fullName} liked your post` }).waitFor();
      expect(await list.getByLabel('Unread').count()).toBe(2);
      await screenshot(author.page, 'notifications-1280');
      await author.page.setViewportSize(NARROW);
      await screenshot(author.page, 'notifications-375');
      await author.page.setViewportSize(WIDE);

      // The comment's item opens the post with its comments.
      await commentItem.click();
      await waitForPath(author.page, '/feed');
      expect(new URL(author.page.url()).searchParams.get('post')).toBeTruthy();
      const opened = author.page.getByRole('dialog', { name: 'Comments' });
      await opened.getByText(comment).waitFor({ state: 'visible', timeout: 15_000 });

      // Both items were about that post: the badge goes to 0.
      await bell(author.page, 0).first().waitFor({ state: 'visible', timeout: 15_000 });
      expect(
        await sidebar
          .getByRole('link', { name: /^Notifications/ })
          .locator('[data-count-badge]')
          .count(),
      ).toBe(0);
    } catch (error) {
      await onFailure('notifications', pages, error);
    } finally {
      await Promise.all([author.context.close(), fan.context.close()]);
    }
  });
});
