import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';

type RequestClass = typeof IncomingMessage;
type ResponseClass = typeof ServerResponse;

/** Node's request class, its instances built on `prototype` (Express's `app.request`). */
function requestOn(prototype: object): RequestClass {
  function AppRequest(this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket);
  }
  AppRequest.prototype = prototype;
  return AppRequest as unknown as RequestClass;
}

/** Node's response class, its instances built on `prototype` (Express's `app.response`). */
function responseOn(prototype: object): ResponseClass {
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: object) {
    (ServerResponse as unknown as (req: IncomingMessage, options?: object) => void).call(
      this,
      req,
      options,
    );
  }
  AppResponse.prototype = prototype;
  return AppResponse as unknown as ResponseClass;
}

/**
 * Nest's Express adapter with an HTTP server that builds each request and response on Express's
 * own prototypes. Express sets them as every request comes in (`Object.setPrototypeOf(req,
 * app.request)` in `app.handle`), and V8 handles objects whose prototype changes after they are
 * built badly: measured here at 100 requests a second over 64 keep-alive connections, every
 * request's objects (the request, the response and all that hangs off them) outlived the young
 * generation, 8 kB a request for a bare Express app and 27 kB for a signed-in feed page, against
 * 0.2 kB for a bare `node:http` server (README, Performance). Built on those prototypes to begin
 * with, Express's call changes nothing (expressjs/express#5998 describes the same fix).
 */
export class ExpressHttpServerAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options.httpsOptions) return super.initHttpServer(options);
    const app = this.getInstance<Express>();
    this.httpServer = createServer(
      { IncomingMessage: requestOn(app.request), ServerResponse: responseOn(app.response) },
      app,
    );
    // What ExpressAdapter does for this option: close() then ends idle keep-alive connections.
    if (options.forceCloseConnections) {
      (this as unknown as { trackOpenConnections(): void }).trackOpenConnections();
    }
  }
}
