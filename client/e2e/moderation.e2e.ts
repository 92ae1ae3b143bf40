import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  createCommunityByApi,
  createPostByApi,
  newApiUser,
  postJson,
  type ApiSession,
} from './support/api';
import {
  baseUrl,
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
const ADMIN_CLI = path.resolve(__dirname, '../../server/bin/admin.cjs');

/**
 * The staff role, given as a person would: the admin command line, on the database the running
 * product uses (its DATA_DIR's embedded PostgreSQL, shared while the server runs, or DATABASE_URL).
 */
function grant(userName: string, role: 'moderator' | 'admin'): void {
  const run = spawnSync(process.execPath, [ADMIN_CLI, 'grant', userName, role], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`admin CLI failed: ${run.stderr || run.stdout}`);
}

async function notificationTexts(session: ApiSession): Promise<{ type: string; text: string }[]> {
  const res = await fetch(`${baseUrl()}/api/v1/notifications`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return ((await res.json()) as { data: { type: string; text: string }[] }).data;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const card = (page: Page, caption: string) =>
  page.getByRole('article').filter({ hasText: caption });

describeInBrowser('moderation in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a user reports a post; a moderator sees it in the queue and removes it; the author is told why, the reporter the outcome', async () => {
    const authorUser = uniqueUser('ma');
    const reporterUser = uniqueUser('mr');
    const modUser = uniqueUser('mm');
    const [author, reporterApi] = await Promise.all([
      newApiUser(authorUser),
      newApiUser(reporterUser),
      newApiUser(modUser),
    ]);
    grant(modUser.userName, 'moderator');
    const caption = `Cheap followers here ${Date.now()}`;
    await createPostByApi(author, caption);

    const reporter = await loggedIn(browser, reporterUser, NARROW);
    const mod = await loggedIn(browser, modUser, WIDE);
    const pages = [reporter.page, mod.page];
    try {
      // Someone who is not staff has no Admin entry and meets the not-found page there.
      await reporter.page.goto('/admin');
      await expectVisibleText(reporter.page, 'Page not Found');
      await reporter.page.goto('/feed');

      // The reporter, on a phone, reports the post from its menu.
      const post = card(reporter.page, caption);
      await post.waitFor({ state: 'visible', timeout: 15_000 });
      await post.getByRole('button', { name: 'Post options' }).click();
      await reporter.page.getByRole('menuitem', { name: 'Report' }).click();
      const dialog = reporter.page.getByRole('dialog', { name: 'Report' });
      await dialog.getByLabel('Spam or scam').check();
      await dialog
        .getByLabel('Anything else we should know? (optional)')
        .fill('A bot selling followers');
      await screenshot(reporter.page, 'moderation-report-dialog-375');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expectVisibleText(reporter.page, 'Thanks, we received your report.');

      // The moderator finds it in the queue through the Admin entry.
      const sidebar = mod.page.getByRole('complementary', { name: 'Sidebar' });
      await sidebar.getByRole('link', { name: 'Admin' }).click();
      await waitForPath(mod.page, '/admin');
      // The rail widens while the pointer is on it: move it away, as a person would.
      await mod.page.mouse.move(900, 700);
      const group = mod.page.getByRole('listitem').filter({ hasText: caption });
      await group.waitFor({ state: 'visible', timeout: 15_000 });
      await expectVisibleText(mod.page, '1 report · 1 reporter');
      await screenshot(mod.page, 'moderation-admin-1280');
      await group.getByLabel('Action').selectOption('remove');
      await group.getByLabel('Reason (required)').fill('Spam: selling followers');
      await group.getByRole('button', { name: 'Apply' }).click();
      await expectVisibleText(mod.page, 'Report resolved');
      await mod.page.getByText('No reports here.').waitFor({ state: 'visible' });

      // The post is gone for the reporter; the author hears why, the reporter only the outcome.
      await reporter.page.reload();
      await reporter.page
        .getByRole('article')
        .first()
        .waitFor({ state: 'attached', timeout: 5000 })
        .catch(() => undefined);
      expect(await card(reporter.page, caption).count()).toBe(0);
      const authorItems = await until(
        () => notificationTexts(author),
        (items) => items.some((n) => n.type === 'moderation_notice'),
      );
      expect(authorItems.map((n) => n.text)).toContain(
        'A moderator removed your post: Spam: selling followers',
      );
      const reporterItems = await until(
        () => notificationTexts(reporterApi),
        (items) => items.some((n) => n.type === 'report_outcome'),
      );
      const outcome = reporterItems.find((n) => n.type === 'report_outcome');
      expect(outcome?.text).toBe(
        'A moderator reviewed your report and took action. Thank you for reporting.',
      );

      // The author sees the notice in the app, and it opens the appeal form.
      const authorSession = await loggedIn(browser, authorUser, NARROW);
      pages.push(authorSession.page);
      await authorSession.page.goto('/notifications');
      const notice = authorSession.page.getByText(
        'A moderator removed your post: Spam: selling followers',
      );
      await notice.first().waitFor({ state: 'visible', timeout: 15_000 });
      await notice.first().click();
      await expectVisibleText(authorSession.page, 'Appeal a decision');
      await authorSession.context.close();

      // The staff screens at the other widths, light and dark.
      await mod.page.getByRole('tab', { name: 'Audit log' }).click();
      await expectVisibleText(mod.page, 'report.remove');
      await mod.page.setViewportSize(NARROW);
      await mod.page.getByRole('tab', { name: 'Reports' }).click();
      await mod.page.getByLabel('Status').selectOption('resolved');
      await mod.page
        .getByRole('listitem')
        .filter({ hasText: caption })
        .waitFor({ state: 'visible' });
      await screenshot(mod.page, 'moderation-admin-375', true);
      const dark = await loggedIn(browser, modUser, WIDE, true);
      pages.push(dark.page);
      await dark.page.goto('/admin');
      await dark.page.getByRole('tab', { name: 'Reports' }).waitFor({ state: 'visible' });
      await dark.page.getByLabel('Status').selectOption('resolved');
      await dark.page
        .getByRole('listitem')
        .filter({ hasText: caption })
        .waitFor({ state: 'visible' });
      await screenshot(dark.page, 'moderation-admin-1280-dark');
      await dark.page.setViewportSize(NARROW);
      await screenshot(dark.page, 'moderation-admin-375-dark', true);
      await reporter.page.setViewportSize(WIDE);
      await reporter.page.goto('/feed');
      await dark.context.close();
    } catch (error) {
      await onFailure('moderation', pages, error);
    } finally {
      await Promise.all([reporter.context.close(), mod.context.close()]);
    }
  });

  it('the report dialog at 1280 in dark; Report in the menus of a profile, a community and a chat message', async () => {
    const authorUser = uniqueUser('md');
    const readerUser = uniqueUser('mv');
    const [author, readerApi] = await Promise.all([newApiUser(authorUser), newApiUser(readerUser)]);
    const caption = `Dialog check ${Date.now()}`;
    await createPostByApi(author, caption);
    const community = await createCommunityByApi(author, `Ultras ${Date.now() % 1e6}`);
    await postJson(readerApi, 'community/join', { communityId: community._id });
    await postJson(author, 'follow', { followingId: readerApi.userId, follow: true });
    await postJson(author, 'messages/send', {
      receiverId: readerApi.userId,
      content: 'Hello there',
    });
    const reader = await loggedIn(browser, readerUser, WIDE, true);
    const reportFrom = async (menu: string, shot?: string) => {
      await reader.page.getByRole('button', { name: menu }).first().click();
      if (shot) await screenshot(reader.page, shot);
      await reader.page.getByRole('menuitem', { name: 'Report' }).click();
      const dialog = reader.page.getByRole('dialog', { name: 'Report' });
      await dialog.waitFor({ state: 'visible' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    };
    try {
      await reader.page.goto(`/profile/${author.userId}`);
      await reportFrom('Profile options');
      await reader.page.goto(`/community/${community._id}`);
      await reportFrom('Community options');
      await reader.page.goto('/messages');
      await reader.page.getByText('Hello there').first().click();
      await reader.page
        .getByRole('region', { name: 'Conversation' })
        .getByText('Hello there')
        .waitFor();
      await reportFrom('Message options', 'moderation-message-menu-1280-dark');
      await reader.page.goto('/feed');
      const post = card(reader.page, caption);
      await post.waitFor({ state: 'visible', timeout: 15_000 });
      await post.getByRole('button', { name: 'Post options' }).click();
      await reader.page.getByRole('menuitem', { name: 'Report' }).click();
      const dialog = reader.page.getByRole('dialog', { name: 'Report' });
      await dialog.getByLabel('Harassment or bullying').check();
      await screenshot(reader.page, 'moderation-report-dialog-1280-dark');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    } catch (error) {
      await onFailure('moderation-dialog', [reader.page], error);
    } finally {
      await reader.context.close();
    }
  });
});
