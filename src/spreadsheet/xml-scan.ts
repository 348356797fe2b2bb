import { UnreadableFile } from './read-zip';

// A linear XML scanner for the parts of an xlsx: every byte is looked at a bounded number of times (no regex over
// the part, no backtracking), element names and attributes by local name (`x:row` is `row`), and it stops every
// SLICE bytes so the caller can let other requests run. No DTD: a DOCTYPE is refused, so no entity expansion.

export type Attrs = Record<string, string>;

export interface XmlHandler {
  open(name: string, attrs: Attrs, empty: boolean): void;
  close(name: string): void;
  /** Character data between start and end of the buffer (entities still encoded unless `cdata`). */
  text?(buf: Buffer, start: number, end: number, cdata: boolean): void;
}

const MAX_DEPTH = 64;
const MAX_ATTRS = 64;
const SLICE = 64 * 1024;
const LT = 0x3c, GT = 0x3e, SLASH = 0x2f, QM = 0x3f, BANG = 0x21, EQ = 0x3d, QUOT = 0x22, APOS = 0x27, COLON = 0x3a;

const broken = () => new UnreadableFile('arquivo xlsx com XML malformado');
const isSpace = (b: number) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;
const nameEnd = (b: number) => isSpace(b) || b === GT || b === SLASH || b === EQ;
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A code point as text; values XML cannot carry become U+0000, so the cell check reports them. */
function codePoint(n: number): string {
  if (!Number.isFinite(n) || n > 0x10ffff) return '\u0000';
  return n >= 0xd800 && n <= 0xdfff ? String.fromCharCode(n) : String.fromCodePoint(n);
}

/** XML entities and character references decoded (one pass). */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#[xX][0-9a-fA-F]{1,8}|#\d{1,10}|[a-zA-Z]{2,4});/g, (m, e: string) => {
    if (e[0] !== '#') return ENTITIES[e] ?? m;
    return codePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });
}

/** Text content of a buffer range, entities decoded. */
export const textOf = (buf: Buffer, start: number, end: number, cdata = false) => {
  const raw = buf.toString('utf8', start, end);
  return cdata ? raw : decodeEntities(raw);
};

/**
 * Scans `buf` calling `h` for each element and text run; await-able, yielding to the event loop every SLICE bytes.
 * Malformed XML (unclosed or crossed elements, a tag cut by the end, too deep) is an UnreadableFile, and so is an
 * attribute value of more than `maxAttrBytes` bytes as written (entities still encoded).
 */
export async function scanXml(buf: Buffer, h: XmlHandler, maxAttrBytes = Infinity): Promise<void> {
  const stack: string[] = [];
  let pos = 0;
  let nextYield = SLICE;
  const n = buf.length;
  while (pos < n) {
    if (pos >= nextYield) {
      await yieldTurn();
      nextYield = pos + SLICE;
    }
    let lt = pos;
    while (lt < n && buf[lt] !== LT) lt++;
    if (lt === n) lt = -1;
    const textEnd = lt < 0 ? n : lt;
    if (textEnd > pos && stack.length > 0 && h.text) h.text(buf, pos, textEnd, false);
    if (lt < 0) break;
    pos = tag(buf, lt, stack, h, maxAttrBytes);
  }
  if (stack.length > 0) throw broken();
}

function find(buf: Buffer, what: string, from: number): number {
  const at = buf.indexOf(what, from, 'latin1');
  if (at < 0) throw broken();
  return at;
}

