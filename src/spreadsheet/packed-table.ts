import type { Table } from './read-table';

/**
 * A table as it crosses threads: each distinct text once. A copy does not keep shared strings shared, and 10,000 rows
 * quoting one cell of 32,767 characters became 650 MB on the receiving side.
 */
export type Packed = { texts: string[]; rows: { line: number; values: [string, number][]; formula?: string; error?: string }[] };

export function pack(table: Table): Packed {
  const texts: string[] = [];
  const seen = new Map<string, number>();
  const at = (s: string) => {
    let i = seen.get(s);
    if (i === undefined) seen.set(s, (i = texts.push(s) - 1));
    return i;
  };
  return { texts, rows: table.rows.map((r) => ({ ...r, values: Object.entries(r.values).map(([c, v]) => [c, at(v)]) })) };
}

export function unpack(p: Packed): Table {
  return { rows: p.rows.map((r) => ({ ...r, values: Object.fromEntries(r.values.map(([c, i]) => [c, p.texts[i]])) })) };
}
