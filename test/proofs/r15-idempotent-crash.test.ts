import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
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
import { RUNNING_LEASE_SECONDS } from '../../src/modules/idempotencia/idempotencia.store';

/**
 * R15 (issue 37): Idempotency-Key across crashes. 500 keyed POST /api/racoes (8 keep-alive workers), the real
 * service SIGKILLed 4 times at random moments of the load (after a random 40 to 80 answers, then 0 to 20 ms),
 * restarted on the same database each time. Every key is retried at once (none may be refused as still running),
 * then the lease of any key left running (RUNNING_LEASE_SECONDS) is made to pass and every key is retried twice more:
 * each retry replays the first answer the client got, or runs once; rows = distinct keys. R15_MAIN=<dist/src/main.js of another
 * build> runs the same proof against that build (how its failure on the code before the unit of work was shown).
 */
jest.setTimeout(600_000);
const KEYS = 500;
const WORKERS = 8;
const KILLS = 4;
const MAIN = process.env.R15_MAIN;

type Db = { age(): Promise<number>; rows(prefix: string): Promise<{ rows: number; distinct: number }> };
type Figures = { kills: number; inFlightAtKills: number; answeredBeforeRetry: number; unanswered: number; stuckAfterRestart: number; agedRunningKeys: number;
  retryNotFirstAnswer: number; retryNot201: number; secondRetryNotReplay: number; rows: number; distinctKeysWithRows: number };

/** Sends every key of `queue` (taken in turn by the workers) until the queue is empty or `stop()` is called. */
function load(svc: Service, token: string, queue: string[], bodies: Map<string, string>, first: Map<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS });
  let stopped = false;
  let inFlight = 0;
  let answered = 0;
  const worker = async () => {
    while (!stopped && queue.length > 0) {
      const key = queue.shift()!;
      inFlight++;
      const r = await call(agent, svc.url, 'POST', '/api/racoes', { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key }, bodies.get(key));
      inFlight--;
      if (r.status !== undefined) answered++;
      if (r.status === 201 && !first.has(key)) first.set(key, r.body);
      else if (r.status !== 201) queue.push(key); // no answer (killed), or not the write's: sent again later
    }
  };
  const done = Promise.all(Array.from({ length: WORKERS }, worker)).then(() => agent.destroy());
  return { done, answered: () => answered, stop: () => ((stopped = true), inFlight) };
}

async function r15Run(env: Record<string, string>, label: string, dbOf: (svc: () => Service, restart: () => Promise<void>) => Db): Promise<Figures & { svc: Service }> {
  const email = `super@r15-${label}.prova`;
  const base = { ...env, BOOTSTRAP_SUPERADMIN_EMAIL: email, BOOTSTRAP_SUPERADMIN_PASSWORD: PASSWORD };
  const start = () => startService(base, MAIN ? { main: MAIN } : {});
  let svc = await start();
  const tok = await tenantAdmin(svc.url, email);
  const prefix = `r15-${label}-${Date.now().toString(36)}`;
  const keys = Array.from({ length: KEYS }, (_, i) => `${prefix}-${i}`);
  const bodies = new Map(keys.map((k) => [k, JSON.stringify({ ...racaoBody(), nome: `R15 ${k}` })]));
  const first = new Map<string, string>();
  const queue = [...keys];
  let inFlightAtKills = 0;
  for (let kill = 0; kill < KILLS; kill++) {
    const run = load(svc, tok.admin, queue, bodies, first);
    // A random moment of a steady load (the service warm: a random number of answers in, then a random few ms), so
    // that requests may be anywhere between their write and their answer.
    const target = 40 + Math.floor(Math.random() * 40);
    for (const until = Date.now() + 30_000; run.answered() < target && queue.length > 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, Math.random() * 20));
    svc.proc.kill('SIGKILL');
    inFlightAtKills += run.stop();
    await svc.exited;
    await run.done;
    svc = await start();
  }
  const answeredBeforeRetry = first.size;
  const restart = async () => {
    svc.proc.kill('SIGTERM');
    await svc.exited;
    svc = await start();
  };
  const db = dbOf(() => svc, restart);
  let agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS });
  const send = (key: string) => call(agent, svc.url, 'POST', '/api/racoes', { 'content-type': 'application/json', authorization: `Bearer ${tok.admin}`, 'idempotency-key': key }, bodies.get(key));
  let retryNotFirstAnswer = 0;
  let retryNot201 = 0;
  let secondRetryNotReplay = 0;
  // Right after the restart: a key a killed process left running is refused (409) until its lease ends, which is
  // neither a replay nor a run.
  let stuckAfterRestart = 0;
  for (let i = 0; i < keys.length; i += WORKERS) {
    await Promise.all(keys.slice(i, i + WORKERS).map(async (key) => {
      const r = await send(key);
      if (r.status === 409) stuckAfterRestart++;
      else if (r.status !== 201) retryNot201++;
      else if (first.has(key) && r.body !== first.get(key)) retryNotFirstAnswer++;
      else if (!first.has(key)) first.set(key, r.body);
    }));
  }
  agent.destroy();
  const agedRunningKeys = await db.age();
  agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS });
  for (let i = 0; i < keys.length; i += WORKERS) {
    await Promise.all(keys.slice(i, i + WORKERS).map(async (key) => {
      const again = await send(key);
      if (again.status !== 201) retryNot201++;
      else if (first.has(key) && again.body !== first.get(key)) retryNotFirstAnswer++;
      else if (!first.has(key)) first.set(key, again.body);
      const third = await send(key);
      if (third.status !== 201 || third.body !== first.get(key)) secondRetryNotReplay++;
    }));
  }
  agent.destroy();
  const { rows, distinct } = await db.rows(`R15 ${prefix}-`);
  return {
    svc, kills: KILLS, inFlightAtKills, answeredBeforeRetry, unanswered: KEYS - answeredBeforeRetry, stuckAfterRestart, agedRunningKeys,
    retryNotFirstAnswer, retryNot201, secondRetryNotReplay, rows, distinctKeysWithRows: distinct,
  };
}

