import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { createPostByApi, newApiUser } from './support/api';
import {
  baseUrl,
  describeInBrowser,
  expectVisibleText,
  launchBrowser,
  loggedIn,
  onFailure,
  screenshot,
  storageItem,
  uniqueUser,
  waitForPath,
} from './support/browser';

/** The pid of the product's embedded PostgreSQL (its lock file in the suite's data folder). */
function postmasterPid(): number {
  const dataDir = process.env.E2E_DATA_DIR;
  const file = dataDir ? join(dataDir, 'postgres', 'postmaster.pid') : '';
  if (!dataDir || !existsSync(file)) {
    throw new Error('No embedded PostgreSQL to stop (is DATABASE_URL set for the browser suite?)');
  }
  return Number(readFileSync(file, 'utf8').split('\n')[0]);
}

async function healthIs(status: number): Promise<boolean> {
  const res = await fetch(`${baseUrl()}/api/v1/health`).catch(() => null);
  return res?.status === status;
}

const usesEmbeddedPostgres = !process.env.DATABASE_URL;

(usesEmbeddedPostgres ? describeInBrowser : describe.skip)(
  'the database goes away under an open tab',
  () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('keeps the user signed in, and the screen comes back once the product restarted it', async () => {
      const user = uniqueUser('outage');
      const session = await newApiUser(user);
      await createPostByApi(session, 'Posted before the outage');
      const { page, context } = await loggedIn(browser, user);
      try {
        await expectVisibleText(page, 'Posted before the outage');

        process.kill(postmasterPid(), 'SIGKILL');
        // Moving on in the app while the database is away: its reads wait and ask again.
        await page
          .getByRole('complementary', { name: 'Sidebar' })
          .getByRole('link', { name: /^Messages/ })
          .click();
        await waitForPath(page, '/message');
        for (let i = 0; i < 100 && !(await healthIs(200)); i += 1) {
          await page.waitForTimeout(200);
        }
        await expectVisibleText(page, 'No chats yet.');
        await page
          .getByRole('complementary', { name: 'Sidebar' })
          .getByRole('link', { name: /^Home/ })
          .click();
        await expectVisibleText(page, 'Posted before the outage');
        await page.mouse.move(900, 400); // the sidebar folds once the pointer leaves it
        await page.waitForTimeout(400);
        await screenshot(page, 'after-database-outage-1280');

        expect(await storageItem(page, 'token')).not.toBeNull();
        expect(await page.getByText('Session expired. Please login again.').count()).toBe(0);
        expect(new URL(page.url()).pathname).toBe('/feed');
      } catch (error) {
        await onFailure('database-outage', [page], error);
      } finally {
        await context.close();
      }
    });
  },
);
