import { bgiContract, CONTINUOUS_SUFFIX, sortContracts } from '../contracts';
import {
  ProviderUnavailable, UnknownContract, type MarketCandle, type MarketContract, type MarketProvider, type MarketQuote, type Timeframe,
} from '../market.model';
import { fieldsOf, getJson, instant, nonNegative, price } from './http';

export type PrimaryOptions = { baseUrl: string; timeoutMs: number; activeContracts: string[] };

const SYMBOL = 'BOI';

/** Real futures price per arroba, through a helper process speaking our small HTTP protocol (contract 3.2). */
export class PrimaryProvider implements MarketProvider {
  readonly id = 'primary' as const;

  constructor(private readonly opts: PrimaryOptions) {}

  mainContract(): string {
    return `BGI${CONTINUOUS_SUFFIX}`;
  }

  async contracts(): Promise<MarketContract[]> {
    return sortContracts(this.opts.activeContracts.map((c) => bgiContract(c, SYMBOL)).filter((c): c is MarketContract => c !== null));
  }

  private async known(contractCode: string) {
    if (!(await this.contracts()).some((c) => c.contractCode === contractCode)) throw new UnknownContract(contractCode);
  }

  private url(path: string, params: Record<string, string | number>) {
    const u = new URL(path, this.opts.baseUrl.endsWith('/') ? this.opts.baseUrl : `${this.opts.baseUrl}/`);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, String(v));
    return u.toString();
  }

  async quote(contractCode: string): Promise<MarketQuote> {
    await this.known(contractCode);
    const q = parseQuote(await getJson(this.url('quote', { symbol: contractCode }), { provider: this.id, timeoutMs: this.opts.timeoutMs }));
    return {
      symbol: SYMBOL, contractCode, price: q.price, openPrice: q.open, highPrice: q.high, lowPrice: q.low,
      variationPercent: q.changePercent, volume: q.volume, source: this.id, quoteTimestamp: q.time,
    };
  }

  async candles(contractCode: string, timeframe: Timeframe, limit: number): Promise<MarketCandle[]> {
    await this.known(contractCode);
    const body = await getJson(this.url('candles', { symbol: contractCode, timeframe, limit }), { provider: this.id, timeoutMs: this.opts.timeoutMs });
    if (!Array.isArray(body)) throw new ProviderUnavailable(this.id, 'candles is not an array');
    return body.slice(-limit).map(parseCandle).map((c) => ({
      symbol: SYMBOL, contractCode, timeframe, open: c.open, high: c.high, low: c.low, close: c.close,
      volume: c.volume, source: this.id, candleTime: c.time,
    }));
  }

  async healthy(): Promise<boolean> {
    try {
      await this.quote(this.mainContract());
      return true;
    } catch {
      return false;
    }
  }
}

// The helper protocol's payloads (contract 3.2), validated field by field in this order: the first invalid
// field names the failure.
type PrimaryQuote = { price: number; open: number; high: number; low: number; changePercent: number; volume: number; time: Date };
type PrimaryCandle = { open: number; high: number; low: number; close: number; volume: number; time: Date };

function parseQuote(body: unknown): PrimaryQuote {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ProviderUnavailable('primary', 'quote is not an object');
  const f = fieldsOf(body);
  return {
    price: price(f.price, 'primary', 'price'),
    open: nonNegative(f.open, 'primary', 'open'),
    high: nonNegative(f.high, 'primary', 'high'),
    low: nonNegative(f.low, 'primary', 'low'),
    changePercent: finite(f.changePercent),
    volume: Math.round(nonNegative(f.volume, 'primary', 'volume')),
    time: instant(f.time, 'primary'),
  };
}

function parseCandle(c: unknown): PrimaryCandle {
  const f = fieldsOf(c);
  return {
    open: price(f.open, 'primary', 'open'),
    high: price(f.high, 'primary', 'high'),
    low: price(f.low, 'primary', 'low'),
    close: price(f.close, 'primary', 'close'),
    volume: Math.round(nonNegative(f.volume, 'primary', 'volume')),
    time: instant(f.time, 'primary'),
  };
}

function finite(v: unknown): number {
  if (v === undefined || v === null) return 0;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new ProviderUnavailable('primary', 'invalid changePercent');
  return v;
}
