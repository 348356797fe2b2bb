#!/usr/bin/env node
// Builds the live dashboard page (web/src, TypeScript) into dist/public: one minified script and its stylesheet,
// served by src/http/painel.ts; and the field page (web/src/campo), served by src/http/campo.ts.
// Part of `npm run build` (and so of `npm start`); esbuild is a devDependency.
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
  // The field page (/campo) and its service worker: bundles of their own, so neither page carries the other's code.
  for (const [entry, file] of [['web/src/campo/main.ts', 'campo.js'], ['web/src/campo/sw.ts', 'campo-sw.js']]) {
    await build({
      entryPoints: [path.join(root, entry)], outfile: path.join(out, file),
      bundle: true, minify: true, format: 'iife', platform: 'browser', target: ['es2020'], legalComments: 'eof', logLevel: 'warning',
    });
  }
  copyFileSync(path.join(root, 'web/campo.css'), path.join(out, 'campo.css'));
  copyFileSync(path.join(root, 'web/campo-icone.svg'), path.join(out, 'campo-icone.svg'));
  if (process.argv.includes('--sizes')) {
    for (const f of ['painel.js', 'painel.css', 'campo.js', 'campo-sw.js', 'campo.css']) {
      const body = readFileSync(path.join(out, f));
      process.stdout.write(`${f}: ${(body.length / 1024).toFixed(1)} KiB, ${(gzipSync(body, { level: 9 }).length / 1024).toFixed(1)} KiB gzip\n`);
    }
  }
}

main().catch((err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
