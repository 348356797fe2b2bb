import 'reflect-metadata';
import http from 'node:http';
import postgres from 'postgres';
import { PASSWORD } from '../helpers/factories';
import { call, keepAliveLoad } from './helpers/load';
import { report } from './helpers/report';
import { pgAvailable } from './helpers/pg';
import { createDatabase, ensureBuilt, startService, tenantAdmin } from './helpers/service';

/**
 * R2: the real service (node dist/src/main.js) on PostgreSQL under keep-alive write load; SIGTERM at t = 5 s.
 * Every request the server accepted gets its response (0 resets), health is 503 on an open connection
 * within 100 ms, the process exits 0 within SHUTDOWN_DELAY_MS + SHUTDOWN_GRACE_MS + 1 s, and every
 * answered mutating request has its audit row (checked with SQL after the exit).
 */
jest.setTimeout(180_000);

const DELAY = 1000;
const GRACE = 5000;

describe('R2 graceful shutdown mid-load', () => {
  beforeAll(() => ensureBuilt());

  it('SIGTERM at t = 5 s: in-flight requests complete, health 503 at once, exit 0, every answered request audited', async () => {
    if (!(await pgAvailable())) return console.warn('R2 skipped: no PostgreSQL server on 127.0.0.1:5432');
    const db = await createDatabase('r2');
    try {
      const email = 'super@r2.prova';
      const svc = await startService({
        DATABASE_URL: db.url, SHUTDOWN_DELAY_MS: String(DELAY), SHUTDOWN_GRACE_MS: String(GRACE),
        BOOTSTRAP_SUPERADMIN_EMAIL: email, BOOTSTRAP_SUPERADMIN_PASSWORD: PASSWORD,
      });
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
      svc.proc.kill('SIGTERM');
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

      const sqlc = postgres(db.url, { max: 1, onnotice: () => {} });
      const rows = await sqlc<{ request_id: string; n: number }[]>`
        select request_id, count(*)::int as n from audit_logs where request_id like ${`${prefix}-%`} group by request_id`;
      await sqlc.end();
      const audited = new Map(rows.map((r) => [r.request_id, r.n]));
      const unaudited = answered.filter((o) => !audited.has(o.id));
      // A request the server accepted is one it started handling: the audit trail records it even when the client went away.
      const acceptedButReset = errors.filter((o) => audited.has(o.id));
      const beforeSigtermFailed = before.filter((o) => o.error);

      report('R2', {
        requests: load.outcomes.length, answered: answered.length, inFlightAtSigterm: inFlight.length,
        inFlightCompleted: inFlight.filter((o) => o.status !== undefined).length, resetsOfAcceptedRequests: acceptedButReset.length,
        requestsBeforeSigtermFailed: beforeSigtermFailed.length, refusedAfterClose: errors.length,
        health503AfterMs: first503 ? first503.at - sigterm : null, health503OnReusedConnection: first503?.reused ?? false,
        exitCode: exit.code, exitAfterMs: exit.at - sigterm, exitBoundMs: DELAY + GRACE + 1000,
        answeredWithoutAuditRow: unaudited.length, duplicateAuditRows: rows.filter((r) => r.n > 1).length,
      });
      expect(answered.length).toBeGreaterThan(100);
      expect(inFlight.every((o) => o.status !== undefined)).toBe(true);
      expect(beforeSigtermFailed).toEqual([]);
      expect(acceptedButReset).toEqual([]);
      expect(first503).toBeDefined();
      expect(first503!.reused).toBe(true);
      expect(first503!.at - sigterm).toBeLessThanOrEqual(100);
      expect(exit.code).toBe(0);
      expect(exit.at - sigterm).toBeLessThanOrEqual(DELAY + GRACE + 1000);
      expect(unaudited).toEqual([]);
      expect(rows.filter((r) => r.n > 1)).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});
