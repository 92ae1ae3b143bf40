import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Props whose value a person sees or a screen reader says. */
const SHOWN_PROPS = [
  'label',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'legend',
  'empty',
  'addLabel',
  'description',
  'subtitle',
  'backLabel',
  'homeLabel',
  'text',
  'prompt',
  'previewAlt',
  'hint',
  'heading',
  'message',
  'confirmLabel',
  'cancelLabel',
];

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'e2e/artifacts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Every text a person reads comes from the catalogues (src/shared/i18n/locales): a literal in
    // JSX, or in a prop that is shown or read aloud, fails. Other literals (class names, routes,
    // variants, roles) are not checked.
    files: ['src/**/*.tsx'],
    ignores: ['**/*.spec.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: SHOWN_PROPS },
          words: {
            // Punctuation, CONSTANT_CASE, and the brand's two halves (the logo styles "Net").
            exclude: ['[0-9!-/:-@[-`{-~\\s·…—–]+', '[A-Z_-]+', 'Sports', 'Net'],
          },
          message: 'Put this text in a message catalogue and read it with t()',
        },
      ],
    },
  },
  {
    // Tests and test helpers export helpers next to components; fast refresh does not apply.
    files: ['**/*.spec.{ts,tsx}', 'test/**', 'e2e/**', '*.config.ts'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['e2e/**', 'vite.config.ts', 'vite-plugins/**', 'steiger.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
  },
  prettier,
);
