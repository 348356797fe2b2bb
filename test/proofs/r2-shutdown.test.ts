import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import postgres from 'postgres';
import { PASSWORD } from '../helpers/factories';
import { call, keepAliveLoad } from './helpers/load';
import { report } from './helpers/report';
import { pgAvailable } from './helpers/pg';
import { assembleImage, type Image } from './helpers/production';
import { createDatabase, ensureBuilt, startService, tenantAdmin } from './helpers/service';

/**
 * R2: the production start as a container runs it, under keep-alive write load on PostgreSQL; SIGTERM at t = 5 s.
 * The Dockerfile's runtime stage is assembled (production dependencies only, dist/src, dist/public, drizzle) and its
 * CMD, with its ENV, runs as PID 1 of a PID namespace of its own (`unshare --pid --fork --mount-proc`), as in a
 * container without an init: the kernel then delivers SIGTERM and SIGINT only if the process handles them. SIGTERM
 * goes to that PID 1 from outside the namespace, as `docker stop` sends it. Every request the server accepted gets
 * its response (0 resets), health is 503 on an open connection within 100 ms, the process exits 0 within
 * SHUTDOWN_DELAY_MS + SHUTDOWN_GRACE_MS + 1 s, every acknowledged feed is in the database, and every answered
 * mutating request has its audit row (checked with SQL after the exit).
 */
jest.setTimeout(600_000);

const DELAY = 1000;
const GRACE = 5000;
// --kill-child: the namespace's PID 1 is killed with unshare (without it, a PID 1 that ignores SIGTERM outlived the run).
const UNSHARE = ['unshare', '--pid', '--fork', '--kill-child', '--mount-proc'];

