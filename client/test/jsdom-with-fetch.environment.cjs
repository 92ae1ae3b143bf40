/**
 * jsdom lacks fetch and friends. Node's own (undici) implementations are copied in together with
 * the AbortController they expect, otherwise `new Request(url, { signal })` rejects jsdom's signal.
 * Relative URLs resolve against the jsdom page, as they would in a browser.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    const absolute = (input) =>
      typeof input === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(input)
        ? new URL(input, win.location.href).href
        : input;
    class BrowserLikeRequest extends Request {
      constructor(input, init) {
        super(absolute(input), init);
      }
    }
    Object.assign(win, {
      fetch: (input, init) => fetch(absolute(input), init),
      Request: BrowserLikeRequest,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
