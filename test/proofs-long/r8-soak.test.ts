import 'reflect-metadata';
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import postgres from 'postgres';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { PASSWORD } from '../helpers/factories';
import { racaoBody } from '../helpers/bodies';
import { pgAvailable } from '../proofs/helpers/pg';
import { percentile, report } from '../proofs/helpers/report';
import { createDatabase, ensureBuilt, SERVER_URL, startService, tenantAdmin, type Service } from '../proofs/helpers/service';

/**
 * R8 (opt-in): soak of the real service on PostgreSQL at a fixed ~100 req/s (70 % reads, 30 % writes)
 * plus 20 graphql-ws subscribers, for PROOFS_SOAK_SECONDS (default 600). Every 10 s: the process's RSS
 * (/proc/<pid>/status), open FDs (/proc/<pid>/fd) and its connections in pg_stat_activity.
 */
const SECONDS = Number(process.env.PROOFS_SOAK_SECONDS ?? 600);
const RATE = Number(process.env.PROOFS_SOAK_RATE ?? 100);
const SUBSCRIBERS = 20;
jest.setTimeout((SECONDS + 300) * 1000);

const rssMB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const fds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

describe(`R8 soak (${SECONDS} s at ${RATE} req/s)`, () => {
  let svc: Service;
  let db: Awaited<ReturnType<typeof createDatabase>>;
  beforeAll(async () => {
    if (!(await pgAvailable())) throw new Error('R8 needs PostgreSQL on 127.0.0.1:5432; nothing was tested');
    ensureBuilt();
    db = await createDatabase('r8');
    svc = await startService({ DATABASE_URL: db.url, BOOTSTRAP_SUPERADMIN_EMAIL: 'super@r8.prova', BOOTSTRAP_SUPERADMIN_PASSWORD: PASSWORD });
  });
  afterAll(async () => {
    svc?.proc.kill('SIGTERM');
    await svc?.exited;
    await db?.drop();
  });

  it('holds 0 x 5xx, p99 and flat RSS, FDs and connections', async () => {
    const tok = await tenantAdmin(svc.url, 'super@r8.prova');
    const pid = svc.proc.pid!;
    const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
    const conns = async () => Number((await admin`select count(*)::int as n from pg_stat_activity where datname = ${db.name}`)[0].n);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const subs = Array.from({ length: SUBSCRIBERS }, () => createClient({
      url: `${svc.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${tok.operador}` }, retryAttempts: 0,
    }));
    let events = 0;
    let subErrors = 0;
    const unsubs = subs.map((c) => c.subscribe({ query: 'subscription { notificationAdded { tipo } }' }, { next: () => events++, error: () => subErrors++, complete: () => {} }));
    const latencies: number[] = [];
    const status: Record<string, number> = {};
    let errors = 0;
    let inflight = 0;
    let maxInflight = 0;
    const one = (i: number) => new Promise<void>((resolve) => {
      const write = i % 10 < 3;
      const reads = ['/api/racoes?pageSize=20', '/api/lotes', '/api/dashboard/summary', `/api/racoes/${tok.racaoId}`, '/api/notificacoes?limit=10'];
      const pathOf = write ? '/api/racoes' : reads[i % reads.length];
      const body = write ? JSON.stringify(racaoBody()) : undefined;
      const started = process.hrtime.bigint();
      inflight++;
      maxInflight = Math.max(maxInflight, inflight);
      const req = http.request(`${svc.url}${pathOf}`, {
        method: write ? 'POST' : 'GET', agent,
        headers: { authorization: `Bearer ${write ? tok.admin : tok.operador}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      }, (res) => {
        res.resume();
        res.on('end', () => {
          inflight--;
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          status[res.statusCode!] = (status[res.statusCode!] ?? 0) + 1;
          resolve();
        });
      });
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => { inflight--; errors++; resolve(); });
      req.end(body);
    });

    const samples: { t: number; rssMB: number; fds: number; conns: number }[] = [];
    const sample = async (t0: number) => samples.push({ t: Math.round((Date.now() - t0) / 1000), rssMB: Math.round(rssMB(pid) * 10) / 10, fds: fds(pid), conns: await conns() });
    const t0 = Date.now();
    await sample(t0);
    const sampler = setInterval(() => void sample(t0), 10_000);
    const pending: Promise<void>[] = [];
    let sent = 0;
    // Fixed arrival rate: request k goes out at t0 + k / RATE, whether or not earlier ones have answered.
    while (Date.now() - t0 < SECONDS * 1000) {
      const due = Math.floor(((Date.now() - t0) / 1000) * RATE);
      while (sent < due) pending.push(one(sent++));
      await new Promise((r) => setTimeout(r, 5));
    }
    clearInterval(sampler);
    await Promise.all(pending);
    await sample(t0);
    for (const u of unsubs) u();
    for (const c of subs) await c.dispose();
    agent.destroy();
    await admin.end();

    const fromT = Math.min(120, Math.floor(SECONDS / 2));
    const after = samples.filter((s) => s.t >= fromT);
    const base = after[0];
    const last = samples[samples.length - 1];
    const minutes = (last.t - base.t) / 60;
    const fivexx = Object.entries(status).filter(([s]) => Number(s) >= 500).reduce((a, [, n]) => a + n, 0);
    const range = (k: 'fds' | 'conns') => Math.max(...after.map((s) => s[k])) - Math.min(...after.map((s) => s[k]));
    report('R8', {
      seconds: SECONDS, targetRate: RATE, sent, achievedRate: Math.round((sent / ((Date.now() - t0) / 1000)) * 10) / 10, status, networkErrors: errors, fivexx,
      p50ms: Math.round(percentile(latencies, 50)), p99ms: Math.round(percentile(latencies, 99)), maxInflight,
      subscribers: SUBSCRIBERS, subscriptionErrors: subErrors, events,
      rssFromSecond: fromT, rssStartMB: base.rssMB, rssEndMB: last.rssMB, rssGrowthMB: Math.round((last.rssMB - base.rssMB) * 10) / 10,
      rssSlopeMBPerMin: minutes > 0 ? Math.round(((last.rssMB - base.rssMB) / minutes) * 10) / 10 : null,
      fdDrift: range('fds'), fdStartEnd: [base.fds, last.fds], connDrift: range('conns'), connStartEnd: [base.conns, last.conns],
      samples: samples.map((s) => `${s.t}s ${s.rssMB}MB fd${s.fds} pg${s.conns}`),
    });
    expect(fivexx).toBe(0);
    expect(errors).toBe(0);
    expect(subErrors).toBe(0);
    expect(percentile(latencies, 99)).toBeLessThan(250);
    expect(last.rssMB - base.rssMB).toBeLessThan(50);
    expect(range('fds')).toBeLessThanOrEqual(5 + SUBSCRIBERS); // ws sockets open and close with the clients
    expect(range('conns')).toBeLessThanOrEqual(5);
  });
});
