import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { EARLY_READS_KEY, FEED_FIRST_PAGE_PATH } from '../src/shared/config/api';
import { ROUTES } from '../src/shared/config/routes';
import { STORAGE_KEYS } from '../src/shared/config/storageKeys';

/**
 * The signed-in first screen's code, requested while the entry is still downloading.
 *
 * The router asks for the signed-in layout and the page only once the entry has run, after React
 * and the rest have arrived; on a slow connection that left the line idle (README, Performance).
 * index.html therefore carries the preload hints of the layout's chunks and of the feed page's
 * (where a signed-in visitor lands) inside inert `<template>`s, and an inline script moves them
 * into the document when a session is stored. Without one (the login page) they stay inert: not
 * a byte of signed-in code. On the way to the feed the script also sends the read of its first
 * page, so the answer arrives while the code is still downloading; the app's own request for that
 * page takes it over (shared/api/earlyReads.ts). The server allows the inline script by its hash
 * (app.factory.ts).
 */
export function signedInStartHints(modules: { layout: string; feedPage: string }): Plugin {
  return {
    name: 'signed-in-start-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const chunkOf = (module: string) => {
          const found = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!found) throw new Error(`signed-in-start-hints: no chunk for ${module}`);
          return found;
        };
        const loadedByEntry = filesOf(bundle, entry);
        const layout = [...filesOf(bundle, chunkOf(modules.layout))].filter(
          (f) => !loadedByEntry.has(f),
        );
        const feed = [...filesOf(bundle, chunkOf(modules.feedPage))].filter(
          (f) => !loadedByEntry.has(f) && !layout.includes(f),
        );
        const args: Parameters<typeof adoptHints> = [
          STORAGE_KEYS.token,
          LAYOUT_HINTS_ID,
          FEED_HINTS_ID,
          // A signed-in visitor on a guest page is sent to the feed.
          [ROUTES.feed, ROUTES.root, ROUTES.login, ROUTES.signup],
          EARLY_READS_KEY,
          FEED_FIRST_PAGE_PATH,
        ];
        const script = `(${adoptHints.toString()})(...${JSON.stringify(args)});`;
        return [
          hintsTemplate(LAYOUT_HINTS_ID, layout),
          hintsTemplate(FEED_HINTS_ID, feed),
          { tag: 'script', children: script, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

const LAYOUT_HINTS_ID = 'signed-in-layout-hints';
const FEED_HINTS_ID = 'feed-page-hints';

/** A chunk's file, the chunks it imports statically (recursively) and their styles. */
function filesOf(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk): Set<string> {
  const files = new Set<string>();
  const visit = (c: Rolldown.OutputChunk) => {
    if (files.has(c.fileName)) return;
    files.add(c.fileName);
    for (const css of c.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of c.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return files;
}

/** Scripts as modulepreload, styles as style preloads: fetched now, applied when imported. */
function hintsTemplate(id: string, files: Iterable<string>): HtmlTagDescriptor {
  const hint = (file: string): HtmlTagDescriptor => ({
    tag: 'link',
    attrs: file.endsWith('.css')
      ? // crossorigin as on the stylesheet links Vite adds when a chunk is imported, or the
        // browser would not reuse the preloaded answer.
        { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` }
      : { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
  });
  return {
    tag: 'template',
    attrs: { id },
    children: [...files].map(hint),
    injectTo: 'head-prepend',
  };
}

/**
 * Runs in the page as the inline script, serialized by toString: self-contained, and its text
 * (hence the hash the server allows) changes only with this code, the storage key or the routes.
 */
function adoptHints(
  tokenKey: string,
  layoutHintsId: string,
  feedHintsId: string,
  feedPaths: string[],
  earlyReadsKey: string,
  feedFirstPagePath: string,
): void {
  let token: string | null;
  try {
    token = localStorage.getItem(tokenKey);
    if (!token) return;
    // As isTokenUsable (shared/lib/jwt): an expired session is a visit to the login page.
    const base64 = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const { exp } = JSON.parse(atob(base64)) as { exp?: unknown };
    if (typeof exp === 'number' && exp * 1000 <= Date.now()) return;
  } catch {
    return;
  }
  const adopt = (id: string) => {
    const hints = document.getElementById(id);
    if (hints instanceof HTMLTemplateElement) document.head.append(hints.content);
  };
  adopt(layoutHintsId);
  if (!feedPaths.includes(location.pathname)) return;
  adopt(feedHintsId);
  // The shape of shared/api/earlyReads.ts#EarlyRead.
  const url = new URL(feedFirstPagePath, location.href).href;
  const authorization = `Bearer ${token}`;
  const response = fetch(url, { headers: { Authorization: authorization } }).catch(() => null);
  (window as unknown as Record<string, unknown>)[earlyReadsKey] = [
    { url, authorization, response },
  ];
}
