import {
  ProviderUnavailable, UnknownContract, type MarketCandle, type MarketContract, type MarketProvider, type MarketQuote, type Timeframe,
} from '../market.model';
import { fieldsOf, getJson, instant, nonNegative, price } from './http';
import { bucketStart } from './synthetic';

export type EtfOptions = { baseUrl: string; token?: string; ticker: string; timeoutMs: number };

// brapi intervals and the range that holds enough of them; 4h is built from hourly candles.
const INTERVAL: Record<Timeframe, { interval: string; range: string }> = {
  '1m': { interval: '1m', range: '1d' }, '5m': { interval: '5m', range: '5d' }, '15m': { interval: '15m', range: '5d' },
  '30m': { interval: '30m', range: '1mo' }, '1h': { interval: '1h', range: '1mo' }, '4h': { interval: '1h', range: '3mo' },
  '1d': { interval: '1d', range: '2y' }, '1w': { interval: '1wk', range: '5y' }, '1M': { interval: '1mo', range: 'max' },
};

/**
 * An exchange-traded fund share (BBOI11 by default) from a brapi-compatible API: R$ ~11 a share,
 * not the arroba price; its legacy records are stored with fonte ETF.
 */
export class EtfProvider implements MarketProvider {
  readonly id = 'etf' as const;

  constructor(private readonly opts: EtfOptions) {}

  mainContract(): string {
    return this.opts.ticker;
  }

  async contracts(): Promise<MarketContract[]> {
    return [{ symbol: this.opts.ticker, contractCode: this.opts.ticker, description: `ETF ${this.opts.ticker} (preco da cota, nao da arroba)`, expirationDate: null, isActive: true }];
  }

  private async fetchResult(range: string, interval: string): Promise<Readonly<Record<string, unknown>>> {
    const u = new URL(`api/quote/${encodeURIComponent(this.opts.ticker)}`, this.opts.baseUrl.endsWith('/') ? this.opts.baseUrl : `${this.opts.baseUrl}/`);
    u.searchParams.set('range', range);
    u.searchParams.set('interval', interval);
    if (this.opts.token) u.searchParams.set('token', this.opts.token);
    const results = fieldsOf(await getJson(u.toString(), { provider: this.id, timeoutMs: this.opts.timeoutMs })).results;
    const result: unknown = Array.isArray(results) ? results[0] : undefined;
    if (!result || typeof result !== 'object') throw new ProviderUnavailable(this.id, 'no results');
    return fieldsOf(result);
  }

  async quote(contractCode: string): Promise<MarketQuote> {
    if (contractCode !== this.opts.ticker) throw new UnknownContract(contractCode);
    const q = parseQuote(await this.fetchResult('1d', '1d'));
    return {
      symbol: this.opts.ticker, contractCode, price: q.price, openPrice: q.open, highPrice: q.high, lowPrice: q.low,
      variationPercent: q.changePercent, volume: q.volume, source: this.id, quoteTimestamp: q.time,
    };
  }

  async candles(contractCode: string, timeframe: Timeframe, limit: number): Promise<MarketCandle[]> {
    if (contractCode !== this.opts.ticker) throw new UnknownContract(contractCode);
    const { range, interval } = INTERVAL[timeframe];
    const rows = (await this.fetchResult(range, interval)).historicalDataPrice;
    let candles = (Array.isArray(rows) ? rows : []).map(parseBar);
    if (timeframe === '4h') candles = aggregate(candles);
    candles.sort((a, b) => a.time.getTime() - b.time.getTime());
    return candles.slice(-limit).map((c) => ({
      symbol: this.opts.ticker, contractCode, timeframe, open: c.open, high: c.high, low: c.low, close: c.close,
      volume: c.volume, source: this.id, candleTime: c.time,
    }));
  }

  async healthy(): Promise<boolean> {
    try {
      await this.quote(this.opts.ticker);
      return true;
    } catch {
      return false;
    }
  }
}

// brapi's payloads, validated field by field in this order: the first invalid field names the failure.
type Bar = { time: Date; open: number; high: number; low: number; close: number; volume: number };
type EtfQuote = { price: number; open: number; high: number; low: number; changePercent: number; volume: number; time: Date };

function parseQuote(r: Readonly<Record<string, unknown>>): EtfQuote {
  const change = r.regularMarketChangePercent;
  return {
    price: price(r.regularMarketPrice, 'etf', 'regularMarketPrice'),
    open: nonNegative(r.regularMarketOpen, 'etf', 'regularMarketOpen'),
    high: nonNegative(r.regularMarketDayHigh, 'etf', 'regularMarketDayHigh'),
    low: nonNegative(r.regularMarketDayLow, 'etf', 'regularMarketDayLow'),
    // a missing or non-numeric change reads as 0, not a failure.
    changePercent: typeof change === 'number' && Number.isFinite(change) ? change : 0,
    volume: Math.round(nonNegative(r.regularMarketVolume, 'etf', 'regularMarketVolume')),
    time: instant(r.regularMarketTime, 'etf', 'regularMarketTime'),
  };
}

function parseBar(c: unknown): Bar {
  const f = fieldsOf(c);
  return {
    time: instant(f.date, 'etf', 'date'),
    open: price(f.open, 'etf', 'open'), high: price(f.high, 'etf', 'high'),
    low: price(f.low, 'etf', 'low'), close: price(f.close, 'etf', 'close'),
    volume: Math.round(nonNegative(f.volume, 'etf', 'volume')),
  };
}

/** Hourly bars into 4-hour bars (brapi has no 4h interval). */
function aggregate(bars: Bar[]): Bar[] {
  const groups = new Map<number, Bar>();
  for (const b of [...bars].sort((x, y) => x.time.getTime() - y.time.getTime())) {
    const key = bucketStart('4h', b.time.getTime());
    const g = groups.get(key);
    if (!g) groups.set(key, { ...b, time: new Date(key) });
    else Object.assign(g, { high: Math.max(g.high, b.high), low: Math.min(g.low, b.low), close: b.close, volume: g.volume + b.volume });
  }
  return [...groups.values()];
}
