import type { Browser, Locator, Page } from 'playwright-core';
import { createPostByApi, newApiUser, postJson, type ApiSession } from './support/api';
import {
  describeInBrowser,
  expectVisibleText,
  launchBrowser,
  logInThroughUi,
  signUpThroughUi,
  trackSockets,
  uniqueUser,
  waitForPath,
  withPage,
  type TestUser,
} from './support/browser';

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 375, height: 800 };

// A valid 1x1 PNG (red pixel), made in the test so no fixture file is needed.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function signUpAndLogIn(page: Page, user: TestUser) {
  await signUpThroughUi(page, user);
  await waitForPath(page, '/');
  const sockets = trackSockets(page);
  await logInThroughUi(page, user);
  await waitForPath(page, '/feed');
  // Live updates need the realtime connection.
  await sockets.waitForOpen();
}

function postCard(page: Page, caption: string): Locator {
  return page.getByRole('article').filter({ hasText: caption });
}

describeInBrowser('posts, likes and comments in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('A posts a picture, likes it, comments and replies, then deletes it; B sees it all live', async () => {
    const alice = uniqueUser('alice');
    const bob = uniqueUser('bob');
    const caption = `Match day ${Date.now().toString(36)}: what a goal from the edge of the box, top corner, unstoppable!`;
    const comment = `Unreal finish ${Date.now().toString(36)}`;

    await withPage(browser, 'posts-viewer', WIDE, async (bobPage) => {
      await signUpAndLogIn(bobPage, bob);

      await withPage(browser, 'posts-author', WIDE, async (page) => {
        await signUpAndLogIn(page, alice);

        // Create a post with a picture.
        const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
        await sidebar.getByRole('button', { name: 'Create' }).click();
        const create = page.getByRole('dialog', { name: 'Create a new Post' });
        await create.getByLabel('Photo or video').setInputFiles({
          name: 'pixel.png',
          mimeType: 'image/png',
          buffer: PNG_1X1,
        });
        await create.getByAltText('Selected media preview').waitFor({ state: 'visible' });
        await create.getByLabel('Caption').fill(caption);
        await create.getByText(`${caption.length}/600`).waitFor({ state: 'visible' });
        await create.getByRole('button', { name: 'Post' }).click();
        await expectVisibleText(page, 'Posted');
        await waitForPath(page, '/feed');

        // On A's feed, with the feed-sized picture; the caption is cut at 60 characters.
        const card = postCard(page, caption.slice(0, 60));
        await card.waitFor({ state: 'visible', timeout: 15_000 });
        const image = card.getByAltText(`Post by ${alice.userName}`);
        await image.waitFor({ state: 'visible' });
        expect(await image.getAttribute('src')).toMatch(/^\/media\//);
        await card.getByRole('button', { name: 'more...' }).click();
        await card.getByText(caption).waitFor({ state: 'visible' });

        // B sees the new post without reloading.
        const bobCard = postCard(bobPage, caption.slice(0, 60));
        await bobCard.waitFor({ state: 'visible', timeout: 15_000 });
        expect(await bobCard.getByRole('button', { name: 'Follow' }).isVisible()).toBe(true);
        expect(await card.getByRole('button', { name: 'Follow' }).count()).toBe(0);

        // Like: the count goes to 1.
        const like = card.getByRole('button', { name: 'Like' });
        await like.click();
        await expectVisibleText(page, 'Liked');
        await page.waitForFunction(
          (el) => el?.getAttribute('aria-pressed') === 'true' && el.textContent?.trim() === '1',
          await like.elementHandle(),
        );

        // B opens the comments of the post before A writes.
        await bobCard.getByRole('button', { name: 'Comments' }).click();
        const bobOverlay = bobPage.getByRole('dialog', { name: 'Comments' });
        await bobOverlay.getByText('No comments yet.').waitFor({ state: 'visible' });

        // A comments in the overlay.
        await card.getByRole('button', { name: 'Comments' }).click();
        const overlay = page.getByRole('dialog', { name: 'Comments' });
        await overlay.getByText('No comments yet.').waitFor({ state: 'visible' });
        await overlay.getByLabel('Add a comment').fill(comment);
        await overlay.getByText(`${comment.length}/200`).waitFor({ state: 'visible' });
        await overlay.getByRole('button', { name: 'Post', exact: true }).click();
        await expectVisibleText(page, 'Comment created');
        await overlay.getByText(comment).waitFor({ state: 'visible' });
        await overlay.getByText('1 comment', { exact: true }).waitFor({ state: 'visible' });
        // The cooldown locks the box and counts down.
        await overlay.getByRole('button', { name: /^Wait \d+s$/ }).waitFor({ state: 'visible' });
        expect(await overlay.getByLabel('Add a comment').isDisabled()).toBe(true);

        // B's open overlay reloads on comment_update.
        await bobOverlay.getByText(comment).waitFor({ state: 'visible', timeout: 15_000 });

        // Reply once the cooldown is over: it starts with '@' + the user name, highlighted.
        await overlay
          .getByRole('button', { name: 'Post', exact: true })
          .waitFor({ state: 'visible', timeout: 20_000 });
        await overlay.getByRole('button', { name: 'Reply' }).first().click();
        await overlay.getByText('Replying to').waitFor({ state: 'visible' });
        const replyBox = overlay.getByLabel('Write a reply');
        expect(await replyBox.inputValue()).toBe(`@${alice.userName} `);
        // Reply hands the box the focus with the caret after the mention: just type.
        await page.keyboard.type('thanks!');
        expect(await replyBox.inputValue()).toBe(`@${alice.userName} thanks!`);
        await overlay.getByRole('button', { name: 'Post', exact: true }).click();
        await expectVisibleText(page, 'Comment created');
        const mention = overlay.locator('mark', { hasText: `@${alice.userName}` });
        await mention.waitFor({ state: 'visible' });
        const replyItem = overlay.locator('li[data-depth="1"]');
        await replyItem.getByText('thanks!').waitFor({ state: 'visible' });
        await overlay.getByText('2 comments', { exact: true }).waitFor({ state: 'visible' });
        await bobOverlay.locator('li[data-depth="1"]').getByText('thanks!').waitFor({
          state: 'visible',
          timeout: 15_000,
        });

        // Back on the feed the card shows the count.
        await overlay.getByRole('button', { name: 'Close' }).click();
        await page.waitForFunction(
          (el) => el?.textContent?.trim() === '2',
          await card.getByRole('button', { name: 'Comments' }).elementHandle(),
        );
        await bobOverlay.getByRole('button', { name: 'Close' }).click();

        // Delete (author only, after the confirm): gone for A and, live, for B.
        page.once('dialog', (dialog) => {
          expect(dialog.message()).toBe('Are you sure you want to delete this post?');
          void dialog.accept();
        });
        await card.getByRole('button', { name: 'Post options' }).click();
        await page.getByRole('menuitem', { name: 'Delete' }).click();
        await expectVisibleText(page, 'Post deleted');
        await card.waitFor({ state: 'detached', timeout: 15_000 });
        await bobCard.waitFor({ state: 'detached', timeout: 15_000 });
      });
    });
  });

  it("a busy comment shows its first three replies; 'View more replies' reads the rest (375px)", async () => {
    const viewer = uniqueUser('replies');
    const author = await newApiUser(uniqueUser('rauthor'));
    await newApiUser(viewer);
    const caption = `Busy thread ${Date.now().toString(36)}`;
    const post = await createPostByApi(author, caption);
    const say = async (as: ApiSession, comment: string, parentCommentId?: string) => {
      const res = await postJson(as, 'createComment', {
        postId: post._id,
        comment,
        parentCommentId,
      });
      expect(res.status).toBe(201);
      return (res.body.data as { _id: string })._id;
    };
    const top = await say(author, 'Who called that result?');
    // One reply each: the comment cooldown is per user.
    for (let i = 1; i <= 5; i += 1) {
      await say(await newApiUser(uniqueUser(`rfan${i}`)), `Reply number ${i}`, top);
    }

    await withPage(browser, 'busy-comment', NARROW, async (page) => {
      await page.goto('/');
      await logInThroughUi(page, viewer);
      await waitForPath(page, '/feed');
      await page.goto(`/feed?post=${post._id}`);
      const dialog = page.getByRole('dialog', { name: 'Comments' });
      await dialog.getByText('Reply number 3').waitFor();
      expect(await dialog.getByText('Reply number 4').count()).toBe(0);

      await dialog.getByRole('button', { name: 'View more replies' }).click();
      await dialog.getByText('Reply number 5').waitFor();
      await dialog
        .getByRole('button', { name: 'View more replies' })
        .waitFor({ state: 'detached' });
      const replies = await dialog.getByText(/^Reply number \d$/).allTextContents();
      expect(replies).toEqual([1, 2, 3, 4, 5].map((n) => `Reply number ${n}`));
    });
  });
});
