import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TIMEFRAMES, type Timeframe } from '../src/market/market.model';
import { quoteAt, recentCandles } from '../src/market/providers/synthetic';

/**
 * A local helper speaking the primary provider's protocol (contract 3.2) with synthetic prices:
 *   GET /quote?symbol=BGI1!                       -> {symbol, price, open, high, low, changePercent, volume, time}
 *   GET /candles?symbol=BGI1!&timeframe=1d&limit=90 -> [{time, open, high, low, close, volume}]
 * `mode` makes it misbehave on purpose, for tests of the provider's failure handling.
 */
export type HelperMode = 'ok' | 'timeout' | 'error500' | 'badjson' | 'nan' | 'negative' | 'huge' | 'redirect' | 'drip';

export type MarketHelper = {
  url: string; server: Server; mode: HelperMode; requests: number;
  /** Symbols answered with HTTP 500 whatever the mode. */
  failSymbols: Set<string>;
  close(): Promise<void>;
};

export async function startMarketHelper(port = 0, now: () => number = Date.now): Promise<MarketHelper> {
  const helper = { mode: 'ok' as HelperMode, requests: 0, failSymbols: new Set<string>() } as MarketHelper;
  const server = createServer((req, res) => {
    helper.requests++;
    const url = new URL(req.url ?? '/', 'http://helper');
    const symbol = url.searchParams.get('symbol') ?? 'BGI1!';
    const send = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (helper.failSymbols.has(symbol)) return send(500, '{"error":"boom"}');
    switch (helper.mode) {
      case 'timeout': return; // never answers
      case 'error500': return send(500, '{"error":"boom"}');
      case 'badjson': return send(200, '{"price": 3');
      case 'redirect': return void res.writeHead(302, { location: 'http://127.0.0.1:9/' }).end();
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

if (require.main === module) {
  const port = Number(process.env.MARKET_HELPER_PORT ?? 3001);
  void startMarketHelper(port).then((h) => process.stdout.write(`market helper (primary protocol) on ${h.url}\n`));
}
