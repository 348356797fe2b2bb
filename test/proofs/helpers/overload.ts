import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { PASSWORD } from '../../helpers/factories';
import { racaoBody } from '../../helpers/bodies';
import { call } from './load';
import { createDatabase, ensureBuilt, startService, tenantAdmin, type Service } from './service';

/**
 * R11 (issue: busy is not down): one tenant with `feeds` feeds; `readers` clients loop on
 * `GET /api/racoes?pageSize=10&search=racao` and `writers` clients send `posts` POSTs of new feeds for `seconds`,
 * with a `clientTimeoutMs` client timeout, while /api/health is sampled every second. Then the database is read
 * back: every POST's row and audit entry against what its client was told.
 */
export type OverloadOptions = { feeds: number; readers: number; writers: number; posts: number; seconds: number; clientTimeoutMs: number };

type Sent = { id: string; nome: string; status?: number; error?: string; ms: number };
type Rows = { nomes: Set<string>; duplicates: number; audit: Map<string, number> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The service on PostgreSQL (DATABASE_URL set) or on an embedded PGlite data directory, and a reader of its rows. */
async function serve(): Promise<{ svc: Service; db: 'postgres' | 'pglite'; rows(tenantNomes: string): Promise<Rows>; cleanup(): Promise<void> }> {
  ensureBuilt();
  const env = { BOOTSTRAP_SUPERADMIN_EMAIL: 'super@r11.prova', BOOTSTRAP_SUPERADMIN_PASSWORD: PASSWORD };
  if (process.env.DATABASE_URL) {
    const d = await createDatabase('r11');
    const svc = await startService({ ...env, DATABASE_URL: d.url });
    return {
      svc, db: 'postgres', cleanup: () => d.drop(),
      rows: async (prefix) => {
        const sql = postgres(d.url, { max: 1, onnotice: () => {} });
        try {
          const nomes = await sql<{ nome: string }[]>`select nome from racoes where nome like ${`${prefix}%`}`;
          const audit = await sql<{ request_id: string; status_code: number }[]>`select request_id, status_code from audit_logs where request_id like ${`${prefix}%`}`;
          return { nomes: new Set(nomes.map((r) => r.nome)), duplicates: nomes.length - new Set(nomes.map((r) => r.nome)).size, audit: new Map(audit.map((r) => [r.request_id, r.status_code])) };
        } finally {
          await sql.end();
        }
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'r11-'));
  const svc = await startService({ ...env, DATA_DIR: dir });
  return {
    svc, db: 'pglite', cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    // Read after the service has stopped (the data directory belongs to one process).
    rows: async (prefix) => {
      const { PGlite } = await import('@electric-sql/pglite');
      const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const pg = await PGlite.create(path.join(dir, 'pgdata'), { extensions: { unaccent, pg_trgm } });
      try {
        const nomes = await pg.query<{ nome: string }>('select nome from racoes where nome like $1', [`${prefix}%`]);
        const audit = await pg.query<{ request_id: string; status_code: number }>('select request_id, status_code from audit_logs where request_id like $1', [`${prefix}%`]);
        return { nomes: new Set(nomes.rows.map((r) => r.nome)), duplicates: nomes.rows.length - new Set(nomes.rows.map((r) => r.nome)).size, audit: new Map(audit.rows.map((r) => [r.request_id, r.status_code])) };
      } finally {
        await pg.close();
      }
    },
  };
}

/** `n` POSTs of feeds at `concurrency`, all expected 201 (seeding). */
async function seed(base: string, token: string, n: number, concurrency: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let i = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (i < n) {
      i++;
      const r = await call(agent, base, 'POST', '/api/racoes', { 'content-type': 'application/json', authorization: `Bearer ${token}` }, JSON.stringify(racaoBody()), 60_000);
      if (r.status !== 201) throw new Error(`seeding: ${r.status ?? r.error} ${r.body.slice(0, 200)}`);
    }
  }));
  agent.destroy();
}

