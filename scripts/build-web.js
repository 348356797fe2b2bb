#!/usr/bin/env node
// Builds the live dashboard page (web/src, TypeScript) into dist/public: one minified script and its stylesheet,
// served by src/http/painel.ts. Part of `npm run build` (and so of `npm start`); esbuild is a devDependency.
const { build } = require('esbuild');
const { copyFileSync, mkdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'dist/public');

async function main() {
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: [path.join(root, 'web/src/main.ts')],
    outfile: path.join(out, 'painel.js'),
    bundle: true, minify: true, format: 'iife', platform: 'browser', target: ['es2020'],
    legalComments: 'eof', logLevel: 'warning',
  });
  copyFileSync(path.join(root, 'web/painel.css'), path.join(out, 'painel.css'));
  if (process.argv.includes('--sizes')) {
    for (const f of ['painel.js', 'painel.css']) {
      const body = readFileSync(path.join(out, f));
      process.stdout.write(`${f}: ${(body.length / 1024).toFixed(1)} KiB, ${(gzipSync(body, { level: 9 }).length / 1024).toFixed(1)} KiB gzip\n`);
    }
  }
}

main().catch((err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
