/** Browser flows against the real product (server + built client), one test file at a time. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  // The limits the suites read come from the contract the server and the client share.
  moduleNameMapper: { '^@contracts$': '<rootDir>/../server/src/contracts/index.ts' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/e2e/support/global-setup.cjs',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.cjs',
  testTimeout: 90_000,
};