export async function runOverload(o: OverloadOptions) {
  const { svc, db, rows, cleanup } = await serve();
  try {
    const tok = await tenantAdmin(svc.url, 'super@r11.prova');
    const seedStart = Date.now();
    await seed(svc.url, tok.admin, o.feeds, 16);
    const seedMs = Date.now() - seedStart;

    const agent = new http.Agent({ keepAlive: true, maxSockets: o.readers + o.writers });
    const auth = { authorization: `Bearer ${tok.admin}` };
    const stopAt = Date.now() + o.seconds * 1000;
    const reads: { status?: number; error?: string; ms: number }[] = [];
    const writes: Sent[] = [];
    let next = 0;
    // As HTTP clients do (undici, browsers), a request that met a keep-alive socket the server had just closed
    // as idle is sent again once: the server never read it.
    let resent = 0;
    const send = async (...a: Parameters<typeof call>) => {
      const r = await call(...a);
      if (!(r.error === 'ECONNRESET' && r.reused)) return r;
      resent++;
      return call(...a);
    };
    const reader = async () => {
      while (Date.now() < stopAt) {
        const r = await send(agent, svc.url, 'GET', '/api/racoes?pageSize=10&search=racao', auth, undefined, o.clientTimeoutMs);
        reads.push({ status: r.status, error: r.error, ms: r.end - r.start });
      }
    };
    const writer = async () => {
      while (Date.now() < stopAt && next < o.posts) {
        const i = next++;
        const s: Sent = { id: `r11-${i}`, nome: `r11-${i}`, ms: 0 };
        const r = await send(agent, svc.url, 'POST', '/api/racoes', { ...auth, 'content-type': 'application/json', 'x-request-id': s.id },
          JSON.stringify({ ...racaoBody(), nome: s.nome }), o.clientTimeoutMs);
        Object.assign(s, { status: r.status, error: r.error, ms: r.end - r.start });
        writes.push(s);
      }
    };
    // One health call each second, whatever the previous one is doing (10 s client timeout each).
    const health: { status?: number; error?: string; ms: number }[] = [];
    const samples: Promise<void>[] = [];
    const sampler = (async () => {
      while (Date.now() < stopAt) {
        samples.push(call(new http.Agent(), svc.url, 'GET', '/api/health', {}, undefined, 10_000).then((r) => void health.push({ status: r.status, error: r.error, ms: r.end - r.start })));
        await sleep(1000);
      }
      await Promise.all(samples);
    })();
    await Promise.all([...Array.from({ length: o.readers }, reader), ...Array.from({ length: o.writers }, writer), sampler]);
    agent.destroy();

    svc.proc.kill('SIGTERM'); // shutdown flushes the audit queue
    await svc.exited;
    const stored = await rows('r11-');
    const ok = (s?: number) => s !== undefined && s >= 200 && s < 300;
    const all = [...reads, ...writes];
    const count = (list: { status?: number; error?: string }[], f: (x: { status?: number; error?: string }) => boolean) => list.filter(f).length;
    const statuses: Record<string, number> = {};
    for (const r of all) statuses[r.status ?? r.error ?? '?'] = (statuses[r.status ?? r.error ?? '?'] ?? 0) + 1;
    const figures = {
      db, ...o, seedMs, requests: all.length, reads: reads.length, writes: writes.length, statuses,
      succeeded: count(all, (r) => ok(r.status)), successRatio: Math.round((count(all, (r) => ok(r.status)) / Math.max(1, all.length)) * 1000) / 1000,
      committedButAnsweredError: writes.filter((w) => !ok(w.status) && w.status !== undefined && stored.nomes.has(w.nome)).length,
      committedAfterClientTimeout: writes.filter((w) => w.status === undefined && stored.nomes.has(w.nome)).length,
      acknowledgedMissing: writes.filter((w) => w.status === 201 && !stored.nomes.has(w.nome)).length,
      auditMismatch: writes.filter((w) => w.status !== undefined && stored.audit.get(w.id) !== w.status).length,
      healthSamples: health.length, healthNot200: health.filter((h) => h.status !== 200).length,
      healthAnswers: [...new Set(health.map((h) => h.status ?? h.error))], slowestHealthMs: Math.max(0, ...health.map((h) => h.ms)),
      resentOnStaleKeepAlive: resent, duplicateRows: stored.duplicates,
      maxWriteMs: Math.max(0, ...writes.map((w) => w.ms)), maxReadMs: Math.max(0, ...reads.map((r) => r.ms)),
    };
    return figures;
  } finally {
    if (svc.proc.exitCode === null) {
      svc.proc.kill('SIGKILL');
      await svc.exited;
    }
    await cleanup();
  }
}

/**
 * R11's pass figure, the same for the fast and the long run: no committed write answered with an error, none
 * acknowledged and missing, audit status = response status, health 200 throughout, >= 90 % succeeded.
 */
export function expectBusyIsNotDown(f: Awaited<ReturnType<typeof runOverload>>, minHealthSamples: number): void {
  expect(f.committedButAnsweredError).toBe(0);
  expect(f.committedAfterClientTimeout).toBe(0);
  expect(f.acknowledgedMissing).toBe(0);
  expect(f.duplicateRows).toBe(0);
  expect(f.auditMismatch).toBe(0);
  expect(f.healthSamples).toBeGreaterThanOrEqual(minHealthSamples);
  expect(f.healthNot200).toBe(0);
  expect(f.successRatio).toBeGreaterThanOrEqual(0.9);
}
