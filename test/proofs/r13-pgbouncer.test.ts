import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import postgres from 'postgres';
import WebSocket from 'ws';
import { PASSWORD } from '../helpers/factories';
import { pgbouncerBinary, startPgBouncer, type PgBouncer } from '../helpers/pgbouncer';
import { report } from './helpers/report';
import { createDatabase, ensureBuilt, login, runToExit, startService, JWT_SECRET, SERVER_URL, type Service } from './helpers/service';

/**
 * R13: the service behind a real PgBouncer in transaction pooling mode (Debian package, started here): it refuses
 * to start unconfigured with a message naming the setting; configured (DATABASE_POOLER=pgbouncer-transaction,
 * DATABASE_DIRECT_URL), 3 instances start at once and leave no advisory lock behind, concurrent logins and user
 * lookups of two users across two instances get their own rows only, valid tokens are accepted, no request hangs,
 * and an event raised on one instance reaches a subscriber on the other. Then a pg_dump of the database, restored
 * into a new one, serves the same data. PostgreSQL only.
 * R13_IGNORE_STARTUP=statement_timeout,lock_timeout makes PgBouncer drop those startup parameters: how the failures
 * of a release that sends them were reproduced (docs/proofs.md).
 */
jest.setTimeout(300_000);

const onServer = Boolean(process.env.DATABASE_URL);
const binary = onServer ? pgbouncerBinary() : undefined;
const SUPER = 'r13.super@teste.com';
const INSTANCES = 3;
const LOOKUPS = 600;
const CONCURRENCY = 50;
const HANG_MS = 10_000;

type Person = { email: string; id: string; token: string };

