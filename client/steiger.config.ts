import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Tests sit beside the code they test; they are not part of a slice's public surface.
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
  },
  {
    // Kept a widget on purpose although only the feed shows it: the feed page is reworked in
    // parallel, and a widget keeps the panel out of that file (one line there).
    files: ['./src/widgets/suggested-communities/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // The caller's settings are read by the settings page's views and, soon, by the layout's
    // hibernation banner and the notifications; built in parallel by several issues.
    files: ['./src/entities/account/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // DESIGN.md names the conversation a widget (chat-window); it keeps the history's scroll
    // rules and the composer out of the Messages page, whose list and layout stay small.
    files: ['./src/widgets/chat-window/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
]);
