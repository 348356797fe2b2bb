import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixedClock } from '../../src/clock';
import { expirationOf, nextMonthlyCodes, sortContracts, bgiContract } from '../../src/market/contracts';
import { ProviderUnavailable, UnknownContract } from '../../src/market/market.model';
import { EtfProvider } from '../../src/market/providers/etf.provider';
import { MockProvider } from '../../src/market/providers/mock.provider';
import { PaidStubProvider } from '../../src/market/providers/paid-stub.provider';
import { PrimaryProvider } from '../../src/market/providers/primary.provider';
import { createProviders, withFallback } from '../../src/market/providers/registry';
import { startMarketHelper, type HelperMode, type MarketHelper } from '../../scripts/market-helper';

const NOW = Date.parse('2026-11-20T15:00:00Z');

describe('contract codes', () => {
  it('derives the expiration of monthly BGI contracts (the last B3 trading session of the month)', () => {
    expect(expirationOf('BGIV26')?.toISOString()).toBe('2026-10-30T00:00:00.000Z');
    // B3 holds no session on 31 December (a Thursday in 2026), nor on Good Friday (2024-03-29), nor on Corpus Christi (2018-05-31).
    expect(expirationOf('BGIZ26')?.toISOString()).toBe('2026-12-30T00:00:00.000Z');
    expect(expirationOf('BGIH24')?.toISOString()).toBe('2024-03-28T00:00:00.000Z');
    expect(expirationOf('BGIK18')?.toISOString()).toBe('2018-05-30T00:00:00.000Z');
    expect(expirationOf('BGIF27')?.toISOString()).toBe('2027-01-29T00:00:00.000Z'); // Jan 31 2027 is a Sunday
    expect(expirationOf('BGIQ26')?.toISOString()).toBe('2026-08-31T00:00:00.000Z');
    expect(expirationOf('BGI1!')).toBeNull();
    expect(expirationOf('XYZ')).toBeUndefined();
    expect(expirationOf('BGIA26')).toBeUndefined();
  });

  it('lists the next monthly codes and orders the continuous contract first', () => {
    expect(nextMonthlyCodes(new Date(NOW), 3)).toEqual(['BGIZ26', 'BGIF27', 'BGIG27']);
    const sorted = sortContracts(['BGIG27', 'BGI1!', 'BGIZ26'].map((c) => bgiContract(c)!));
    expect(sorted.map((c) => c.contractCode)).toEqual(['BGI1!', 'BGIZ26', 'BGIG27']);
  });
});

describe(MockProvider.name, () => {
  const clock = fixedClock('2026-11-20T15:00:00Z');
  const mock = new MockProvider(clock);

  it('lists BGI1! and the next three monthly contracts', async () => {
    const list = await mock.contracts();
    expect(list.map((c) => c.contractCode)).toEqual(['BGI1!', 'BGIZ26', 'BGIF27', 'BGIG27']);
    expect(list[0]).toEqual({ symbol: 'BOI', contractCode: 'BGI1!', description: expect.any(String), expirationDate: null, isActive: true });
  });

  it('is deterministic, moves with time and stays around R$ 300-360', async () => {
    const a = await mock.quote('BGI1!');
    expect(await mock.quote('BGI1!')).toEqual(a);
    clock.set('2026-11-20T18:00:00Z');
    const b = await mock.quote('BGI1!');
    expect(b.price).not.toBe(a.price);
    for (const q of [a, b]) {
      expect(q.price).toBeGreaterThan(290);
      expect(q.price).toBeLessThan(370);
      expect(q.source).toBe('mock');
    }
  });

  it('moves every second, deterministically, so each sync of a live dashboard gets a new quote', async () => {
    const second = Date.parse('2026-11-20T15:00:00Z') / 1000;
    let previous: { price: number; quoteTimestamp: Date } | undefined;
    // Two hours of seconds, across minute boundaries.
    for (let s = second; s < second + 7200; s++) {
      const at = new MockProvider(fixedClock(new Date(s * 1000 + 999).toISOString()));
      const q = await at.quote('BGI1!');
      expect(q.quoteTimestamp.getTime()).toBe(s * 1000);
      if (previous) expect(q.price).not.toBe(previous.price);
      previous = q;
    }
    const again = await new MockProvider(fixedClock(new Date(second * 1000).toISOString())).quote('BGI1!');
    expect(again).toEqual(await new MockProvider(fixedClock(new Date(second * 1000 + 500).toISOString())).quote('BGI1!'));
  });

  it('produces candles for every timeframe, oldest first, with coherent OHLC', async () => {
    for (const tf of ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M'] as const) {
      const candles = await mock.candles('BGI1!', tf, 30);
      expect(candles).toHaveLength(30);
      for (let i = 1; i < candles.length; i++) expect(candles[i].candleTime.getTime()).toBeGreaterThan(candles[i - 1].candleTime.getTime());
      for (const c of candles) {
        expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
        expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
      }
    }
  });

  it('rejects a contract it does not list', async () => {
    await expect(mock.quote('BGIX99')).rejects.toBeInstanceOf(UnknownContract);
  });
});

