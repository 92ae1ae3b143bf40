import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Node answers a request it cannot parse (headers over 16 KB, a broken request line) before any
 * route runs, with a bare status and no body. This answers those in the error envelope too.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  // Nothing of the request was read, its Accept-Language neither: these answers are in English.
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'PAYLOAD_TOO_LARGE', 'Request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_FAILED', 'The request took too long to arrive']
        : [400, 'VALIDATION_FAILED', 'The request could not be read'];
  const body = JSON.stringify({ success: false, code, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
