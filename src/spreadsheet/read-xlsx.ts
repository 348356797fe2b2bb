import { isUtf8 } from 'node:buffer';
import { UnreadableFile, ZipReader } from './read-zip';
import type { SheetRow } from './sheet-row';
import { column } from './write-xlsx';
import { isDateFormat, MAX_FORMAT_CODE, serialToDate } from './xlsx-dates';
import { scanXml, textOf, type Attrs, type XmlHandler } from './xml-scan';

// Budgets of one file (the upload is at most 5 MiB; 10,000 rows of a few dozen columns need far less of each).
// Inflated bytes of every part read together: a zip bomb, or a forged size, stops there.
const MAX_INFLATED = 32 * 1024 * 1024;
const MAX_SHARED_STRINGS = 500_000;
const MAX_SHARED_CHARS = 8 * 1024 * 1024;
/** Excel's own limit of a cell's text. */
const MAX_CELL_CHARS = 32_767;
/** `<c>` elements of the sheet, empty or not. */
const MAX_CELLS = 2_000_000;
/** Excel's last column (XFD) and row. */
const MAX_COLUMN = 16_384;
const MAX_ROW = 1_048_576;

/** Keeps the columns a caller needs, chosen from the header row (the first row with a value). */
export type ColumnPick = (header: SheetRow) => (column: number) => boolean;

// U+0000, and surrogates without their pair (from a character reference or a _xHHHH_ escape): text PostgreSQL and
// JSON cannot carry, the same text the CSV reader refuses.
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** The quick class first: the exact check (with look-arounds) only for text holding a NUL or a surrogate. */
const isBadText = (s: string) => SUSPECT.test(s) && BAD_TEXT.test(s);

/** OOXML's escape of characters XML cannot hold: `_x000D_` is a carriage return, `_x005F_` an underscore. */
const unescapeOoxml = (s: string) => (s.includes('_x') ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))) : s);

const UTF8_SLICE = 1024 * 1024;

