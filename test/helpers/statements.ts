import type { TestApp } from './app';

/**
 * How many SQL statements the database driver receives while `fn` runs (pending audit writes flushed first), leaving
 * out those whose text matches `skip` (the caller's active-user check, cached 5 s per instance, may expire between
 * two requests on a slow machine). Statements inside a transaction count, and so do its BEGIN and its end (COMMIT or
 * ROLLBACK): a write that opens a transaction pays for them.
 */
export async function countStatements(t: TestApp, fn: () => Promise<unknown>, skip?: RegExp): Promise<number> {
  const raw = (t.app.database.db as any).$client;
  const pglite = t.app.database.kind === 'pglite';
  const [method, txMethod] = pglite ? ['query', 'transaction'] : ['unsafe', 'begin'];
  await t.app.auditWriter.flush(); // pending audit rows of earlier mutations must not count
  let n = 0;
  const counted = (original: (...a: unknown[]) => unknown) => function (this: unknown, ...args: unknown[]) {
    if (!(skip && typeof args[0] === 'string' && skip.test(args[0]))) n++;
    return original.apply(this, args);
  };
  const original = raw[method];
  const originalTx = raw[txMethod];
  raw[method] = counted(original);
  raw[txMethod] = function (this: unknown, ...args: unknown[]) {
    const body = args.at(-1) as (tx: any) => unknown;
    n += 2; // BEGIN, and COMMIT or ROLLBACK
    return originalTx.apply(this, [...args.slice(0, -1), (tx: any) => {
      tx[method] = counted(tx[method].bind(tx));
      return body(tx);
    }]);
  };
  try {
    await fn();
  } finally {
    raw[method] = original;
    raw[txMethod] = originalTx;
  }
  return n;
}
