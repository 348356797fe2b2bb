import type { Sql } from 'postgres';

/** The per-connection settings the service wants on every statement (0 = none). */
export type SessionSettings = { statement_timeout: number; lock_timeout: number };

/**
 * Behind a pooler in transaction mode (PgBouncer) a server connection serves a client for one transaction only:
 * settings sent at connection start are refused ("unsupported startup parameter") and a `SET` would leak to
 * whichever client gets the connection next. So each transaction sets them itself, `SET LOCAL` (set_config(...,
 * true)), which ends with the transaction: drizzle's transactions get it as their first statement, and a statement
 * sent outside a transaction runs in one of its own with it: BEGIN, settings, statement and COMMIT written
 * together (postgres.js still waits for a parameterised statement's Describe first, as for any unprepared one). The timeouts stay true (R11).
 */
export function settingsPerTransaction(client: Sql, settings: SessionSettings): Sql {
  if (!settings.statement_timeout && !settings.lock_timeout) return client;
  const setLocal = `select set_config('statement_timeout', '${Math.trunc(settings.statement_timeout)}', true), set_config('lock_timeout', '${Math.trunc(settings.lock_timeout)}', true)`;
  const begin = client.begin.bind(client) as (...a: unknown[]) => Promise<unknown>;
  const inTransaction = (fn: (tx: Sql) => unknown, options: unknown[] = []) =>
    begin(...options, async (tx: Sql) => {
      await tx.unsafe(setLocal);
      const x = fn(tx);
      // postgres.js runs an array of queries as a pipeline; keep that meaning.
      return Array.isArray(x) ? Promise.all(x) : x;
    });
  const single = (query: string, params?: unknown[], opts?: unknown) => {
    let values = false;
    let run: Promise<unknown> | undefined;
    // One connection of the pool, the four statements written at once: BEGIN, the settings, the
    // statement, COMMIT (which PostgreSQL turns into a rollback when the statement failed). The first failure
    // is the answer; the connection goes back only after COMMIT, so no other query lands inside the transaction.
    const start = () => (run ??= client.reserve().then(async (r) => {
      try {
        const q = (r.unsafe as (...a: unknown[]) => any)(query, params, opts);
        const steps = await Promise.allSettled([r.unsafe('begin'), r.unsafe(setLocal), values ? q.values() : q, r.unsafe('commit')]);
        const failed = steps.find((x) => x.status === 'rejected');
        if (failed) throw failed.reason;
        return (steps[2] as PromiseFulfilledResult<unknown>).value;
      } finally {
        r.release();
      }
    }));
    // The subset of postgres.js's PendingQuery that drizzle and this service use: awaited, or `.values()` first.
    const pending = {
      values: () => ((values = true), pending),
      then: (ok?: (v: any) => unknown, ko?: (e: any) => unknown) => start().then(ok, ko),
      catch: (ko: (e: any) => unknown) => start().catch(ko),
      finally: (f: () => void) => start().finally(f),
    };
    return pending;
  };
  // A new object over the client, not the client changed: postgres.js's own begin() sends BEGIN through the
  // client's unsafe(), which must stay the original.
  return Object.assign(Object.create(client) as Sql, {
    unsafe: single,
    begin: (...args: unknown[]) => {
      const fn = args.pop() as (tx: Sql) => unknown;
      return inTransaction(fn, args);
    },
  });
}
