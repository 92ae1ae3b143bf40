// E2e tests: the real app over HTTP and socket.io, against real PostgreSQL and a real S3 server.
const swc = JSON.parse(require('node:fs').readFileSync(__dirname + '/.swcrc.jest.json', 'utf8'));

module.exports = {
  displayName: 'server-e2e',
  rootDir: '.',
  roots: ['<rootDir>/test'],
  testEnvironment: 'node',
  testRegex: '.*\\.e2e-spec\\.ts$',
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
};
