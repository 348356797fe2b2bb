import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { client, startTestApp } from '../helpers/app';
import { report } from './helpers/report';
import { ensureBuilt, runToExit, startService } from './helpers/service';

/** R9: bad configuration and double start of the real entry point. R10: health is never 429 and never audited. */
jest.setTimeout(120_000);

describe('R9 config and restart', () => {
  beforeAll(() => ensureBuilt());

  it('exits non-zero naming each bad key', async () => {
    const r = await runToExit({ PORT: 'abc', LOG_LEVEL: 'loud', JWT_SECRET: 'x'.repeat(31), SHUTDOWN_GRACE_MS: '-1', DATABASE_URL: 'mysql://x', DATA_DIR: 'memory://' });
    const named = ['PORT', 'LOG_LEVEL', 'JWT_SECRET', 'SHUTDOWN_GRACE_MS', 'DATABASE_URL'].filter((k) => r.output.includes(`${k}:`));
    report('R9-config', { exitCode: r.code, badKeys: 5, named: named.length });
    expect(r.code).not.toBe(0);
    expect(named).toHaveLength(5);
  });

  it('a second process on the same DATA_DIR is refused while the first runs; a restart after it works', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'feedlot-r9-'));
    try {
      const first = await startService({ DATA_DIR: dir });
      const second = await runToExit({ DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', DEMO_SEED: 'false', MARKETDATA_SYNC_ENABLED: 'false', PESAGEM_PENDENTE_ENABLED: 'false' });
      first.proc.kill('SIGTERM');
      const exit = await first.exited;
      const again = await startService({ DATA_DIR: dir });
      const health = await fetch(`${again.url}/api/health`);
      again.proc.kill('SIGTERM');
      await again.exited;
      report('R9-restart', { secondStartExit: second.code, refusedNamesPid: /in use by process/.test(second.output), firstExit: exit.code, restartHealth: health.status });
      expect(second.code).not.toBe(0);
      expect(second.output).toMatch(/in use by process/);
      expect(exit.code).toBe(0);
      expect(health.status).toBe(200);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('R10 health semantics', () => {
  it('300 health calls from one IP with the tightest rate limit: none 429, none audited', async () => {
    const t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1' });
    try {
      const api = client(t.url);
      const rs = await Promise.all(Array.from({ length: 300 }, (_, i) => api.get(i % 2 ? '/api/health' : '/api/health/live')));
      await new Promise((r) => setTimeout(r, 50));
      await t.app.auditWriter.flush();
      const [{ n }] = await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from audit_logs where path like '/api/health%'`);
      const limited = rs.filter((r) => r.status === 429).length;
      report('R10', { healthCalls: rs.length, status200: rs.filter((r) => r.status === 200).length, status429: limited, auditRows: n, liveWithDbDown: 'see R4 (liveAlways200)' });
      expect(limited).toBe(0);
      expect(rs.every((r) => r.status === 200)).toBe(true);
      expect(n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