async function person(url: string, superToken: string, slug: string): Promise<Person> {
  const email = `admin@${slug}.com`;
  const res = await fetch(`${url}/api/tenants`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${superToken}` },
    body: JSON.stringify({ nome: `Fazenda ${slug}`, slug, admin: { nome: `Admin ${slug}`, email, password: PASSWORD } }),
  });
  if (res.status !== 201) throw new Error(`tenant ${slug}: ${res.status} ${await res.text()}`);
  // Set-up, not measured: a few tries, so that the figures of a release that fails here are still measured below.
  let last = '';
  for (let i = 0; i < 10; i++) {
    const r = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    const body = (await r.json()) as any;
    if (r.status === 200 && body.user?.email === email) return { email, id: body.user.id, token: body.accessToken };
    last = `${r.status} ${JSON.stringify(body).slice(0, 200)}`;
  }
  throw new Error(`login ${email}: ${last}`);
}

type Tally = { requests: number; ok: number; wrong: number; rejected: number; errors: number; hangs: number };

/** Runs `n` calls `concurrency` at a time; each says whether its answer was its own, another's, refused or failed. */
async function hammer(n: number, call: (i: number) => Promise<'ok' | 'wrong' | 'rejected' | 'error'>): Promise<Tally> {
  const t: Tally = { requests: n, ok: 0, wrong: 0, rejected: 0, errors: 0, hangs: 0 };
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < n) {
      const i = next++;
      try {
        const v = await call(i);
        t[v === 'error' ? 'errors' : v]++;
      } catch (e: any) {
        if (e?.name === 'TimeoutError') t.hangs++;
        else t.errors++;
      }
    }
  }));
  return t;
}

const verdict = (status: number, email: unknown, expected: string) =>
  status === 200 ? (email === expected ? 'ok' : 'wrong') : status === 401 || status === 403 ? 'rejected' : 'error';

async function advisoryLocks(sql: postgres.Sql, db: string): Promise<number> {
  const [{ n }] = await sql<{ n: number }[]>`
    select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and d.datname = ${db}`;
  return n;
}

(onServer && binary ? describe : describe.skip)('R13 behind PgBouncer in transaction pooling mode', () => {
  let bouncer: PgBouncer;
  let db: Awaited<ReturnType<typeof createDatabase>>;
  let direct: postgres.Sql;
  let env: Record<string, string>;
  const services: Service[] = [];
  let people: Person[] = [];

  beforeAll(async () => {
    ensureBuilt();
    bouncer = await startPgBouncer(binary!, SERVER_URL, { ignoreStartupParameters: process.env.R13_IGNORE_STARTUP?.split(',').filter(Boolean) });
    db = await createDatabase('r13');
    direct = postgres(db.url, { max: 1, onnotice: () => {} });
    env = {
      DATABASE_URL: bouncer.urlFor(db.url), DATABASE_POOLER: 'pgbouncer-transaction', DATABASE_DIRECT_URL: db.url,
      BOOTSTRAP_SUPERADMIN_EMAIL: SUPER, BOOTSTRAP_SUPERADMIN_PASSWORD: PASSWORD, DATABASE_POOL_MAX: '5', RATE_LIMIT_STORE: 'postgres',
    };
  });
  afterAll(async () => {
    for (const s of services) s.proc.kill('SIGTERM');
    await Promise.all(services.map((s) => s.exited));
    await direct?.end();
    await db?.drop();
    await bouncer?.stop();
  });

  it('refuses to start through PgBouncer without DATABASE_POOLER, and without DATABASE_DIRECT_URL, naming the setting', async () => {
    const unset = await runToExit({ DATABASE_URL: env.DATABASE_URL, JWT_SECRET, PORT: '0', HOST: '127.0.0.1' }, 20_000);
    const noDirect = await runToExit({ DATABASE_URL: env.DATABASE_URL, JWT_SECRET, PORT: '0', HOST: '127.0.0.1', DATABASE_POOLER: 'pgbouncer-transaction' }, 20_000);
    report('R13-refusal', {
      withoutPooler: { exit: unset.code, namesSetting: unset.output.includes('DATABASE_POOLER'), says: unset.output.split('\n').find((l) => /DATABASE_POOLER|unsupported startup/i.test(l))?.slice(0, 200) },
      withoutDirectUrl: { exit: noDirect.code, namesSetting: noDirect.output.includes('DATABASE_DIRECT_URL') },
    });
    expect(unset.code).not.toBe(0);
    expect(unset.output).toContain('DATABASE_POOLER=pgbouncer-transaction');
    expect(noDirect.code).toBe(1);
    expect(noDirect.output).toContain('DATABASE_DIRECT_URL');
  });

  it(`${INSTANCES} instances start at once through PgBouncer: all healthy, no advisory lock left behind`, async () => {
    const results = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startService(env, { timeoutMs: 30_000 })));
    for (const r of results) if (r.status === 'fulfilled') services.push(r.value);
    let healthy = 0;
    for (const s of services) if ((await fetch(`${s.url}/api/health`)).status === 200) healthy++;
    const locks = await advisoryLocks(direct, db.name);
    const crashed = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason?.message ?? r.reason).split('\n').slice(0, 2).join(' | ')] : []));
    report('R13-startup', { instances: INSTANCES, healthy, crashedOrHung: crashed.length, advisoryLocksHeldAfterStart: locks, first: crashed[0]?.match(/(unsupported[^|]*|did not start[^|]*)/)?.[0] });
    expect(crashed).toEqual([]);
    expect(healthy).toBe(INSTANCES);
    expect(locks).toBe(0);
  });

  it('concurrent logins and user lookups of two users across the instances: own rows only, valid tokens accepted, no hang', async () => {
    expect(services.length).toBeGreaterThanOrEqual(1);
    const su = await login(services[0].url, SUPER, PASSWORD);
    const stamp = Date.now().toString(36);
    people = [await person(services[0].url, su.accessToken, `r13a-${stamp}`), await person(services[1 % services.length].url, su.accessToken, `r13b-${stamp}`)];
    const at = (i: number) => services[i % services.length].url;
    const timeout = () => AbortSignal.timeout(HANG_MS);
    const logins = await hammer(40, async (i) => {
      const p = people[i % 2];
      const r = await fetch(`${at(i >> 1)}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: p.email, password: PASSWORD }), signal: timeout() });
      return verdict(r.status, ((await r.json()) as any)?.user?.email, p.email);
    });
    let healthDuring = 0;
    const probe = setInterval(() => void fetch(`${services[0].url}/api/health`).then((r) => (healthDuring += r.status === 200 ? 0 : 1), () => healthDuring++), 200);
    const started = Date.now();
    const lookups = await hammer(LOOKUPS, async (i) => {
      const p = people[i % 2];
      const r = await fetch(`${at(i >> 1)}/api/users/${p.id}`, { headers: { authorization: `Bearer ${p.token}` }, signal: timeout() });
      return verdict(r.status, ((await r.json()) as any)?.email, p.email);
    });
    clearInterval(probe);
    report('R13-lookups', { instances: services.length, logins, lookups, ms: Date.now() - started, healthNot200During: healthDuring });
    for (const t of [logins, lookups]) expect({ wrong: t.wrong, rejected: t.rejected, errors: t.errors, hangs: t.hangs, ok: t.ok }).toEqual({ wrong: 0, rejected: 0, errors: 0, hangs: 0, ok: t.requests });
  });

  it('delivers an event raised on one instance to a subscriber on the other (LISTEN on the direct connection)', async () => {
    const owner = people[0];
    expect(owner).toBeDefined();
    const api = (method: string, p: string, body: unknown) => fetch(`${services[0].url}${p}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` }, body: JSON.stringify(body) });
    expect((await api('POST', '/api/alertas-preco', { tipo: 'PrecoAcima', valorAlvo: 100, fonte: 'MANUAL' })).status).toBe(201);
    const got: number[] = [];
    const ws = createClient({ url: `${services[1].url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${owner.token}` }, retryAttempts: 0 });
    const stop = ws.subscribe({ query: 'subscription { notificationAdded { tipo } }' }, { next: () => got.push(Date.now()), error: () => {}, complete: () => {} });
    try {
      await new Promise((r) => setTimeout(r, 500));
      const sent = Date.now();
      expect((await api('POST', '/api/precos-mercado', { data: '2026-11-01', precoArroba: 150 })).status).toBe(201);
      for (let i = 0; i < 60 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      report('R13-event', { delivered: got.length, ms: got.length ? got[0] - sent : null });
      expect(got).toHaveLength(1);
      expect(got[0] - sent).toBeLessThan(1000);
    } finally {
      stop();
      await ws.dispose();
    }
  });

  it('a pg_dump of the database restored into a new one: the service starts on it and reads the data', async () => {
    expect(people).toHaveLength(2);
    const copy = await createDatabase('r13_restore');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'feedlot-r13-dump-'));
    let svc: Service | undefined;
    try {
      const file = path.join(dir, 'feedlot.dump');
      execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, db.url]);
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${copy.url}`, file]);
      svc = await startService({ ...env, DATABASE_URL: bouncer.urlFor(copy.url), DATABASE_DIRECT_URL: copy.url });
      const p = people[1];
      const me = await login(svc.url, p.email, PASSWORD);
      const r = await fetch(`${svc.url}/api/users/${p.id}`, { headers: { authorization: `Bearer ${me.accessToken}` } });
      const body = (await r.json()) as any;
      report('R13-restore', { status: r.status, sameUser: body.email === p.email });
      expect(r.status).toBe(200);
      expect(body.email).toBe(p.email);
    } finally {
      svc?.proc.kill('SIGTERM');
      await svc?.exited;
      rmSync(dir, { recursive: true, force: true });
      await copy.drop();
    }
  });
});
