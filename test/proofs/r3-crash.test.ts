import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { racaoBody } from '../helpers/bodies';
import { call } from './helpers/load';
import { pgAvailable } from './helpers/pg';
import { report } from './helpers/report';
import { createDatabase, ensureBuilt, startService, tenantAdmin, type Service } from './helpers/service';
import { PASSWORD } from '../helpers/factories';

/**
 * R3: the real service under write load (POST /api/racoes, 8 keep-alive workers), kill -9 at t = 4 s,
 * restart on the same database: acked <= rows <= acked + in-flight, every acked id present, the restart
 * applies 0 migrations; the audit loss (answered requests without an entry) is measured against its bound.
 */
jest.setTimeout(240_000);
const JOURNAL = JSON.parse(readFileSync(path.resolve(__dirname, '../../drizzle/meta/_journal.json'), 'utf8')).entries.length as number;

async function crashRun(env: Record<string, string>, label: string, migrationsCount: () => Promise<number>, minAcked: number) {
  const email = `super@r3-${label}.prova`;
  const base = { ...env, BOOTSTRAP_SUPERADMIN_EMAIL: email, BOOTSTRAP_SUPERADMIN_PASSWORD: PASSWORD };
  let svc: Service = await startService(base);
  const tok = await tenantAdmin(svc.url, email);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const acked = new Set<string>();
  const answeredIds: string[] = [];
  let started = 0;
  let finished = 0;
  let killed = false;
  const prefix = `r3-${label}-${Date.now().toString(36)}`;
  let n = 0;
  const worker = async () => {
    while (!killed) {
      const id = `${prefix}-${n++}`;
      started++;
      const r = await call(agent, svc.url, 'POST', '/api/racoes', { 'content-type': 'application/json', authorization: `Bearer ${tok.admin}`, 'x-request-id': id }, JSON.stringify(racaoBody()));
      finished++;
      if (r.status === 201) acked.add(JSON.parse(r.body).id);
      if (r.status !== undefined) answeredIds.push(id);
    }
  };
  const workers = Promise.all(Array.from({ length: 8 }, worker));
  // The kill lands mid-load: after 4 s and once more than minAcked writes were acknowledged (a condition, not a
  // throughput: on a busy machine, e.g. beside the suites in CI, 4 s may not be enough).
  for (const t0 = Date.now(); Date.now() - t0 < 4000 || acked.size <= minAcked;) await new Promise((r) => setTimeout(r, 10));
  const ackedAtKill = new Set(acked);
  const inFlight = started - finished;
  svc.proc.kill('SIGKILL');
  killed = true;
  await svc.exited;
  await workers;
  agent.destroy();
  const ackedAfter = acked.size; // responses that arrived between the kill signal and the death count as acked too

  const migBefore = await migrationsCount().catch(() => -1);
  svc = await startService(base);
  // The old access token still works: same secret, same database.
  const ids = new Set<string>();
  let total = 0;
  for (let page = 1; ; page++) {
    const r = await fetch(`${svc.url}/api/racoes?pageSize=100&pageNumber=${page}`, { headers: { authorization: `Bearer ${tok.admin}` } });
    expect(r.status).toBe(200);
    const b = (await r.json()) as any;
    total = b.totalCount;
    for (const it of b.items) ids.add(it.id);
    if (page >= b.totalPages) break;
  }
  const rows = total - 1; // minus the setup feed of tenantAdmin
  const lost = [...acked].filter((id) => !ids.has(id));
  // Audit: which answered requests have their entry after the crash?
  return { svc, rows, ackedAtKill: ackedAtKill.size, acked: ackedAfter, inFlight, lost: lost.length, answeredIds, prefix, migBefore, tok };
}

describe('R3 crash mid-load (SIGKILL)', () => {
  beforeAll(() => ensureBuilt());

  it('PostgreSQL: 0 lost committed writes, restart applies 0 migrations', async () => {
    if (!(await pgAvailable())) return console.warn('R3 PostgreSQL skipped: no server on 127.0.0.1:5432');
    const db = await createDatabase('r3');
    const sqlc = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      const migrations = async () => (await sqlc`select count(*)::int as n from drizzle.__drizzle_migrations`)[0].n as number;
      const r = await crashRun({ DATABASE_URL: db.url }, 'pg', migrations, 50);
      const migAfter = await migrations();
      const audit = await sqlc<{ request_id: string }[]>`select request_id from audit_logs where request_id like ${`${r.prefix}-%`}`;
      const auditedIds = new Set(audit.map((a) => a.request_id));
      const auditLoss = r.answeredIds.filter((id) => !auditedIds.has(id)).length;
      r.svc.proc.kill('SIGTERM');
      const exit = await r.svc.exited;
      report('R3-postgres', {
        acked: r.acked, rows: r.rows, inFlightAtKill: r.inFlight, lostCommittedWrites: r.lost, migrationsJournal: JOURNAL,
        migrationsBeforeRestart: r.migBefore, migrationsAfterRestart: migAfter, newMigrationsOnRestart: migAfter - r.migBefore,
        answered: r.answeredIds.length, auditLossAnsweredWithoutEntry: auditLoss, restartExit: exit.code,
      });
      expect(r.acked).toBeGreaterThan(50);
      expect(r.lost).toBe(0);
      expect(r.rows).toBeGreaterThanOrEqual(r.acked);
      expect(r.rows).toBeLessThanOrEqual(r.acked + r.inFlight);
      expect(migAfter).toBe(r.migBefore);
      expect(migAfter).toBe(JOURNAL);
      expect(auditLoss).toBeLessThanOrEqual(500); // the bound: one unwritten batch (AuditWriter batchSize) + 20 ms of entries
    } finally {
      await sqlc.end();
      await db.drop();
    }
  });

  it('PGlite DATA_DIR: 0 lost committed writes, restart applies 0 migrations', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'feedlot-r3-'));
    try {
      const r = await crashRun({ DATA_DIR: dir }, 'pglite', async () => JOURNAL, 20);
      const audit = await fetch(`${r.svc.url}/api/audit?pageSize=200&method=POST`, { headers: { authorization: `Bearer ${r.tok.admin}` } });
      const auditTotal = ((await audit.json()) as any).totalCount as number;
      r.svc.proc.kill('SIGTERM');
      const exit = await r.svc.exited;
      // Count migrations of the embedded cluster once the service has let go of it.
      const { PGlite } = await import('@electric-sql/pglite');
      const pg = await PGlite.create(path.join(dir, 'pgdata'));
      const mig = (await pg.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n;
      await pg.close();
      // POSTs of the tenant admin: setup feed + operador user + the load; the Admin's audit view holds them all.
      const auditLoss = Math.max(0, r.answeredIds.length + 2 - auditTotal);
      report('R3-pglite', {
        acked: r.acked, rows: r.rows, inFlightAtKill: r.inFlight, lostCommittedWrites: r.lost, migrationsJournal: JOURNAL,
        migrationsAfterRestart: mig, answered: r.answeredIds.length, auditLossAnsweredWithoutEntry: auditLoss, restartExit: exit.code,
      });
      expect(r.acked).toBeGreaterThan(20);
      expect(r.lost).toBe(0);
      expect(r.rows).toBeGreaterThanOrEqual(r.acked);
      expect(r.rows).toBeLessThanOrEqual(r.acked + r.inFlight);
      expect(mig).toBe(JOURNAL);
      expect(auditLoss).toBeLessThanOrEqual(500);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
