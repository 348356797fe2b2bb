import type { TestApp } from './app';

/**
 * The caller's active-user check (UserService.activeLookup): cached 5 s per instance, so whether a request runs it
 * depends on the clock (a loaded machine let the cache expire between a warm-up and the counted request). Counted by
 * the auth tests, left out here.
 */
const ACTIVE_USER_CHECK = /from "users" where \("users"\."id" = \$1 and "users"\."ativo" = /;

/**
 * How many SQL statements the database driver receives while `fn` runs (pending audit writes flushed first), leaving
 * out the active-user check and those whose text matches `skip`.
 */
export async function countStatements(t: TestApp, fn: () => Promise<unknown>, skip?: RegExp): Promise<number> {
  const raw = (t.app.database.db as any).$client;
  const method = t.app.database.kind === 'pglite' ? 'query' : 'unsafe';
  await t.app.auditWriter.flush(); // pending audit rows of earlier mutations must not count
  const original = raw[method];
  let n = 0;
  raw[method] = function (...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : '';
    if (!ACTIVE_USER_CHECK.test(text) && !skip?.test(text)) n++;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    raw[method] = original;
  }
  return n;
}
