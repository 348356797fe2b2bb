import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { client, startTestApp, type TestApp } from '../helpers/app';
import { makeTenant } from '../helpers/factories';
import { racaoBody } from '../helpers/bodies';
import { mixedWrites } from './helpers/load';
import { QUICK, report } from './helpers/report';

/**
 * R1: autocannon, 16 keep-alive connections, 60 s (15 s quick), mixed valid and invalid writes with a
 * unique X-Request-Id each; after a flush, every answered request has exactly one audit row.
 */
const DURATION = Number(process.env.PROOFS_R1_SECONDS ?? (QUICK ? 15 : 60));
jest.setTimeout((DURATION + 120) * 1000);

describe('R1 audit completeness under load', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it(`${DURATION} s x 16 connections: responses == audit rows, 0 missing, 0 duplicates`, async () => {
    const T = await makeTenant(t.app, 'r1');
    const racao = await client(t.url).post('/api/racoes', racaoBody(), T.users[Role.Gerente].token);
    expect(racao.status).toBe(201);
    const prefix = `r1-${Date.now().toString(36)}`;
    const load = mixedWrites(t.url, { gerente: T.users[Role.Gerente].token, operador: T.users[Role.Operador].token, racaoId: racao.body.id }, prefix, { connections: 16, duration: DURATION });
    const result = await load.done;
    await new Promise((r) => setTimeout(r, 200));
    await t.app.auditWriter.flush();

    const rows = await t.app.database.rows<{ request_id: string; n: number; status_code: number }>(sql`
      select request_id, count(*)::int as n, min(status_code)::int as status_code from audit_logs
      where request_id like ${`${prefix}-%`} group by request_id`);
    const audited = new Map(rows.map((r) => [r.request_id, r]));
    const missing = [...load.responded.keys()].filter((id) => !audited.has(id));
    const duplicates = rows.filter((r) => r.n > 1).length;
    const statusMismatch = [...load.responded].filter(([id, s]) => audited.get(id) && audited.get(id)!.status_code !== s).length;
    const unanswered = [...load.sent].filter((id) => !load.responded.has(id));
    const byStatus: Record<number, number> = {};
    for (const s of load.responded.values()) byStatus[s] = (byStatus[s] ?? 0) + 1;
    report('R1', {
      durationS: DURATION, connections: 16, responses: load.responded.size, auditRows: rows.reduce((a, r) => a + r.n, 0),
      auditRowsForResponses: [...load.responded.keys()].filter((id) => audited.has(id)).length, missing: missing.length, duplicates,
      statusMismatch, abortedAtEnd: unanswered.length, byStatus, throughputReqPerS: result.requests.average,
      p50ms: result.latency.p50, p99ms: result.latency.p99, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx,
      db: t.app.database.kind,
    });
    expect(load.responded.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
    expect(duplicates).toBe(0);
    expect(statusMismatch).toBe(0);
    expect(result.errors).toBe(0);
  });
});
