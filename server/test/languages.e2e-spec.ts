import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { NotificationDigest } from '../src/modules/notifications/notification-digest';
import { eventually } from './support/eventually';
import { type CreatedUser, createUser, newUserInput } from './support/factories';
import { createTextPost } from './support/posts';
import { connectSocket, type TestSocket, waitForSocketEvent } from './support/socket';
import { resetDatabase, startTestApp, type TestApp } from './support/test-app';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

/** An `.eml` as a reader sees it: encoded header words and the quoted-printable body decoded. */
function readable(eml: string): string {
  const bytes = (qp: string) =>
    Buffer.from(
      qp.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  const split = eml.search(/\r?\n\r?\n/);
  const headers = eml
    .slice(0, split)
    .replace(/\?=\r?\n\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : bytes(text.replace(/_/g, ' ')),
    );
  return `${headers}\n\n${bytes(
    eml
      .slice(split)
      .trim()
      .replace(/=\r?\n/g, ''),
  )}`;
}

/**
 * The app's language on the account and the server speaking it: the setting itself, error
 * messages (the account's language, else Accept-Language, else English; the code the same in
 * every language), notification sentences and their pushes, and e-mails.
 */
describe('The app language (e2e)', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  let dataDir: string;
  const sockets: TestSocket[] = [];
  const api = () => request(t.url);
  const auth = (u: CreatedUser) => ({ Authorization: `Bearer ${u.token}` });
  const setLanguage = (u: CreatedUser, appLanguage: unknown) =>
    api().put('/api/v1/settings/app-language').set(auth(u)).send({ appLanguage });
  const mailsTo = async (email: string) => {
    const files = await readdir(join(dataDir, 'mail')).catch(() => [] as string[]);
    const texts = await Promise.all(
      files.map(async (f) => readable(await readFile(join(dataDir, 'mail', f), 'utf8'))),
    );
    return texts.filter((m) => m.includes(`To: ${email}`));
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sportsnet-languages-'));
    t = await startTestApp({
      DATA_DIR: dataDir,
      CLIENT_ORIGIN: 'http://app.example',
      COMMENT_COOLDOWN_SECONDS: '0',
    });
    await resetDatabase(t.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  describe('the setting', () => {
    it('is null until chosen, then stored on the account: GET /settings and the current user', async () => {
      const u = await createUser(t.url);
      const before = await api().get('/api/v1/settings').set(auth(u)).expect(200);
      expect(before.body.data.appLanguage).toBeNull();
      const me = await api().post('/api/v1/findCurrentUser').set(auth(u)).expect(200);
      expect(me.body.data.appLanguage).toBeNull();

      const res = await setLanguage(u, 'es').expect(200);
      // The answer already speaks the language just chosen.
      expect(res.body).toEqual({
        success: true,
        data: { appLanguage: 'es' },
        message: 'Idioma actualizado correctamente',
      });
      const after = await api().get('/api/v1/settings').set(auth(u)).expect(200);
      expect(after.body.data.appLanguage).toBe('es');
      expect(after.body.data.languages).toEqual([]);
      const again = await api().post('/api/v1/findCurrentUser').set(auth(u)).expect(200);
      expect(again.body.data.appLanguage).toBe('es');
      const login = await api()
        .post('/api/v1/login')
        .send({ userName: u.input.userName, password: u.input.password })
        .expect(200);
      expect(login.body.user.appLanguage).toBe('es');
      expect(login.body.message).toBe('Sesión iniciada correctamente');
    });

    it('answers success messages in the caller’s language too, English by default', async () => {
      const u = await createUser(t.url);
      const update = () =>
        api()
          .put('/api/v1/settings/languages')
          .set(auth(u))
          .send({ languages: ['Euskara'] });
      expect((await update().expect(200)).body.message).toBe(
        'Language preferences updated successfully',
      );
      expect((await update().set('Accept-Language', 'fr').expect(200)).body.message).toBe(
        'Préférences de langue mises à jour avec succès',
      );
      await setLanguage(u, 'es').expect(200);
      expect((await update().set('Accept-Language', 'fr').expect(200)).body.message).toBe(
        'Preferencias de idioma actualizadas correctamente',
      );
    });

    it.each([['de'], ['ES'], [''], [null], [7], [['es']]])(
      'refuses %j with 400 and a clear message, changing nothing',
      async (value) => {
        const u = await createUser(t.url);
        await setLanguage(u, 'fr').expect(200);
        const res = await setLanguage(u, value).expect(400);
        expect(res.body).toMatchObject({
          success: false,
          code: 'VALIDATION_FAILED',
          errors: { appLanguage: expect.any(String) },
        });
        // The refusal itself speaks the account's language.
        expect(res.body.message).toBe('appLanguage doit valoir en, es ou fr');
        const [row] = await t.app
          .get(DataSource)
          .query('SELECT app_language FROM users WHERE id = $1', [u.user._id]);
        expect(row.app_language).toBe('fr');
      },
    );

    it('refuses an unknown field and an anonymous caller', async () => {
      const u = await createUser(t.url);
      const extra = await api()
        .put('/api/v1/settings/app-language')
        .set(auth(u))
        .send({ appLanguage: 'es', other: 1 })
        .expect(400);
      expect(extra.body.code).toBe('VALIDATION_FAILED');
      const anonymous = await api()
        .put('/api/v1/settings/app-language')
        .send({ appLanguage: 'es' })
        .expect(401);
      expect(anonymous.body.code).toBe('INVALID_TOKEN');
    });

    it('may be given at signup (the signup page follows the browser)', async () => {
      const input = newUserInput();
      await api()
        .post('/api/v1/signup')
        .send({ ...input, appLanguage: 'fr' })
        .expect(201);
      const login = await api()
        .post('/api/v1/login')
        .send({ userName: input.userName, password: input.password })
        .expect(200);
      expect(login.body.user.appLanguage).toBe('fr');
      const bad = await api()
        .post('/api/v1/signup')
        .send({ ...newUserInput(), appLanguage: 'klingon' })
        .expect(400);
      expect(bad.body.message).toBe('appLanguage must be one of en, es, fr');
    });
  });

  describe('error messages', () => {
    it('an anonymous bad login answers in the Accept-Language, with the same code', async () => {
      const login = (language?: string) => {
        const req = api().post('/api/v1/login');
        if (language) req.set('Accept-Language', language);
        return req.send({ userName: 'nobody_here', password: 'not-the-password' }).expect(401);
      };
      const english = await login();
      const french = await login('fr-FR,fr;q=0.9,en;q=0.8');
      const spanish = await login('es-419');
      const german = await login('de');
      expect(english.body).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid user name or password',
      });
      expect(french.body).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Nom d’utilisateur ou mot de passe incorrect',
      });
      expect(spanish.body.message).toBe('Nombre de usuario o contraseña incorrectos');
      expect(german.body.message).toBe('Invalid user name or password');
    });

    it('a signed-in user gets them in the language of their account, before their browser’s', async () => {
      const u = await createUser(t.url);
      await setLanguage(u, 'es').expect(200);
      const missing = await api()
        .get('/api/v1/profile/00000000-0000-4000-8000-000000000000')
        .set(auth(u))
        .set('Accept-Language', 'fr')
        .expect(404);
      expect(missing.body.code).toBe('NOT_FOUND');
      expect(missing.body.message).not.toMatch(/not found/i);
      const invalid = await api()
        .put('/api/v1/settings/languages')
        .set(auth(u))
        .send({ languages: ['x'] })
        .expect(400);
      expect(invalid.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'El idioma debe tener al menos 2 caracteres',
      });
      // Back to English: the next answer follows at once.
      await setLanguage(u, 'en').expect(200);
      const english = await api()
        .put('/api/v1/settings/languages')
        .set(auth(u))
        .set('Accept-Language', 'fr')
        .send({ languages: ['x'] })
        .expect(400);
      expect(english.body.message).toBe('Language must be at least 2 characters long');
    });
  });

  describe('a Spanish user', () => {
    it('reads their notifications, and gets their pushes, in Spanish', async () => {
      const [me, fan, other] = await Promise.all([
        createUser(t.url),
        createUser(t.url, { fullName: 'Ana García' }),
        createUser(t.url, { fullName: 'Luis Pérez' }),
      ]);
      await setLanguage(me, 'es').expect(200);
      const socket = connectSocket(t.url, me.token);
      sockets.push(socket);
      await waitForSocketEvent(socket, 'connect');

      const pushed = waitForSocketEvent(socket, 'notification');
      await api()
        .post('/api/v1/follow')
        .set(auth(fan))
        .send({ followingId: me.user._id })
        .expect(200);
      expect((await pushed).notification.text).toBe('Ana García ha empezado a seguirte');

      const post = await createTextPost(t, me.token, 'Final de copa esta noche');
      for (const liker of [fan, other]) {
        await api().post('/api/v1/like').set(auth(liker)).send({ postId: post._id }).expect(201);
      }
      const texts = async (language?: string) => {
        const req = api().get('/api/v1/notifications').set(auth(me));
        if (language) req.set('Accept-Language', language);
        return ((await req.expect(200)).body.data as { type: string; text: string }[]).map(
          (n) => n.text,
        );
      };
      await eventually(async () =>
        expect(await texts('fr')).toEqual([
          'A Luis Pérez y 1 persona más les ha gustado tu publicación: «Final de copa esta noche»',
          'Ana García ha empezado a seguirte',
        ]),
      );
    });

    it('gets their digest, login alert and data download e-mails in Spanish', async () => {
      const me = await createUser(t.url);
      const fan = await createUser(t.url, { fullName: 'Ana García' });
      await setLanguage(me, 'es').expect(200);

      // The login alert: a browser this account never signed in from.
      await api()
        .post('/api/v1/login')
        .set('User-Agent', CHROME_ON_LINUX)
        .send({ userName: me.input.userName, password: me.input.password })
        .expect(200);
      let alert = '';
      await eventually(async () => {
        const mails = await mailsTo(me.user.email);
        alert = mails.find((m) => m.includes('Nuevo inicio de sesión')) ?? '';
        expect(alert).not.toBe('');
      });
      expect(alert).toContain('Subject: Nuevo inicio de sesión en tu cuenta de SportsNet');
      expect(alert).toContain(`Hola, ${me.user.fullName}:`);
      expect(alert).toContain('Dispositivo: Chrome en Linux');
      // The time, the Spanish way ('viernes, 27 de noviembre de 2026, 20:10:00 UTC').
      expect(alert).toMatch(/Hora: \p{L}+, \d{1,2} de \p{L}+ de \d{4}/u);
      expect(alert).toContain('http://app.example/settings#sessions');

      // The digest of what is unread: the alert and a follow.
      const digest = t.app.get(NotificationDigest);
      await api()
        .post('/api/v1/follow')
        .set(auth(fan))
        .send({ followingId: me.user._id })
        .expect(200);
      await eventually(async () => {
        const res = await api().get('/api/v1/notifications/unread-count').set(auth(me));
        expect(res.body.data.unreadCount).toBe(2);
      });
      await digest.sendDue();
      const digestMail = (await mailsTo(me.user.email)).find((m) => m.includes('sin leer'));
      expect(digestMail).toContain('Subject: Tienes 2 notificaciones sin leer en SportsNet');
      expect(digestMail).toContain('- Ana García ha empezado a seguirte');
      expect(digestMail).toContain('Esto es lo que ha pasado mientras no estabas:');
      expect(digestMail).toContain(
        '- Nuevo inicio de sesión en tu cuenta desde Chrome en Linux (127.0.0.1)',
      );

      // The data download.
      await api().post('/api/v1/settings/request-data-download').set(auth(me)).expect(202);
      let ready = '';
      await eventually(async () => {
        const mails = await mailsTo(me.user.email);
        ready = mails.find((m) => m.includes('descarga de datos')) ?? '';
        expect(ready).not.toBe('');
      }, 15_000);
      expect(ready).toContain('Subject: Tu descarga de datos de SportsNet está lista');
      expect(ready).toContain('La copia de tus datos de SportsNet que pediste ya está lista:');
      expect(ready).toContain('El enlace funciona durante 7 días.');
      const items = await api().get('/api/v1/notifications').set(auth(me)).expect(200);
      expect(items.body.data.map((n: { text: string }) => n.text)).toContain(
        'Tu descarga de datos está lista',
      );
    });

    it('an English user’s e-mails stay the SPEC’s English', async () => {
      const me = await createUser(t.url);
      await api()
        .post('/api/v1/login')
        .set('User-Agent', CHROME_ON_LINUX)
        .send({ userName: me.input.userName, password: me.input.password })
        .expect(200);
      await eventually(async () => {
        const [mail] = await mailsTo(me.user.email);
        expect(mail).toContain('Subject: New sign-in to your SportsNet account');
        expect(mail).toContain('Device: Chrome on Linux');
      });
    });
  });
});
