import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { claimTick } from '../../src/jobs/market-ingestion.job';
import { client, startTestApp } from '../helpers/app';
import { makeTenant } from '../helpers/factories';
import { pgAvailable } from '../proofs/helpers/pg';
import { percentile, report } from '../proofs/helpers/report';
import { createDatabase, ensureBuilt, startService, type Service } from '../proofs/helpers/service';

/**
 * R7 (opt-in): two instances on one PostgreSQL database. The shared rate limit is exact across both
 * (two real service processes, RATE_LIMIT_STORE=postgres); concurrent ingestion stores 0 duplicate candles
 * or quotes and each tick is claimed once; a notification raised on one instance reaches a subscriber on
 * the other in < 1 s (two in-process apps, so ingestion can be triggered directly).
 */
jest.setTimeout(600_000);

describe('R7 two instances on one PostgreSQL database', () => {
  const figures: Record<string, unknown> = {};
  beforeAll(async () => {
    if (!process.env.DATABASE_URL) throw new Error('R7 needs DATABASE_URL=postgres://root@127.0.0.1:5432/postgres (PGlite cannot be shared); nothing was tested');
    if (!(await pgAvailable())) throw new Error('R7 needs the PostgreSQL server of DATABASE_URL; it does not answer');
  });
  afterAll(() => report('R7', figures));

  it('enforces one rate limit across two service processes: the 11th login is 429', async () => {
    ensureBuilt();
    const db = await createDatabase('r7');
    const env = { DATABASE_URL: db.url, RATE_LIMIT_STORE: 'postgres', RATE_LIMIT_AUTH_PER_MINUTE: '10' };
    const svcs: Service[] = [];
    try {
      svcs.push(await startService(env));
      svcs.push(await startService(env)); // same JWT_SECRET (module constant) and database
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const r = await fetch(`${svcs[i % 2].url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `ninguem${i}@r7.prova`, password: 'Errada@Senha9' }) });
        statuses.push(r.status);
      }
      figures.rateLimit = { limitPerMinute: 10, statuses, first429At: statuses.indexOf(429) + 1 };
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect(statuses[11]).toBe(429);
    } finally {
      for (const s of svcs) s.proc.kill('SIGTERM');
      await Promise.all(svcs.map((s) => s.exited));
      await db.drop();
    }
  });

  it('stores 0 duplicate candles or quotes when both instances ingest at the same tick; one claim per tick', async () => {
    const env = { MARKETDATA_SYNC_TIMEFRAMES: '1d,1h', MARKETDATA_ACTIVE_CONTRACTS: 'BGI1!,BGIZ26,BGIF27' };
    const one = await startTestApp(env);
    const two = await startTestApp(env, { shareDatabaseOf: one });
    try {
      const rounds = 5;
      let claims = 0;
      for (let r = 0; r < rounds; r++) {
        const tick = Math.floor(Date.now() / 1000) * 100 + r;
        const won = await Promise.all([claimTick(one.app.database.db, tick), claimTick(two.app.database.db, tick)]);
        expect(won.filter(Boolean)).toHaveLength(1);
        claims += won.filter(Boolean).length;
        await Promise.all([one.app.ingest(), two.app.ingest()]);
      }
      const q = async (text: string) => Number((await one.app.database.rows<{ n: number }>(sql.raw(text)))[0].n);
      const dupCandles = await q('select count(*)::int as n from (select 1 from market_candles group by symbol, contract_code, timeframe, candle_time having count(*) > 1) d');
      const dupQuotes = await q('select count(*)::int as n from (select 1 from market_quotes group by symbol, contract_code, quote_timestamp having count(*) > 1) d');
      const candles = await q('select count(*)::int as n from market_candles');
      const quotes = await q('select count(*)::int as n from market_quotes');
      figures.ingestion = { rounds, concurrentRunsPerRound: 2, candles, quotes, duplicateCandles: dupCandles, duplicateQuotes: dupQuotes, claimsPerTick: claims / rounds };
      expect(dupCandles).toBe(0);
      expect(dupQuotes).toBe(0);
    } finally {
      await two.close();
      await one.close();
    }
  });

  it('delivers a notification from one instance to a subscriber on the other in < 1 s', async () => {
    const one = await startTestApp();
    const two = await startTestApp({}, { shareDatabaseOf: one });
    const ws = [] as ReturnType<typeof createClient>[];
    try {
      const api1 = client(one.url);
      const latencies: number[] = [];
      for (let i = 0; i < 5; i++) {
        // A fresh tenant each round: one alert, one first price record, one notification.
        const owner = (await makeTenant(one.app, `r7-${i}`)).users.Gerente;
        expect((await api1.post('/api/alertas-preco', { tipo: 'PrecoAcima', valorAlvo: 100, fonte: 'MANUAL' }, owner.token)).status).toBe(201);
        const got: number[] = [];
        const c = createClient({ url: `${two.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${owner.token}` }, retryAttempts: 0 });
        ws.push(c);
        const stop = c.subscribe({ query: 'subscription { notificationAdded { tipo } }' }, { next: () => got.push(Date.now()), error: () => {}, complete: () => {} });
        await new Promise((r) => setTimeout(r, 300));
        const sent = Date.now();
        expect((await api1.post('/api/precos-mercado', { data: '2026-11-01', precoArroba: 150 }, owner.token)).status).toBe(201);
        for (let k = 0; k < 40 && got.length === 0; k++) await new Promise((r) => setTimeout(r, 25));
        stop();
        expect(got.length).toBeGreaterThanOrEqual(1);
        latencies.push(got[0] - sent);
      }
      figures.subscription = { deliveries: latencies.length, latencyMs: latencies, p50: percentile(latencies, 50), max: Math.max(...latencies), bound: 1000, alsoIn: 'test/contract/multi-instance.test.ts' };
      expect(Math.max(...latencies)).toBeLessThan(1000);
    } finally {
      for (const c of ws) await c.dispose();
      await two.close();
      await one.close();
    }
  });
});
