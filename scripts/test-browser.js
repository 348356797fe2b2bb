#!/usr/bin/env node
// Runs the browser suites (test/browser) in Debian's Chromium, which the project cannot install through npm
// (a browser download is not possible here). `npm test` calls this after the other suites:
// - Chromium found (CHROMIUM_PATH, else `chromium` on PATH): the suites run and their result is the exit code;
// - not found: a notice says they were not run and why, and the exit code is 0, unless BROWSER_TESTS=required
//   (CI sets it after installing Chromium), which makes a missing browser a failure.
const { spawnSync } = require('node:child_process');
const { accessSync, constants } = require('node:fs');
const path = require('node:path');

function findChromium() {
  const candidates = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : (process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, 'chromium'));
  return candidates.find((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const chromium = findChromium();
if (!chromium) {
  const required = process.env.BROWSER_TESTS === 'required';
  process.stderr.write([
    '',
    `${required ? 'ERROR' : 'NOTICE'}: browser tests (test/browser) NOT RUN: no Chromium ${process.env.CHROMIUM_PATH ? `at CHROMIUM_PATH=${process.env.CHROMIUM_PATH}` : 'on PATH'}.`,
    '  Install Debian\'s package (apt-get install chromium) or set CHROMIUM_PATH, then run `npm run test:browser`.',
    '  CI installs Chromium and runs them on every submission (BROWSER_TESTS=required).',
    '',
  ].join('\n'));
  process.exit(required ? 1 : 0);
}

const jest = require.resolve('jest/bin/jest');
const args = [jest, '--roots', '<rootDir>/test/browser', '--testPathIgnorePatterns', '/node_modules/', '--runInBand', ...process.argv.slice(2)];
const run = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium, BROWSER_RUN: '1' } });
process.exit(run.status ?? 1);
