import { parentPort } from 'node:worker_threads';
import { pack, type Packed } from './packed-table';
import { readCsv } from './read-csv';
import { readTable, type Table } from './read-table';
import { UnreadableFile } from './read-zip';

/** The reader's thread: one file at a time, as read-off-thread.ts sends them. */
export type Job = { id: number; name: string; bytes: Uint8Array; columns: string[]; required: string[]; maxDataRows: number; raw?: boolean };
export type Answer = { id: number; table?: Packed; unreadable?: string; failure?: string };

// RS (0x1E) opens each record a scale indicator sends (issue 36): framing, not text, so it is dropped before reading.
const RS = '\x1e';

/** A headerless CSV (a scale indicator's session) as rows of cells, keyed by position. */
async function readRaw(job: Job): Promise<Table> {
  const text = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength).toString('latin1');
  const bytes = text.includes(RS) ? Buffer.from(text.replaceAll(RS, ''), 'latin1') : Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  return { rows: readCsv(bytes, job.maxDataRows).map((r) => ({ line: r.line, values: Object.fromEntries(r.cells.map((c, i) => [String(i), c])) })) };
}

parentPort?.on('message', (job: Job) => {
  (job.raw ? readRaw(job) : readTable(job.name, Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job.columns, job.required, job.maxDataRows)).then(
    (table) => parentPort!.postMessage({ id: job.id, table: pack(table) } satisfies Answer),
    (e: Error) => parentPort!.postMessage(e instanceof UnreadableFile ? { id: job.id, unreadable: e.message } : { id: job.id, failure: e.stack ?? e.message } satisfies Answer),
  );
});
