import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// Issue 28's budget: the field page's script (and its service worker) under 60 KiB gzip, built as scripts/build-web.js does.
const BUDGET = 60 * 1024;

it.each(['web/src/campo/main.ts', 'web/src/campo/sw.ts'])('%s stays under 60 KiB gzip', async (entry) => {
  const out = await build({
    entryPoints: [path.resolve(__dirname, '../..', entry)], write: false,
    bundle: true, minify: true, format: 'iife', platform: 'browser', target: ['es2020'], legalComments: 'eof', logLevel: 'silent',
  });
  const gz = gzipSync(out.outputFiles[0].contents, { level: 9 }).length;
  expect(gz).toBeGreaterThan(0);
  expect(gz).toBeLessThan(BUDGET);
});
