import type { Browser, Page } from 'playwright-core';
import { newApiUser, postJson, signUpByApi } from './support/api';
import {
  baseUrl,
  describeInBrowser,
  expectVisibleText,
  launchBrowser,
  onFailure,
  screenshot,
  uniqueUser,
  waitForPath,
} from './support/browser';

interface Focused {
  tag: string;
  role: string | null;
  name: string;
  /** An outline or a ring is drawn around it (or, for a switch, around its track). */
  visible: boolean;
}

/** What has the keyboard's focus, by what a person sees of it. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'BODY', role: null, name: '', visible: false };
    const drawn = (node: Element | null) => {
      if (!node) return false;
      const s = getComputedStyle(node);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      return outline || s.boxShadow !== 'none';
    };
    const labels = (el as HTMLInputElement).labels;
    const name =
      el.getAttribute('aria-label') ??
      (labels && labels[0] ? labels[0].textContent : null) ??
      el.getAttribute('placeholder') ??
      el.textContent ??
      '';
    return {
      tag: el.tagName,
      role: el.getAttribute('role'),
      name: name.trim(),
      visible: drawn(el) || drawn(el.nextElementSibling),
    };
  });
}

/** Presses Tab (or Shift+Tab) until `match` has the focus; each stop must show its focus. */
async function tabTo(
  page: Page,
  match: (f: Focused) => boolean,
  { back = false, max = 80 } = {},
): Promise<Focused> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (match(now)) {
      if (!now.visible) throw new Error(`No visible focus on ${now.tag} "${now.name}"`);
      return now;
    }
  }
  throw new Error('Not reached by the keyboard');
}

const named = (name: string | RegExp) => (f: Focused) =>
  typeof name === 'string' ? f.name === name : name.test(f.name);

/** Sign in, post, comment, message and settings with the keyboard alone, focus always seen. */
describeInBrowser('keyboard-only use of the main flows in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in, posts, comments, messages and switches Dark Mode without a pointer (1280)', async () => {
    const me = uniqueUser('kbd');
    await signUpByApi(me);
    const friend = uniqueUser('kbf');
    const friendApi = await newApiUser(friend);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: baseUrl(),
    });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await tabTo(page, named('Username'));
      await page.keyboard.type(me.userName);
      await tabTo(page, named('Password'));
      await page.keyboard.type(me.password);
      await page.keyboard.press('Enter');
      await waitForPath(page, '/feed');
      await page.getByRole('heading', { name: 'Home feed' }).waitFor({ state: 'attached' });

      // The friend follows back and writes first, so the chat is there to answer.
      const meId = (await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}')))
        ._id as string;
      await postJson(friendApi, 'follow', { followingId: meId, follow: true });
      await postJson(friendApi, 'messages/send', {
        receiverId: meId,
        content: 'Ready for the match?',
      });

      // Post
      await tabTo(page, named('Create'));
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor();
      await tabTo(page, (f) => f.tag === 'TEXTAREA');
      await page.keyboard.type('Typed with the keyboard only');
      await tabTo(page, named('Post'));
      await screenshot(page, 'keyboard-create-post-1280');
      await page.keyboard.press('Enter');
      await expectVisibleText(page, 'Posted');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // Comment on it
      await page.getByText('Typed with the keyboard only').first().waitFor();
      await tabTo(page, named(/^Comments\b/));
      await page.keyboard.press('Enter');
      const overlay = page.getByRole('dialog');
      await overlay.waitFor();
      await tabTo(page, (f) => f.tag === 'INPUT' || f.tag === 'TEXTAREA');
      await page.keyboard.type('Nice one');
      await page.keyboard.press('Enter');
      await expectVisibleText(page, 'Comment created');
      await screenshot(page, 'keyboard-comment-1280');
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'detached' });

      // Message
      await tabTo(page, named(/Messages/), { back: true });
      await page.keyboard.press('Enter');
      await waitForPath(page, '/message');
      await page.getByRole('button', { name: /^Chat with/ }).waitFor();
      await tabTo(page, named(/^Chat with/));
      await page.keyboard.press('Enter');
      await tabTo(page, named('Message'));
      await page.keyboard.type('On my way');
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: 'Message history' }).getByText('On my way').waitFor();
      await screenshot(page, 'keyboard-message-1280');

      // Settings: Dark Mode
      await tabTo(page, named('Settings'), { back: true });
      await page.keyboard.press('Enter');
      await waitForPath(page, '/settings');
      await tabTo(page, (f) => f.role === 'switch');
      await page.keyboard.press('Space');
      await page.waitForFunction(() => document.body.classList.contains('dark'));
      await screenshot(page, 'keyboard-settings-dark-1280');
    } catch (error) {
      await onFailure('keyboard-flows', [page], error);
    } finally {
      await context.close();
    }
  });
});
