import { randomBytes, randomUUID } from 'node:crypto';
import { createApp, type App } from '../../src/app';
import type { Clock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import type { Logger } from '../../src/logger';
import { pgbouncerBinary, startPgBouncer, type PgBouncer } from './pgbouncer';
import { admin, pgliteImage as pgliteImageOfRun, templateDatabase, withDatabase } from './db-template';

export type TestApp = { app: App; url: string; close(): Promise<void> };

// The suite hashes and checks passwords by the hundred: at argon2id's least cost (m=8 KiB, t=1), microseconds
// instead of ~25 ms and 19 MiB each. A production configuration refuses it (src/config.ts); the proofs measure the
// service as production runs it, at the default cost.
export const TEST_PASSWORD_COST = process.env.PROOFS_RUN ? {} : { PASSWORD_HASH_MEMORY_KIB: '8', PASSWORD_HASH_ITERATIONS: '1' };
/**
 * A turn at the database is waited for, and the health probe's answer too, as long as a loaded machine takes: a
 * browser suite at load 21 got 503 "busy" after the queue's 15 s, and the market suite 503 "down" when a probe's
 * ping took over its 1 s beside stress-ng. An idle keep-alive connection is kept 10 minutes: the client here runs in
 * the server's process, so at load 30 it took a response more than a second after the server sent it, reused the
 * socket after the server's 5 s had closed it, and a POST (never sent again) failed with ECONNRESET. The suites
 * that test a limit set their own; the proofs keep production's.
 */
const patience = (env: Record<string, string>) => (process.env.PROOFS_RUN ? {}
  : {
    DATABASE_QUEUE_TIMEOUT_MS: '600000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '600000',
    ...(env.NODE_ENV === 'production' ? {} : { DATABASE_PROBE_TIMEOUT_MS: '600000' }),
  });

/**
 * A real service on 127.0.0.1:<random port> over a fresh database: in-memory PGlite, or, when
 * DATABASE_URL is set, a new database on that server, dropped at close.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  opts: { clock?: Clock; shareDatabaseOf?: TestApp; logger?: Logger; blankDatabase?: boolean } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  let dbName: string | undefined;
  const other = opts.shareDatabaseOf?.app.config;
  let databaseUrl: string | undefined = other?.DATABASE_DIRECT_URL ?? other?.DATABASE_URL;
  if (serverUrl && !databaseUrl) {
    dbName = `feedlot_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const template = opts.blankDatabase ? undefined : templateDatabase();
    await admin(serverUrl, (sql) => sql.unsafe(`create database ${dbName}${template ? ` template ${template}` : ''}`));
    databaseUrl = withDatabase(serverUrl, dbName);
  }
  const config = loadConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    // A second instance on the same database must accept the first one's tokens.
    JWT_SECRET: opts.shareDatabaseOf?.app.config.JWT_SECRET ?? randomBytes(32).toString('hex'),
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_GRAPHQL_ANONYMOUS_PER_MINUTE: '100000',
    RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: '100000',
    DATABASE_POOL_MAX: '4',
    MARKETDATA_SYNC_ENABLED: 'false',
    PESAGEM_PENDENTE_ENABLED: 'false',
    PROTOCOLO_ATRASADO_ENABLED: 'false',
    RESUMO_DIARIO_ENABLED: 'false',
    ...TEST_PASSWORD_COST,
    ...patience(env),
    ...(databaseUrl ? await databaseSettings(databaseUrl) : {}),
    ...env,
  });
  const pgliteImage = opts.blankDatabase ? undefined : pgliteImageOfRun();
  const app = await createApp(config, { clock: opts.clock, logger: opts.logger, pgliteImage });
  const { port } = await app.listen(0, '127.0.0.1');
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.shutdown();
      if (serverUrl && dbName) await admin(serverUrl, (sql) => sql.unsafe(`drop database if exists ${dbName} with (force)`));
    },
  };
}

/**
 * The database keys of a test app: the server's database directly, or with TEST_VIA_PGBOUNCER=1 through a
 * PgBouncer in transaction mode (one per test process) with the direct URL beside it, so that any contract
 * suite can be run behind the pooler: `TEST_VIA_PGBOUNCER=1 DATABASE_URL=... npx jest <paths>`.
 */
async function databaseSettings(databaseUrl: string): Promise<Record<string, string>> {
  if (process.env.TEST_VIA_PGBOUNCER !== '1') return { DATABASE_URL: databaseUrl };
  const bouncer = await (sharedBouncer ??= startSharedBouncer());
  return { DATABASE_URL: bouncer.urlFor(databaseUrl), DATABASE_POOLER: 'pgbouncer-transaction', DATABASE_DIRECT_URL: databaseUrl };
}

let sharedBouncer: Promise<PgBouncer> | undefined;
async function startSharedBouncer(): Promise<PgBouncer> {
  const binary = pgbouncerBinary();
  if (!binary) throw new Error('TEST_VIA_PGBOUNCER=1 needs pgbouncer (apt-get install pgbouncer)');
  const bouncer = await startPgBouncer(binary, process.env.DATABASE_URL!);
  // Started from inside a hook or a test, where jest takes no new hook: it ends with the test process.
  process.once('exit', () => bouncer.kill());
  return bouncer;
}

export type Res<T = any> = { status: number; headers: Headers; body: T; text: string };

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A small HTTP client over fetch: JSON in, parsed JSON (or text) out. */
export function client(baseUrl: string) {
  async function call<T = any>(method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string; form?: FormData } = {}): Promise<Res<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | FormData | undefined = opts.raw ?? opts.form;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(baseUrl + path, { method, headers, body }).catch((e: Error) => {
      // A reused keep-alive socket the server closed as idle while this process (which also runs the server) was
      // busy: an idempotent request is sent again, as browsers do (RFC 9110 9.2.2); a write is never repeated.
      const code = (e.cause as { code?: string } | undefined)?.code;
      if (!IDEMPOTENT.has(method) || (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET')) throw e;
      return fetch(baseUrl + path, { method, headers, body });
    });
    const text = await res.text();
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }
  return {
    call,
    get: <T = any>(p: string, token?: string, headers?: Record<string, string>) => call<T>('GET', p, { token, headers }),
    post: <T = any>(p: string, body?: unknown, token?: string) => call<T>('POST', p, { body, token }),
    put: <T = any>(p: string, body?: unknown, token?: string) => call<T>('PUT', p, { body, token }),
    del: <T = any>(p: string, token?: string, body?: unknown) => call<T>('DELETE', p, { token, body }),
    /** A write a test's set-up relies on: its body, or an error naming the answer it got instead. */
    must: async <T = any>(method: 'post' | 'put', p: string, body: unknown, token?: string): Promise<T> => {
      const r = await call<T>(method.toUpperCase(), p, { body, token });
      if (r.status >= 300) throw new Error(`${p}: ${r.status} ${r.text}`);
      return r.body;
    },
    /** A real multipart/form-data upload of `content` as field `file`, as the import routes take it. */
    upload: <T = any>(p: string, name: string, content: Buffer | string, token?: string) => {
      const form = new FormData();
      form.append('file', new Blob([typeof content === 'string' ? Buffer.from(content) : content]), name);
      return call<T>('POST', p, { form, token });
    },
    gql: async <T = any>(query: string, variables?: Record<string, unknown>, token?: string) => {
      const r = await call<{ data?: T; errors?: any[] }>('POST', '/graphql', { body: { query, variables }, token });
      return r.body;
    },
  };
}

export type Client = ReturnType<typeof client>;

export const uuid = () => randomUUID();
