import { UnreadableFile } from './read-zip';
import type { SheetRow } from './sheet-row';

/** A CSV row; `error` says why it cannot be read (its cells do not line up with the header's). */
export type CsvRow = SheetRow & { error?: string };

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
/** Columns per row: the imports have at most 7; a row of thousands of cells is not one of their sheets. */
export const MAX_CSV_COLUMNS = 256;
// Controls no spreadsheet writes into a CSV: a binary file decodes to them (C1 controls are the bytes
// Windows-1252 leaves undefined). One character class, no backtracking.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

// Windows-1252's bytes 0x80..0x9F (WHATWG index); the other bytes are their Latin-1 code points. Node's
// TextDecoder('windows-1252') decodes these as Latin-1 C1 controls from 20.18.3 and 22.13.0 (nodejs/node#60888;
// 24.21 decodes them right): a table keeps every supported runtime the same.
// The five bytes Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) stay controls, refused below.
const CP1252_HIGH = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f'
  + '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
const windows1252 = (buf: Buffer) => buf.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]);

/**
 * The file's text as spreadsheet programs write it: UTF-8 (BOM or not), UTF-16 LE/BE with BOM (Excel's "Unicode
 * text") or without one, otherwise Windows-1252 (Excel pt-BR's "CSV"): bytes that are not valid UTF-8 are read as Windows-1252.
 */
export function decodeCsv(buf: Buffer): string {
  const bom16 = buf[0] === 0xff && buf[1] === 0xfe ? 'utf-16le' : buf[0] === 0xfe && buf[1] === 0xff ? 'utf-16be' : unmarked16(buf);
  let text: string;
  if (bom16) {
    try {
      text = new TextDecoder(bom16, { fatal: true }).decode(buf);
    } catch {
      throw new UnreadableFile(`arquivo csv em ${bom16.toUpperCase()} com conteudo invalido`);
    }
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
    } catch {
      text = windows1252(buf);
    }
  }
  const bad = CONTROL.exec(text);
  if (bad) throw new UnreadableFile(`arquivo csv contem dados binarios (caractere de controle na linha ${lineAt(text, bad.index)})`);
  return text;
}

/**
 * UTF-16 without a BOM (Python's 'utf-16-le', some exporters): the header starts with two ASCII characters, so
 * their zero high bytes tell the order. UTF-8 and Windows-1252 text never has a NUL there.
 */
function unmarked16(buf: Buffer): 'utf-16le' | 'utf-16be' | undefined {
  if (buf.length < 4 || buf.length % 2 !== 0) return undefined;
  const ascii = (b: number | undefined) => b !== undefined && b > 0 && b < 0x80;
  if (ascii(buf[0]) && buf[1] === 0 && ascii(buf[2]) && buf[3] === 0) return 'utf-16le';
  if (buf[0] === 0 && ascii(buf[1]) && buf[2] === 0 && ascii(buf[3])) return 'utf-16be';
  return undefined;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** The separator of the header line (outside quotes): the most frequent of tab, `;` and `,`; ties go to `;`. */
function separatorOf(text: string): number {
  const count = new Map<number, number>([[0x3b, 0], [0x2c, 0], [0x09, 0]]);
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) quoted = !quoted;
    else if (!quoted && (c === LF || c === CR)) break;
    else if (!quoted && count.has(c)) count.set(c, count.get(c)! + 1);
  }
  let best = 0x3b;
  for (const [c, n] of count) if (n > count.get(best)!) best = c;
  return best;
}

/** The end of an unquoted field: the next separator or line end. */
function fieldEnd(text: string, from: number, sep: number): number {
  let i = from;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === sep || c === LF || c === CR) break;
  }
  return i;
}

function newlines(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

/** A row whose cells do not line up with the header's: its values would be read in the wrong columns. */
function misaligned(cells: string[], header: number, sep: number): string | undefined {
  if (sep === 0x2c ? cells.length === header : cells.length <= header || cells.slice(header).every((c) => c.trim() === '')) return undefined;
  const why = sep === 0x2c ? ': com separador "," um numero com virgula decimal deve estar entre aspas ("478,602") ou use ";"' : '';
  return `a linha tem ${cells.length} campos e o cabecalho ${header}${why}`;
}

/**
 * RFC 4180 rows (quoted fields, doubled quotes, CRLF, LF or CR) in one pass over the text. A quote opens a quoted
 * field only at its start; one never closed is an error naming its line (it would swallow every following row).
 * The first non-blank row is the header; a later row whose cells do not line up with it carries `error`. Stops
 * past `maxRows` rows.
 */
export function readCsv(buf: Buffer, maxRows: number): CsvRow[] {
  const text = decodeCsv(buf);
  const sep = separatorOf(text);
  const rows: CsvRow[] = [];
  let header = -1;
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const start = line;
    const cells: string[] = [];
    for (;;) {
      let cell: string;
      if (text.charCodeAt(i) === QUOTE) {
        // Find the closing quote (one not doubled), then undouble the field's quotes once: linear in its length.
        let close = i + 1;
        let doubled = false;
        for (;;) {
          close = text.indexOf('"', close);
          if (close < 0) throw new UnreadableFile(`aspas abertas na linha ${line} nao foram fechadas`);
          if (text.charCodeAt(close + 1) !== QUOTE) break;
          doubled = true;
          close += 2;
        }
        const raw = text.slice(i + 1, close);
        line += newlines(raw);
        cell = doubled ? raw.replaceAll('""', '"') : raw;
        i = close + 1;
        // Text after the closing quote is kept, as spreadsheets read it.
        const end = fieldEnd(text, i, sep);
        if (end > i) cell += text.slice(i, end);
        i = end;
      } else {
        const end = fieldEnd(text, i, sep);
        cell = text.slice(i, end);
        i = end;
      }
      cells.push(cell);
      if (cells.length > MAX_CSV_COLUMNS) throw new UnreadableFile(`linha ${start} com mais de ${MAX_CSV_COLUMNS} colunas`);
      if (text.charCodeAt(i) !== sep) break;
      i++;
    }
    // The row ends at a line end (CRLF, LF or CR) or at the end of the text.
    const end = text.charCodeAt(i);
    if (end === CR) i += text.charCodeAt(i + 1) === LF ? 2 : 1;
    else if (end === LF) i++;
    line++;
    if (!cells.some((c) => c.trim() !== '')) continue;
    if (rows.length >= maxRows) throw new UnreadableFile(`mais de ${maxRows - 1} linhas de dados`);
    const error = header < 0 ? undefined : misaligned(cells, header, sep);
    if (header < 0) header = cells.length;
    rows.push(error ? { line: start, cells, formulas: [], error } : { line: start, cells, formulas: [] });
  }
  return rows;
}
