import 'reflect-metadata';
import http from 'node:http';
import postgres from 'postgres';
import { call } from './helpers/load';
import { racaoBody } from '../helpers/bodies';
import { FaultProxy, type FaultMode } from './helpers/faultproxy';
import { pgAvailable } from './helpers/pg';
import { percentile, report } from './helpers/report';
import { createDatabase, ensureBuilt, SERVER_URL, startService, tenantAdmin, type Service } from './helpers/service';
import { PASSWORD } from '../helpers/factories';

/**
 * R4: the real service on PostgreSQL through a TCP fault proxy (blackhole = hung server/partition, reset =
 * crashed server, latency 300 ms round trip). Health 503 within 2 s of the outage, live stays 200, requests fail fast
 * (< 2 s, problem+json 5xx), the process is not restarted, health 200 within 5 s of recovery, 0 lost
 * committed writes. The machine's real PostgreSQL is never stopped.
 */
jest.setTimeout(300_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function timed(url: string, init: RequestInit = {}) {
  const t0 = Date.now();
  try {
    const r = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    const text = await r.text();
    return { status: r.status, ms: Date.now() - t0, type: r.headers.get('content-type') ?? '', text };
  } catch (e: any) {
    return { status: 0, ms: Date.now() - t0, type: '', text: String(e.name ?? e) };
  }
}

describe('R4 database outage and hang', () => {
  let proxy: FaultProxy;
  let svc: Service;
  let db: Awaited<ReturnType<typeof createDatabase>>;
  let tok: Awaited<ReturnType<typeof tenantAdmin>>;
  let available = false;
  const acked: string[] = [];

  beforeAll(async () => {
    available = await pgAvailable();
    if (!available) return;
    ensureBuilt();
    db = await createDatabase('r4');
    const real = new URL(SERVER_URL);
    proxy = new FaultProxy({ host: real.hostname, port: Number(real.port || 5432) });
    await proxy.start();
    const via = new URL(db.url);
    via.hostname = '127.0.0.1';
    via.port = String(proxy.port);
    svc = await startService({ DATABASE_URL: via.toString(), BOOTSTRAP_SUPERADMIN_EMAIL: 'super@r4.prova', BOOTSTRAP_SUPERADMIN_PASSWORD: PASSWORD });
    tok = await tenantAdmin(svc.url, 'super@r4.prova');
  });
  afterAll(async () => {
    if (!available) return;
    proxy.setMode('pass');
    svc.proc.kill('SIGTERM');
    await svc.exited;
    await proxy.close();
    await db.drop();
  });

  // Every write has its own name, so what its client was told can be compared with what the database holds.
  const names = new Map<string, string>();
  let written = 0;
  const write = async () => {
    const nome = `r4-${process.pid}-${written++}`;
    const r = await timed(`${svc.url}/api/racoes`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tok.admin}` }, body: JSON.stringify({ ...racaoBody(), nome }),
    });
    names.set(nome, `${r.status}`);
    return { ...r, nome };
  };

  for (const mode of ['blackhole', 'reset', 'latency'] as FaultMode[]) {
    it(`${mode}: health 503 <= 2 s, live 200, fail fast, health 200 <= 5 s after recovery, 0 lost writes`, async () => {
      if (!available) return console.warn('R4 skipped: no PostgreSQL server on 127.0.0.1:5432');
      const pid = svc.proc.pid;
      for (let i = 0; i < 5; i++) {
        const w = await write();
        expect(w.status).toBe(201);
        acked.push(JSON.parse(w.text).id);
      }
      expect((await timed(`${svc.url}/api/health`)).status).toBe(200);

      const outage = Date.now();
      proxy.setMode(mode, 150); // latency: 150 ms each way = 300 ms round trip
      // Requests during the outage (started right away and while health turns).
      const duringP = Promise.all([write(), sleep(500).then(write), sleep(1500).then(() => timed(`${svc.url}/api/racoes`, { headers: { authorization: `Bearer ${tok.admin}` } }))]);
      let health503: number | null = null;
      const lives: number[] = [];
      // A reset outage is held 10 s: long enough for the driver's reconnect backoff to grow (it reached 20 s).
      const hold = mode === 'reset' ? 10_000 : 2500;
      while (Date.now() - outage < hold + 3500) {
        const [h, l] = await Promise.all([timed(`${svc.url}/api/health`), timed(`${svc.url}/api/health/live`)]);
        lives.push(l.status);
        if (h.status === 503 && health503 === null) health503 = Date.now() - outage;
        if (health503 !== null && Date.now() - outage > hold) break;
        await sleep(100);
      }
      const during = await duringP;
      const later = await write(); // once the outage is known
      const gqlLater = await timed(`${svc.url}/graphql`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tok.admin}` },
        body: JSON.stringify({ query: '{ racoes(pageSize: 1) { totalCount } }' }),
      });
      if (mode !== 'latency' && health503 !== null) {
        // /graphql fails fast too, in GraphQL's shape.
        expect(gqlLater.status).toBe(503);
        expect(JSON.parse(gqlLater.text).errors[0].extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', status: 503 });
        expect(gqlLater.ms).toBeLessThan(1000);
      }

      const recovery = Date.now();
      proxy.setMode('pass');
      let health200: number | null = null;
      while (Date.now() - recovery < 15_000) {
        const h = await timed(`${svc.url}/api/health`);
        if (h.status === 200) {
          health200 = Date.now() - recovery;
          break;
        }
        await sleep(100);
      }
      const after = await write();
      if (after.status === 201) acked.push(JSON.parse(after.text).id);
      const sqlc = postgres(db.url, { max: 1, onnotice: () => {} });
      const present = await sqlc<{ id: string }[]>`select id from racoes where id in ${sqlc(acked)}`;
      // A write answered 503 ("not done, retry") must not be in the database (R11's rule holds in outages too).
      const answered503 = [...names].filter(([, st]) => st === '503').map(([n]) => n);
      const stored503 = answered503.length ? await sqlc<{ nome: string }[]>`select nome from racoes where nome in ${sqlc(answered503)}` : [];
      await sqlc.end();
      const failures = [during[0], during[1], later];
      const figures = {
        mode, outageMs: recovery - outage, health503AfterMs: health503, liveAlways200: lives.every((s) => s === 200), liveChecks: lives.length,
        requestsDuringOutage: failures.map((f) => `${f.status} in ${f.ms} ms`), readDuringOutage: `${during[2].status} in ${during[2].ms} ms`,
        slowestFailureMs: Math.max(...failures.map((f) => f.ms)), allProblemJson: failures.every((f) => f.status < 500 || f.type.startsWith('application/problem+json')),
        health200AfterRecoveryMs: health200, writeAfterRecovery: after.status, processRestarted: svc.proc.pid !== pid || svc.proc.exitCode !== null,
        ackedWrites: acked.length, lostCommittedWrites: acked.length - present.length, writesAnswered503: answered503.length,
        committedButAnswered503: stored503.length,
      };
      report(`R4-${mode}`, figures);
      expect(figures.liveAlways200).toBe(true);
      expect(figures.processRestarted).toBe(false);
      expect(after.status).toBe(201);
      expect(figures.lostCommittedWrites).toBe(0);
      expect(figures.committedButAnswered503).toBe(0);
      expect(health200).not.toBeNull();
      expect(health200!).toBeLessThanOrEqual(5000);
      if (mode === 'latency') {
        // 300 ms per round trip is slow, not down: every request succeeds or, when a probe missed the 1 s bound
        // behind queued queries, gets a problem+json 503; none hangs (bounded at 5 s).
        for (const f of failures) expect(f.status === 201 || (f.status === 503 && f.type.startsWith('application/problem+json') && f.ms < 5000)).toBe(true);
      } else {
        expect(health503).not.toBeNull();
        expect(health503!).toBeLessThanOrEqual(2000);
        for (const f of failures) {
          // Nothing sent that may commit: 503 (retry). A write already sent when the database went away: 500, its
          // outcome unknown (a 503 could be a lie), or its real answer if the database gave one in time.
          expect([503, 500, 201]).toContain(f.status);
          if (f.status === 500) expect(JSON.parse(f.text).code).toBe('INTERNAL');
          expect(f.ms).toBeLessThan(2000);
          expect(f.type).toMatch(/^application\/(problem\+)?json/);
        }
      }
    });
  }
  // Issue: the audit trail waited for room in its queue before the database-down guard, and the writer retries
  // forever, so once 10,000 entries piled up during an outage every mutating request hung. More than that many
  // audited requests during a blackhole: each answers within 2 s; after recovery writes succeed within the
  // guard's bound; every audit entry and every acknowledged write is stored.
  it('audit backpressure: 10,200 audited requests during an outage all answer 503 at once (p99 < 2 s); after recovery nothing is lost', async () => {
    if (!available) return console.warn('R4 skipped: no PostgreSQL server on 127.0.0.1:5432');
    const N = 10_200;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${tok.admin}` };
    const first = await write();
    expect(first.status).toBe(201);
    proxy.setMode('blackhole');
    const outage = Date.now();
    while ((await timed(`${svc.url}/api/health`)).status !== 503 && Date.now() - outage < 5000) await sleep(100);
    const outcomes: { status?: number; error?: string; ms: number }[] = [];
    let i = 0;
    await Promise.all(Array.from({ length: 50 }, async () => {
      while (i < N) {
        const k = i++;
        const id = `r4fill-${process.pid}-${k}`;
        // REST writes and /graphql mutations, both audited.
        const r = k % 5 === 0
          ? await call(agent, svc.url, 'POST', '/graphql', { ...auth, 'x-request-id': id }, JSON.stringify({ query: 'mutation { deleteRacao(id: "00000000-0000-4000-8000-000000000000") }' }), 10_000)
          : await call(agent, svc.url, 'POST', '/api/racoes', { ...auth, 'x-request-id': id }, JSON.stringify(racaoBody()), 10_000);
        outcomes.push({ status: r.status, error: r.error, ms: r.end - r.start });
      }
    }));
    const outageMs = Date.now() - outage;
    proxy.setMode('pass');
    const recovery = Date.now();
    while ((await timed(`${svc.url}/api/health`)).status !== 200 && Date.now() - recovery < 15_000) await sleep(100);
    const after = await write();
    const afterMs = Date.now() - recovery;
    agent.destroy();
    // Every entry reaches the table once the writer drains its backlog.
    const sqlc = postgres(db.url, { max: 1, onnotice: () => {} });
    let audited = 0;
    for (const until = Date.now() + 60_000; Date.now() < until; await sleep(500)) {
      [{ n: audited }] = await sqlc<{ n: number }[]>`select count(*)::int as n from audit_logs where request_id like ${`r4fill-${process.pid}-%`}`;
      if (audited >= N - Math.ceil(N / 5)) break;
    }
    const stored = await sqlc<{ id: string }[]>`select id from racoes where id in ${sqlc([JSON.parse(first.text).id, ...(after.status === 201 ? [JSON.parse(after.text).id] : [])])}`;
    await sqlc.end();
    const statuses: Record<string, number> = {};
    for (const o of outcomes) statuses[o.status ?? o.error ?? '?'] = (statuses[o.status ?? o.error ?? '?'] ?? 0) + 1;
    const figures = {
      requests: N, outageMs, statuses, p99Ms: percentile(outcomes.map((o) => o.ms), 99), slowestMs: Math.max(...outcomes.map((o) => o.ms)), writeAfterRecovery: after.status, writeAfterRecoveryMs: afterMs,
      auditEntriesStored: audited, ackedWritesStored: stored.length,
    };
    report('R4-audit-backpressure', figures);
    // Nothing hangs (before: every request past the 10,000th waited until its client gave up). The flood is sent
    // by this process on a shared machine, so single answers may be late by client-side stalls: p99 < 2 s, all < 5 s.
    expect(statuses).toEqual({ 503: N });
    expect(figures.p99Ms).toBeLessThan(2000);
    expect(figures.slowestMs).toBeLessThan(5000);
    expect(after.status).toBe(201);
    expect(afterMs).toBeLessThan(20_000);
    // /graphql requests refused before Apollo has parsed them are not known to be mutations, so not audited.
    expect(audited).toBe(N - Math.ceil(N / 5));
    expect(stored.length).toBe(after.status === 201 ? 2 : 1);
  });
});
