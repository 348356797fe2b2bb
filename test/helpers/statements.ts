import type { TestApp } from './app';

/**
 * The caller's active-user check (UserService.activeLookup): cached 5 s per instance, so whether a request runs it
 * depends on the clock (a loaded machine let the cache expire between a warm-up and the counted request). Counted by
 * the auth tests, left out here.
 */
const ACTIVE_USER_CHECK = /from "users" where \("users"\."id" = \$1 and "users"\."ativo" = /;

/**
 * The audit writer's batch insert: rows of many requests, flushed on a timer (AuditWriter), so whether the request's
 * own row is sent before its client has the answer depends on the clock too (a loaded run counted it: 9 for 8).
 */
const AUDIT_BATCH = /^insert into "audit_logs"/;

/**
 * How many SQL statements the database driver receives while `fn` runs (pending audit writes flushed first), leaving
 * out the active-user check, the audit writer's batches and those whose text matches `skip`. Statements inside a transaction count, and so do
 * its BEGIN and its end (COMMIT or ROLLBACK): a write that opens a transaction pays for them.
 */
export async function countStatements(t: TestApp, fn: () => Promise<unknown>, skip?: RegExp): Promise<number> {
  const raw = (t.app.database.db as any).$client;
  const pglite = t.app.database.kind === 'pglite';
  const [method, txMethod] = pglite ? ['query', 'transaction'] : ['unsafe', 'begin'];
  await t.app.auditWriter.flush(); // pending audit rows of earlier mutations must not count
  let n = 0;
  const counted = (original: (...a: unknown[]) => unknown) => function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : '';
    if (!ACTIVE_USER_CHECK.test(text) && !AUDIT_BATCH.test(text) && !skip?.test(text)) n++;
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
