import autocannon from 'autocannon';
import { cpuMicros, rssSampler } from './procs';

export type HttpRequest = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

export type Metrics = {
  rps: number; p50: number; p99: number; cpuUsPerReq: number; rssMb: number;
  requests: number; non2xx: number; errors: number; seconds: number;
};

export type LoadOptions = { seconds: number; warmupSeconds: number; connections: number; maxRequests: number };

/**
 * One bounded autocannon run against 127.0.0.1: for `seconds` (count: `maxRequests`; hard stop at 2x the time), or,
 * with `seconds` 0, until `maxRequests` are answered (hard stop after 120 s).
 */
function cannon(port: number, r: HttpRequest, seconds: number, connections: number, maxRequests: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({
      url: `http://127.0.0.1:${port}${r.path}`,
      method: r.method,
      headers: { ...(r.body ? { 'content-type': 'application/json' } : {}), ...r.headers },
      body: r.body,
      connections,
      ...(seconds > 0 ? { duration: seconds, maxOverallRequests: maxRequests } : { amount: maxRequests }),
      timeout: 30,
    }, (err, result) => (err ? reject(err) : resolve(result)));
    const guard = setTimeout(() => instance.stop(), (seconds > 0 ? seconds * 2 + 30 : 120) * 1000);
    instance.on('done', () => clearTimeout(guard));
  });
}

/** Warm-up (discarded), then the measured window with server CPU (utime+stime delta) and peak RSS sampling. */
export async function measure(port: number, pid: number, r: HttpRequest, o: LoadOptions): Promise<Metrics> {
  if (o.warmupSeconds > 0) await cannon(port, r, o.warmupSeconds, o.connections, o.maxRequests);
  const rss = rssSampler(pid);
  const cpu0 = cpuMicros(pid);
  const t0 = process.hrtime.bigint();
  let res = await cannon(port, r, o.seconds, o.connections, o.maxRequests);
  // A window too short for a single answer (a quick run's second, a slow scenario, a busy machine): a request per
  // connection instead, however long they take. Figures come from what was answered, never from an empty window.
  if (res.requests.total === 0) res = await cannon(port, r, 0, o.connections, o.connections);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = cpuMicros(pid) - cpu0;
  const rssMb = rss.stop();
  const requests = res.requests.total;
  return {
    rps: round(requests / seconds, 1),
    p50: res.latency.p50,
    p99: res.latency.p99,
    cpuUsPerReq: requests > 0 ? round(cpu / requests, 0) : 0,
    rssMb: round(rssMb, 1),
    requests,
    non2xx: res.non2xx,
    errors: res.errors + res.timeouts,
    seconds: round(seconds, 2),
  };
}

export const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/** One request with fetch, for the identity check before timing. */
export async function fetchOnce(port: number, r: HttpRequest): Promise<{ status: number; text: string }> {
  const res = await fetch(`http://127.0.0.1:${port}${r.path}`, {
    method: r.method,
    headers: { ...(r.body ? { 'content-type': 'application/json' } : {}), ...r.headers },
    body: r.body,
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, text: await res.text() };
}

const VOLATILE = new Set(['id', 'accessToken', 'refreshToken']);

/** JSON with volatile values (ids, tokens) replaced by their type, for write and login answers. */
/** The same JSON with every object's keys in sorted order: equal values whatever order each side wrote its keys in. */
export function canonical(text: string): string {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, walk((v as Record<string, unknown>)[k])]));
    return v;
  };
  try {
    return JSON.stringify(walk(JSON.parse(text)));
  } catch {
    return text;
  }
}

/**
 * The service's JSON cut down to the keys the reference wrote (objects key by key, arrays item by item), as canonical
 * text: the reference's fields must be exact, and the service may answer more (fields a later issue added and the
 * hand-written baseline does not compute yet).
 */
export function within(service: string, reference: string): string {
  const cut = (a: unknown, b: unknown): unknown => {
    if (Array.isArray(a) && Array.isArray(b)) return a.map((x, i) => cut(x, b[i]));
    if (a && b && typeof a === 'object' && typeof b === 'object') return Object.fromEntries(Object.keys(b).map((k) => [k, cut((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])]));
    return a;
  };
  try {
    return canonical(JSON.stringify(cut(JSON.parse(service), JSON.parse(reference))));
  } catch {
    return service;
  }
}

export function masked(text: string): string {
  const walk = (v: unknown, k?: string): unknown => {
    if (k && VOLATILE.has(k) && typeof v === 'string') return `<${k}>`;
    if (Array.isArray(v)) return v.map((x) => walk(x));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([kk, vv]) => [kk, walk(vv, kk)]));
    return v;
  };
  try {
    return JSON.stringify(walk(JSON.parse(text)));
  } catch {
    return text;
  }
}

/**
 * Latency of one request at a time over a keep-alive connection, timed with hrtime (autocannon reports
 * whole milliseconds, too coarse for sub-millisecond answers). Bounded by `count` and `seconds`.
 */
export async function sequentialLatency(port: number, r: HttpRequest, count: number, seconds: number): Promise<{ p50: number; p99: number; n: number }> {
  const http = await import('node:http');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () => new Promise<number>((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.request({ host: '127.0.0.1', port, path: r.path, method: r.method, agent,
      headers: { ...(r.body ? { 'content-type': 'application/json' } : {}), ...r.headers } }, (res) => {
      res.resume();
      // A failing server answers fast or not at all: stop at the first error instead of timing it count times.
      if (res.statusCode! < 200 || res.statusCode! >= 300) return reject(new Error(`${r.method} ${r.path}: status ${res.statusCode}`));
      res.on('end', () => resolve(Number(process.hrtime.bigint() - t0) / 1e6));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${r.method} ${r.path}: no answer within 30 s`)));
    req.end(r.body);
  });
  const until = Date.now() + seconds * 1000;
  const times: number[] = [];
  try {
    for (let i = 0; i < Math.min(50, count); i++) await once(); // warm-up
    while (times.length < count && Date.now() < until) times.push(await once());
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))], 3);
  return { p50: at(0.5), p99: at(0.99), n: times.length };
}
