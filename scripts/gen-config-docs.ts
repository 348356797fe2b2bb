import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENV } from '../src/config';

// .env.example and the README configuration table are generated from the ENV table of src/config.ts.
const root = path.resolve(__dirname, '../..');
const show = (v: unknown) => (v === undefined ? '' : Array.isArray(v) ? v.join(',') : String(v));
const entries = Object.entries(ENV) as [string, { default: unknown; doc: string }][];

const example = [
  '# Every key the service reads, with its default. Copy to .env and edit; unset keys take the default.',
  '# Generated from src/config.ts by `npm run docs:config`.',
  '',
  ...entries.flatMap(([key, s]) => [`# ${s.doc}`, `${key}=${show(s.default)}`, '']),
].join('\n');
writeFileSync(path.join(root, '.env.example'), example);

const table = [
  '| Key | Default | Meaning |',
  '|---|---|---|',
  ...entries.map(([key, s]) => `| \`${key}\` | ${show(s.default) === '' ? '-' : `\`${show(s.default)}\``} | ${s.doc} |`),
].join('\n');
const readmePath = path.join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const marked = /<!-- config:start -->[\s\S]*<!-- config:end -->/;
if (!marked.test(readme)) throw new Error('README.md lacks the <!-- config:start --> / <!-- config:end --> markers');
writeFileSync(readmePath, readme.replace(marked, `<!-- config:start -->\n${table}\n<!-- config:end -->`));
process.stdout.write('wrote .env.example and the README configuration table\n');
