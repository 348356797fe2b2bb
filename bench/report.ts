import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Side = { rps?: number; p50?: number; p99?: number; cpuUsPerReq?: number; rssMb?: number; [k: string]: unknown };

export type Row = {
  name: string;
  service: Side | null;
  baseline: Side | null;
  /** Higher is better except where `targetText` says otherwise. */
  ratio: number | null;
  /** Service CPU per request / reference CPU per request (HTTP scenarios). */
  cpuRatio?: number | null;
  target: number;
  targetText: string;
  met: boolean;
  note?: string;
};

export function machine(postgresVersion: string) {
  return {
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: postgresVersion,
    kernel: os.release(),
    date: new Date().toISOString(),
    pinning: 'servers on CPU0 (taskset -c 0); runner/autocannon and PostgreSQL backends on CPU1',
    load: readLoad(),
  };
}

function readLoad() {
  try {
    return execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

const f = (v: unknown, d = 0) => (typeof v === 'number' ? v.toFixed(d) : '-');
const side = (s: Side | null) =>
  s ? [f(s.rps, 0), `${f(s.p50, 1)}/${f(s.p99, 1)}`, f(s.cpuUsPerReq), f(s.rssMb)] : ['-', '-', '-', '-'];

export function table(rows: Row[]): string[][] {
  const head = ['scenario', 'svc req/s', 'svc p50/p99 ms', 'svc CPU us/req', 'svc RSS MB', 'base req/s', 'base p50/p99 ms',
    'base CPU us/req', 'base RSS MB', 'ratio', 'CPU ratio', 'target', 'met'];
  return [head, ...rows.map((r) => [r.name, ...side(r.service), ...side(r.baseline), f(r.ratio, 2), f(r.cpuRatio, 2), r.targetText, r.met ? 'yes' : 'NO'])];
}

export function printTable(rows: Row[]): string {
  const t = table(rows);
  const widths = t[0].map((_, i) => Math.max(...t.map((r) => r[i].length)));
  return t.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')).join('\n');
}

export function markdown(rows: Row[], meta: Record<string, unknown>, notes: string[]): string {
  const t = table(rows);
  const line = (r: string[]) => `| ${r.join(' | ')} |`;
  return [
    '# Benchmark: service vs hand-written baseline',
    '',
    `Command: \`${meta.command}\` (${meta.mode}; ${meta.seconds} s measured + ${meta.warmupSeconds} s warm-up per side and scenario).`,
    '',
    '```',
    JSON.stringify(meta.machine, null, 2),
    '```',
    '',
    line(t[0]),
    line(t[0].map((_, i) => (i === 0 ? '---' : '---:'))),
    ...t.slice(1).map(line),
    '',
    'ratio = service / baseline req/s (fan-out: baseline time / service time; dashboard row: large p50 / small p50; RSS rows: MB).',
    'CPU ratio = service CPU per request / baseline CPU per request; an HTTP scenario is met when both its ratio and its CPU ratio meet the target.',
    'Latency in ms (autocannon); CPU = server utime+stime over the measured window / requests; RSS = peak VmRSS sampled every 100 ms.',
    '',
    ...notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
}

export function writeResults(dir: string, rows: Row[], meta: Record<string, unknown>, notes: string[], base = 'latest') {
  mkdirSync(dir, { recursive: true });
  const json = {
    machine: meta.machine,
    run: { command: meta.command, mode: meta.mode, seconds: meta.seconds, warmupSeconds: meta.warmupSeconds, seed: meta.seed },
    scenarios: rows.map((r) => ({
      name: r.name, service: r.service, baseline: r.baseline, ratio: r.ratio, target: r.targetText, met: r.met, ...(r.note ? { note: r.note } : {}),
    })),
    notes,
  };
  writeFileSync(path.join(dir, `${base}.json`), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(path.join(dir, `${base}.md`), markdown(rows, meta, notes));
}