describe('the mock\'s continuous contract (issue 34)', () => {
  it('is its nearest dated contract: the same quote and candles, rolling to the next contract at a month turn', async () => {
    const mock = new MockProvider(fixedClock(new Date(NOW).toISOString()));
    const [frente] = (await mock.contracts()).filter((c) => c.expirationDate !== null).map((c) => c.contractCode);
    expect(frente).toBe('BGIZ26');
    const { contractCode: _a, ...continuo } = await mock.quote('BGI1!');
    const { contractCode: _b, ...datado } = await mock.quote(frente);
    expect(continuo).toEqual(datado);
    const strip = (cs: { contractCode: string }[]) => cs.map(({ contractCode: _c, ...c }) => c);
    // 2026-11-01 .. 2026-11-20: November's days are BGIZ26's; the days of October were BGIX26's.
    expect(strip(await mock.candles('BGI1!', '1d', 20))).toEqual(strip(await mock.candles(frente, '1d', 20)));
    const october = strip(await mock.candles('BGI1!', '1d', 21))[0];
    expect(october).not.toEqual(strip(await mock.candles(frente, '1d', 21))[0]);
  });
});

describe(PrimaryProvider.name, () => {
  let helper: MarketHelper;
  const timeoutMs = 400;
  const provider = () => new PrimaryProvider({ baseUrl: helper.url, timeoutMs, activeContracts: ['BGI1!', 'BGIZ26'] });

  beforeAll(async () => {
    helper = await startMarketHelper(0, () => NOW);
  });
  afterAll(() => helper.close());
  afterEach(() => {
    helper.mode = 'ok';
  });

  it('maps the helper quote and candles to the contract shapes', async () => {
    const q = await provider().quote('BGI1!');
    expect(q).toEqual({
      symbol: 'BOI', contractCode: 'BGI1!', price: expect.any(Number), openPrice: expect.any(Number), highPrice: expect.any(Number),
      lowPrice: expect.any(Number), variationPercent: expect.any(Number), volume: expect.any(Number), source: 'primary',
      quoteTimestamp: new Date(Math.floor(NOW / 1000) * 1000),
    });
    const candles = await provider().candles('BGIZ26', '1h', 24);
    expect(candles).toHaveLength(24);
    expect(candles[0]).toEqual({
      symbol: 'BOI', contractCode: 'BGIZ26', timeframe: '1h', open: expect.any(Number), high: expect.any(Number), low: expect.any(Number),
      close: expect.any(Number), volume: expect.any(Number), source: 'primary', candleTime: expect.any(Date),
    });
  });

  it('lists only configured contracts and rejects others without calling the helper', async () => {
    const before = helper.requests;
    await expect(provider().quote('BGIF27')).rejects.toBeInstanceOf(UnknownContract);
    expect(helper.requests).toBe(before);
    expect((await provider().contracts()).map((c) => c.contractCode)).toEqual(['BGI1!', 'BGIZ26']);
  });

  it.each<HelperMode>(['timeout', 'error500', 'badjson', 'nan', 'negative', 'huge', 'redirect', 'drip'])(
    'treats %s as provider unavailable within the timeout + 0.5 s',
    async (mode) => {
      helper.mode = mode;
      const started = Date.now();
      const call = mode === 'huge' ? provider().candles('BGI1!', '1d', 90) : provider().quote('BGI1!');
      await expect(call).rejects.toBeInstanceOf(ProviderUnavailable);
      expect(Date.now() - started).toBeLessThan(timeoutMs + 500);
      expect(await provider().healthy()).toBe(false);
    },
  );

  // The helper closing a kept-alive connection as idle at the instant a request reached it (a sync under CPU load lost
  // whole contracts to it, issue 37): the GET goes again on a new connection instead of failing the call.
  it('sends a GET again on a new connection when a kept-alive one is reset before any answer', async () => {
    await provider().quote('BGI1!'); // leaves a kept-alive connection in the pool
    helper.mode = 'reset';
    await expect(provider().quote('BGIZ26')).resolves.toMatchObject({ contractCode: 'BGIZ26', source: 'primary' });
    await expect(provider().candles('BGI1!', '1d', 5)).resolves.toHaveLength(5);
    expect(await provider().healthy()).toBe(true);
  });

  it('fails fast when nothing listens', async () => {
    const p = new PrimaryProvider({ baseUrl: 'http://127.0.0.1:9', timeoutMs, activeContracts: ['BGI1!'] });
    await expect(p.quote('BGI1!')).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('falls back to the etf provider and names it as the source, and recovers on the next call', async () => {
    const etf = await startFakeBrapi();
    try {
      const providers = createProviders({
        provider: 'primary', fallback: undefined, activeContracts: ['BGI1!'], primaryUrl: helper.url,
        etfUrl: etf.url, etfToken: 't0k', etfTicker: 'BBOI11', timeoutMs,
      }, fixedClock('2026-11-20T15:00:00Z'));
      expect(providers.fallback?.id).toBe('etf');
      helper.mode = 'error500';
      const fromEtf = await withFallback(providers, (p, c) => p.quote(c), 'BGI1!');
      expect(fromEtf).toMatchObject({ source: 'etf', contractCode: 'BBOI11', price: 11.42 });
      expect(etf.lastQuery?.get('token')).toBe('t0k');
      helper.mode = 'ok';
      expect((await withFallback(providers, (p, c) => p.quote(c), 'BGI1!')).source).toBe('primary');
    } finally {
      await new Promise((r) => etf.server.close(r));
    }
  });
});

describe(EtfProvider.name, () => {
  it('maps brapi quotes and aggregates hourly bars into 4h candles', async () => {
    const etf = await startFakeBrapi();
    try {
      const p = new EtfProvider({ baseUrl: etf.url, ticker: 'BBOI11', timeoutMs: 1000 });
      expect(await p.quote('BBOI11')).toEqual({
        symbol: 'BBOI11', contractCode: 'BBOI11', price: 11.42, openPrice: 11.3, highPrice: 11.5, lowPrice: 11.2,
        variationPercent: 0.8, volume: 12345, source: 'etf', quoteTimestamp: new Date(1_795_000_000 * 1000),
      });
      const four = await p.candles('BBOI11', '4h', 10);
      expect(four).toHaveLength(2);
      expect(four[0]).toMatchObject({ open: 11, close: 11.3, high: 11.6, low: 10.9, volume: 40 });
      await expect(p.quote('BGI1!')).rejects.toBeInstanceOf(UnknownContract);
    } finally {
      await new Promise((r) => etf.server.close(r));
    }
  });
});

describe(PaidStubProvider.name, () => {
  it('is always unavailable and unhealthy', async () => {
    const p = new PaidStubProvider();
    await expect(p.quote()).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(await p.healthy()).toBe(false);
  });
});

/** A brapi-compatible fake: one quote and 8 hourly bars starting at a 4h boundary. */
async function startFakeBrapi(): Promise<{ url: string; server: Server; lastQuery?: URLSearchParams }> {
  const state: { url: string; server: Server; lastQuery?: URLSearchParams } = {} as any;
  const base = Math.floor(1_795_000_000 / 14_400) * 14_400;
  const bars = Array.from({ length: 8 }, (_, i) => ({
    date: base + i * 3600, open: 11 + i * 0.1, high: 11.2 + i * 0.1 + (i === 3 ? 0.1 : 0), low: 10.9 + i * 0.1, close: 11 + i * 0.1, volume: 10,
  }));
  state.server = createServer((req, res) => {
    const u = new URL(req.url!, 'http://x');
    state.lastQuery = u.searchParams;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
      results: [{
        symbol: 'BBOI11', regularMarketPrice: 11.42, regularMarketOpen: 11.3, regularMarketDayHigh: 11.5, regularMarketDayLow: 11.2,
        regularMarketChangePercent: 0.8, regularMarketVolume: 12345, regularMarketTime: 1_795_000_000, historicalDataPrice: bars,
      }],
    }));
  });
  await new Promise<void>((r) => state.server.listen(0, '127.0.0.1', r));
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
  return state;
}
