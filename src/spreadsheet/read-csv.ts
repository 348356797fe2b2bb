import { UnreadableFile } from './read-zip';
import type { SheetRow } from './sheet-row';

/** The separator of the header line: `;` (the Brazilian default, decimal comma) or `,`. */
function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF or LF); stops past `maxRows` rows. */
export function readCsv(buf: Buffer, maxRows: number): SheetRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    throw new UnreadableFile('arquivo csv nao esta em UTF-8 (ou nao e texto)');
  }
  if (text.includes('\u0000')) throw new UnreadableFile('arquivo csv contem dados binarios');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const sep = separatorOf(text);
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) {
      if (rows.length >= maxRows) throw new UnreadableFile(`mais de ${maxRows - 1} linhas de dados`);
      rows.push({ line: start, cells, formulas: [] });
    }
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) cells.push(cell), (cell = '');
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
      start = ++line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
