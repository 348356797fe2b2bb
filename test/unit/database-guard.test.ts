import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { databaseGuard, DatabaseGuard, mayHaveCommitted, statementSent, withoutTurn } from '../../src/db/guard';

/** The database guard's bounds (R11): turns, a bounded queue, a bounded wait, release on an outage. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * `leave()` hands the turn on in a setImmediate; one queued after it runs after it. (A 5 ms sleep raced it: on a
 * loaded machine the timer had expired when the loop came round, and ran first.)
 */
const afterLeave = () => new Promise((r) => setImmediate(r));

/** A waiting client that can be told to leave. */
function departure() {
  let left = false;
  const listeners = new Set<() => void>();
  return {
    get left() {
      return left;
    },
    onLeave: (cb: () => void) => (listeners.add(cb), () => void listeners.delete(cb)),
    leave: () => ((left = true), listeners.forEach((cb) => cb())),
  };
}

describe('DatabaseGuard', () => {
  it('runs `active` requests at once, queues up to `queueMax`, refuses beyond it at once', async () => {
    const g = new DatabaseGuard({ active: 2, queueMax: 1, queueTimeoutMs: 5000 });
    expect(await g.enter()).toBe('ok');
    expect(await g.enter()).toBe('ok');
    const third = g.enter();
    expect(await g.enter()).toBe('full');
    expect(g.load).toEqual({ running: 2, queued: 1 });
    g.leave();
    expect(await third).toBe('ok');
    expect(g.load).toEqual({ running: 2, queued: 0 });
    g.leave();
    g.leave();
    await afterLeave();
    expect(g.load).toEqual({ running: 0, queued: 0 });
  });

  it('a waiting request gets "timeout" after queueTimeoutMs, and "down" at once when the database goes down', async () => {
    const g = new DatabaseGuard({ active: 1, queueMax: 10, queueTimeoutMs: 100 });
    expect(await g.enter()).toBe('ok');
    const t0 = Date.now();
    expect(await g.enter()).toBe('timeout');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(90);
    const waiting = g.enter();
    g.report(false);
    expect(await waiting).toBe('down');
    expect(await g.enter()).toBe('down');
    g.report(true);
    g.leave();
    await afterLeave();
    expect(await g.enter()).toBe('ok');
  });

  it('releases a request on an outage with "down" when it sent only reads, "unknown" when a write may commit', async () => {
    const g = new DatabaseGuard({ active: 4, queueMax: 10, queueTimeoutMs: 1000 });
    // Statements are tracked per request inside the guard's middleware.
    const run = (write: boolean) => new Promise<string>((resolve) => {
      const mw = databaseGuard(g, { reject: () => resolve('rejected') }, 1000);
      const res: any = { locals: {}, once: () => {}, off: () => {} };
      void mw({} as any, res, () => {
        statementSent('select 1');
        if (write) statementSent('insert into x values (1)');
        expect(mayHaveCommitted()).toBe(write);
        void g.released().promise.then(resolve);
      });
    });
    const reader = run(false);
    const writer = run(true);
    await sleep(10);
    g.report(false);
    expect(await reader).toBe('down');
    expect(await writer).toBe('unknown');
    expect(mayHaveCommitted()).toBe(false); // outside any request
  });

  it('withoutTurn: the turn is free while a body arrives, taken again after it, and given back once at the end', async () => {
    const g = new DatabaseGuard({ active: 1, queueMax: 10, queueTimeoutMs: 5000 });
    const listeners: Record<string, (() => void)[]> = { finish: [], close: [] };
    const res: any = { locals: {}, closed: false, once: (e: string, cb: () => void) => listeners[e]?.push(cb), off: () => {} };
    let arrive = () => {};
    const handled = new Promise((resolve) => {
      void databaseGuard(g, { reject: () => resolve('rejected') }, 1000)({} as any, res, () => {
        void withoutTurn(() => new Promise<string>((r) => (arrive = () => r('body')))).then(resolve);
      });
    });
    await sleep(5);
    // While the body arrives another request gets the only turn, and gives it back.
    expect(await g.enter()).toBe('ok');
    g.leave();
    arrive();
    expect(await handled).toEqual({ value: 'body' });
    expect(g.load).toEqual({ running: 1, queued: 0 });
    for (const cb of [...listeners.finish, ...listeners.close]) cb();
    await afterLeave();
    expect(g.load).toEqual({ running: 0, queued: 0 });
    // Outside a guarded request it only waits; with the database down, the turn is not given back.
    expect(await withoutTurn(async () => 1)).toEqual({ value: 1 });
    const down = new Promise((resolve) => {
      void databaseGuard(g, { reject: () => resolve('rejected') }, 1000)({} as any, { ...res, once: () => {} }, () => {
        void withoutTurn(async () => g.report(false)).then(resolve);
      });
    });
    expect(await down).toEqual({ refused: 'down' });
  });

  it('a waiter whose client left gives its place up: "gone", and no turn is lost to it', async () => {
    const g = new DatabaseGuard({ active: 1, queueMax: 10, queueTimeoutMs: 5000 });
    expect(await g.enter()).toBe('ok');
    const left = departure();
    const waiting = g.enter(left);
    const next = g.enter();
    left.leave();
    expect(await waiting).toBe('gone');
    expect(g.load).toEqual({ running: 1, queued: 1 });
    g.leave();
    expect(await next).toBe('ok');
    g.leave();
    await afterLeave();
    expect(g.load).toEqual({ running: 0, queued: 0 });
    expect(await g.enter({ left: true, onLeave: () => () => {} })).toBe('gone');
  });

  // The bench stall: a load generator closes its connections at the end of a run while requests wait in the queue.
  // Each departed waiter used to be given a turn it never returned ('close' had fired before it listened), until none
  // was left and every later request waited out the queue timeout.
  it('over HTTP: clients that disconnect while queued leave every turn free', async () => {
    const g = new DatabaseGuard({ active: 2, queueMax: 100, queueTimeoutMs: 5000 });
    const mw = databaseGuard(g, { reject: (res) => ((res.statusCode = 503), res.end()) }, 5000);
    const release: (() => void)[] = [];
    const server = http.createServer((req, res: any) => {
      res.locals = {};
      void mw(req as any, res, () => release.push(() => res.end('ok')));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: false });
    const get = () => {
      const req = http.get({ host: '127.0.0.1', port, path: '/', agent });
      const answer = new Promise<number>((resolve, reject) => {
        req.on('response', (r) => (r.resume(), resolve(r.statusCode!)));
        req.on('error', reject);
      });
      answer.catch(() => {});
      return { req, answer };
    };
    try {
      const running = [get(), get()];
      while (release.length < 2) await sleep(5);
      const queued = Array.from({ length: 6 }, get);
      while (g.load.queued < 6) await sleep(5);
      for (const q of queued) q.req.destroy();
      await sleep(50); // the server sees the closes; the running requests end well before the queue timeout
      for (const r of release.splice(0)) r();
      expect(await Promise.all(running.map((r) => r.answer))).toEqual([200, 200]);
      await sleep(20);
      expect(g.load).toEqual({ running: 0, queued: 0 });
      const later = get();
      while (release.length < 1) await sleep(5);
      release.pop()!();
      expect(await later.answer).toBe(200);
    } finally {
      agent.destroy();
      await new Promise((r) => server.close(r));
    }
  });
});
