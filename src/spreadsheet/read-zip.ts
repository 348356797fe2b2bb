import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

/** A file that cannot be read as a spreadsheet; the import answers 400 INVALID_FILE with this message. */
export class UnreadableFile extends Error {}

type Entry = { name: string; method: number; flags: number; compressed: number; size: number; offset: number };

const EOCD = 0x06054b50;
const EOCD64 = 0x06064b50;
const EOCD64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const MAX_ENTRIES = 1000;
const inflate = promisify(inflateRaw);

const corrupt = () => new UnreadableFile('arquivo xlsx incompleto ou corrompido');

/**
 * A small reader of a zip held in memory (the upload is already bounded to 5 MiB), ZIP64 records included: the
 * central directory is read first, only the entries asked for are inflated (on the thread pool, not on the event
 * loop), all of them together bounded by `maxBytes` of output (a zip bomb stops there), and every offset is checked
 * against the buffer, so a truncated or forged archive is an UnreadableFile.
 */
export class ZipReader {
  private readonly entries = new Map<string, Entry>();
  private left: number;

  constructor(private readonly buf: Buffer, maxBytes: number) {
    this.left = maxBytes;
    const end = this.findEnd();
    let count = buf.readUInt16LE(end + 10);
    let at = buf.readUInt32LE(end + 16);
    if (count === 0xffff || at === 0xffffffff) [count, at] = this.zip64End(end);
    if (count > MAX_ENTRIES) throw new UnreadableFile('arquivo xlsx com entradas demais');
    for (let i = 0; i < count; i++) {
      this.need(at, 46);
      if (buf.readUInt32LE(at) !== CENTRAL) throw corrupt();
      const nameLen = buf.readUInt16LE(at + 28);
      const extraLen = buf.readUInt16LE(at + 30);
      this.need(at + 46, nameLen + extraLen);
      const name = buf.toString('utf8', at + 46, at + 46 + nameLen);
      const e: Entry = {
        name, flags: buf.readUInt16LE(at + 8), method: buf.readUInt16LE(at + 10), compressed: buf.readUInt32LE(at + 20),
        size: buf.readUInt32LE(at + 24), offset: buf.readUInt32LE(at + 42),
      };
      this.zip64Extra(e, at + 46 + nameLen, extraLen);
      this.entries.set(name, e);
      at += 46 + nameLen + extraLen + buf.readUInt16LE(at + 32);
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's inflated bytes; null when absent. Counts against the archive's budget of inflated bytes. */
  async bytes(name: string): Promise<Buffer | null> {
    const e = this.entries.get(name);
    if (!e) return null;
    if (e.flags & 1) throw new UnreadableFile('arquivo xlsx protegido por senha');
    if (e.size > this.left) throw new UnreadableFile('arquivo xlsx grande demais quando descompactado');
    this.need(e.offset, 30);
    if (this.buf.readUInt32LE(e.offset) !== LOCAL) throw corrupt();
    const start = e.offset + 30 + this.buf.readUInt16LE(e.offset + 26) + this.buf.readUInt16LE(e.offset + 28);
    this.need(start, e.compressed);
    const raw = this.buf.subarray(start, start + e.compressed);
    let out: Buffer;
    if (e.method === 0) out = raw;
    else if (e.method === 8) {
      try {
        out = await inflate(raw, { maxOutputLength: Math.max(1, this.left) });
      } catch {
        throw new UnreadableFile('arquivo xlsx corrompido ou grande demais quando descompactado');
      }
    } else throw new UnreadableFile('arquivo xlsx com compressao nao suportada');
    if (out.length !== e.size) throw corrupt();
    this.left -= out.length;
    return out;
  }

  /** The ZIP64 end record's entry count and directory offset, through its locator just before the end record. */
  private zip64End(end: number): [number, number] {
    const locator = end - 20;
    this.need(locator, 20);
    if (this.buf.readUInt32LE(locator) !== EOCD64_LOCATOR) throw corrupt();
    const record = this.offset64(locator + 8);
    this.need(record, 56);
    if (this.buf.readUInt32LE(record) !== EOCD64) throw corrupt();
    return [this.offset64(record + 32), this.offset64(record + 48)];
  }

  /** Sizes and offset saturated at 0xFFFFFFFF are in the ZIP64 extra field, in this order. */
  private zip64Extra(e: Entry, from: number, len: number) {
    const fields = (['size', 'compressed', 'offset'] as const).filter((k) => e[k] === 0xffffffff);
    if (fields.length === 0) return;
    for (let p = from; p + 4 <= from + len;) {
      const id = this.buf.readUInt16LE(p);
      const size = this.buf.readUInt16LE(p + 2);
      if (id === ZIP64_EXTRA) {
        if (size < fields.length * 8) throw corrupt();
        fields.forEach((k, i) => (e[k] = this.offset64(p + 4 + i * 8)));
        return;
      }
      p += 4 + size;
    }
    throw corrupt();
  }

  /** A 64-bit size or offset, which must lie inside this (at most a few MiB) buffer's reach. */
  private offset64(at: number): number {
    this.need(at, 8);
    const v = this.buf.readBigUInt64LE(at);
    if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw corrupt();
    return Number(v);
  }

  private findEnd(): number {
    const min = Math.max(0, this.buf.length - 22 - 0xffff);
    for (let i = this.buf.length - 22; i >= min; i--) if (this.buf.readUInt32LE(i) === EOCD) return i;
    throw corrupt();
  }

  private need(at: number, len: number) {
    if (at < 0 || len < 0 || at + len > this.buf.length) throw corrupt();
  }
}
