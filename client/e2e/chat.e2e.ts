import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { newApiUser, postJson } from './support/api';
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

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });

describeInBrowser('chat: two people, live', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('A starts a chat from the modal; B sees it live, reads, types and replies; history pages back', async () => {
    const a = uniqueUser('ca');
    const b = uniqueUser('cb');
    const apiA = await newApiUser(a);
    const apiB = await newApiUser(b);
    expect(
      (await postJson(apiA, 'follow', { followingId: apiB.userId, follow: true })).status,
    ).toBe(200);
    const sa = await loggedIn(browser, a);
    // B on a phone: the list and the conversation are separate views, the badge is on the bottom bar.
    const sb = await loggedIn(browser, b, { width: 375, height: 740 });
    try {
      const beforeNavigation = sb.sockets.mark();
      await sb.page.goto('/messages');
      await expectVisibleText(sb.page, 'No chats yet.');
      await expectVisibleText(sb.page, 'Start your first conversation!');
      await sb.sockets.waitForOpen(beforeNavigation);

      await sa.page.goto('/message');
      await expectVisibleText(sa.page, 'Select a chat to start messaging');
      await sa.page.getByRole('button', { name: 'Start New Chat' }).click();
      const dialog = sa.page.getByRole('dialog', { name: 'Start New Chat' });
      await dialog.getByLabel('Search people you follow').fill(b.fullName.toUpperCase());
      await dialog.getByRole('button', { name: new RegExp(b.userName) }).click();
      await conversation(sa.page).getByText('Hey there! 👋').waitFor({ state: 'visible' });
      await screenshot(sa.page, 'chat-started-1280');

      // B's list shows the chat without a reload, with its unread badge, and so does the bar.
      const chatOfA = sb.page.getByRole('button', { name: `Chat with ${a.fullName}` });
      await chatOfA.waitFor({ state: 'visible', timeout: 10_000 });
      await chatOfA.getByLabel('1 unread message').waitFor({ state: 'visible' });
      const bottomBar = sb.page.getByRole('navigation', { name: 'Bottom navigation' });
      await bottomBar.getByLabel('1 unread message').waitFor({ state: 'visible' });
      await screenshot(sb.page, 'chat-list-unread-375');

      // B opens it: the conversation replaces the list, and the chat is read.
      await chatOfA.click();
      await conversation(sb.page).getByText('Hey there! 👋').waitFor({ state: 'visible' });
      expect(await chatOfA.isVisible()).toBe(false);
      await bottomBar.getByLabel('1 unread message').waitFor({ state: 'detached' });

      // B types: A sees the indicator; B replies with Enter: A sees it without a reload.
      const input = sb.page.getByRole('textbox', { name: 'Message' });
      await input.pressSequentially('Hello coach');
      await expectVisibleText(sa.page, `${b.fullName} is typing...`);
      await input.press('Enter');
      await conversation(sa.page).getByText('Hello coach').waitFor({ state: 'visible' });
      await conversation(sb.page).getByText('Hello coach').waitFor({ state: 'visible' });
      await sa.page
        .getByText(`${b.fullName} is typing...`)
        .waitFor({ state: 'detached', timeout: 10_000 });
      await screenshot(sb.page, 'chat-conversation-375');

      // Back on a phone returns to the list.
      await sb.page.getByRole('button', { name: 'Back' }).click();
      await chatOfA.waitFor({ state: 'visible' });

      // Months of history: 30 more messages; the view opens at the newest and pages back on top.
      const chatId = new URL(sa.page.url()).searchParams.get('chat') as string;
      for (let i = 1; i <= 30; i += 1) {
        const sent = await postJson(apiA, 'messages/send', {
          receiverId: apiB.userId,
          chatId,
          content: `Drill ${i}`,
        });
        expect(sent.status).toBe(201);
      }
      await conversation(sa.page).getByText('Drill 30', { exact: true }).waitFor();
      await sa.page.reload();
      const view = conversation(sa.page);
      await view.getByText('Drill 30', { exact: true }).waitFor({ state: 'visible' });
      expect(await view.getByText('Hey there! 👋').count()).toBe(0);
      await view.locator('[class*="scroller"]').evaluate((el) => el.scrollTo({ top: 0 }));
      await view.getByText('Hey there! 👋').waitFor({ state: 'attached', timeout: 10_000 });
      await screenshot(sa.page, 'chat-history-1280');

      // A long last message is cut on B's phone: the list keeps the phone's width, and its
      // unread badge and Start New Chat stay on screen.
      const long = 'See you at the stadium tomorrow, bring the tickets, the scarf and the flags';
      expect(
        (await postJson(apiA, 'messages/send', { receiverId: apiB.userId, chatId, content: long }))
          .status,
      ).toBe(201);
      await chatOfA.getByText(long).waitFor({ state: 'visible' });
      const onScreen = async (name: string, locator: ReturnType<Page['getByRole']>) => {
        const box = await locator.boundingBox();
        expect([name, box !== null && box.x >= 0 && box.x + box.width <= 375]).toEqual([
          name,
          true,
        ]);
      };
      await onScreen('Start New Chat', sb.page.getByRole('button', { name: 'Start New Chat' }));
      await onScreen('unread badge', chatOfA.getByLabel(/unread message/));
      await screenshot(sb.page, 'chat-list-long-message-375');
    } catch (error) {
      await onFailure('chat', [sa.page, sb.page], error);
    } finally {
      await sa.context.close();
      await sb.context.close();
    }
  });
  it('a message sent while B’s socket is still connecting shows on both of B’s badges once it connects (375px)', async () => {
    const a = uniqueUser('ga');
    const b = uniqueUser('gb');
    const apiA = await newApiUser(a);
    const apiB = await newApiUser(b);
    expect(
      (await postJson(apiA, 'follow', { followingId: apiB.userId, follow: true })).status,
    ).toBe(200);
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    try {
      // B's socket is held back: the app reads its counts at start-up, then the message is sent
      // before the socket is connected, so its pushes reach nobody.
      let held: WebSocketRoute | null = null;
      await page.routeWebSocket(/\/socket\.io\//, (ws) => {
        held = ws;
      });
      const countsRead = Promise.all([
        page.waitForResponse((r) => r.url().includes('/messages/unread-count')),
        page.waitForResponse((r) => r.url().includes('/notifications/unread-count')),
      ]);
      await page.goto('/');
      await logInThroughUi(page, b);
      await waitForPath(page, '/feed');
      const [, notificationCount] = await countsRead;
      // B's follower (A) is already among B's notifications.
      const unread = ((await notificationCount.json()) as { data: { unreadCount: number } }).data
        .unreadCount;
      const sent = await postJson(apiA, 'messages/send', {
        receiverId: apiB.userId,
        content: 'Kick-off moved to 8',
      });
      expect(sent.status).toBe(201);
      const bottomBar = page.getByRole('navigation', { name: 'Bottom navigation' });
      expect(await bottomBar.getByLabel('1 unread message').count()).toBe(0);

      // The socket connects: both badges read their counts again.
      expect(held).not.toBeNull();
      held!.connectToServer();
      await bottomBar.getByLabel('1 unread message').waitFor({ state: 'visible', timeout: 10_000 });
      await page
        .getByRole('link', { name: `Notifications, ${unread + 1} unread`, exact: true })
        .first()
        .waitFor({ state: 'visible', timeout: 10_000 });
      await screenshot(page, 'badges-after-connect-375');
    } catch (error) {
      await onFailure('badges-after-connect', [page], error);
    } finally {
      await context.close();
    }
  });

  it('a password changed on another device signs this one out at once: one toast, no send error (375px)', async () => {
    const alice = uniqueUser('ra');
    const carol = uniqueUser('rc');
    const apiAlice = await newApiUser(alice);
    const apiCarol = await newApiUser(carol); // carol's device A
    expect(
      (await postJson(apiAlice, 'follow', { followingId: apiCarol.userId, follow: true })).status,
    ).toBe(200);
    const first = await postJson(apiAlice, 'messages/send', {
      receiverId: apiCarol.userId,
      content: 'Are you coming tonight?',
    });
    expect(first.status).toBe(201);
    const chatId = (first.body as { message: { chatId: string } }).message.chatId;
    // Carol's device B, the chat open.
    const sb = await loggedIn(browser, carol, { width: 375, height: 740 });
    try {
      await sb.page.goto(`/message?chat=${chatId}`);
      await conversation(sb.page).getByText('Are you coming tonight?').waitFor();
      await sb.sockets.waitForOpen();
      await sb.page.waitForLoadState('networkidle');

      const changed = await fetch(`${baseUrl()}/api/v1/settings/password`, {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${apiCarol.token}`,
        },
        body: JSON.stringify({ currentPassword: carol.password, newPassword: 'a-new-password-1' }),
      });
      expect(changed.status).toBe(200);

      // B learns it from its socket, without doing anything: the one session toast, and the start.
      await expectVisibleText(sb.page, 'Session expired. Please login again.');
      await waitForPath(sb.page, '/');
      await screenshot(sb.page, 'chat-session-ended-elsewhere-375');
      expect(await storageItem(sb.page, 'token')).toBeNull();
      await sb.page.waitForTimeout(1000);
      // Toasts stay 4 s: any other one would still be up.
      const toasts = sb.page.locator('[data-rht-toaster] [role="status"]');
      expect(await toasts.allTextContents()).toEqual(['Session expired. Please login again.']);
      // Device A, which changed it, is still signed in.
      const stillIn = await fetch(`${baseUrl()}/api/v1/messages/chats`, {
        headers: { Authorization: `Bearer ${apiCarol.token}` },
      });
      expect(stillIn.status).toBe(200);
    } catch (error) {
      await onFailure('session-ended-elsewhere', [sb.page], error);
    } finally {
      await sb.context.close();
    }
  });

  it('the composer keeps a long paste whole and says why Send waits; growing, it keeps the newest message in view', async () => {
    const a = uniqueUser('la');
    const b = uniqueUser('lb');
    const apiA = await newApiUser(a);
    const apiB = await newApiUser(b);
    expect(
      (await postJson(apiB, 'follow', { followingId: apiA.userId, follow: true })).status,
    ).toBe(200);
    let chatId = '';
    for (let i = 1; i <= 30; i += 1) {
      const sent = await postJson(apiB, 'messages/send', {
        receiverId: apiA.userId,
        ...(chatId ? { chatId } : {}),
        content: `Set piece ${i}`,
      });
      expect(sent.status).toBe(201);
      chatId = (sent.body as { message: { chatId: string } }).message.chatId;
    }
    const sa = await loggedIn(browser, a, { width: 375, height: 740 });
    try {
      const { page } = sa;
      await page.goto(`/message?chat=${chatId}`);
      const view = conversation(page);
      await view.getByText('Set piece 30', { exact: true }).waitFor({ state: 'visible' });
      const scroller = view.locator('[class*="scroller"]');
      const belowView = () =>
        scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
      await page.waitForFunction(
        (el) => el !== null && el.scrollHeight - el.scrollTop - el.clientHeight <= 1,
        await scroller.elementHandle(),
      );

      // Four lines with Shift+Enter: the composer grows over the list, the newest stays in view.
      const input = page.getByRole('textbox', { name: 'Message' });
      const composerBefore = (await input.boundingBox())!.height;
      await input.click();
      for (const line of ['Line one', 'Line two', 'Line three']) {
        await input.pressSequentially(line);
        await input.press('Shift+Enter');
      }
      await input.pressSequentially('Line four');
      expect((await input.boundingBox())!.height).toBeGreaterThan(composerBefore + 40);
      await page.waitForTimeout(200);
      expect(await belowView()).toBeLessThanOrEqual(1);
      const last = (await view.getByText('Set piece 30', { exact: true }).boundingBox())!;
      const list = (await scroller.boundingBox())!;
      expect(last.y + last.height).toBeLessThanOrEqual(list.y + list.height);
      await screenshot(page, 'chat-composer-grown-375');

      // A paste past the limit stays whole: the counter and the reason show, Send waits.
      const words = 'Pressing high worked well today. '.repeat(80).slice(0, 2420);
      await input.fill('');
      await input.focus();
      await page.keyboard.insertText(words);
      expect(((await input.inputValue()) as string).length).toBe(2420);
      await expectVisibleText(page, 'Message must be 2000 characters or less');
      await view.getByText('2420/2000').waitFor({ state: 'visible' });
      expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
      await page.waitForTimeout(200);
      expect(await belowView()).toBeLessThanOrEqual(1);
      await screenshot(page, 'chat-message-too-long-375');
      await page.setViewportSize({ width: 1280, height: 800 });
      await view.getByText('2420/2000').waitFor({ state: 'visible' });
      await screenshot(page, 'chat-message-too-long-1280');

      // A malformed link: 'Chat not found.' alone, no toast.
      await page.goto('/message?chat=nope');
      await conversation(page).getByText('Chat not found.').waitFor({ state: 'visible' });
      await page.waitForTimeout(500);
      expect(await page.getByText('Failed to fetch messages.').count()).toBe(0);
      await screenshot(page, 'chat-malformed-link-1280');
    } catch (error) {
      await onFailure('chat-composer', [sa.page], error);
    } finally {
      await sa.context.close();
    }
  });
});
