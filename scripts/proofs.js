#!/usr/bin/env node
// Runs one group of the proofs: `alone` in band (they assert latencies, so nothing may run beside them) or `beside`
// on two jest workers (counts only: they may share the machine, with each other too). The table is
// test/proofs/groups.json; `npm run proofs` still runs every proof in band. Extra arguments go to jest.
const { spawnSync } = require('node:child_process');
const groups = require('../test/proofs/groups.json');

const [group, ...rest] = process.argv.slice(2);
if (group !== 'alone' && group !== 'beside') {
  process.stderr.write('usage: node scripts/proofs.js alone|beside [jest arguments]\n');
  process.exit(2);
}
const files = Object.keys(groups[group]).map((name) => `test/proofs/${name}.test.ts`);
const jest = require.resolve('jest/bin/jest');
const args = [jest, '--roots', '<rootDir>/test/proofs', '--testPathIgnorePatterns', '/node_modules/', ...(group === 'alone' ? ['--runInBand'] : ['--maxWorkers=2']), ...rest, '--runTestsByPath', ...files];
const run = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, PROOFS_RUN: '1', PROOFS_GROUP: group } });
process.exit(run.status ?? 1);
