import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type WebSocket,
} from 'playwright-core';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } = require('./chromium.cjs') as {
  CHROMIUM_ARGS: string[];
  CHROMIUM_PATH: string;
  chromiumAvailable: () => boolean;
};

const ARTIFACTS = path.resolve(__dirname, '../artifacts');

export const browserAvailable = chromiumAvailable() && process.env.E2E_SKIP !== '1';

/** `describe` when Chromium is there, `describe.skip` otherwise (global setup warned loudly). */
export const describeInBrowser = browserAvailable ? describe : describe.skip;

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the server');
  return url;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface TestUser {
  userName: string;
  fullName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A user nobody else in any run has, valid for the server's rules (3-30 chars, [A-Za-z0-9._]). */
export function uniqueUser(prefix = 'e2e'): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const userName = `${prefix}_${id}`.slice(0, 30);
  return {
    userName,
    fullName: `E2E ${prefix} ${counter}`,
    email: `${userName}@example.test`,
    password: 'Kick-off-2024!',
  };
}

/**
 * Runs a flow in a fresh context; on failure saves a full-page screenshot under e2e/artifacts/
 * before rethrowing. The context is always closed.
 */
export async function withPage(
  browser: Browser,
  name: string,
  viewport: { width: number; height: number },
  flow: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  try {
    await flow(page, context);
  } catch (error) {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const file = path.join(ARTIFACTS, `${name.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
}

export async function pathnameOf(page: Page): Promise<string> {
  return new URL(page.url()).pathname;
}

/** Waits until the page's path is exactly `pathname`. */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

export async function expectVisibleText(page: Page, text: string): Promise<void> {
  await page
    .getByText(text, { exact: true })
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 });
}

export async function signUpThroughUi(page: Page, user: TestUser): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Username').fill(user.userName);
  await page.getByLabel('Full Name').fill(user.fullName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Create a Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

export async function logInThroughUi(page: Page, user: TestUser): Promise<void> {
  // Right after a sign-up the path is already '/' while the sign-up form, which also has a
  // 'Username' field, stays on screen until the login page's chunk has come.
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await page.getByLabel('Username').fill(user.userName);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/**
 * Records the page's socket.io websockets. A socket counts as open once socket.io's CONNECT packet
 * ('40…') came back: the transport opens before the server has checked the token and put the socket
 * in its rooms, and a push sent in between does not reach it. A reload drops sockets without a
 * close event, so `mark()` before a reload and pass it to `waitForOpen` to consider only newer ones.
 */
export function trackSockets(page: Page) {
  const seen: WebSocket[] = [];
  const connected = new Set<WebSocket>();
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/socket.io/')) return;
    seen.push(ws);
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.startsWith('40')) connected.add(ws);
    });
  });
  const openSince = (since: number) =>
    seen.slice(since).filter((ws) => connected.has(ws) && !ws.isClosed());
  return {
    mark: () => seen.length,
    open: () => seen.filter((ws) => !ws.isClosed()),
    async waitForOpen(since = 0, timeoutMs = 15_000): Promise<WebSocket> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const [ws] = openSince(since);
        if (ws) return ws;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('No connected socket.io websocket');
    },
  };
}

export interface Session {
  context: BrowserContext;
  page: Page;
  sockets: ReturnType<typeof trackSockets>;
}

/** A fresh browser context logged in through the UI, its socket open (optionally dark). */
export async function loggedIn(
  browser: Browser,
  user: TestUser,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
  colorDark = false,
): Promise<Session> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  if (colorDark) {
    await context.addInitScript(() => window.localStorage.setItem('darkMode', 'true'));
  }
  const page = await context.newPage();
  const sockets = trackSockets(page);
  await page.goto('/');
  await logInThroughUi(page, user);
  await waitForPath(page, '/feed');
  await sockets.waitForOpen();
  return { context, page, sockets };
}

/** Full-page screenshots of every page under e2e/artifacts/, then rethrows. */
export async function onFailure(name: string, pages: Page[], error: unknown): Promise<never> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await Promise.all(
    pages.map((p, i) =>
      p
        .screenshot({
          path: path.join(ARTIFACTS, `${name}-${i}-${Date.now()}.png`),
          fullPage: true,
        })
        .catch(() => undefined),
    ),
  );
  throw error;
}

/** A screenshot kept for people to look at (e2e/artifacts/screens/<name>.png). */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = path.join(ARTIFACTS, 'screens');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage, animations: 'disabled' });
}
