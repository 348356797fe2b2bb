import { inflateRawSync } from 'node:zlib';

/** A file that cannot be read as a spreadsheet; the import answers 400 INVALID_FILE with this message. */
export class UnreadableFile extends Error {}

type Entry = { name: string; method: number; flags: number; compressed: number; size: number; offset: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 1000;

/**
 * A small reader of a zip held in memory (the upload is already bounded to 5 MiB): the central directory is read
 * first, only the entries asked for are inflated, each bounded by `maxBytes` of output (a zip bomb stops there),
 * and every offset is checked against the buffer, so a truncated or forged archive is an UnreadableFile.
 */
export class ZipReader {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly buf: Buffer, private readonly maxBytes: number) {
    const end = this.findEnd();
    const count = buf.readUInt16LE(end + 10);
    let at = buf.readUInt32LE(end + 16);
    if (count > MAX_ENTRIES) throw new UnreadableFile('arquivo xlsx com entradas demais');
    for (let i = 0; i < count; i++) {
      this.need(at, 46);
      if (buf.readUInt32LE(at) !== CENTRAL) throw new UnreadableFile('arquivo xlsx corrompido');
      const nameLen = buf.readUInt16LE(at + 28);
      const skip = nameLen + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
      this.need(at + 46, nameLen);
      const name = buf.toString('utf8', at + 46, at + 46 + nameLen);
      this.entries.set(name, {
        name, flags: buf.readUInt16LE(at + 8), method: buf.readUInt16LE(at + 10), compressed: buf.readUInt32LE(at + 20),
        size: buf.readUInt32LE(at + 24), offset: buf.readUInt32LE(at + 42),
      });
      at += 46 + skip;
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's bytes as text; null when absent. */
  text(name: string): string | null {
    const e = this.entries.get(name);
    if (!e) return null;
    if (e.flags & 1) throw new UnreadableFile('arquivo xlsx protegido por senha');
    if (e.size > this.maxBytes) throw new UnreadableFile('arquivo xlsx grande demais quando descompactado');
    this.need(e.offset, 30);
    if (this.buf.readUInt32LE(e.offset) !== LOCAL) throw new UnreadableFile('arquivo xlsx corrompido');
    const start = e.offset + 30 + this.buf.readUInt16LE(e.offset + 26) + this.buf.readUInt16LE(e.offset + 28);
    this.need(start, e.compressed);
    const raw = this.buf.subarray(start, start + e.compressed);
    let out: Buffer;
    if (e.method === 0) out = raw;
    else if (e.method === 8) {
      try {
        out = inflateRawSync(raw, { maxOutputLength: this.maxBytes });
      } catch {
        throw new UnreadableFile('arquivo xlsx corrompido ou grande demais quando descompactado');
      }
    } else throw new UnreadableFile('arquivo xlsx com compressao nao suportada');
    if (out.length !== e.size) throw new UnreadableFile('arquivo xlsx corrompido');
    return out.toString('utf8');
  }

  private findEnd(): number {
    const min = Math.max(0, this.buf.length - 22 - 0xffff);
    for (let i = this.buf.length - 22; i >= min; i--) if (this.buf.readUInt32LE(i) === EOCD) return i;
    throw new UnreadableFile('arquivo xlsx incompleto ou corrompido');
  }

  private need(at: number, len: number) {
    if (at < 0 || len < 0 || at + len > this.buf.length) throw new UnreadableFile('arquivo xlsx incompleto ou corrompido');
  }
}
