import { isDate, type Cell, type Table } from './write-table';
import { writeZip } from './write-zip';

// A one-sheet workbook: numbers as numbers, values of date columns as dates (serial days with a yyyy-mm-dd format),
// every other string as an inline string (text that looks like a date or a number stays text).
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
  + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
  + '<Default Extension="xml" ContentType="application/xml"/>'
  + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
  + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
  + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
  + '</Types>';
const ROOT_RELS = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
  + `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbook = (sheetName: string) =>
  `${XML}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="${escape(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
  + `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`
  + `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
// Style 0: general; style 1: dates as yyyy-mm-dd; style 2: the bold header.
const STYLES = `${XML}<styleSheet xmlns="${NS}">`
  + '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/></numFmts>'
  + '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>'
  + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
  + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
  + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
  + '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
  + '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
  + '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>'
  + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

const EPOCH = Date.UTC(1899, 11, 30);
/** The cell style (index in cellXfs) of dates. */
export const DATE_STYLE = 1;
export const serial = (d: string) => (Date.UTC(+d.slice(0, 4), +d.slice(5, 7) - 1, +d.slice(8, 10)) - EPOCH) / 86_400_000;

/** Text for XML: characters XML 1.0 cannot carry are dropped, the rest escaped. */
export const escape = (s: string) => s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
  .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The letters of the column at index `i` (0 -> A, 26 -> AA). */
export function column(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function cell(v: Cell, ref: string, header: boolean, dateColumn: boolean): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return `<c r="${ref}"><v>${v}</v></c>`;
  if (typeof v === 'boolean') return `<c r="${ref}" t="b"><v>${v ? 1 : 0}</v></c>`;
  if (!header && dateColumn && isDate(v)) return `<c r="${ref}" s="1"><v>${serial(v)}</v></c>`;
  return `<c r="${ref}" t="inlineStr"${header ? ' s="2"' : ''}><is><t xml:space="preserve">${escape(v)}</t></is></c>`;
}

/** An .xlsx package of one sheet named `sheetName` whose `<sheetData>` holds `rowsXml` (`<row>` elements). */
export function workbookOfOneSheet(rowsXml: string, sheetName: string): Buffer {
  const sheet = `${XML}<worksheet xmlns="${NS}"><sheetData>${rowsXml}</sheetData></worksheet>`;
  return writeZip({
    '[Content_Types].xml': CONTENT_TYPES, '_rels/.rels': ROOT_RELS, 'xl/workbook.xml': workbook(sheetName),
    'xl/_rels/workbook.xml.rels': WORKBOOK_RELS, 'xl/styles.xml': STYLES, 'xl/worksheets/sheet1.xml': sheet,
  });
}

export function writeXlsx(table: Table): Buffer {
  const rows = [table.columns, ...table.rows].map((row, r) =>
    `<row r="${r + 1}">${row.map((v, c) => cell(v, `${column(c)}${r + 1}`, r === 0, table.dates?.[c] === true)).join('')}</row>`);
  return workbookOfOneSheet(rows.join(''), 'Dados');
}
