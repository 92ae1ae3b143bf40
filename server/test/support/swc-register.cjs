// Lets a child `node` process run the server's TypeScript sources as the e2e suites do (swc,
// same options), so the fault tests can SIGKILL a real server process without a build first.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const options = JSON.parse(fs.readFileSync(path.join(__dirname, '../../.swcrc.jest.json'), 'utf8'));

require.extensions['.ts'] = function compile(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = transformSync(source, { ...options, filename, swcrc: false });
  module._compile(code, filename);
};
