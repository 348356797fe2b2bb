import { randomInt } from 'node:crypto';
import { writeZip } from '../../../src/spreadsheet/write-zip';

// Hostile .xlsx files for the import routes (issue: spreadsheet reading froze or exhausted the service). Each is a
// complete package: content types, the workbook and its relationships (shared strings both by relationship and at
// the usual path, so any reader finds them) and the first sheet's XML as given, valid or not.

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export function pkg(sheet: string | Buffer, shared?: string | Buffer, styles?: string): Buffer {
  return writeZip({
    '[Content_Types].xml': '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
      + `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`
      + `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`
      + `${styles === undefined ? '' : `<Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/>`}</Relationships>`,
    'xl/worksheets/sheet1.xml': sheet,
    ...(shared === undefined ? {} : { 'xl/sharedStrings.xml': shared }),
    ...(styles === undefined ? {} : { 'xl/styles.xml': styles }),
  });
}

const HEADER = '<row r="1"><c r="A1" t="inlineStr"><is><t>LoteCodigo</t></is></c><c r="B1" t="inlineStr"><is><t>Data</t></is></c>'
  + '<c r="C1" t="inlineStr"><is><t>PesoMedio_kg</t></is></c><c r="D1" t="inlineStr"><is><t>QuantidadeAnimais</t></is></c>'
  + '<c r="E1" t="inlineStr"><is><t>Observacoes</t></is></c></row>';
const sheetOf = (rows: string) => `<worksheet xmlns="${NS}"><sheetData>${HEADER}${rows}</sheetData></worksheet>`;
const rows = (n: number, row: (r: number) => string) => Array.from({ length: n }, (_, i) => row(i + 2)).join('');

/** The header, then `n` rows of one cell that are never closed (a regex reader rescans the rest for each one). */
export const unclosedRows = (n: number) => pkg(`<worksheet xmlns="${NS}"><sheetData>${HEADER}${'<row><c><v>1</v></c>'.repeat(n)}</sheetData></worksheet>`);

/**
 * `n` rows, each with a value in a far column (XFD, Excel's last, index 16,383; ZZZ, 18,277, past it) besides
 * LoteCodigo: a dense row array fills the gap.
 */
export const farColumn = (n: number, letters: string) =>
  pkg(sheetOf(rows(n, (r) => `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>X</t></is></c><c r="${letters}${r}"><v>1</v></c></row>`)));

/** `n` empty shared strings (13 bytes each in the XML, an object each in a reader that keeps them). */
export const manyStrings = (n: number) => pkg(sheetOf(''), `<sst xmlns="${NS}">${'<si><t/></si>'.repeat(n)}</sst>`);

/** `n` rows naming a batch by one shared string of `chars` characters: every row is an error quoting it. */
export const longErrors = (n: number, chars: number) => pkg(
  sheetOf(rows(n, (r) => `<row r="${r}"><c r="A${r}" t="s"><v>0</v></c><c r="B${r}" t="inlineStr"><is><t>2026-01-10</t></is></c><c r="C${r}"><v>300</v></c></row>`)),
  `<sst xmlns="${NS}"><si><t>${'A'.repeat(chars)}</t></si></sst>`,
);

/** One row whose Observacoes holds `text` as written in the XML (raw bytes, a character reference, an _xHHHH_ escape). */
export const badText = (loteCodigo: string, text: string) => pkg(Buffer.from(sheetOf(`<row r="2"><c r="A2" t="inlineStr"><is><t>${loteCodigo}</t></is></c>`
  + `<c r="B2" t="inlineStr"><is><t>2026-01-10</t></is></c><c r="C2"><v>300</v></c><c r="E2" t="inlineStr"><is><t>${text}</t></is></c></row>`), 'utf8'));

/** A sheet part of `mib` MiB of spaces: about 1/1000 of that compressed. */
export const bomb = (mib: number) => pkg(Buffer.alloc(mib * 1024 * 1024, 0x20));

/**
 * 10,000 rows of an unknown batch with `extra` more columns of random numbers: a file near the 5 MiB upload limit
 * that the reader must read whole (every row is a row error, so the database does no work).
 */
export function nearLimit(extra: number): Buffer {
  const cols = Array.from({ length: extra }, (_, i) => `F${i}`);
  const colName = (i: number) => { let s = ''; for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s; return s; };
  const head = HEADER.replace('</row>', `${cols.map((c, i) => `<c r="${colName(5 + i)}1" t="inlineStr"><is><t>${c}</t></is></c>`).join('')}</row>`);
  const body = rows(10_000, (r) => `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>NAO-EXISTE</t></is></c><c r="B${r}" t="inlineStr"><is><t>2026-01-10</t></is></c>`
    + `<c r="C${r}"><v>300</v></c>${cols.map((_, i) => `<c r="${colName(5 + i)}${r}"><v>${randomInt(1e9)}</v></c>`).join('')}</row>`);
  return pkg(`<worksheet xmlns="${NS}"><sheetData>${head}${body}</sheetData></worksheet>`);
}

/**
 * The header and one row of an unknown batch, with a styles part of one custom number format (`formatCode`, as written
 * in the XML), `xfs` cell styles using it and `extra` attributes (name, value as written) on its first font.
 */
export const styled = (formatCode: string, xfs: number, extra: [string, string][] = []) => pkg(
  sheetOf('<row r="2"><c r="A2" t="inlineStr"><is><t>NAO-EXISTE</t></is></c><c r="B2" s="1"><v>46082</v></c><c r="C2"><v>300</v></c></row>'),
  undefined,
  `<styleSheet xmlns="${NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="${formatCode}"/></numFmts>`
    + `<fonts count="1"><font${extra.map(([k, v]) => ` ${k}="${v}"`).join('')}/></fonts>`
    + `<cellXfs count="${xfs}">${'<xf numFmtId="164"/>'.repeat(xfs)}</cellXfs></styleSheet>`,
);
