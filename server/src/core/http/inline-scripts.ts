import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy sources (`'sha256-…'`) that let a page's inline scripts run: each
 * plain `<script>` element (no attributes; the client's build writes only the signed-in hints'
 * one, vite-plugins/signedInStartHints.ts), hashed as it is, so no other inline code may run.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
}