/** The PID namespace's init, seen from here: the child unshare forked (`children` of its one thread). */
function initOf(unsharePid: number): number {
  const children = readFileSync(`/proc/${unsharePid}/task/${unsharePid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  if (children.length !== 1) throw new Error(`unshare has ${children.length} children`);
  return children[0];
}
const nsPid = (pid: number) => /^NSpid:\s+(.*)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1].trim().split(/\s+/).map(Number);
const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
const environ = (pid: number) => Object.fromEntries(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));

describe('R2 graceful shutdown mid-load: the production start as PID 1', () => {
  let image: Image;
  beforeAll(() => {
    if (!existsSync('/usr/bin/unshare')) throw new Error('R2 needs unshare (util-linux) and root: it runs the production start as PID 1');
    ensureBuilt();
    const started = Date.now();
    const assembled = assembleImage();
    image = assembled;
    report('R2', { imageAssembledMs: Date.now() - started, imageSteps: assembled.log });
  });
  afterAll(() => image?.remove());

  it('a PID 1 without a handler ignores SIGTERM (so the proof below shows the service handles it)', async () => {
    const proc = spawn(UNSHARE[0], [...UNSHARE.slice(1), process.execPath, '-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await new Promise((r) => setTimeout(r, 500));
      const init = initOf(proc.pid!);
      expect(nsPid(init).at(-1)).toBe(1);
      process.kill(init, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 1000));
      expect(proc.exitCode).toBeNull();
    } finally {
      proc.kill('SIGKILL'); // and with it (--kill-child) its namespace's PID 1
    }
  });

  it('SIGTERM at t = 5 s: in-flight requests complete, health 503 at once, exit 0, no acknowledged write lost, every answered request audited', async () => {
    if (!(await pgAvailable())) throw new Error('R2 needs the PostgreSQL server on 127.0.0.1:5432');
    const db = await createDatabase('r2');
    try {
      const email = 'super@r2.prova';
      const svc = await startService({
        ...image.env, DATA_DIR: path.join(image.dir, 'data'), DATABASE_URL: db.url, SHUTDOWN_DELAY_MS: String(DELAY), SHUTDOWN_GRACE_MS: String(GRACE),
        BOOTSTRAP_SUPERADMIN_EMAIL: email, BOOTSTRAP_SUPERADMIN_PASSWORD: PASSWORD,
      }, { argv: [...UNSHARE, ...image.command], cwd: image.dir });
      const init = initOf(svc.proc.pid!);
      const env = environ(init);
      const asRun = {
        pid1: nsPid(init).at(-1) === 1, command: cmdline(init).join(' '),
        env: {
          NODE_ENV: env.NODE_ENV, UV_THREADPOOL_SIZE: env.UV_THREADPOOL_SIZE, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_,
        },
      };
      expect(asRun).toEqual({ pid1: true, command: image.command.join(' '), env: { NODE_ENV: 'production', UV_THREADPOOL_SIZE: '2', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } });

      const tok = await tenantAdmin(svc.url, email);
      const prefix = `r2-${Date.now().toString(36)}`;
      const t0 = Date.now();
      const load = keepAliveLoad(svc.url, { gerente: tok.admin, operador: tok.operador, racaoId: tok.racaoId }, prefix, 16, t0 + 15_000);

      // A health prober on its own keep-alive connection, polling every 10 ms.
      const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const probes: { at: number; status?: number; reused: boolean; error?: string }[] = [];
      let probing = true;
      const prober = (async () => {
        while (probing && Date.now() < t0 + 15_000) {
          const r = await call(probeAgent, svc.url, 'GET', '/api/health', {});
          probes.push({ at: r.end, status: r.status, reused: r.reused, error: r.error });
          if (r.error || r.status === 503) break;
          await new Promise((res) => setTimeout(res, 10));
        }
      })();

      await new Promise((r) => setTimeout(r, 5000 - (Date.now() - t0)));
      const sigterm = Date.now();
      process.kill(init, 'SIGTERM'); // to PID 1, from outside its namespace, as `docker stop` does
      const exit = await svc.exited;
      probing = false;
      load.stop();
      await Promise.all([load.done, prober]);
      probeAgent.destroy();

      const first503 = probes.find((p) => p.status === 503);
      const before = load.outcomes.filter((o) => o.start < sigterm);
      const inFlight = before.filter((o) => o.end >= sigterm);
      const answered = load.outcomes.filter((o) => o.status !== undefined);
      const errors = load.outcomes.filter((o) => o.error);
      const acknowledged = load.outcomes.filter((o) => o.nome).map((o) => o.nome!);

      const sqlc = postgres(db.url, { max: 1, onnotice: () => {} });
      const rows = await sqlc<{ request_id: string; n: number }[]>`
        select request_id, count(*)::int as n from audit_logs where request_id like ${`${prefix}-%`} group by request_id`;
      const stored = await sqlc<{ nome: string }[]>`select nome from racoes where nome = any(${acknowledged})`;
      await sqlc.end();
      const audited = new Map(rows.map((r) => [r.request_id, r.n]));
      const unaudited = answered.filter((o) => !audited.has(o.id));
      const lost = acknowledged.filter((n) => !stored.some((s) => s.nome === n));
      // A request the server accepted is one it started handling: the audit trail records it even when the client went away.
      const acceptedButReset = errors.filter((o) => audited.has(o.id));
      const beforeSigtermFailed = before.filter((o) => o.error);

      report('R2', {
        start: `${UNSHARE.join(' ')} ${image.command.join(' ')}`, pid1: asRun.pid1,
        requests: load.outcomes.length, answered: answered.length, inFlightAtSigterm: inFlight.length,
        inFlightCompleted: inFlight.filter((o) => o.status !== undefined).length, resetsOfAcceptedRequests: acceptedButReset.length,
        requestsBeforeSigtermFailed: beforeSigtermFailed.length, refusedAfterClose: errors.length,
        health503AfterMs: first503 ? first503.at - sigterm : null, health503OnReusedConnection: first503?.reused ?? false,
        exitCode: exit.code, exitAfterMs: exit.at - sigterm, exitBoundMs: DELAY + GRACE + 1000,
        acknowledgedWrites: acknowledged.length, lostWrites: lost.length,
        answeredWithoutAuditRow: unaudited.length, duplicateAuditRows: rows.filter((r) => r.n > 1).length,
      });
      expect(answered.length).toBeGreaterThan(100);
      expect(acknowledged.length).toBeGreaterThan(20);
      expect(inFlight.every((o) => o.status !== undefined)).toBe(true);
      expect(beforeSigtermFailed).toEqual([]);
      expect(acceptedButReset).toEqual([]);
      expect(first503).toBeDefined();
      expect(first503!.reused).toBe(true);
      expect(first503!.at - sigterm).toBeLessThanOrEqual(100);
      expect(exit.code).toBe(0);
      expect(exit.at - sigterm).toBeLessThanOrEqual(DELAY + GRACE + 1000);
      expect(lost).toEqual([]);
      expect(unaudited).toEqual([]);
      expect(rows.filter((r) => r.n > 1)).toEqual([]);
    } finally {
      await db.drop();
    }
  });

  it('SIGINT to the same PID 1 stops it too: exit 0', async () => {
    const db = await createDatabase('r2int');
    try {
      const svc = await startService({ ...image.env, DATA_DIR: path.join(image.dir, 'data'), DATABASE_URL: db.url }, { argv: [...UNSHARE, ...image.command], cwd: image.dir });
      const init = initOf(svc.proc.pid!);
      const sent = Date.now();
      process.kill(init, 'SIGINT');
      const exit = await svc.exited;
      report('R2', { sigintExitCode: exit.code, sigintExitAfterMs: exit.at - sent });
      expect(exit.code).toBe(0);
    } finally {
      await db.drop();
    }
  });
});
