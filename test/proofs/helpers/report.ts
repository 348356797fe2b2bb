import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Measured figures of one proof row, printed and kept in test-results/proofs/<db>/<row>.json for docs/proofs.md. A
 * file per row: the count-only proofs run on two jest workers, and one shared file would be read and rewritten by both.
 */
export function report(row: string, figures: Record<string, unknown>): void {
  const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const dir = path.resolve(__dirname, '../../../test-results/proofs', db);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${row.replace(/[^A-Za-z0-9-]+/g, '_')}.json`);
  // A suite may report one row in parts (S23 does, three times): each part adds to the row's file.
  const before = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(file, `${JSON.stringify({ ...before, ...figures, at: new Date().toISOString() }, null, 2)}\n`);
  console.log(`[proof ${row} on ${db}] ${JSON.stringify(figures)}`);
}

export const QUICK = process.env.PROOFS_QUICK === '1';

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}
