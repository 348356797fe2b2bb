import type { Clock } from '../../clock';
import { bgiContract, nextMonthlyCodes, sortContracts } from '../contracts';
import { UnknownContract, type MarketCandle, type MarketContract, type MarketProvider, type MarketQuote, type Timeframe } from '../market.model';
import { quoteAt, recentCandles } from './synthetic';

/** Synthetic data for local use and tests: BGI1! plus the next three monthly contracts; quotes move with the clock. */
export class MockProvider implements MarketProvider {
  readonly id = 'mock' as const;

  constructor(private readonly clock: Clock) {}

  mainContract(): string {
    return 'BGI1!';
  }

  async contracts(): Promise<MarketContract[]> {
    const codes = ['BGI1!', ...nextMonthlyCodes(this.clock.now(), 3)];
    return sortContracts(codes.map((c) => bgiContract(c)!));
  }

  private async known(contractCode: string) {
    if (!(await this.contracts()).some((c) => c.contractCode === contractCode)) throw new UnknownContract(contractCode);
  }

  async quote(contractCode: string): Promise<MarketQuote> {
    await this.known(contractCode);
    const q = quoteAt(contractCode, this.clock.now().getTime());
    return {
      symbol: 'BOI', contractCode, price: q.price, openPrice: q.open, highPrice: q.high, lowPrice: q.low,
      variationPercent: q.changePercent, volume: q.volume, source: this.id, quoteTimestamp: q.time,
    };
  }

  async candles(contractCode: string, timeframe: Timeframe, limit: number): Promise<MarketCandle[]> {
    await this.known(contractCode);
    return recentCandles(contractCode, timeframe, limit, this.clock.now().getTime()).map((c) => ({
      symbol: 'BOI', contractCode, timeframe, open: c.open, high: c.high, low: c.low, close: c.close,
      volume: c.volume, source: this.id, candleTime: c.time,
    }));
  }

  async healthy(): Promise<boolean> {
    return true;
  }
}
