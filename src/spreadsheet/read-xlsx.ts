import { UnreadableFile, ZipReader } from './read-zip';
import type { SheetRow } from './sheet-row';

// Decompressed XML parts are bounded too: 10,000 rows of a few columns fit in a few MiB.
const MAX_PART_BYTES = 64 * 1024 * 1024;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) => s.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (m, e: string) => {
  if (e[0] !== '#') return ENTITIES[e] ?? m;
  const code = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
});

/** Text of every <t> inside an element (rich text runs concatenated). */
const texts = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)].map((m) => decode(m[1])).join('');

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Column index of a cell reference ("C12" -> 2). */
function columnOf(ref: string | undefined, fallback: number): number {
  const letters = ref ? /^[A-Z]{1,3}/.exec(ref)?.[0] : undefined;
  if (!letters) return fallback;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The first worksheet's path, through the workbook and its relationships. */
function firstSheetPath(zip: ZipReader): string {
  const workbook = zip.text('xl/workbook.xml');
  const rels = zip.text('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw new UnreadableFile('arquivo nao e uma planilha xlsx');
  const sheet = /<sheet\s[^>]*>/.exec(workbook)?.[0];
  const id = sheet ? attr(sheet, 'r:id') : undefined;
  const rel = [...rels.matchAll(/<Relationship\s[^>]*>/g)].map((m) => m[0]).find((r) => attr(r, 'Id') === id);
  const target = rel ? attr(rel, 'Target') : undefined;
  if (!target) throw new UnreadableFile('planilha sem abas');
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/**
 * Rows of the first worksheet as text cells. Shared and inline strings become their text, numbers their
 * literal; a cell with a formula is marked so the import reports it (its cached value is not trusted). Stops
 * with UnreadableFile past `maxRows` rows, before building more.
 */
export function readXlsx(buf: Buffer, maxRows: number): SheetRow[] {
  const zip = new ZipReader(buf, MAX_PART_BYTES);
  const sheetXml = zip.text(firstSheetPath(zip));
  if (sheetXml === null) throw new UnreadableFile('planilha sem abas');
  const shared = [...(zip.text('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => texts(m[1]));
  const rows: SheetRow[] = [];
  for (const m of sheetXml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    if (rows.length >= maxRows) throw new UnreadableFile(`mais de ${maxRows - 1} linhas de dados`);
    const line = Number(attr(m[1], 'r')) || (rows.at(-1)?.line ?? 0) + 1;
    const cells: string[] = [];
    const formulas: number[] = [];
    let col = 0;
    for (const c of (m[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      col = columnOf(attr(c[1], 'r'), col);
      const body = c[2] ?? '';
      const type = attr(c[1], 't');
      const v = /<v>([^<]*)<\/v>/.exec(body)?.[1];
      if (/<f[\s>/]/.test(body)) formulas.push(col);
      cells[col] = type === 's' ? shared[Number(v)] ?? '' : type === 'inlineStr' ? texts(body) : v === undefined ? '' : decode(v);
      col++;
    }
    rows.push({ line, cells: Array.from(cells, (x) => x ?? ''), formulas });
  }
  return rows;
}
