import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from '@swc/core';

/*
 * What a burst of requests looks like to V8: one allocation site whose objects are all still
 * alive at each young-generation collection. Without the flag V8 decides to tenure it (its later
 * objects are born in the old generation); `--trace-pretenuring-statistics` prints each decision.
 */
const BUSY_SITE = `
let live = [];
const make = (i) => ({ i, headers: [i], route: { i } });
for (let round = 0; round < 60; round += 1) {
  for (let i = 0; i < 20000; i += 1) live.push(make(i));
  if (live.length > 200000) live = live.slice(100000);
}`;

const heapFlags = transformSync(readFileSync(join(__dirname, 'heap-flags.ts'), 'utf8'), {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
}).code;

function tenureDecisions(prelude: string): number {
  const trace = execFileSync(
    process.execPath,
    ['--trace-pretenuring-statistics', '-e', `${prelude}\n${BUSY_SITE}`],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return trace.split('\n').filter((line) => /=> tenure$/.test(line)).length;
}

describe('heap-flags', () => {
  it('keeps V8 from tenuring an allocation site whose objects survive a scavenge', () => {
    expect(tenureDecisions('')).toBeGreaterThan(0);
    expect(tenureDecisions(heapFlags)).toBe(0);
  }, 30_000);
});
