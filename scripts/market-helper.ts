import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { TIMEFRAMES, type Timeframe } from '../src/market/market.model';
import { quoteAt, recentCandles } from '../src/market/providers/synthetic';

/**
 * A local helper speaking the primary provider's protocol (contract 3.2) with synthetic prices:
 *   GET /quote?symbol=BGI1!                       -> {symbol, price, open, high, low, changePercent, volume, time}
 *   GET /candles?symbol=BGI1!&timeframe=1d&limit=90 -> [{time, open, high, low, close, volume}]
 * `mode` makes it misbehave on purpose, for tests of the provider's failure handling. In mode 'reset' a request on
 * a connection that already served one is answered by a TCP reset: what a server closing a kept-alive connection as
 * idle does to a request that reached it at that instant (the race a loaded machine hits, issue 37).
 */
export type HelperMode = 'ok' | 'timeout' | 'error500' | 'badjson' | 'nan' | 'negative' | 'huge' | 'redirect' | 'drip' | 'reset';

export type MarketHelper = {
  url: string; server: Server; mode: HelperMode; requests: number;
  /** Symbols answered with HTTP 500 whatever the mode. */
  failSymbols: Set<string>;
  /** Location of the 302 sent in mode 'redirect' (default http://127.0.0.1:9/, the discard port). */
  redirectTo?: string;
  close(): Promise<void>;
};

export async function startMarketHelper(port = 0, now: () => number = Date.now): Promise<MarketHelper> {
  const helper = { mode: 'ok' as HelperMode, requests: 0, failSymbols: new Set<string>() } as MarketHelper;
  const served = new WeakSet<Socket>();
  const server = createServer((req, res) => {
    helper.requests++;
    if (helper.mode === 'reset' && served.has(req.socket)) return void req.socket.resetAndDestroy();
    served.add(req.socket);
    const url = new URL(req.url ?? '/', 'http://helper');
    const symbol = url.searchParams.get('symbol') ?? 'BGI1!';
    const send = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (helper.failSymbols.has(symbol)) return send(500, '{"error":"boom"}');
    switch (helper.mode) {
      case 'timeout': return; // never answers
      case 'error500': return send(500, '{"error":"boom"}');
      case 'badjson': return send(200, '{"price": 3');
      case 'redirect': return void res.writeHead(302, { location: helper.redirectTo ?? 'http://127.0.0.1:9/' }).end();
      case 'huge': return send(200, `[${'{"time":1,"open":1,"high":1,"low":1,"close":1,"volume":1},'.repeat(200_000)}{}]`);
      case 'drip': {
        res.writeHead(200, { 'content-type': 'application/json' });
        const t = setInterval(() => res.write(' '), 200);
        res.on('close', () => clearInterval(t));
        return;
      }
      default: break;
    }
    // NaN is not JSON: a helper that computed one would send it as a string.
    const bad = helper.mode === 'nan' ? 'NaN' : helper.mode === 'negative' ? -1 : null;
    if (url.pathname === '/quote') {
      const q = quoteAt(symbol, now());
      return send(200, JSON.stringify({ symbol, price: bad ?? q.price, open: q.open, high: q.high, low: q.low, changePercent: q.changePercent, volume: q.volume, time: q.time.toISOString() }));
    }
    if (url.pathname === '/candles') {
      const tf = (url.searchParams.get('timeframe') ?? '1d') as Timeframe;
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 90) || 90, 5000);
      if (!TIMEFRAMES.includes(tf)) return send(400, '{"error":"timeframe"}');
      const candles = recentCandles(symbol, tf, limit, now()).map((c) => ({ ...c, time: Math.floor(c.time.getTime() / 1000), close: bad ?? c.close }));
      return send(200, JSON.stringify(candles));
    }
    send(404, '{"error":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  helper.server = server;
  helper.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  helper.close = () => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return helper;
}

/**
 * A brapi-compatible quote API for the etf provider: GET /api/quote/{ticker}?range&interval&token,
 * a share price around R$ 11 (not the arroba price) with daily and intraday history.
 */
export async function startEtfApi(port = 0, now: () => number = Date.now): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://etf');
    const m = /^\/api\/quote\/([A-Z0-9]{4,12})$/.exec(url.pathname);
    if (!m) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
    const ticker = m[1];
    const interval = url.searchParams.get('interval') ?? '1d';
    const tf: Timeframe = interval === '1wk' ? '1w' : interval === '1mo' ? '1M' : (TIMEFRAMES as readonly string[]).includes(interval) ? (interval as Timeframe) : '1d';
    // The ETF tracks the synthetic arroba price at 1/30 of it.
    const scale = (n: number) => Math.round((n / 30) * 100) / 100;
    const q = quoteAt(ticker, now());
    const history = recentCandles(ticker, tf, 120, now()).map((c) => ({
      date: Math.floor(c.time.getTime() / 1000), open: scale(c.open), high: scale(c.high), low: scale(c.low), close: scale(c.close), volume: c.volume * 100,
    }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results: [{
      symbol: ticker, regularMarketPrice: scale(q.price), regularMarketOpen: scale(q.open), regularMarketDayHigh: scale(q.high),
      regularMarketDayLow: scale(q.low), regularMarketChangePercent: q.changePercent, regularMarketVolume: q.volume * 100,
      regularMarketTime: Math.floor(q.time.getTime() / 1000), historicalDataPrice: history,
    }] }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

// `npm run market:helper` starts the primary helper (MARKET_HELPER_PORT, 3001) and the ETF API
// (MARKET_ETF_PORT, 3002); `-- primary` or `-- etf` starts only one, so either can be stopped alone.
if (require.main === module) {
  const only = process.argv[2];
  if (only !== 'etf') {
    void startMarketHelper(Number(process.env.MARKET_HELPER_PORT ?? 3001))
      .then((h) => process.stdout.write(`market helper (primary protocol) on ${h.url}\n`));
  }
  if (only !== 'primary') {
    void startEtfApi(Number(process.env.MARKET_ETF_PORT ?? 3002))
      .then((h) => process.stdout.write(`ETF quote API (brapi-compatible) on ${h.url}\n`));
  }
}
