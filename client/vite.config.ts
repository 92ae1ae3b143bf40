import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { signedInStartHints } from './vite-plugins/signedInStartHints';

/** Modules of the app's lower layers (FSD), except the module that loads the socket.io client. */
const appLayers = (id: string) =>
  /[\\/]src[\\/](shared|entities|features|widgets)[\\/]/.test(id) &&
  !/[\\/]shared[\\/]api[\\/]socketClient\.ts$/.test(id) &&
  !otherLanguage(id);

// Spanish and French texts, each a chunk of its own fetched when chosen (shared/i18n/catalogues.ts).
const otherLanguage = (id: string) => /[\\/]shared[\\/]i18n[\\/]locales[\\/](es|fr)[\\/.]/.test(id);

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    signedInStartHints({
      layout: '/src/app/layout/MainLayout.tsx',
      feedPage: '/src/pages/feed/index.ts',
    }),
    // Each script, style and SVG also as .br (brotli's best, a seventh smaller than gzip for
    // these scripts) and .gz, written once here and served as they are (server app.factory.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.html$/ }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The wire contract (payload and socket event types) is the server's; types only.
      '@contracts': fileURLToPath(new URL('../server/src/contracts/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries in a few named chunks that change rarely (long-lived in the browser cache);
        // the socket client's chunk is only reached from the signed-in area.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            {
              // With the emitter that the app's socket (shared/api/socket.ts) holds listeners in
              // until the socket.io client, in its own chunk, is loaded.
              name: 'vendor-state',
              test: /node_modules[\\/](@reduxjs|redux|react-redux|reselect|immer|use-sync-external-store|react-hot-toast|goober|@socket\.io[\\/]component-emitter)[\\/]/,
            },
            {
              name: 'vendor-socket',
              test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|xmlhttprequest-ssl)[\\/]/,
            },
            { name: 'vendor-icons', test: /node_modules[\\/]react-icons[\\/]/ },
            { name: 'texts-es', test: /[\\/]shared[\\/]i18n[\\/]locales[\\/]es[\\/.]/ },
            { name: 'texts-fr', test: /[\\/]shared[\\/]i18n[\\/]locales[\\/]fr[\\/.]/ },
            // The app's own lower layers in three chunks rather than one per component: left to
            // automatic splitting, the signed-in feed loaded ~50 chunks of 1–3 kB, and a browser
            // fetches six at a time, so a slow phone waited eight round trips for them (README,
            // Performance). What the shell needs at start; what the login and signup pages add
            // (their forms and frame, with what those import); the rest, which the signed-in
            // area loads at once. The socket client stays out of the first two.
            // Vite's preload helper too: the router's lazy routes need it at start, and left to
            // itself it joins the first app chunk that makes a dynamic import (the socket's).
            {
              name: 'app-start',
              tags: ['$initial'],
              test: (id: string) => appLayers(id) || id.includes('vite/preload-helper'),
            },
            {
              name: 'app-public',
              test: /[\\/]src[\\/](features[\\/]auth[\\/]|shared[\\/]ui[\\/]AuthShell\.)/,
            },
            { name: 'app-signed-in', test: appLayers },
          ],
        },
        // Route chunks named after their page (page-feed-<hash>.js): readable sizes in the
        // build report, and a browser test can tell which pages a screen loaded.
        chunkFileNames: (chunk) => {
          const page = /\/src\/pages\/([^/]+)\//.exec(chunk.facadeModuleId ?? '')?.[1];
          return page ? `assets/page-${page}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
