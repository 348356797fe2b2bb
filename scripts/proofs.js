#!/usr/bin/env node
// Runs one group of the proofs in band: `alone` (they assert latencies, so CI runs them last with nothing beside
// them) or `beside` (counts only, so CI runs them beside the suites). The table is test/proofs/groups.json;
// `npm run proofs` still runs every proof. Extra arguments go to jest.
const { spawnSync } = require('node:child_process');
const groups = require('../test/proofs/groups.json');

const [group, ...rest] = process.argv.slice(2);
if (group !== 'alone' && group !== 'beside') {
  process.stderr.write('usage: node scripts/proofs.js alone|beside [jest arguments]\n');
  process.exit(2);
}
const files = Object.keys(groups[group]).map((name) => `test/proofs/${name}.test.ts`);
const jest = require.resolve('jest/bin/jest');
const args = [jest, '--roots', '<rootDir>/test/proofs', '--testPathIgnorePatterns', '/node_modules/', '--runInBand', ...rest, '--runTestsByPath', ...files];
const run = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, PROOFS_RUN: '1', PROOFS_GROUP: group } });
process.exit(run.status ?? 1);
