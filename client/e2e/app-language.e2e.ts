import type { Browser } from 'playwright-core';
import { signUpByApi } from './support/api';
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
} from './support/browser';

/** A medium Spanish date: '27 nov 2026' (Intl's abbreviations, September being 'sept'). */
const SPANISH_DATE = /\b\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic) \d{4}\b/;

describeInBrowser('app language: the account speaks Spanish, the sign-in pages the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('switches to Spanish in settings: sidebar, toast and dates change, and a reload keeps it', async () => {
    const user = uniqueUser('lang');
    await signUpByApi(user);
    const s = await loggedIn(browser, user);
    try {
      await s.page.goto('/settings?view=languages');
      const choice = s.page.getByRole('group', { name: 'App language' });
      await choice.waitFor({ state: 'visible' });
      // The spoken-languages list is still there, under the choice.
      await s.page.getByLabel('Add a language').waitFor({ state: 'visible' });

      const saved = s.page.waitForRequest(
        (request) =>
          request.method() === 'PUT' && request.url().endsWith('/api/v1/settings/app-language'),
      );
      await choice.getByLabel('Español').check();
      const request = await saved;
      expect(request.postDataJSON()).toEqual({ appLanguage: 'es' });
      expect(request.headers()['accept-language']).toBe('es');

      await expectVisibleText(s.page, 'Idioma de la aplicación actualizado correctamente');
      await s.page.getByRole('link', { name: 'Inicio' }).first().waitFor({ state: 'attached' });
      await s.page.getByRole('link', { name: 'Mensajes' }).first().waitFor({ state: 'attached' });
      expect(await s.page.evaluate(() => document.documentElement.lang)).toBe('es');
      await screenshot(s.page, 'app-language-es-1280');

      // The sessions list dates where this browser signed in, in Spanish.
      await s.page.goto('/settings?view=privacy');
      await s.page.getByText(SPANISH_DATE).first().waitFor({ state: 'visible' });

      await s.page.reload();
      await s.page.getByRole('link', { name: 'Inicio' }).first().waitFor({ state: 'attached' });
      await s.page.getByText(SPANISH_DATE).first().waitFor({ state: 'visible' });
      expect(JSON.parse((await storageItem(s.page, 'user')) ?? '{}').appLanguage).toBe('es');

      // The server keeps it: settings and the current user say Spanish.
      const token = await storageItem(s.page, 'token');
      const settings = await s.page.evaluate(async (bearer) => {
        const response = await fetch('/api/v1/settings', {
          headers: { Authorization: `Bearer ${bearer}` },
        });
        return (await response.json()) as { data: { appLanguage: string | null } };
      }, token);
      expect(settings.data.appLanguage).toBe('es');
    } catch (error) {
      await onFailure('app-language', [s.page], error);
    } finally {
      await s.context.close();
    }
  });

  it('shows the login page in the browser language (French) before anyone signs in', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-FR' });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Se connecter' }).waitFor({ state: 'visible' });
      await page.getByLabel("Nom d'utilisateur").waitFor({ state: 'visible' });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
      await screenshot(page, 'app-language-login-fr-1280');
    } catch (error) {
      await onFailure('app-language-login', [page], error);
    } finally {
      await context.close();
    }
  });
});
