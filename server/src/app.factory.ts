import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { INestApplication, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { API_TAGS } from './core/http/api-tags';
import { AllExceptionsFilter } from './core/http/all-exceptions.filter';
import { UserLanguages } from './core/i18n/user-languages';
import { answerClientError } from './core/http/client-error';
import { ExpressHttpServerAdapter } from './core/http/express-http-server';
import { InFlightRequests } from './core/http/in-flight-requests';
import { inlineScriptSources } from './core/http/inline-scripts';
import { InputTextPipe } from './core/http/input-text.pipe';
import { createValidationPipe } from './core/http/validation';
import { RealtimeIoAdapter } from './core/realtime/realtime-io.adapter';

export const API_PREFIX = 'api/v1';

/** The compiled server runs from server/dist/server/src, the sources from server/src. */
function findClientDist(config: AppConfig): string | undefined {
  const candidates = config.CLIENT_DIST_DIR
    ? [resolve(config.CLIENT_DIST_DIR)]
    : [resolve(__dirname, '../../../../client/dist'), resolve(__dirname, '../../client/dist')];
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

/**
 * helmet's headers, computed once by helmet itself: with this configuration (no nonces) they are
 * the same for every answer, and setting them in one pass saves its twelve middlewares per request.
 * `scriptSources` adds to 'self' the hashes of the client's inline scripts.
 */
export function securityHeaders(scriptSources: string[]): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const res = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let finished = false;
  helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...scriptSources],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  })({} as never, res as never, () => {
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** Builds the whole product on one HTTP server: API, socket.io, media and the built client. */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const adapter = new ExpressHttpServerAdapter();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), adapter, {
    logger: config.NODE_ENV === 'test' ? ['error', 'warn'] : ['log', 'error', 'warn'],
    // Idle keep-alive connections would otherwise hold shutdown open until they time out.
    forceCloseConnections: true,
  });
  app.disable('x-powered-by');
  app.getHttpServer().on('clientError', answerClientError);
  // API answers change with every like: a SHA-1 of each body for If-None-Match was CPU spent on
  // every request and never saved a byte (the client does not revalidate API calls). Static
  // files keep their own ETags (serve-static, under express-static-gzip).
  app.set('etag', false);
  const clientDist = findClientDist(config);
  const security = securityHeaders(
    clientDist ? inlineScriptSources(readFileSync(join(clientDist, 'index.html'), 'utf8')) : [],
  );
  const inFlight = app.get(InFlightRequests);
  app.use((_req: Request, res: Response, next: NextFunction) => {
    inFlight.track(res);
    for (const [name, value] of security) res.setHeader(name, value);
    next();
  });
  if (config.CLIENT_ORIGIN) {
    app.enableCors({ origin: config.CLIENT_ORIGIN.split(','), credentials: true });
  }
  app.setGlobalPrefix(API_PREFIX, { exclude: [{ path: 'media/*key', method: RequestMethod.GET }] });
  // The text rule first, so no DTO ever sees NUL, a lone surrogate or a bottomless body.
  app.useGlobalPipes(new InputTextPipe(), createValidationPipe());
  const languages = app.get(UserLanguages, { strict: false });
  app.useGlobalFilters(new AllExceptionsFilter(languages));
  adapter.answerInLanguagesOf(languages);
  app.useWebSocketAdapter(
    new RealtimeIoAdapter(app, {
      clientOrigin: config.CLIENT_ORIGIN,
      redisUrl: config.REDIS_URL,
      websocketOnly: config.WEB_CONCURRENCY > 1,
    }),
  );

  const openApi = new DocumentBuilder()
    .setTitle('SportsNet API')
    .setDescription(
      'REST API of the sports social network. Every answer is an envelope: `{ success, data?, message? }`, ' +
        'errors `{ success: false, message, code, errors? }` (`message` in the caller’s app language: their chosen one, else Accept-Language; `code` the same in every language). Authenticated calls send `Authorization: Bearer <token>`.',
    )
    .setVersion('1')
    // The paths carry the /api/v1 prefix themselves: the server is this origin's root.
    .addServer('/', 'This server (every path starts with /api/v1)')
    .addBearerAuth();
  for (const tag of API_TAGS) openApi.addTag(tag.name, tag.description);
  SwaggerModule.setup('api/docs', app, () =>
    SwaggerModule.createDocument(app, openApi.build(), { autoTagControllers: false }),
  );

  if (clientDist) serveClient(app, clientDist);
  return app;
}

/**
 * The built client, with the SPA fallback for every GET that is not API, socket or media.
 *
 * Scripts and styles go out as the build compressed them (`.br` at brotli's best, `.gz` for
 * browsers without it; client/vite.config.ts): on a slow phone connection their bytes are most of
 * the time to the first screen (server/bench/README.md), and compressing once at build time costs
 * the server nothing per request. API answers stay as they are: small, different for each reader.
 * Files under /assets/ carry a hash of their content in their name, so a browser may keep them
 * for good; the rest (index.html, the favicon) is asked for again.
 */
function serveClient(app: NestExpressApplication, dir: string): void {
  const assets = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      maxAge: '1h',
      setHeaders: (res, path) => {
        if (isHashedAsset(dir, path)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    },
  });
  const indexHtml = join(dir, 'index.html');
  const reserved = /^\/(api|socket\.io|media)(\/|$)/;
  // API, socket and media requests skip the file system entirely.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (reserved.test(req.path)) return next();
    assets(req, res, () => {
      if (req.method !== 'GET' || !req.accepts('html')) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    });
  });
}

const isHashedAsset = (dir: string, path: string) => relative(dir, path).split(sep)[0] === 'assets';
