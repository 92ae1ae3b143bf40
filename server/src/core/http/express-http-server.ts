import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { type NestApplicationOptions, StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express, Response } from 'express';
import { inAnswerLanguage, isAnswerWithMessage } from '../i18n/answer-language';
import type { LanguageSource } from '../i18n/request-language';
import type { UserLanguages } from '../i18n/user-languages';
import { writeJson } from './write-json';

/**
 * `Base` (Node's request or response class) with its instances built on `prototype` (Express's
 * `app.request` or `app.response`). Node's two classes are plain constructor functions taking at
 * most two arguments (`socket`; `req, options`).
 */
function builtOn<C>(Base: C, prototype: object): C {
  function Built(this: object, first: unknown, second?: unknown) {
    (Base as unknown as (first: unknown, second?: unknown) => void).call(this, first, second);
  }
  Built.prototype = prototype;
  return Built as unknown as C;
}

/**
 * Nest's Express adapter with an HTTP server that builds each request and response on Express's
 * own prototypes. Express sets them as every request comes in (`Object.setPrototypeOf(req,
 * app.request)` in `app.handle`), and V8 handles objects whose prototype changes after they are
 * built badly: measured here at 100 requests a second over 64 keep-alive connections, every
 * request's objects (the request, the response and all that hangs off them) outlived the young
 * generation, 8 kB a request for a bare Express app and 27 kB for a signed-in feed page, against
 * 0.2 kB for a bare `node:http` server (server/bench/README.md). Built on those prototypes to begin
 * with, Express's call changes nothing (expressjs/express#5998 describes the same fix). It also
 * writes the JSON a handler answers in one piece (`reply`), its success message in the caller's
 * language.
 */
export class ExpressHttpServerAdapter extends ExpressAdapter {
  private languages: UserLanguages | null = null;

  /** Where the callers' chosen languages are read (the app's, once it is built). */
  answerInLanguagesOf(languages: UserLanguages | null): void {
    this.languages = languages;
  }

  override initHttpServer(options: NestApplicationOptions): void {
    if (options.httpsOptions) return super.initHttpServer(options);
    const app = this.getInstance<Express>();
    this.httpServer = createServer(
      {
        IncomingMessage: builtOn(IncomingMessage, app.request),
        ServerResponse: builtOn(ServerResponse, app.response),
      },
      app,
    );
    // What ExpressAdapter does for this option: close() then ends connections still mid-request.
    if (options.forceCloseConnections) {
      (this as unknown as { trackOpenConnections(): void }).trackOpenConnections();
    }
  }

  /**
   * A handler's answer, as JSON written in one piece when it is a plain object or array: what
   * Express's `res.json` sends with ETags off (the app sets them off), without its second pass
   * over the text (settings lookups, the Content-Type parsed back to add a charset, a copy into
   * a Buffer). Anything else (no body, a stream, a HEAD request, a Content-Type set by the
   * handler) goes Nest's way.
   */
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!isAnswerWithMessage(body)) return this.write(response, body, statusCode);
    const request = response.req as unknown as LanguageSource;
    return inAnswerLanguage(body, request, this.languages)
      .catch(() => body)
      .then((answer) => this.write(response, answer, statusCode));
  }

  private write(response: Response, body: unknown, statusCode?: number): unknown {
    if (
      body === null ||
      typeof body !== 'object' ||
      body instanceof StreamableFile ||
      body instanceof Error ||
      ArrayBuffer.isView(body) ||
      response.req.method === 'HEAD' ||
      response.getHeader('Content-Type') !== undefined
    ) {
      return super.reply(response, body, statusCode);
    }
    if (statusCode) response.statusCode = statusCode;
    writeJson(response, JSON.stringify(body));
  }
}
