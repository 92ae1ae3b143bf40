import type { Browser } from 'playwright-core';
import { createPostByApi, newApiUser, postJson, solidPng } from './support/api';
import {
  describeInBrowser,
  launchBrowser,
  loggedIn,
  onFailure,
  screenshot,
  uniqueUser,
} from './support/browser';

describeInBrowser('privacy: media only for those who may see them', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a friends-only picture in a page read before its URL expired loads again from a fresh URL', async () => {
    const ann = uniqueUser('pa');
    const bo = uniqueUser('pb');
    const a = await newApiUser(ann);
    const b = await newApiUser(bo);
    await postJson(a, 'connect', { connectId: b.userId });
    await postJson(b, 'acceptConnection', { requesterId: a.userId });
    await postJson(a, 'settings/privacy', { postVisibility: 'friends' }, 'PUT');
    await createPostByApi(a, 'Friends only', {
      field: 'image',
      bytes: solidPng(120, 90, [30, 136, 229]),
      name: 'p.png',
      type: 'image/png',
    });

    const s = await loggedIn(browser, bo, { width: 375, height: 800 });
    try {
      // The feed as a tab open since long ago holds it: every signed URL in it has expired.
      await s.page.route('**/api/v1/getAllPost*', async (route) => {
        const res = await route.fetch();
        const stale = (await res.text()).replace(/\?e=\d+&s=[\w-]+/g, '?e=1000&s=stale');
        await route.fulfill({ response: res, body: stale });
      });
      const asked = s.page.waitForRequest((req) => req.url().endsWith('/api/v1/media/urls'));
      await s.page.reload();
      const picture = s.page.getByAltText(`Post by ${ann.userName}`);
      await picture.waitFor({ state: 'visible' });
      await asked;
      await s.page.waitForFunction((alt) => {
        const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
        return Boolean(img && img.complete && img.naturalWidth > 0);
      }, `Post by ${ann.userName}`);
      const src = (await picture.getAttribute('src')) as string;
      expect(src).toMatch(/\?e=\d+&s=/);
      expect(src).not.toContain('e=1000');
      await screenshot(s.page, 'privacy-fresh-media-url-375');
    } catch (error) {
      await onFailure('privacy-fresh-media', [s.page], error);
    } finally {
      await s.context.close();
    }
  });
});