/** Reads the markup starting at `lt`; returns the position after it. */
function tag(buf: Buffer, lt: number, stack: string[], h: XmlHandler, maxAttrBytes: number): number {
  const first = buf[lt + 1];
  if (first === QM) return find(buf, '?>', lt + 2) + 2;
  if (first === BANG) {
    if (buf.toString('latin1', lt, lt + 4) === '<!--') return find(buf, '-->', lt + 4) + 3;
    if (buf.toString('latin1', lt, lt + 9) === '<![CDATA[') {
      const end = find(buf, ']]>', lt + 9);
      if (stack.length > 0 && h.text) h.text(buf, lt + 9, end, true);
      return end + 3;
    }
    throw new UnreadableFile('arquivo xlsx com DOCTYPE ou marcacao nao suportada');
  }
  if (first === SLASH) {
    let p = lt + 2;
    while (p < buf.length && !nameEnd(buf[p])) p++;
    const name = localName(buf, lt + 2, p);
    while (p < buf.length && isSpace(buf[p])) p++;
    if (buf[p] !== GT || stack.pop() !== name) throw broken();
    h.close(name);
    return p + 1;
  }
  let p = lt + 1;
  while (p < buf.length && !nameEnd(buf[p])) p++;
  if (p === lt + 1) throw broken();
  const name = localName(buf, lt + 1, p);
  const attrs: Attrs = Object.create(null) as Attrs;
  let count = 0;
  for (;;) {
    while (p < buf.length && isSpace(buf[p])) p++;
    if (p >= buf.length) throw broken();
    const b = buf[p];
    if (b === GT || (b === SLASH && buf[p + 1] === GT)) {
      const empty = b === SLASH;
      if (!empty && stack.length >= MAX_DEPTH) throw new UnreadableFile('arquivo xlsx com XML aninhado demais');
      h.open(name, attrs, empty);
      if (empty) h.close(name);
      else stack.push(name);
      return p + (empty ? 2 : 1);
    }
    const start = p;
    while (p < buf.length && !nameEnd(buf[p])) p++;
    if (p === start) throw broken();
    const key = localName(buf, start, p);
    while (p < buf.length && isSpace(buf[p])) p++;
    if (buf[p] !== EQ) throw broken();
    p++;
    while (p < buf.length && isSpace(buf[p])) p++;
    const quote = buf[p];
    if (quote !== QUOT && quote !== APOS) throw broken();
    const close = buf.indexOf(quote, p + 1);
    if (close < 0) throw broken();
    if (++count > MAX_ATTRS) throw new UnreadableFile('arquivo xlsx com atributos demais num elemento');
    if (close - p - 1 > maxAttrBytes) throw new UnreadableFile(`arquivo xlsx com atributo ${key} de ${name} maior que ${maxAttrBytes} bytes`);
    // The first of two attributes with the same local name wins (r:id and id in one tag: r:id is first in practice).
    if (attrs[key] === undefined) attrs[key] = shortText(buf, p + 1, close) ?? textOf(buf, p + 1, close);
    p = close + 1;
  }
}

const interned = new Map<number, string>();

/** The name without its namespace prefix; the few names of a part are kept, not rebuilt at every tag. */
function localName(buf: Buffer, start: number, end: number): string {
  let from = start;
  let hash = 0;
  for (let i = start; i < end; i++) {
    if (buf[i] === COLON) (from = i + 1), (hash = 0);
    else hash = (Math.imul(hash, 31) + buf[i]) | 0;
  }
  const len = end - from;
  if (len > 24) return buf.toString('latin1', from, end);
  const key = hash * 32 + len;
  const known = interned.get(key);
  if (known !== undefined && same(buf, from, known)) return known;
  const name = buf.toString('latin1', from, end);
  if (interned.size < 4096) interned.set(key, name);
  return name;
}

function same(buf: Buffer, from: number, s: string): boolean {
  for (let i = 0; i < s.length; i++) if (buf[from + i] !== s.charCodeAt(i)) return false;
  return true;
}

/** Short ASCII text without entities built in JS (cheaper than a call into the runtime for a few bytes). */
function shortText(buf: Buffer, start: number, end: number): string | null {
  if (end - start > 16) return null;
  let s = '';
  for (let i = start; i < end; i++) {
    const b = buf[i];
    if (b >= 0x80 || b === 0x26) return null;
    s += String.fromCharCode(b);
  }
  return s;
}
