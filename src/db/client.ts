import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgSession } from 'drizzle-orm/pg-core';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { statementSent } from './guard';
import { unitPorts, type Begin } from './unit-of-work';
import { CASING } from './raw';
import { settingsPerTransaction } from './pooled';

export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export type Database = {
  kind: 'pglite' | 'postgres';
  /** The port every service holds: in a unit of work (src/db/unit-of-work.ts) its statements run in the unit's transaction. */
  db: Db;
  /** The same database for facts a rolled-back request must keep (rate-limit counters): see `unitPorts`. */
  outside: Db;
  /** Rows of a raw statement, the same shape on both drivers. */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /**
   * A raw statement rendered once, with `sql.placeholder`s for what varies; run it with their values. For the raw
   * statements of hot reads: rendering a large template walked every column on every request (a quarter of the
   * dashboard's CPU).
   */
  prepare<T = Record<string, unknown>>(query: SQL): (values: Record<string, unknown>) => Promise<T[]>;
  /** Health probe. It never queues behind the load: a connection of its own on a server; in-process on PGlite. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** postgres.js client for LISTEN/NOTIFY (absent on PGlite). */
  listenClient?: import('postgres').Sql;
  /**
   * Runs start-up work (migrations, bootstrap) so that instances starting together take turns: under a
   * PostgreSQL advisory lock on a server; directly on PGlite, which one process owns (pid lock).
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
};

/** `rows` is a statement prepared and run at once: one way to run raw SQL per driver. */
const rawStatements = (prepare: Database['prepare']): Pick<Database, 'rows' | 'prepare'> => ({ prepare, rows: <T,>(q: SQL) => prepare<T>(q)({}) });

export type DbOptions = {
  databaseUrl?: string; dataDir?: string; poolMax?: number;
  /** PostgreSQL's statement_timeout and lock_timeout for every pooled connection (0 = none). */
  statementTimeoutMs?: number; lockTimeoutMs?: number;
  /**
   * `pgbouncer-transaction`: databaseUrl leads to PgBouncer in transaction pooling mode (no prepared statements, settings
   * per transaction); directUrl then reaches PostgreSQL itself, for what needs a session (LISTEN, the start-up lock).
   */
  pooler?: 'none' | 'pgbouncer-transaction'; directUrl?: string;
  /** PGlite in memory: a dumped cluster to start from instead of running initdb (the tests' migrated template). */
  pgliteImage?: Blob;
};

// Migrations live at the repository root; compiled code runs from dist/src/db.
export function migrationsFolder(): string {
  const candidates = [path.resolve(__dirname, '../../drizzle'), path.resolve(__dirname, '../../../drizzle')];
  const found = candidates.find((p) => existsSync(path.join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`drizzle migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

// Key of the session-level advisory lock held during migrations and bootstrap (any constant of the service's own).
const STARTUP_LOCK_KEY = '7240516334418022';

/**
 * `fn` under the start-up advisory lock. The lock lives on a connection of its own, outside the pool (a pool of
 * one would otherwise deadlock), and PostgreSQL releases it if this process dies while holding it. drizzle's
 * migrator takes no lock: without this, instances starting together applied the same migration twice and
 * crashed on non-idempotent DDL (R12).
 */
async function underAdvisoryLock<T>(url: string, fn: (lock: import('postgres').Sql) => Promise<T>): Promise<T> {
  const { default: postgres } = await import('postgres');
  const lock = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await lock.unsafe(`select pg_advisory_lock(${STARTUP_LOCK_KEY})`);
    try {
      return await fn(lock);
    } finally {
      await lock.unsafe(`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`).catch(() => {});
    }
  } finally {
    await lock.end({ timeout: 5 });
  }
}

/**
 * The first statement on the pool, before anything takes a lock: PgBouncer refuses the settings sent at connection
 * start, and its bare error did not say what to change.
 */
async function refuseUnsupportedPooler(client: import('postgres').Sql): Promise<void> {
  try {
    await client.unsafe('select 1');
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (!/unsupported startup parameter/i.test(message)) throw e;
    throw new Error(`DATABASE_URL leads to a connection pooler that refuses session settings (${message}). ` +
      'Behind PgBouncer set DATABASE_POOLER=pgbouncer-transaction and DATABASE_DIRECT_URL (a direct connection to PostgreSQL for LISTEN, migrations and the start-up lock); see docs/operations.md, "The database".');
  }
}

/**
 * Tells the database guard which statements each request sends (src/db/guard.ts): drizzle runs every statement
 * through `unsafe`, on the pool or on a transaction's own client. BEGIN itself commits nothing: a unit of work that
 * has only read may still be answered 503 when the database goes down (R4).
 */
function tracked<S extends import('postgres').Sql | import('postgres').TransactionSql>(client: S): S {
  const unsafe = client.unsafe.bind(client);
  const begin = 'begin' in client ? client.begin.bind(client) : undefined;
  Object.assign(client, {
    unsafe: (query: string, ...rest: unknown[]) => {
      statementSent(query);
      return (unsafe as (...a: unknown[]) => unknown)(query, ...rest);
    },
    ...(begin ? { begin: (...args: unknown[]) => {
      const fn = args.at(-1) as (tx: import('postgres').TransactionSql) => unknown;
      return (begin as (...a: unknown[]) => unknown)(...args.slice(0, -1), (tx: import('postgres').TransactionSql) => fn(tracked(tx)));
    } } : {}),
  });
  return client;
}

/** A unit of work's transaction through drizzle: its session, and the driver's transaction client for raw statements. */
const beginOn = (db: Db): Begin => (body) => db.transaction((tx) => {
  const session = (tx as unknown as { session: PgSession & { client: unknown } }).session;
  return body(session, session.client);
});

/** What `retiring` reads of a postgres.js 3.4 query and connection (test/unit/library-contracts.test.ts pins them). */
type PgQuery = { forEachFn?: unknown; reject(e: unknown): void };
type PgConnection = { end(): unknown };
type Unsafe = (text: string, params?: unknown, options?: { onexecute?: (c: PgConnection) => unknown }) => PgQuery;

/**
 * A connection on which a statement failed after rows of it had arrived is closed once what was already sent on it
 * is answered, never handed another statement (issue 33). postgres.js 3.4.9 kept counting such a statement's rows
 * into the next result on that connection: a sparse array, read as wrong 404s, 500s and 401s of other tenants
 * (patches/ fixes that counter; docs/operations.md "Patched dependencies"). Whatever else such a failure may leave
 * behind on a connection goes with it; an error before any row (most of them) keeps the connection. The hooks are
 * postgres.js's own: `onexecute` (how its begin() learns a statement's connection), `forEachFn` (read once per row
 * received), `reject` (called as the error arrives, before the connection takes its next statement).
 */
function retiring<S extends import('postgres').Sql>(sql: S): S {
  const unsafe = sql.unsafe.bind(sql) as unknown as Unsafe;
  const watchedUnsafe: Unsafe = (text, params, options) => {
    let connection: PgConnection | undefined;
    let rows = false;
    let forEach: unknown;
    const own = options?.onexecute;
    const q = unsafe(text, params, { ...options, onexecute: (c) => ((connection = c), own ? own(c) : true) });
    Object.defineProperty(q, 'forEachFn', { configurable: true, get: () => ((rows = true), forEach), set: (f) => void (forEach = f) });
    const reject = q.reject;
    q.reject = (e) => {
      // A PostgreSQL error (not a lost connection, which closes anyway) after rows: finish what was sent, then close.
      if (rows && connection && (e as Error | undefined)?.name === 'PostgresError') connection.end();
      reject(e);
    };
    return q;
  };
  // Statements in a transaction, a savepoint or a reserved connection run on a client of their own.
  const inner = (name: 'begin' | 'savepoint', on: Record<string, unknown>) => {
    const original = on[name] as ((...a: unknown[]) => unknown) | undefined;
    if (!original) return {};
    return { [name]: (...args: unknown[]) => {
      const fn = args.at(-1);
      if (typeof fn !== 'function') return original.call(on, ...args);
      return original.call(on, ...args.slice(0, -1), (tx: S) => fn(retiring(tx)));
    } };
  };
  const reserve = sql.reserve?.bind(sql);
  return Object.assign(sql, {
    unsafe: watchedUnsafe,
    ...inner('begin', sql as unknown as Record<string, unknown>),
    ...inner('savepoint', sql as unknown as Record<string, unknown>),
    ...(reserve ? { reserve: async () => retiring(await reserve()) } : {}),
  });
}

async function openPostgres(url: string, opts: DbOptions): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  // backoff: postgres.js waits (0.5..1) x min(3^retries / 100, 20) s before reconnecting, so after an outage of
  // some seconds the pool came back only after up to 20 s (R4: health 200 must return within 5 s of the
  // database). Reconnect attempts are capped at one per second instead.
  // Time limits on running statements belong to PostgreSQL: a statement past statement_timeout, or a lock wait
  // past lock_timeout, is cancelled and its transaction rolled back, so the 503 answered for it is true (R11).
  const settings = { statement_timeout: opts.statementTimeoutMs ?? 0, lock_timeout: opts.lockTimeoutMs ?? 0 };
  // Behind PgBouncer in transaction mode: prepared statements live on one server connection, and the next
  // statement may run on another (it answered with other queries' rows); settings go into each transaction.
  const pooled = opts.pooler === 'pgbouncer-transaction';
  const base = retiring(postgres(url, {
    max: opts.poolMax ?? 10, onnotice: () => {}, connect_timeout: 5, idle_timeout: 60,
    backoff: (retries: number) => Math.min(0.1 * 2 ** retries, 1),
    ...(pooled ? { prepare: false } : { connection: settings }),
  }));
  const client = tracked(pooled ? settingsPerTransaction(base, settings) : base);
  // The health probe's own connection: a probe queued behind a saturated pool declared a busy database down (R11).
  const probe = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 2, idle_timeout: 0, backoff: () => 1, prepare: !pooled });
  // What needs a session of its own (LISTEN, the start-up advisory lock and the migrations under it) goes to
  // PostgreSQL itself: through a transaction pooler, the lock was taken on one server connection and released on
  // another (leaked), and notifications were listened for on a connection that moved on.
  const sessionUrl = pooled ? opts.directUrl ?? '' : url;
  if (!sessionUrl) throw new Error('DATABASE_DIRECT_URL is required with DATABASE_POOLER=pgbouncer-transaction');
  const listener = pooled ? postgres(sessionUrl, { max: 1, onnotice: () => {}, connect_timeout: 5, backoff: () => 1 }) : client;
  const plain = drizzle(client, { casing: CASING }) as unknown as Db;
  // The public dialect renders a raw statement as the driver's own would (same casing), to prepare it by hand.
  const dialect = new PgDialect({ casing: CASING });
  const ports = unitPorts<Db>(dialect, plain as never, beginOn(plain), client);
  const exclusive = <T>(fn: () => Promise<T>) => underAdvisoryLock(sessionUrl, () => fn());
  try {
    await refuseUnsupportedPooler(base);
    await underAdvisoryLock(sessionUrl, (lock) => migrate(drizzle(lock, { casing: CASING }) as any, { migrationsFolder: migrationsFolder() }));
  } catch (e) {
    // A start that fails here leaves no connection open behind it (tests start many services in one process).
    await Promise.allSettled([base.end({ timeout: 1 }), probe.end({ timeout: 1 }), listener === client ? undefined : listener.end({ timeout: 1 })]);
    throw e;
  }
  return {
    kind: 'postgres',
    db: ports.db,
    outside: ports.outside,
    // Prepared: postgres.js only prepares unsafe() statements on request, and the raw statements here are the
    // large CTEs (dashboard) that PostgreSQL would otherwise parse and plan on every call.
    ...rawStatements((q) => {
      const { sql: text, params } = dialect.sqlToQuery(q);
      return async (values) => {
        const tx = ports.rawClient(text) as Promise<import('postgres').TransactionSql> | undefined;
        const on = tx ? await tx : client;
        return (await on.unsafe(text, fillPlaceholders(params, values) as never[], { prepare: !pooled })) as any;
      };
    }),
    ping: async () => void (await probe`select 1`),
    close: async () => {
      await probe.end({ timeout: 1 });
      if (listener !== client) await listener.end({ timeout: 5 });
      await client.end({ timeout: 5 });
    },
    listenClient: listener,
    exclusive,
  };
}

/**
 * PGlite has no cross-process lock: two processes on one directory silently diverge. A pid file
 * under DATA_DIR refuses a second opener while the first is alive.
 */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.pid');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'));
    let alive = false;
    try {
      alive = pid > 0 && pid !== process.pid && process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`DATA_DIR ${dataDir} is in use by process ${pid}`);
  }
  const fd = openSync(file, 'w');
  writeFileSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(file, { force: true });
}

async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<Database> {
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const memory = !dataDir || dataDir.startsWith('memory://');
  let unlock = () => {};
  if (!memory) {
    // PGlite does not create parent directories; the cluster lives in DATA_DIR/pgdata beside the pid file and secret.
    mkdirSync(path.resolve(dataDir), { recursive: true });
    unlock = lockDataDir(path.resolve(dataDir));
  }
  const client = await PGlite.create(memory ? 'memory://' : path.join(path.resolve(dataDir), 'pgdata'), {
    extensions: { unaccent, pg_trgm }, ...(memory && image ? { loadDataDir: image } : {}),
  });
  const db = drizzle(client, { casing: CASING }) as unknown as Db;
  const dialect = new PgDialect({ casing: CASING });
  const ports = unitPorts<Db>(dialect, db as never, beginOn(db), client);
  // Rows of raw statements as drizzle's execute() returns them on PGlite: objects, dates and times as their text.
  const asText = (v: string) => v;
  const rawRows = {
    rowMode: 'object' as const,
    parsers: Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [t, asText])),
  };
  await migrate(db as any, { migrationsFolder: migrationsFolder() });
  return {
    kind: 'pglite',
    db: ports.db,
    outside: ports.outside,
    ...rawStatements((q) => {
      const { sql: text, params } = dialect.sqlToQuery(q);
      return async (values) => {
        const tx = ports.rawClient(text) as Promise<Pick<typeof client, 'query'>> | undefined;
        return ((await (tx ? await tx : client).query(text, fillPlaceholders(params, values), rawRows)).rows) as any;
      };
    }),
    // In-process: the database is there as long as it is open. A query would wait behind the load in PGlite's
    // single connection, and a busy database is not a down one (R11).
    ping: async () => {
      if (client.closed) throw new Error('PGlite is closed');
    },
    close: async () => {
      await client.close();
      unlock();
    },
    exclusive: (fn) => fn(),
  };
}

/** Opens the configured database and applies pending migrations. */
export async function openDb(opts: DbOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts.dataDir, opts.pgliteImage);
}

export { sql };
