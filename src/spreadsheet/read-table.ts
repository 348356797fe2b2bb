import { readCsv, type CsvRow } from './read-csv';
import { readXlsx } from './read-xlsx';
import { UnreadableFile } from './read-zip';


/** A sheet read by header: each data row as { column name -> text } (names compared without case and accents). */
export type Table = { rows: { line: number; values: Record<string, string>; formula?: string; error?: string }[] };

const key = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Reads an uploaded .xlsx or .csv (chosen by the name, checked against the content: a renamed binary is refused)
 * into rows keyed by the expected columns. At most `maxDataRows` data rows; the header must name every column of
 * `required`. Rejects with UnreadableFile for anything that is not such a spreadsheet.
 */
export async function readTable(name: string, buf: Buffer, columns: readonly string[], required: readonly string[], maxDataRows: number): Promise<Table> {
  const ext = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  const isZip = buf.subarray(0, 4).equals(ZIP_MAGIC);
  let sheet: CsvRow[];
  if (ext === 'xlsx') {
    if (!isZip) throw new UnreadableFile('arquivo .xlsx invalido (o conteudo nao e uma planilha)');
    // Only the wanted columns of the data rows are kept: a sheet with many other columns costs no memory for them.
    sheet = await readXlsx(buf, maxDataRows + 1, (header) => {
      const wanted = new Set(columns.map((c) => header.cells.findIndex((h) => h !== undefined && key(h) === key(c))));
      return (i) => wanted.has(i);
    });
  } else if (ext === 'csv') {
    if (isZip) throw new UnreadableFile('arquivo .csv invalido (o conteudo e um arquivo compactado)');
    sheet = readCsv(buf, maxDataRows + 1);
  } else throw new UnreadableFile('envie um arquivo .xlsx ou .csv');
  const [header, ...data] = sheet;
  const names = (header?.cells ?? []).map(key);
  const missing = required.filter((c) => !names.includes(key(c)));
  if (!header || missing.length > 0) throw new UnreadableFile(`cabecalho ausente ou incompleto: faltam as colunas ${missing.join(', ')}`);
  const index = new Map(columns.map((c) => [c, names.indexOf(key(c))]));
  return {
    rows: data.map((r) => {
      const values: Record<string, string> = {};
      let formula: string | undefined;
      for (const [c, i] of index) {
        if (i < 0) continue;
        values[c] = (r.cells[i] ?? '').trim();
        if (r.formulas.includes(i)) formula ??= c;
      }
      return { line: r.line, values, formula, error: r.error };
    }),
  };
}
