#!/usr/bin/env node
// `npm run admin -- grant <userName> admin|moderator` / `revoke <userName>`: builds the server if
// it was never built, then sets the role on the database `npm start` uses.
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { spawnSync } = require('node:child_process');

const root = join(__dirname, '..', '..');
const entry = join(root, 'server', 'dist', 'server', 'src', 'admin-cli.js');

if (!existsSync(entry)) {
  const result = spawnSync('npm', ['run', 'build', '-w', 'server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
require(entry).runCli();
