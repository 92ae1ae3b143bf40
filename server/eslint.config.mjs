import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The visibility rule has one public face (modules/visibility/index.ts): its SQL and its
    // internals are not imported from outside its folder.
    files: ['src/**/*.ts', 'test/**/*.ts'],
    ignores: ['src/modules/visibility/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/visibility/*'],
              message: "Import the visibility rule from its index ('…/modules/visibility').",
            },
          ],
        },
      ],
    },
  },
  {
    // Core is the transport and the platform (database, storage, HTTP, sockets): it names no
    // feature. Modules plug into it (RoomSource, MediaAccess, listeners, gateways), never the
    // reverse.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/modules'],
              message: 'core/ imports no module: let the module register with core instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
