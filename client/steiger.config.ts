import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Tests sit beside the code they test; they are not part of a slice's public surface.
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
  },
]);
