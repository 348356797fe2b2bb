import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { unpack } from './packed-table';
import type { Answer, Job, RawRows } from './read-worker';
import type { Table } from './read-table';
import { UnreadableFile } from './read-zip';

/**
 * Uploaded spreadsheets are read on a worker thread: the reader is linear and bounded, but a hostile file still
 * makes it build (and the collector sweep) up to 500,000 strings, and that pause must not fall on the thread that
 * answers everyone else. One worker, started on first use and kept; files queue in the order they came. Its heap is
 * capped, so a file that escapes every budget kills the worker (replaced on the next file), not the service.
 */
const HEAP_MB = 256;

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (t: Table | RawRows) => void; reject: (e: Error) => void }>();

/** In the build the worker is the compiled .js beside this file; under the test runner it is the .ts, through tsx. */
function start(): Worker {
  const entry = path.join(__dirname, `read-worker${path.extname(__filename)}`);
  const boot = entry.endsWith('.ts') ? `require('tsx/cjs');require(${JSON.stringify(entry)})` : `require(${JSON.stringify(entry)})`;
  const w = new Worker(boot, { eval: true, resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
  w.unref();
  w.on('message', (a: Answer) => {
    const job = waiting.get(a.id);
    waiting.delete(a.id);
    if (waiting.size === 0) w.unref();
    if (!job) return;
    if (a.table) unpack(a.table).then(job.resolve, job.reject);
    else if (a.raw) job.resolve(a.raw);
    else if (a.unreadable !== undefined) job.reject(new UnreadableFile(a.unreadable));
    else job.reject(new Error(`spreadsheet reader: ${a.failure}`));
  });
  const fail = (e: Error) => {
    if (worker === w) worker = undefined;
    // Every file in the queue of a dead worker is answered: the one that killed it is refused as unreadable.
    for (const job of waiting.values()) job.reject(new UnreadableFile(`arquivo grande demais para ler (${e.message})`));
    waiting.clear();
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`leitor encerrado (${code})`)));
  return w;
}

export function readTableOffThread(name: string, buf: Buffer, columns: readonly string[], required: readonly string[], maxDataRows: number): Promise<Table> {
  return post<Table>({ id: nextId++, name, bytes: new Uint8Array(buf), columns: [...columns], required: [...required], maxDataRows });
}

/** A headerless CSV's rows as cells: a scale indicator's session file. */
export async function readCsvRowsOffThread(buf: Buffer, maxRows: number): Promise<{ line: number; cells: string[] }[]> {
  const raw = await post<RawRows>({ id: nextId++, name: 'sessao.csv', bytes: new Uint8Array(buf), columns: [], required: [], maxDataRows: maxRows, raw: true });
  if (raw.lines.length === 0) return [];
  // The worker's separators (read-worker.ts): RS between rows, US between cells.
  return raw.text.split('\x1e').map((row, i) => ({ line: raw.lines[i], cells: row.split('\x1f') }));
}

function post<T extends Table | RawRows>(job: Job): Promise<T> {
  worker ??= start();
  const id = job.id;
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (t: Table | RawRows) => void, reject });
    // Held open while a file is being read, so a script that awaits it is not ended under it.
    worker!.ref();
    worker!.postMessage(job, [job.bytes.buffer as ArrayBuffer]);
  });
}

/**
 * The reader thread's own CPU time in microseconds since it started (0 before the first file, or on a Node without
 * `Worker.cpuUsage`, which came in 24.6): what a file cost off the event loop, apart from V8's and libuv's threads.
 */
export async function readerCpuMicros(): Promise<number> {
  const w = worker as (Worker & { cpuUsage?: () => Promise<NodeJS.CpuUsage> }) | undefined;
  if (!w?.cpuUsage) return 0;
  const used = await w.cpuUsage().catch(() => ({ user: 0, system: 0 }));
  return used.user + used.system;
}

/** Stops the worker (shutdown, tests). */
export async function stopReader(): Promise<void> {
  const w = worker;
  worker = undefined;
  await w?.terminate();
}
