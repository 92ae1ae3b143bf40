import { acceptedLanguage, requestLanguage } from './request-language';
import type { UserLanguages } from './user-languages';

describe('the language of a request', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['de-DE,de;q=0.9', null],
    ['fr', 'fr'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['de-DE,fr;q=0.5,en;q=0.7', 'en'],
    ['en-GB;q=0.2, fr-CA;q=0.9', 'fr'],
    ['*', 'en'],
  ])('Accept-Language %j prefers %j', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });

  const stored = (language: 'es' | null, fails = false): UserLanguages => ({
    of: jest.fn(() => (fails ? Promise.reject(new Error('down')) : Promise.resolve(language))),
    remember: jest.fn(),
  });

  it('is the signed-in user’s chosen language before the browser’s', async () => {
    const request = { headers: { 'accept-language': 'fr' }, user: { userId: 'u1' } };
    await expect(requestLanguage(request, stored('es'))).resolves.toBe('es');
    await expect(requestLanguage(request, stored(null))).resolves.toBe('fr');
  });

  it('falls back to the header when the stored language cannot be read, then to English', async () => {
    await expect(
      requestLanguage(
        { headers: { 'accept-language': 'fr' }, user: { userId: 'u1' } },
        stored('es', true),
      ),
    ).resolves.toBe('fr');
    await expect(requestLanguage({ headers: {} }, stored('es'))).resolves.toBe('en');
  });
});
