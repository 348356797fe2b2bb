import { bgiContract, CONTINUOUS_SUFFIX, sortContracts } from '../contracts';
import {
  ProviderUnavailable, UnknownContract, type MarketCandle, type MarketContract, type MarketProvider, type MarketQuote, type Timeframe,
} from '../market.model';
import { getJson, instant, nonNegative, price } from './http';

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
    const body = (await getJson(this.url('quote', { symbol: contractCode }), { provider: this.id, timeoutMs: this.opts.timeoutMs })) as any;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ProviderUnavailable(this.id, 'quote is not an object');
    return {
      symbol: SYMBOL,
      contractCode,
      price: price(body.price, this.id, 'price'),
      openPrice: nonNegative(body.open, this.id, 'open'),
      highPrice: nonNegative(body.high, this.id, 'high'),
      lowPrice: nonNegative(body.low, this.id, 'low'),
      variationPercent: finite(body.changePercent, this.id),
      volume: Math.round(nonNegative(body.volume, this.id, 'volume')),
      source: this.id,
      quoteTimestamp: instant(body.time, this.id),
    };
  }

  async candles(contractCode: string, timeframe: Timeframe, limit: number): Promise<MarketCandle[]> {
    await this.known(contractCode);
    const body = await getJson(this.url('candles', { symbol: contractCode, timeframe, limit }), { provider: this.id, timeoutMs: this.opts.timeoutMs });
    if (!Array.isArray(body)) throw new ProviderUnavailable(this.id, 'candles is not an array');
    return body.slice(-limit).map((c: any) => ({
      symbol: SYMBOL,
      contractCode,
      timeframe,
      open: price(c?.open, this.id, 'open'),
      high: price(c?.high, this.id, 'high'),
      low: price(c?.low, this.id, 'low'),
      close: price(c?.close, this.id, 'close'),
      volume: Math.round(nonNegative(c?.volume, this.id, 'volume')),
      source: this.id,
      candleTime: instant(c?.time, this.id),
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

function finite(v: unknown, provider: 'primary'): number {
  if (v === undefined || v === null) return 0;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new ProviderUnavailable(provider, 'invalid changePercent');
  return v;
}
