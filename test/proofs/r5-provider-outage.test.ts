import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import { startMarketHelper, type MarketHelper } from '../../scripts/market-helper';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant } from '../helpers/factories';
import { report } from './helpers/report';
import { freePort } from './helpers/service';

/**
 * R5: the market helper is killed mid-run. A quote fetched just before the outage is served from the
 * cache for MARKETDATA_QUOTE_CACHE_SECONDS; after that, 502 within MARKETDATA_TIMEOUT_MS + 0.5 s (also
 * with a helper that hangs instead of refusing); ingestion fails during the outage and succeeds on the
 * next run once the helper is back on its port.
 */
jest.setTimeout(90_000);

const TIMEOUT_MS = 800;
const CACHE_S = 10;

describe('R5 market provider outage', () => {
  let port: number;
  let helper: MarketHelper;
  let t: TestApp;
  let api: Client;
  let token: string;
  const figures: Record<string, unknown> = {};
  const rows = async () => Number((await t.app.database.rows<{ n: number }>(sql`select (select count(*) from market_quotes) + (select count(*) from market_candles) as n`))[0].n);
  const timed = async (p: string) => {
    const s = Date.now();
    const r = await api.get(p, token);
    return { ...r, ms: Date.now() - s };
  };

  beforeAll(async () => {
    port = await freePort();
    helper = await startMarketHelper(port);
    t = await startTestApp({
      MARKETDATA_PROVIDER: 'primary', MARKETDATA_PRIMARY_URL: helper.url, MARKETDATA_FALLBACK: 'none',
      MARKETDATA_TIMEOUT_MS: String(TIMEOUT_MS), MARKETDATA_QUOTE_CACHE_SECONDS: String(CACHE_S), MARKETDATA_SYNC_TIMEFRAMES: '1d',
    });
    api = client(t.url);
    token = (await makeTenant(t.app, 'outage')).users.Operador.token;
  });
  afterAll(async () => {
    report('R5', figures);
    await t.close();
    await helper.close();
  });

  it('serves the cached quote during the outage, then 502 fast; ingestion fails, then resumes', async () => {
    const first = await t.app.ingest();
    expect(first.failed).toEqual([]);
    const rowsBefore = await rows();
    const fresh = await timed('/api/market/quote?symbol=BOI');
    expect(fresh.status).toBe(200);
    const fetchedAt = Date.now();

    // Outage: the helper is gone (connection refused).
    await helper.close();
    const downAt = Date.now();
    const cached: number[] = [];
    const cachedMs: number[] = [];
    while (Date.now() - fetchedAt < (CACHE_S - 1) * 1000) {
      const r = await timed('/api/market/quote?symbol=BOI');
      expect(r.status).toBe(200);
      expect(r.body.quoteTimestamp).toBe(fresh.body.quoteTimestamp);
      expect(r.body.price).toBe(fresh.body.price);
      cached.push(Date.now() - fetchedAt);
      cachedMs.push(r.ms);
      await new Promise((res) => setTimeout(res, 1000));
    }
    const during = await t.app.ingest();
    expect(during.ok).toEqual([]);
    expect(during.failed).toHaveLength(1);
    expect(await rows()).toBe(rowsBefore);

    // After the cache window: no stale quote, a fast 502.
    while (Date.now() - fetchedAt < CACHE_S * 1000 + 100) await new Promise((res) => setTimeout(res, 100));
    const refused: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await timed('/api/market/quote?symbol=BOI');
      expect({ status: r.status, code: r.body?.code }).toEqual({ status: 502, code: 'PROVIDER_UNAVAILABLE' });
      expect(r.ms).toBeLessThan(TIMEOUT_MS + 500);
      refused.push(r.ms);
    }

    // The helper comes back on the same port, but hangs: still 502 within the timeout + 0.5 s.
    helper = await startMarketHelper(port);
    helper.mode = 'timeout';
    const hung: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await timed('/api/market/quote?symbol=BOI');
      expect({ status: r.status, code: r.body?.code }).toEqual({ status: 502, code: 'PROVIDER_UNAVAILABLE' });
      expect(r.ms).toBeLessThan(TIMEOUT_MS + 500);
      hung.push(r.ms);
    }
    const duringHang = await t.app.ingest();
    expect(duringHang.ok).toEqual([]);

    // Back to normal: the next ingestion run succeeds and the quote is live again.
    helper.mode = 'ok';
    const backAt = Date.now();
    const after = await t.app.ingest();
    expect(after.ok).toEqual(['BGI1!']);
    expect(after.failed).toEqual([]);
    expect(after.candles).toBeGreaterThan(0);
    const live = await timed('/api/market/quote?symbol=BOI');
    expect(live.status).toBe(200);
    figures.setup = { MARKETDATA_TIMEOUT_MS: TIMEOUT_MS, MARKETDATA_QUOTE_CACHE_SECONDS: CACHE_S, fallback: 'none', db: t.app.database.kind };
    figures.cacheServed = { answers: cached.length, lastServedAtMsAfterFetch: cached[cached.length - 1], maxMs: Math.max(...cachedMs), outageStartedMsAfterFetch: downAt - fetchedAt };
    figures.refused502Ms = refused;
    figures.hung502Ms = hung;
    figures.bound502Ms = TIMEOUT_MS + 500;
    figures.ingestion = { beforeOutage: first.ok.length, duringRefused: during.failed[0].error, duringHang: duringHang.failed[0]?.error, afterReturn: { ok: after.ok, candles: after.candles, quotesStored: after.quotesStored, ms: Date.now() - backAt } };
  });
});
