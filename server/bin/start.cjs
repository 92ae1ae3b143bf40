#!/usr/bin/env node
// `npm start`: builds whatever is missing (server or client), then runs the server.
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { spawnSync } = require('node:child_process');

const root = join(__dirname, '..', '..');
const serverEntry = join(root, 'server', 'dist', 'server', 'src', 'main.js');
const clientIndex = join(root, 'client', 'dist', 'index.html');

function build(workspace) {
  console.log(`Building ${workspace} (first start)...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(serverEntry)) build('server');
if (!existsSync(clientIndex)) build('client');
require(serverEntry);
