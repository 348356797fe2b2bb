import { parentPort } from 'node:worker_threads';
import { pack, type Packed } from './packed-table';
import { readTable } from './read-table';
import { UnreadableFile } from './read-zip';

/** The reader's thread: one file at a time, as read-off-thread.ts sends them. */
export type Job = { id: number; name: string; bytes: Uint8Array; columns: string[]; required: string[]; maxDataRows: number };
export type Answer = { id: number; table?: Packed; unreadable?: string; failure?: string };

parentPort?.on('message', (job: Job) => {
  readTable(job.name, Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job.columns, job.required, job.maxDataRows).then(
    (table) => parentPort!.postMessage({ id: job.id, table: pack(table) } satisfies Answer),
    (e: Error) => parentPort!.postMessage(e instanceof UnreadableFile ? { id: job.id, unreadable: e.message } : { id: job.id, failure: e.stack ?? e.message } satisfies Answer),
  );
});
