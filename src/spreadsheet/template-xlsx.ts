import { column, DATE_STYLE, escape, serial, workbookOfOneSheet } from './write-xlsx';

// The download templates of the imports (contract 11.2): one sheet, a header row and an example row, written
// with inline strings, in the same package as the exports (write-xlsx.ts); only a template's cells differ.

/** A cell: text (inline string), number, a date (YYYY-MM-DD, written as a date-styled serial), or a formula with its cached value. */
export type Cell = string | number | { date: string } | { formula: string; value?: number };

function cellXml(v: Cell, ref: string): string {
  if (typeof v === 'number') return `<c r="${ref}"><v>${v}</v></c>`;
  if (typeof v === 'string') return `<c r="${ref}" t="inlineStr"><is><t>${escape(v)}</t></is></c>`;
  if ('date' in v) return `<c r="${ref}" s="${DATE_STYLE}"><v>${serial(v.date)}</v></c>`;
  return `<c r="${ref}"><f>${escape(v.formula)}</f>${v.value === undefined ? '' : `<v>${v.value}</v>`}</c>`;
}

/** An .xlsx workbook of one sheet holding `rows`. */
export function xlsx(rows: Cell[][], sheetName = 'Planilha1'): Buffer {
  const data = rows.map((r, i) => `<row r="${i + 1}">${r.map((v, j) => cellXml(v, `${column(j)}${i + 1}`)).join('')}</row>`).join('');
  return workbookOfOneSheet(data, sheetName);
}
