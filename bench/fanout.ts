import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import postgres from 'postgres';
import WebSocket from 'ws';
import { round } from './load';
import { cpuMicros, nextMessage, rssSampler, type Server } from './procs';

/**
 * The contract the subscribers follow: ingestion also syncs the contracts of open hedge positions (the bench seed has
 * some, for the projection row), each its own event; the fan-out measures one event to every subscriber.
 */
export const FANOUT_CONTRACT = 'BGI1!';
export const QUOTE_SUBSCRIPTION = `subscription { quoteUpdated(contractCode: "${FANOUT_CONTRACT}") { contractCode price } }`;

export type FanoutMetrics = {
  /** Median over the timed rounds: ms from the publish (the NOTIFY reaching a listener) to the last subscriber's delivery. */
  lastMs: number;
  /** Same, first delivery. */
  firstMs: number;
  /** Median ms from the IPC trigger to the last delivery (service: includes the ingestion itself). */
  triggerToLastMs: number;
  rounds: number[];
  cpuUsPerDelivery: number;
  rssMb: number;
  clients: number;
};

type Round = { received: number; first: number; last: number; done: () => void };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([p, new Promise<never>((_, rej) => setTimeout(() => rej(new Error(`${what}: timed out after ${ms} ms`)), ms).unref())]);

/** Opens `n` connections, `batch` at a time, each resolving when ready. */
async function openAll(n: number, batch: number, open: (i: number) => Promise<void>) {
  for (let i = 0; i < n; i += batch) {
    await within(Promise.all(Array.from({ length: Math.min(batch, n - i) }, (_, k) => open(i + k))), 30_000, 'connecting subscribers');
  }
}

/**
 * 1 000 graphql-ws subscribers of quoteUpdated on the service; each round deletes the stored quotes (the mock provider's
 * quote is keyed per minute), runs one ingestion through the service's IPC trigger, and waits for every delivery.
 */
export async function serviceFanout(svc: Server, dbUrl: string, token: string, n: number, rounds: number) {
  const listener = postgres(dbUrl, { max: 2, onnotice: () => {} });
  let notified: (() => void) | null = null;
  await listener.listen('feedlot_events', (raw) => {
    const event = JSON.parse(raw) as { topic: string; detail?: { contractCode?: string } };
    if (event.topic === 'QUOTE_UPDATED' && event.detail?.contractCode === FANOUT_CONTRACT) notified?.();
  });
  let current: Round | null = null;
  let payload: unknown = null;
  const clients: Client[] = [];
  try {
    await openAll(n, 100, (i) => new Promise<void>((resolve, reject) => {
      const client = createClient({
        url: `ws://127.0.0.1:${svc.port}/graphql`, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0, keepAlive: 0,
        connectionParams: { Authorization: `Bearer ${token}` },
        on: { connected: () => resolve(), closed: () => reject(new Error(`subscriber ${i} closed`)), error: reject },
      });
      clients.push(client);
      client.subscribe({ query: QUOTE_SUBSCRIPTION }, {
        next: (v) => {
          payload = v;
          const r = current;
          if (!r) return;
          const t = performance.now();
          if (r.received++ === 0) r.first = t;
          r.last = t;
          if (r.received === n) r.done();
        },
        error: (e) => process.stderr.write(`subscriber ${i}: ${JSON.stringify(e)}\n`),
        complete: () => {},
      });
    }));
    const one = async () => {
      await listener`delete from market_quotes`;
      let publishAt = 0;
      const published = new Promise<void>((res) => (notified = () => ((publishAt = performance.now()), res())));
      const all = new Promise<void>((res) => (current = { received: 0, first: 0, last: 0, done: res }));
      const ingested = nextMessage(svc, (m) => m?.ingested);
      const t0 = performance.now();
      svc.send({ cmd: 'ingest' });
      const summary: any = await ingested;
      if (summary.quotesStored < 1) throw new Error(`ingestion stored no quote: ${JSON.stringify(summary)}`);
      await within(published, 10_000, 'quote NOTIFY');
      await within(all, 30_000, `deliveries (${current!.received}/${n})`);
      const r = current!;
      current = null;
      return { last: r.last - publishAt, first: r.first - publishAt, fromTrigger: r.last - t0 };
    };
    await one(); // warm-up: also proves every subscription is registered
    const rss = rssSampler(svc.pid);
    const cpu0 = cpuMicros(svc.pid);
    const timed = [];
    for (let i = 0; i < rounds; i++) timed.push(await one());
    const cpu = cpuMicros(svc.pid) - cpu0;
    const metrics: FanoutMetrics = {
      lastMs: round(median(timed.map((t) => t.last)), 1), firstMs: round(median(timed.map((t) => t.first)), 1),
      triggerToLastMs: round(median(timed.map((t) => t.fromTrigger)), 1), rounds: timed.map((t) => round(t.last, 1)),
      cpuUsPerDelivery: round(cpu / (rounds * n), 0), rssMb: round(rss.stop(), 1), clients: n,
    };
    return { metrics, payload };
  } finally {
    await Promise.allSettled(clients.map((c) => c.dispose()));
    await listener.end({ timeout: 2 });
  }
}

/** The same number of bare `ws` clients on the baseline; each round broadcasts `message` (the service's frame) once. */
export async function bareFanout(base: Server, message: string, n: number, rounds: number) {
  const sockets: WebSocket[] = [];
  let current: Round | null = null;
  let seen: string | null = null;
  try {
    await openAll(n, 100, () => new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${base.port}/ws`);
      sockets.push(ws);
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.on('message', (data) => {
        const r = current;
        if (!r) return;
        const t = performance.now();
        seen = data.toString();
        if (r.received++ === 0) r.first = t;
        r.last = t;
        if (r.received === n) r.done();
      });
    }));
    const one = async () => {
      const all = new Promise<void>((res) => (current = { received: 0, first: 0, last: 0, done: res }));
      const t0 = performance.now();
      base.send({ cmd: 'broadcast', payload: message });
      await within(all, 30_000, 'bare deliveries');
      const r = current!;
      current = null;
      return { last: r.last - t0, first: r.first - t0 };
    };
    await one();
    const rss = rssSampler(base.pid);
    const cpu0 = cpuMicros(base.pid);
    const timed = [];
    for (let i = 0; i < rounds; i++) timed.push(await one());
    const cpu = cpuMicros(base.pid) - cpu0;
    const metrics: FanoutMetrics = {
      lastMs: round(median(timed.map((t) => t.last)), 1), firstMs: round(median(timed.map((t) => t.first)), 1),
      triggerToLastMs: round(median(timed.map((t) => t.last)), 1), rounds: timed.map((t) => round(t.last, 1)),
      cpuUsPerDelivery: round(cpu / (rounds * n), 0), rssMb: round(rss.stop(), 1), clients: n,
    };
    return { metrics, seen };
  } finally {
    for (const s of sockets) s.terminate();
  }
}
