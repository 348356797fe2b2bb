import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The proofs run in two groups (scripts/proofs.js, .ci/run): a proof in neither would never run, one in both would run
// twice, once beside other work. CI runs the set `ci`; `npm run proofs:extra` the rest.
type Groups = Record<'alone' | 'beside', Record<string, string>> & { ci: string[] };
const groups = JSON.parse(readFileSync(path.resolve(__dirname, '../proofs/groups.json'), 'utf8')) as Groups;

describe('proof groups (test/proofs/groups.json)', () => {
  const files = readdirSync(path.resolve(__dirname, '../proofs')).filter((f) => f.endsWith('.test.ts')).map((f) => f.replace(/\.test\.ts$/, '')).sort();

  it('puts every proof in exactly one group, and names only proofs that exist', () => {
    const alone = Object.keys(groups.alone);
    const beside = Object.keys(groups.beside);
    expect(alone.filter((n) => beside.includes(n))).toEqual([]);
    expect([...alone, ...beside].sort()).toEqual(files);
  });

  it('runs in CI RELIABILITY.md\'s fast subset, each proof once, each one a proof of a group', () => {
    expect(new Set(groups.ci).size).toBe(groups.ci.length);
    expect(groups.ci.filter((n) => !files.includes(n))).toEqual([]);
    const rows = groups.ci.flatMap((n) => n.toUpperCase().match(/[RS]\d+/g) ?? []).sort();
    // R9 rides with R10: one file proves both (r9-r10-config-health).
    const fastSubset = ['R1', 'R10', 'R2', 'R3', 'R4', 'R6', 'R9', 'S1', 'S12', 'S2', 'S6', 'S7', 'S9'];
    expect(rows).toEqual(fastSubset);
  });

  it('says for each proof why it is in its group', () => {
    for (const reason of [...Object.values(groups.alone), ...Object.values(groups.beside)]) expect(reason.trim()).not.toBe('');
  });
});
