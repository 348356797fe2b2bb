import type { Cell, Table } from './write-table';

// Contract 10 exports: UTF-8 with a BOM (so Excel reads the accents), `;` between fields, decimal comma, CRLF rows.
const BOM = '\uFEFF';
// A text starting like a formula is written with a leading apostrophe, so no spreadsheet evaluates it (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function field(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v).replace('.', ',');
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  const text = FORMULA_START.test(v) ? `'${v}` : v;
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function writeCsv(table: Table): Buffer {
  const lines = [table.columns, ...table.rows].map((row) => row.map(field).join(';'));
  return Buffer.from(BOM + lines.join('\r\n') + '\r\n', 'utf8');
}
