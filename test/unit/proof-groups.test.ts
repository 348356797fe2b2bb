import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// CI runs the proofs in two groups (scripts/proofs.js, .ci/run): a proof in neither would never run in CI, one in
// both would run twice, once beside other work.
const groups = JSON.parse(readFileSync(path.resolve(__dirname, '../proofs/groups.json'), 'utf8')) as Record<'alone' | 'beside', Record<string, string>>;

describe('proof groups (test/proofs/groups.json)', () => {
  const files = readdirSync(path.resolve(__dirname, '../proofs')).filter((f) => f.endsWith('.test.ts')).map((f) => f.replace(/\.test\.ts$/, '')).sort();

  it('puts every proof in exactly one group, and names only proofs that exist', () => {
    const alone = Object.keys(groups.alone);
    const beside = Object.keys(groups.beside);
    expect(alone.filter((n) => beside.includes(n))).toEqual([]);
    expect([...alone, ...beside].sort()).toEqual(files);
  });

  it('says for each proof why it is in its group', () => {
    for (const reason of [...Object.values(groups.alone), ...Object.values(groups.beside)]) expect(reason.trim()).not.toBe('');
  });
});