function expectOnce(f: Figures): void {
  expect(f.stuckAfterRestart).toBe(0);
  expect(f.retryNot201).toBe(0);
  expect(f.retryNotFirstAnswer).toBe(0);
  expect(f.secondRetryNotReplay).toBe(0);
  expect(f.distinctKeysWithRows).toBe(KEYS);
  expect(f.rows).toBe(KEYS);
}

// The lease a stopped process leaves on a running key, passed (the retry may then take the key over).
const AGE = `update idempotency_keys set criado_em = now() - interval '${RUNNING_LEASE_SECONDS + 1} seconds' where status is null`;
const ROWS = 'select count(*)::int as rows, count(distinct nome)::int as "distinct" from racoes where nome like $1';

describe('R15 Idempotency-Key across SIGKILL', () => {
  beforeAll(() => {
    if (!MAIN) ensureBuilt();
  });

  it('PostgreSQL: every retry replays the first answer or runs once; rows = keys', async () => {
    if (!(await pgAvailable())) return console.warn('R15 PostgreSQL skipped: no server on 127.0.0.1:5432');
    const db = await createDatabase('r15');
    const sqlc = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      const f = await r15Run({ DATABASE_URL: db.url }, 'pg', () => ({
        age: async () => (await sqlc.unsafe(AGE)).count,
        rows: async (prefix) => (await sqlc.unsafe(ROWS, [`${prefix}%`]))[0] as unknown as { rows: number; distinct: number },
      }));
      f.svc.proc.kill('SIGTERM');
      await f.svc.exited;
      const { svc: _, ...figures } = f;
      report(`R15-postgres${MAIN ? '-other-build' : ''}`, figures);
      expectOnce(f);
    } finally {
      await sqlc.end();
      await db.drop();
    }
  });

  it('PGlite DATA_DIR: every retry replays the first answer or runs once; rows = keys', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'feedlot-r15-'));
    // The embedded cluster has one owner: the service is stopped while the proof reads or ages it.
    const offline = async <T,>(svc: () => Service, fn: (pg: { query: import('@electric-sql/pglite').PGlite['query'] }) => Promise<T>): Promise<T> => {
      svc().proc.kill('SIGTERM');
      await svc().exited;
      const { PGlite } = await import('@electric-sql/pglite');
      const pg = await PGlite.create(path.join(dir, 'pgdata'));
      try {
        return await fn(pg);
      } finally {
        await pg.close();
      }
    };
    try {
      let restartAfter = async () => {};
      const f = await r15Run({ DATA_DIR: dir }, 'pglite', (svc, restart) => {
        restartAfter = restart;
        return {
          age: async () => {
            const n = await offline(svc, async (pg) => (await pg.query(AGE)).affectedRows ?? 0);
            await restartAfter();
            return n;
          },
          rows: (prefix) => offline(svc, async (pg) => (await pg.query<{ rows: number; distinct: number }>(ROWS, [`${prefix}%`])).rows[0]),
        };
      });
      const { svc: _, ...figures } = f;
      report(`R15-pglite${MAIN ? '-other-build' : ''}`, figures);
      expectOnce(f);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
