#!/usr/bin/env node
// Whether dist/ is a clean build of this tree. `npm run build` ends with `--mark` (tsc passed, so the type check
// passed too); any file of the trees it compiles or bundles that is newer than the mark makes dist stale.
//   node scripts/dist-fresh.js          exit 0 when fresh, 1 when stale or never marked
//   node scripts/dist-fresh.js --mark   records a clean build now
// Its users skip a compilation dist already holds: the proofs (a stale dist is rebuilt, never run),
// scripts/check-generated.sh and `npm run lint:openapi`.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const mark = path.join(root, 'dist/.built-clean');
const inputs = ['src', 'test', 'scripts', 'bench', 'drizzle', 'web', 'tsconfig.json', 'drizzle.config.ts', 'package-lock.json'];

function newest(p) {
  const st = fs.statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let t = st.mtimeMs;
  for (const name of fs.readdirSync(p)) t = Math.max(t, newest(path.join(p, name)));
  return t;
}

if (process.argv.includes('--mark')) {
  fs.writeFileSync(mark, `${new Date().toISOString()}\n`);
  process.exit(0);
}
const marked = fs.statSync(mark, { throwIfNoEntry: false })?.mtimeMs ?? 0;
process.exit(marked > 0 && inputs.every((i) => newest(path.join(root, i)) <= marked) ? 0 : 1);
