import type { Browser, Page } from 'playwright-core';
import { newApiUser, postJson, signUpByApi } from './support/api';
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

/** A real 64x64 PNG drawn by the browser. */
async function pngFrom(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no canvas');
    g.fillStyle = '#e11d48';
    g.fillRect(0, 0, 64, 64);
    g.fillStyle = '#facc15';
    g.fillRect(16, 16, 32, 32);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

const cardOf = (page: Page, listName: string, userName: string) =>
  page.getByRole('list', { name: listName }).getByRole('listitem', { name: userName });

describeInBrowser('people: networking, connections, profile sections, avatar', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('A connects with B from /networking; B accepts live on /connections; A sees Connected live', async () => {
    const a = uniqueUser('pa');
    const b = uniqueUser('pb');
    await signUpByApi(a);
    await signUpByApi(b);
    const sa = await loggedIn(browser, a);
    const sb = await loggedIn(browser, b);
    try {
      // B waits on /connections with nothing pending.
      const beforeNavigation = sb.sockets.mark();
      await sb.page.goto('/connections');
      await expectVisibleText(sb.page, 'No connections found.');
      await sb.sockets.waitForOpen(beforeNavigation);

      await sa.page.goto('/networking');
      await sa.page.getByLabel('Search users').fill(b.userName);
      const bCard = cardOf(sa.page, 'Search Results', b.userName);
      await bCard.waitFor({ state: 'visible', timeout: 10_000 });
      await bCard.getByRole('button', { name: 'Connect' }).click();
      await bCard.getByRole('button', { name: 'Pending' }).waitFor({ state: 'visible' });

      // B sees the request without reloading and accepts it.
      const request = cardOf(sb.page, 'Pending Requests', a.userName);
      await request.waitFor({ state: 'visible', timeout: 10_000 });
      await request.getByRole('button', { name: 'Accept' }).click();
      await cardOf(sb.page, 'Connections', a.userName).waitFor({ state: 'visible' });

      // A's card turns Connected from the push, without a reload.
      await bCard.getByRole('button', { name: 'Connected' }).waitFor({
        state: 'visible',
        timeout: 10_000,
      });

      // Add / Added follows B.
      await bCard.getByRole('button', { name: 'Add' }).click();
      await bCard.getByRole('button', { name: 'Added' }).waitFor({ state: 'visible' });
    } catch (error) {
      await onFailure('people-connect', [sa.page, sb.page], error);
    } finally {
      await sa.context.close();
      await sb.context.close();
    }
  });

  it("A changes their team in the Fan section and /networking suggests the new team's fans (375px)", async () => {
    const [a, b, c] = ['ta', 'tb', 'tc'].map(uniqueUser);
    const first = `Club ${a.userName}`;
    const second = `United ${a.userName}`;
    const fans: [typeof a, string][] = [
      [a, first],
      [b, first],
      [c, second],
    ];
    for (const [user, team] of fans) {
      const res = await postJson(await newApiUser(user), 'addFanProfile', {
        favouriteTeams: [team],
      });
      expect(res.status).toBe(201);
    }
    const sa = await loggedIn(browser, a, { width: 375, height: 800 });
    const { page } = sa;
    const teams = 'Based on Your Favourite Teams';
    try {
      await page.goto('/networking');
      await cardOf(page, teams, b.userName).waitFor({ state: 'visible', timeout: 10_000 });
      await expectVisibleText(page, `Also supports ${first}`);
      await screenshot(page, 'networking-teams-375');

      await page.goto('/user');
      const fan = page.getByRole('region', { name: 'Fan Profile' });
      await fan.getByRole('button', { name: 'Edit' }).click();
      await fan.getByRole('textbox', { name: 'Team 1' }).fill(second);
      await fan.getByRole('button', { name: 'Save' }).click();
      await expectVisibleText(page, 'Profile updated successfully!');

      // The ranking read a moment ago is not what A sees now.
      await page.goto('/networking');
      await cardOf(page, teams, c.userName).waitFor({ state: 'visible', timeout: 10_000 });
      await expectVisibleText(page, `Also supports ${second}`);
      expect(await cardOf(page, teams, b.userName).count()).toBe(0);
    } catch (error) {
      await onFailure('people-teams', [page], error);
    } finally {
      await sa.context.close();
    }
  });

  it('A adds a Player section (Coach disabled) and a new picture shows in the sidebar and on posts', async () => {
    const a = uniqueUser('pc');
    await signUpByApi(a);
    const sa = await loggedIn(browser, a);
    const { page } = sa;
    try {
      await page.goto('/user');
      await page.getByRole('heading', { name: a.userName }).waitFor({ state: 'visible' });
      await expectVisibleText(page, 'No Post found');

      await page.getByRole('button', { name: 'Add Section' }).click();
      await page.getByRole('menuitem', { name: 'Player Profile', exact: true }).click();
      const player = page.getByRole('region', { name: 'Player Profile' });
      await player.waitFor({ state: 'visible' });
      await player.getByRole('button', { name: 'ST' }).click();
      await player.getByRole('button', { name: 'Save' }).click();
      await expectVisibleText(page, 'Player profile saved!');

      await page.getByRole('button', { name: 'Add Section' }).click();
      const coach = page.getByRole('menuitem', { name: 'Coach Profile (Player profile exists)' });
      await coach.waitFor({ state: 'visible' });
      expect(await coach.isDisabled()).toBe(true);
      expect(
        await page.getByRole('menuitem', { name: 'Player Profile', exact: true }).isDisabled(),
      ).toBe(true);
      await page.keyboard.press('Escape');

      // Remove asks first; afterwards nothing asks for the deleted section (no 404 in the console).
      const notFound: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 404) notFound.push(r.url());
      });
      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.accept();
      });
      await player.getByRole('button', { name: 'Remove' }).click();
      await expectVisibleText(page, 'Player profile removed');
      await player.waitFor({ state: 'detached' });
      expect(asked).toEqual(['Remove your Player Profile? What it holds will be deleted.']);
      await page.waitForTimeout(500);
      expect(notFound).toEqual([]);

      await page.goto('/user/editProfile');
      await page.getByLabel('Upload profile picture').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await pngFrom(page),
      });
      await page.getByLabel('Bio').fill('Striker from the north.');
      await page.getByLabel('Male', { exact: true }).check();
      await page.getByLabel('Date of birth').fill('2000-02-29');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expectVisibleText(page, 'Updated');
      await waitForPath(page, '/user');
      await expectVisibleText(page, 'Striker from the north.');

      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}');
      expect(stored.image).toMatch(/^\/media\//);
      // One's own picture comes signed (its URL carries an expiry): compare the objects.
      const objectOf = (src: string | null) => String(src).split('?')[0];
      const picture = objectOf(stored.image);
      const sidebarPicture = page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('link', { name: 'Profile' })
        .locator('img');
      await page.waitForFunction(
        ([object]) => {
          const img = document.querySelector<HTMLImageElement>(
            'aside[aria-label="Sidebar"] a[href="/user"] img',
          );
          return !!img && img.getAttribute('src')?.split('?')[0] === object && img.naturalWidth > 0;
        },
        [picture],
      );
      expect(objectOf(await sidebarPicture.getAttribute('src'))).toBe(picture);
      const headerPicture = page.getByRole('img', { name: `${a.userName}'s profile picture` });
      expect(objectOf(await headerPicture.getAttribute('src'))).toBe(picture);

      // The new picture is on A's posts too: post as A, then look at the card on the feed.
      const posted = await page.evaluate(async () => {
        const body = new FormData();
        body.append('title', 'Avatar check post');
        const res = await fetch('/api/v1/createPost', {
          method: 'POST',
          headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
          body,
        });
        return res.status;
      });
      expect(posted).toBe(201);
      await page.goto('/feed');
      const cardAvatar = page
        .getByRole('link', { name: `${a.userName} profile` })
        .first()
        .locator('img');
      await cardAvatar.waitFor({ state: 'visible' });
      // Lists show the small variant of the same (re-encoded) picture, and it loads.
      const small = picture.replace(/\.webp$/, '-small.webp');
      expect(picture).toMatch(/\.webp$/);
      expect(objectOf(await cardAvatar.getAttribute('src'))).toBe(small);
      await page.waitForFunction(
        ([object]) =>
          Array.from(document.querySelectorAll<HTMLImageElement>('img')).some(
            (img) => img.getAttribute('src')?.split('?')[0] === object && img.naturalWidth > 0,
          ),
        [small],
      );
    } catch (error) {
      await onFailure('people-sections-avatar', [page], error);
    } finally {
      await sa.context.close();
    }
  });
});
