/** Unit tests: jsdom + Testing Library, TypeScript through @swc/jest. */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: '<rootDir>/test/jsdom-with-fetch.environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  // FormatJS (i18next-icu's message parser) ships ES modules only; jest runs CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(intl-messageformat|@formatjs)/)'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/test/style-stub.cjs',
    '\\.(svg|png|jpe?g|gif|webp)$': '<rootDir>/test/file-stub.cjs',
    // import.meta cannot run under jest's CommonJS; the env module is swapped for a plain one.
    '^@/shared/config/viteEnv$': '<rootDir>/test/viteEnv.mock.ts',
    '^\\./viteEnv$': '<rootDir>/test/viteEnv.mock.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contracts$': '<rootDir>/../server/src/contracts/index.ts',
  },
  clearMocks: true,
  restoreMocks: true,
};
