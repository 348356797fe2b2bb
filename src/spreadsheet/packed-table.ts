import { slices } from '../slices';
import type { Table } from './read-table';

/**
 * A table as it crosses threads: two strings, each distinct text once (a copy does not keep shared strings shared,
 * and 10,000 rows quoting one cell of 32,767 characters became 650 MB on the receiving side), a JSON value per line.
 * A string is copied at memory speed, where a structure of 10,000 rows was rebuilt object by object in one go, on the
 * thread that answers everyone else (47-89 ms for a 10,000-row file); the lines are decoded in slices instead.
 */
export type Packed = { texts: string; rows: string };
/** A row on its line: its number, column and text index pairs flattened, then its formula column and error, if any. */
type PackedRow = [line: number, cells: (string | number)[], formula?: string | null, error?: string | null];

export function pack(table: Table): Packed {
  const texts: string[] = [];
  const seen = new Map<string, number>();
  const at = (s: string) => {
    let i = seen.get(s);
    if (i === undefined) seen.set(s, (i = texts.push(s) - 1));
    return i;
  };
  // JSON escapes every line break inside a text, so a line is one value.
  const rows = table.rows.map((r) =>
    JSON.stringify([r.line, Object.entries(r.values).flatMap(([c, v]) => [c, at(v)]), r.formula ?? null, r.error ?? null] satisfies PackedRow));
  return { texts: texts.map((t) => JSON.stringify(t)).join('\n'), rows: rows.join('\n') };
}

export async function unpack(p: Packed): Promise<Table> {
  const breathe = slices();
  const texts: string[] = [];
  for (const line of lines(p.texts)) {
    texts.push(JSON.parse(line) as string);
    await breathe();
  }
  const rows: Table['rows'] = [];
  for (const line of lines(p.rows)) {
    const [n, cells, formula, error] = JSON.parse(line) as PackedRow;
    const values: Record<string, string> = {};
    for (let i = 0; i < cells.length; i += 2) values[cells[i] as string] = texts[cells[i + 1] as number];
    rows.push({ line: n, values, ...(formula ? { formula } : {}), ...(error ? { error } : {}) });
    await breathe();
  }
  return { rows };
}

function* lines(text: string): Generator<string> {
  for (let at = 0; at < text.length; ) {
    const end = text.indexOf('\n', at);
    yield text.slice(at, end === -1 ? text.length : end);
    at = end === -1 ? text.length : end + 1;
  }
}
