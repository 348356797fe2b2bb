import 'reflect-metadata';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PASSWORD } from '../helpers/factories';
import { racaoBody } from '../helpers/bodies';
import { pgAvailable } from '../proofs/helpers/pg';
import { report } from '../proofs/helpers/report';
import { createDatabase, ensureBuilt, startService, tenantAdmin, type Service } from '../proofs/helpers/service';

/**
 * S10 (opt-in): sqlmap --level=2 --risk=1, techniques BEUST, against the real service on PostgreSQL, one
 * bounded run per parameter: REST query filters and sort keys, the audit filters (as Admin) and a JSON body
 * field. Nothing is skipped: without sqlmap or PostgreSQL the suite fails and says what is missing.
 */
const RUN_SECONDS = Number(process.env.PROOFS_SQLMAP_RUN_SECONDS ?? 420);
const PARALLEL = Number(process.env.PROOFS_SQLMAP_PARALLEL ?? 3);
jest.setTimeout(3 * 3600_000);

type Target = { name: string; args: string[] };
type Outcome = { name: string; seconds: number; finished: boolean; injectable: boolean; requests: number | null; evidence: string[]; tail: string };

const INJECTABLE = /identified the following injection point|parameter '[^']+' (?:is|appears to be) '[^']+' injectable|\bis vulnerable\b/i;
const FINISHED = /all tested parameters do not appear to be injectable|identified the following injection point|\[\*\] ending @|\[\*\] shutting down/i;

function runSqlmap(t: Target, outDir: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    let out = '';
    const proc = spawn('sqlmap', [
      ...t.args, '--batch', '--level=2', '--risk=1', '--technique=BEUST', '--dbms=PostgreSQL', '--time-sec=2', '--timeout=5',
      '--retries=1', '--threads=1', '--flush-session', '--disable-coloring', `--output-dir=${outDir}/${t.name.replace(/\W+/g, '_')}`,
    ], { stdio: ['ignore', 'pipe', 'pipe'] });
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => proc.kill('SIGKILL'), RUN_SECONDS * 1000);
    proc.on('exit', () => {
      clearTimeout(timer);
      const lines = out.split('\n');
      const evidence = lines.filter((l) => INJECTABLE.test(l));
      const req = /(\d+) HTTP\(s\) requests/.exec(out);
      resolve({
        name: t.name, seconds: Math.round((Date.now() - started) / 1000), finished: FINISHED.test(out), injectable: evidence.length > 0,
        requests: req ? Number(req[1]) : null, evidence, tail: lines.slice(-8).join('\n'),
      });
    });
  });
}

describe('S10 SQL injection sweep (sqlmap)', () => {
  let svc: Service;
  let db: Awaited<ReturnType<typeof createDatabase>>;
  beforeAll(async () => {
    try {
      execFileSync('sqlmap', ['--version'], { stdio: 'pipe' });
    } catch {
      throw new Error('S10 needs sqlmap on PATH: apt-get install -y sqlmap (nothing was tested)');
    }
    if (!(await pgAvailable())) throw new Error('S10 needs PostgreSQL on 127.0.0.1:5432 (DATABASE_URL or the default server URL); nothing was tested');
    ensureBuilt();
    db = await createDatabase('s10');
    svc = await startService({ DATABASE_URL: db.url, BOOTSTRAP_SUPERADMIN_EMAIL: 'super@s10.prova', BOOTSTRAP_SUPERADMIN_PASSWORD: PASSWORD });
  });
  afterAll(async () => {
    svc?.proc.kill('SIGTERM');
    await svc?.exited;
    await db?.drop();
  });

  it('finds 0 injectable parameters', async () => {
    const tok = await tenantAdmin(svc.url, 'super@s10.prova');
    const auth = ['-H', `Authorization: Bearer ${tok.admin}`];
    const lotes = `${svc.url}/api/lotes?search=nelore&sortBy=codigo&sortDirection=asc&status=Ativo&page=1&pageSize=10`;
    const racoes = `${svc.url}/api/racoes?search=milho&dataCompraDe=2026-01-01`;
    const audit = `${svc.url}/api/audit?de=2026-01-01&ate=2026-12-31&userEmail=admin%40x.com`;
    const targets: Target[] = [
      ...['search', 'sortBy', 'sortDirection', 'status'].map((p) => ({ name: `GET /api/lotes ${p}`, args: ['-u', lotes, '-p', p, ...auth] })),
      ...['search', 'dataCompraDe'].map((p) => ({ name: `GET /api/racoes ${p}`, args: ['-u', racoes, '-p', p, ...auth] })),
      ...['de', 'ate', 'userEmail'].map((p) => ({ name: `GET /api/audit ${p}`, args: ['-u', audit, '-p', p, ...auth] })),
      { name: 'POST /api/racoes JSON nome', args: ['-u', `${svc.url}/api/racoes`, '--method=POST', `--data=${JSON.stringify(racaoBody())}`, '-p', 'nome', '-H', 'Content-Type: application/json', ...auth] },
    ];
    const outDir = mkdtempSync(path.join(tmpdir(), 'sqlmap-'));
    const outcomes: Outcome[] = [];
    const queue = [...targets];
    const started = Date.now();
    await Promise.all(Array.from({ length: PARALLEL }, async () => {
      for (let t = queue.shift(); t; t = queue.shift()) {
        const o = await runSqlmap(t, outDir);
        outcomes.push(o);
        console.log(`[S10] ${o.name}: ${o.finished ? 'finished' : 'NOT finished'} in ${o.seconds} s, injectable=${o.injectable}`);
      }
    }));
    rmSync(outDir, { recursive: true, force: true });
    report('S10', {
      sqlmap: execFileSync('sqlmap', ['--version'], { encoding: 'utf8' }).trim(), options: '--level=2 --risk=1 --technique=BEUST --dbms=PostgreSQL --time-sec=2 --timeout=5',
      parametersTested: outcomes.filter((o) => o.finished).length, parameters: targets.length, injectable: outcomes.filter((o) => o.injectable).length,
      unfinished: outcomes.filter((o) => !o.finished).map((o) => o.name), wallSeconds: Math.round((Date.now() - started) / 1000),
      perRun: outcomes.map((o) => ({ name: o.name, seconds: o.seconds, finished: o.finished, injectable: o.injectable })),
      serviceErrors5xxInLog: (svc.output().match(/"status":5\d\d/g) ?? []).length,
    });
    for (const o of outcomes) expect({ name: o.name, injectable: o.injectable, evidence: o.evidence }).toEqual({ name: o.name, injectable: false, evidence: [] });
    for (const o of outcomes) expect({ name: o.name, finished: o.finished, tail: o.finished ? '' : o.tail }).toEqual({ name: o.name, finished: true, tail: '' });
  });
});
