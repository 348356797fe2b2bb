import { parentPort } from 'node:worker_threads';
import { pack, type Packed } from './packed-table';
import { readCsv } from './read-csv';
import { readTable } from './read-table';
import { UnreadableFile } from './read-zip';

/** The reader's thread: one file at a time, as read-off-thread.ts sends them. */
export type Job = { id: number; name: string; bytes: Uint8Array; columns: string[]; required: string[]; maxDataRows: number; raw?: boolean };
/** A headerless CSV's rows as one text (cells joined by US, rows by RS, neither of which a cell can hold) and their lines. */
export type RawRows = { lines: number[]; text: string };
export type Answer = { id: number; table?: Packed; raw?: RawRows; unreadable?: string; failure?: string };

// RS (0x1E) opens each record a scale indicator sends (issue 36): framing, not text, so it is dropped before reading.
const RS = '\x1e';
const US = '\x1f';

/**
 * A headerless CSV (a scale indicator's session) as one text: a single string crosses threads at a fraction of the
 * cost of thousands of small arrays (issue 36's bench: 15 MB less growth for a 5,000-line session).
 */
function readRaw(job: Job): RawRows {
  const text = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength).toString('latin1');
  const bytes = text.includes(RS) ? Buffer.from(text.replaceAll(RS, ''), 'latin1') : Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  const rows = readCsv(bytes, job.maxDataRows);
  return { lines: rows.map((r) => r.line), text: rows.map((r) => r.cells.join(US)).join(RS) };
}

parentPort?.on('message', (job: Job) => {
  const fail = (e: Error) => parentPort!.postMessage(e instanceof UnreadableFile ? { id: job.id, unreadable: e.message } : { id: job.id, failure: e.stack ?? e.message } satisfies Answer);
  if (job.raw) {
    try {
      parentPort!.postMessage({ id: job.id, raw: readRaw(job) } satisfies Answer);
    } catch (e) {
      fail(e as Error);
    }
    return;
  }
  readTable(job.name, Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job.columns, job.required, job.maxDataRows).then(
    (table) => parentPort!.postMessage({ id: job.id, table: pack(table) } satisfies Answer),
    fail,
  );
});
