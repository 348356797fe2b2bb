import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { startMarketHelper, type HelperMode, type MarketHelper } from '../../scripts/market-helper';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant } from '../helpers/factories';
import { report } from './helpers/report';
import { ensureBuilt } from './helpers/service';

/**
 * S13: unsafe consumption of the market provider. A loopback helper misbehaves in every way we know
 * (hang, 500, bad JSON, NaN, negative, a ~12 MB body, a 302, a slow drip): the quote is 502
 * PROVIDER_UNAVAILABLE within MARKETDATA_TIMEOUT_MS + 1 s, ingestion stores nothing, the redirect target is
 * never contacted, RSS stays bounded; hostile symbols are 4xx and never reach the provider.
 */
jest.setTimeout(120_000);

const TIMEOUT_MS = 800;
const MODES: HelperMode[] = ['timeout', 'error500', 'badjson', 'nan', 'negative', 'huge', 'redirect', 'drip'];
const MB = 1024 * 1024;

describe('S13 unsafe consumption of the market provider', () => {
  let helper: MarketHelper;
  let target: Server;
  let targetHits = 0;
  let t: TestApp;
  let api: Client;
  let token: string;
  const figures: Record<string, unknown> = {};
  const count = async (table: 'market_quotes' | 'market_candles') =>
    Number((await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`))[0].n);

  beforeAll(async () => {
    // Where the helper's 302 points: any request here means a redirect was followed.
    target = createServer((_req, res) => {
      targetHits++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"price":1,"time":1}');
    });
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
    helper = await startMarketHelper();
    helper.redirectTo = `http://127.0.0.1:${(target.address() as AddressInfo).port}/quote?symbol=BGI1!`;
    t = await startTestApp({
      MARKETDATA_PROVIDER: 'primary', MARKETDATA_PRIMARY_URL: helper.url, MARKETDATA_FALLBACK: 'none',
      MARKETDATA_TIMEOUT_MS: String(TIMEOUT_MS), MARKETDATA_QUOTE_CACHE_SECONDS: '0', MARKETDATA_SYNC_TIMEFRAMES: '1d',
    });
    api = client(t.url);
    token = (await makeTenant(t.app, 'ssrf')).users.Operador.token;
  });
  afterAll(async () => {
    report('S13', figures);
    await t.close();
    await helper.close();
    target.closeAllConnections();
    await new Promise((r) => target.close(r));
  });

  it('answers 502 PROVIDER_UNAVAILABLE within the timeout + 1 s in every failure mode, stores 0 rows, follows 0 redirects', async () => {
    const perMode: Record<string, unknown> = {};
    let worstMs = 0;
    for (const mode of MODES) {
      helper.mode = mode;
      const quoteMs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = Date.now();
        const r = await api.get('/api/market/quote?symbol=BOI', token);
        const ms = Date.now() - started;
        quoteMs.push(ms);
        expect({ mode, status: r.status, code: r.body?.code }).toEqual({ mode, status: 502, code: 'PROVIDER_UNAVAILABLE' });
        expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(r.text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|stack/i);
        expect(ms).toBeLessThan(TIMEOUT_MS + 1000);
      }
      const ingestStarted = Date.now();
      const summary = await t.app.ingest();
      const ingestMs = Date.now() - ingestStarted;
      expect({ mode, ok: summary.ok, failed: summary.failed.length, candles: summary.candles, quotes: summary.quotesStored })
        .toEqual({ mode, ok: [], failed: 1, candles: 0, quotes: 0 });
      const rows = { quotes: await count('market_quotes'), candles: await count('market_candles') };
      expect({ mode, rows }).toEqual({ mode, rows: { quotes: 0, candles: 0 } });
      worstMs = Math.max(worstMs, ...quoteMs);
      perMode[mode] = { quoteMs, ingestMs, error: summary.failed[0]?.error };
    }
    expect(targetHits).toBe(0);
    figures.modes = perMode;
    figures.worstQuoteMs = worstMs;
    figures.boundMs = TIMEOUT_MS + 1000;
    figures.badRowsStored = 0;
    figures.redirectTargetRequests = targetHits;
  });

  it('keeps RSS growth under 50 MB across repeated huge and drip answers', async () => {
    // The helper runs in a child process here: in this process its own ~12 MB bodies would be counted.
    ensureBuilt();
    const child = spawn(process.execPath, ['-e', `
      const { startMarketHelper } = require(${JSON.stringify(path.resolve(__dirname, '../../dist/scripts/market-helper.js'))});
      startMarketHelper().then((h) => {
        process.send({ url: h.url });
        process.on('message', (m) => { h.mode = m.mode; process.send({ mode: m.mode }); });
        process.on('disconnect', () => process.exit(0));
      });`], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const next = () => new Promise<any>((r) => child.once('message', r));
    const { url } = await next();
    const setMode = async (mode: HelperMode) => { child.send({ mode }); await next(); };
    const u = await startTestApp({
      MARKETDATA_PROVIDER: 'primary', MARKETDATA_PRIMARY_URL: url, MARKETDATA_FALLBACK: 'none',
      MARKETDATA_TIMEOUT_MS: String(TIMEOUT_MS), MARKETDATA_QUOTE_CACHE_SECONDS: '0', MARKETDATA_SYNC_TIMEFRAMES: '1d',
    });
    const uapi = client(u.url);
    const utoken = (await makeTenant(u.app, 'rss')).users.Operador.token;
    let before = 0;
    let peak = 0;
    let after = 0;
    let calls = 0;
    try {
      // Warm-up: the code paths of a failing call, once each.
      for (const mode of ['huge', 'drip'] as HelperMode[]) {
        await setMode(mode);
        await uapi.get('/api/market/quote?symbol=BOI', utoken);
      }
      before = process.memoryUsage().rss;
      peak = before;
      for (const mode of ['huge', 'drip', 'huge'] as HelperMode[]) {
        await setMode(mode);
        const rs = await Promise.all(Array.from({ length: 5 }, () => uapi.get('/api/market/quote?symbol=BOI', utoken)));
        calls += rs.length;
        expect(rs.map((r) => r.status)).toEqual([502, 502, 502, 502, 502]);
        await u.app.ingest();
        calls++;
        peak = Math.max(peak, process.memoryUsage().rss);
        for (let i = 0; i < 5; i++) {
          expect((await uapi.get('/api/market/quote?symbol=BOI', utoken)).status).toBe(502);
          calls++;
          peak = Math.max(peak, process.memoryUsage().rss);
        }
      }
      after = process.memoryUsage().rss;
    } finally {
      await u.close();
      child.disconnect();
    }
    figures.rssHugeDrip = { calls, helper: 'child process' };
    Object.assign(figures.rssHugeDrip as object, { beforeMB: Math.round(before / MB), afterMB: Math.round(after / MB), growthMB: Math.round(((after - before) / MB) * 10) / 10, peakGrowthMB: Math.round(((peak - before) / MB) * 10) / 10 });
    expect(after - before).toBeLessThan(50 * MB);
    expect(peak - before).toBeLessThan(50 * MB);
  });

  it('answers hostile symbols 4xx, never 5xx, and never passes them to the provider', async () => {
    helper.mode = 'ok';
    const hostile = ['../../etc', '..%2F..%2Fetc%2Fpasswd', 'A'.repeat(5000), encodeURIComponent('BOÍ🐂'), '%00', 'BOI%00', '%0d%0aX-Evil:%201',
      encodeURIComponent('BOI\'; drop table market_quotes;--'), encodeURIComponent('http://169.254.169.254/'), encodeURIComponent('BGI1!/../../admin')];
    const before = helper.requests;
    const statuses: Record<string, number> = {};
    for (const s of hostile) {
      for (const q of [`symbol=${s}`, `symbol=BOI&contractCode=${s}`]) {
        for (const path of ['/api/market/quote', '/api/market/candles', '/api/market/quotes/history']) {
          const r = await api.get(`${path}?${q}`, token);
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          // A quote of a hostile symbol or contract is a 4xx; candles and history may also answer a list (200).
          const expected = path !== '/api/market/quote' && Array.isArray(r.body) ? 'a list' : 'a 4xx';
          const got = r.status >= 400 && r.status < 500 ? 'a 4xx' : r.status === 200 && Array.isArray(r.body) ? 'a list' : r.status;
          expect({ path, q: q.slice(0, 60), answer: got }).toEqual({ path, q: q.slice(0, 60), answer: expected });
        }
      }
    }
    const quoteStatuses: Record<string, number> = {};
    for (const s of hostile) {
      const r = await api.get(`/api/market/quote?symbol=${s}`, token);
      quoteStatuses[r.status] = (quoteStatuses[r.status] ?? 0) + 1;
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    figures.hostile = { inputs: hostile.length, requests: hostile.length * 7, statuses, quoteStatuses, providerRequests: helper.requests - before };
    expect(helper.requests - before).toBe(0);
    expect(Object.keys(statuses).some((s) => Number(s) >= 500)).toBe(false);
  });
});
