import type { ServerResponse } from 'node:http';

/**
 * Ends `res` with `json`, already serialised: the one way a JSON answer is written in one piece
 * (handlers' answers through `ExpressHttpServerAdapter.reply`, the feed's serialised page).
 */
export function writeJson(res: ServerResponse, json: string): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(json);
}
