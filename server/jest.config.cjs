// Unit tests: specs beside the code they test, repositories mocked.
const swc = JSON.parse(require('node:fs').readFileSync(__dirname + '/.swcrc.jest.json', 'utf8'));

module.exports = {
  displayName: 'server-unit',
  rootDir: 'src',
  testEnvironment: 'node',
  testRegex: '.*\\.spec\\.ts$',
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
};