/** A part's bytes, checked to be UTF-8 a slice at a time (32 MiB at once held the event loop ~25 ms). */
async function part(zip: ZipReader, path: string): Promise<Buffer | null> {
  const b = await zip.bytes(path);
  if (!b) return null;
  for (let at = 0; at < b.length;) {
    let end = Math.min(b.length, at + UTF8_SLICE);
    // A slice ends before a continuation byte, so no character is cut in two.
    while (end < b.length && end > at && (b[end] & 0xc0) === 0x80) end--;
    if (end === at || !isUtf8(b.subarray(at, end))) throw new UnreadableFile(`arquivo xlsx com texto fora de UTF-8 (${path})`);
    at = end;
    if (at < b.length) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return b;
}

/** Collects the text of `<t>` elements inside a string item (`<si>`, `<is>`), leaving out phonetic runs (`<rPh>`). */
class StringText {
  active = false;
  private text = '';
  private inT = false;
  private phonetic = 0;
  start() { this.active = true; this.text = ''; }
  open(name: string) {
    if (name === 'rPh') this.phonetic++;
    else if (name === 't' && this.phonetic === 0) this.inT = true;
  }
  close(name: string) {
    if (name === 'rPh') this.phonetic--;
    else if (name === 't') this.inT = false;
  }
  add(buf: Buffer, start: number, end: number, cdata: boolean) {
    if (!this.active || !this.inT) return;
    this.text += textOf(buf, start, end, cdata);
    if (this.text.length > MAX_CELL_CHARS) throw new UnreadableFile(`texto de celula com mais de ${MAX_CELL_CHARS} caracteres`);
  }
  end(): string {
    this.active = false;
    return unescapeOoxml(this.text);
  }
}

/** Resolves a relationship target against the folder of the part that owns it. */
function resolve(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

const relsOf = (path: string) => resolve(path, `_rels/${path.split('/').pop()}.rels`);

/** A part's relationships: id -> { type (last segment), target path }. */
async function relationships(zip: ZipReader, owner: string): Promise<Map<string, { type: string; target: string }>> {
  const out = new Map<string, { type: string; target: string }>();
  const xml = await part(zip, owner === '' ? '_rels/.rels' : relsOf(owner));
  if (!xml) return out;
  await scanXml(xml, {
    open(name, a) {
      if (name === 'Relationship' && a.Id && a.Target && a.TargetMode !== 'External') {
        out.set(a.Id, { type: (a.Type ?? '').split('/').pop() ?? '', target: resolve(owner, a.Target) });
      }
    },
    close() {},
  });
  return out;
}

type Workbook = { sheet: string; date1904: boolean; strings?: string; styles?: string };

async function workbook(zip: ZipReader): Promise<Workbook> {
  const root = await relationships(zip, '');
  const path = [...root.values()].find((r) => r.type === 'officeDocument')?.target ?? 'xl/workbook.xml';
  const xml = await part(zip, path);
  if (!xml) throw new UnreadableFile('arquivo nao e uma planilha xlsx');
  let sheetId: string | undefined;
  let date1904 = false;
  await scanXml(xml, {
    open(name, a) {
      if (name === 'sheet') sheetId ??= a.id;
      else if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
    },
    close() {},
  });
  const rels = await relationships(zip, path);
  const sheet = sheetId === undefined ? undefined : rels.get(sheetId)?.target;
  if (!sheet) throw new UnreadableFile('planilha sem abas');
  const byType = (type: string) => [...rels.values()].find((r) => r.type === type)?.target;
  return { sheet, date1904, strings: byType('sharedStrings'), styles: byType('styles') };
}

/**
 * Bytes of one attribute of the styles part as written: a format code of 255 characters written all as entities
 * (`&quot;` 6 bytes, `&#x1F600;` 9) fits; Excel's other names there (fonts 31, cell styles 255) are shorter.
 */
const MAX_STYLE_ATTR_BYTES = 2_560;

/**
 * For each cell style index (`s`), whether its number format shows a date. Each format is judged once, however
 * many styles use it, and a format code past Excel's 255 characters is refused.
 */
async function dateStyles(zip: ZipReader, path: string | undefined): Promise<boolean[]> {
  const xml = path ? await part(zip, path) : null;
  if (!xml) return [];
  const formats = new Map<number, boolean>();
  const xfs: number[] = [];
  let inCellXfs = false;
  await scanXml(xml, {
    open(name, a, empty) {
      if (name === 'numFmt') {
        const code = a.formatCode ?? '';
        if (code.length > MAX_FORMAT_CODE) throw new UnreadableFile(`arquivo xlsx com formato numerico de mais de ${MAX_FORMAT_CODE} caracteres`);
        const id = Number(a.numFmtId);
        formats.set(id, isDateFormat(id, code));
      } else if (name === 'cellXfs') inCellXfs = !empty;
      else if (name === 'xf' && inCellXfs) {
        if (xfs.length >= MAX_CELLS) throw new UnreadableFile('arquivo xlsx com estilos demais');
        xfs.push(Number(a.numFmtId ?? 0));
      }
    },
    close(name) { if (name === 'cellXfs') inCellXfs = false; },
  }, MAX_STYLE_ATTR_BYTES);
  return xfs.map((id) => formats.get(id) ?? isDateFormat(id, undefined));
}

/** The shared strings, and the indexes of those holding text PostgreSQL cannot store (checked once each). */
async function sharedStrings(zip: ZipReader, path: string | undefined): Promise<{ strings: string[]; bad: Set<number> }> {
  const xml = path ? await part(zip, path) : null;
  const out: string[] = [];
  const bad = new Set<number>();
  if (!xml) return { strings: out, bad };
  const item = new StringText();
  let chars = 0;
  await scanXml(xml, {
    open(name) {
      if (name === 'si') {
        if (out.length >= MAX_SHARED_STRINGS) throw new UnreadableFile(`arquivo xlsx com mais de ${MAX_SHARED_STRINGS} textos`);
        item.start();
      } else item.open(name);
    },
    close(name) {
      if (name !== 'si') return item.close(name);
      const s = item.end();
      chars += s.length;
      if (isBadText(s)) bad.add(out.length);
      if (chars > MAX_SHARED_CHARS) throw new UnreadableFile('arquivo xlsx com texto demais');
      out.push(s);
    },
    text: (buf, s, e, cdata) => item.add(buf, s, e, cdata),
  });
  return { strings: out, bad };
}

/** Column index of a cell reference ("C12" -> 2); null when it has no letters. */
function columnOf(ref: string): number | null {
  let n = 0;
  let i = 0;
  for (; i < ref.length && i < 4; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return i === 0 ? null : n - 1;
}

/** Reads `<sheetData>`: one SheetRow per row holding a value; budgets checked as it goes. */
class SheetReader implements XmlHandler {
  readonly rows: SheetRow[] = [];
  private row: SheetRow | null = null;
  private keep: ((c: number) => boolean) | null = null;
  private line = 0;
  private cells = 0;
  private col = -1;
  private cell: { ref: string; col: number; type: string; date: boolean } | null = null;
  private value: string[] | null = null;
  private formula = false;
  private readonly inline = new StringText();

  constructor(private readonly shared: { strings: string[]; bad: Set<number> }, private readonly dates: boolean[], private readonly date1904: boolean,
    private readonly maxRows: number, private readonly pick?: ColumnPick) {}

  open(name: string, a: Attrs) {
    if (name === 'row') {
      const r = a.r === undefined ? this.line + 1 : Number(a.r);
      if (!Number.isInteger(r) || r <= this.line || r > MAX_ROW) throw new UnreadableFile(`linha ${a.r} fora de ordem ou invalida`);
      this.line = r;
      this.row = { line: r, cells: [], formulas: [] };
      this.col = -1;
    } else if (name === 'c' && this.row) {
      if (++this.cells > MAX_CELLS) throw new UnreadableFile(`arquivo xlsx com mais de ${MAX_CELLS} celulas`);
      const col = a.r === undefined ? this.col + 1 : columnOf(a.r);
      if (col === null || col < 0 || col >= MAX_COLUMN) throw new UnreadableFile(`celula ${a.r} com coluna invalida`);
      this.col = col;
      if (this.keep && !this.keep(col)) return;
      const style = a.s === undefined ? 0 : Number(a.s);
      this.cell = { ref: a.r ?? `${column(col)}${this.line}`, col, type: a.t ?? 'n', date: this.dates[style] === true };
      this.formula = false;
    } else if (this.cell) {
      if (name === 'v') this.value = [];
      else if (name === 'f') this.formula = true;
      else if (name === 'is') this.inline.start();
      else this.inline.open(name);
    }
  }

  text(buf: Buffer, start: number, end: number, cdata: boolean) {
    if (this.value) {
      this.value.push(textOf(buf, start, end, cdata));
      if (this.value.length > 1000) throw new UnreadableFile('arquivo xlsx com valor de celula fragmentado demais');
    } else if (this.inline.active) this.inline.add(buf, start, end, cdata);
  }

  close(name: string) {
    if (!this.cell) {
      if (name === 'row' && this.row) this.endRow();
    } else if (name === 'v') {
      this.cellValue = (this.value ?? []).join('');
      this.value = null;
    } else if (name === 'is') this.cellValue = this.inline.end();
    else if (name === 'c') this.endCell();
    else this.inline.close(name);
  }

  private cellValue: string | null = null;

  private endCell() {
    const c = this.cell!;
    const raw = this.cellValue;
    this.cell = null;
    this.cellValue = null;
    const row = this.row!;
    let text = raw ?? '';
    let bad = false;
    if (c.type === 's') {
      const i = raw === null ? -1 : Number(raw);
      text = this.shared.strings[i] ?? '';
      bad = this.shared.bad.has(i);
    } else if (c.type === 'd') text = /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0] ?? text;
    else if (c.type === 'n' && c.date && text !== '') text = serialToDate(Number(text), this.date1904) ?? text;
    else if (c.type === 'str') text = unescapeOoxml(text);
    if (text.length > MAX_CELL_CHARS) throw new UnreadableFile(`celula ${c.ref} com mais de ${MAX_CELL_CHARS} caracteres`);
    if (c.type === 's' ? bad : isBadText(text)) throw new UnreadableFile(`celula ${c.ref} (linha ${row.line}) contem caracteres invalidos (NUL ou Unicode quebrado)`);
    if (this.formula) row.formulas.push(c.col);
    if (text !== '' || this.formula) row.cells[c.col] = text;
  }

  private endRow() {
    const row = this.row!;
    this.row = null;
    if (row.cells.length === 0 && row.formulas.length === 0) return;
    if (this.rows.length >= this.maxRows) throw new UnreadableFile(`mais de ${this.maxRows - 1} linhas de dados`);
    this.rows.push(row);
    if (this.rows.length === 1 && this.pick) this.keep = this.pick(row);
  }
}

/**
 * Rows of the first worksheet as text cells: shared and inline strings their text (phonetic runs left out), numbers
 * their literal, date-styled numbers YYYY-MM-DD in the workbook's date system (1900 or 1904); a cell with a formula is
 * marked so the import reports it (its cached value is not trusted). Rows without a value are skipped; cells of
 * columns `pick` leaves out (chosen from the header row) are not kept, and `cells` stays sparse (a far column does
 * not fill the gap). Stops with UnreadableFile past `maxRows` rows or any budget, or on text PostgreSQL cannot store.
 */
export async function readXlsx(buf: Buffer, maxRows: number, pick?: ColumnPick): Promise<SheetRow[]> {
  const zip = new ZipReader(buf, MAX_INFLATED);
  const wb = await workbook(zip);
  const dates = await dateStyles(zip, wb.styles);
  const shared = await sharedStrings(zip, wb.strings);
  const sheet = await part(zip, wb.sheet);
  if (!sheet) throw new UnreadableFile('planilha sem abas');
  const reader = new SheetReader(shared, dates, wb.date1904, maxRows, pick);
  await scanXml(sheet, reader);
  return reader.rows;
}
