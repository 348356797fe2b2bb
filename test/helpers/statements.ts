import type { TestApp } from './app';

/**
 * How many SQL statements the database driver receives while `fn` runs (pending audit writes flushed first), leaving
 * out those whose text matches `skip` (the caller's active-user check, cached 5 s per instance, may expire between
 * two requests on a slow machine).
 */
export async function countStatements(t: TestApp, fn: () => Promise<unknown>, skip?: RegExp): Promise<number> {
  const raw = (t.app.database.db as any).$client;
  const method = t.app.database.kind === 'pglite' ? 'query' : 'unsafe';
  await t.app.auditWriter.flush(); // pending audit rows of earlier mutations must not count
  const original = raw[method];
  let n = 0;
  raw[method] = function (...args: unknown[]) {
    if (!(skip && typeof args[0] === 'string' && skip.test(args[0]))) n++;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    raw[method] = original;
  }
  return n;
}
