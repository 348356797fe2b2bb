import { databaseGuard, DatabaseGuard, mayHaveCommitted, statementSent } from '../../src/db/guard';

/** The database guard's bounds (R11): turns, a bounded queue, a bounded wait, release on an outage. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
    await sleep(5);
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
    await sleep(5);
    expect(await g.enter()).toBe('ok');
  });

  it('releases a request on an outage with "down" when it sent only reads, "unknown" when a write may commit', async () => {
    const g = new DatabaseGuard({ active: 4, queueMax: 10, queueTimeoutMs: 1000 });
    // Statements are tracked per request inside the guard's middleware.
    const run = (write: boolean) => new Promise<string>((resolve) => {
      const mw = databaseGuard(g, { reject: () => resolve('rejected') }, 1000);
      const res: any = { locals: {}, once: () => {} };
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
});
