#!/usr/bin/env node
// Runs one group of one set of the proofs (test/proofs/groups.json). Groups: `alone` in band (they assert latencies,
// so nothing may run beside them) or `beside` on two jest workers (counts only: they may share the machine, with each
// other too). Sets: `ci`, the fast subset RELIABILITY.md names for CI; `extra`, every other proof (on demand);
// `all`. `npm run proofs` still runs every proof in band. Extra arguments go to jest.
const { spawnSync } = require('node:child_process');
const groups = require('../test/proofs/groups.json');

const [group, set, ...rest] = process.argv.slice(2);
const inSet = { ci: (name) => groups.ci.includes(name), extra: (name) => !groups.ci.includes(name), all: () => true }[set];
if ((group !== 'alone' && group !== 'beside') || !inSet) {
  process.stderr.write('usage: node scripts/proofs.js alone|beside ci|extra|all [jest arguments]\n');
  process.exit(2);
}
const files = Object.keys(groups[group]).filter(inSet).map((name) => `test/proofs/${name}.test.ts`);
if (files.length === 0) process.exit(0);
const jest = require.resolve('jest/bin/jest');
const args = [jest, '--roots', '<rootDir>/test/proofs', '--testPathIgnorePatterns', '/node_modules/', ...(group === 'alone' ? ['--runInBand'] : ['--maxWorkers=2']), ...rest, '--runTestsByPath', ...files];
const run = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, PROOFS_RUN: '1', PROOFS_GROUP: group } });
process.exit(run.status ?? 1);
