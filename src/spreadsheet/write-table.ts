/** A value of an exported cell: text, number, a calendar date (YYYY-MM-DD), or empty. */
export type Cell = string | number | boolean | null;

/**
 * What the exports write: one header row of field names, then rows of cells. `dates` marks the columns of date
 * fields (contract 1: `date` is YYYY-MM-DD): only their values are written as dates; any other text stays text.
 */
export type Table = { columns: string[]; dates?: boolean[]; rows: Cell[][] };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as YYYY-MM-DD (2026-13-45 is not one). */
export function isDate(v: Cell): v is string {
  const m = typeof v === 'string' ? DATE.exec(v) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}
