/** Provider-neutral market data, in the contract's field names (seed section 2). */
export type MarketContract = {
  symbol: string;
  contractCode: string;
  description: string;
  expirationDate: Date | null;
  isActive: boolean;
};

export type MarketQuote = {
  symbol: string;
  contractCode: string;
  price: number;
  openPrice: number;
  highPrice: number;
  lowPrice: number;
  variationPercent: number;
  volume: number;
  source: string;
  quoteTimestamp: Date;
};

export type MarketCandle = {
  symbol: string;
  contractCode: string;
  timeframe: Timeframe;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  source: string;
  candleTime: Date;
};

export const TIMEFRAMES = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

const MINUTE = 60_000;
/** Nominal length of a timeframe (1M as 30 days: used for staleness and synthetic data only). */
export const TIMEFRAME_MS: Record<Timeframe, number> = {
  '1m': MINUTE, '5m': 5 * MINUTE, '15m': 15 * MINUTE, '30m': 30 * MINUTE, '1h': 60 * MINUTE,
  '4h': 240 * MINUTE, '1d': 1440 * MINUTE, '1w': 7 * 1440 * MINUTE, '1M': 30 * 1440 * MINUTE,
};

export const PROVIDER_IDS = ['primary', 'etf', 'paid_stub', 'mock'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** The one interface every market-data provider implements (contract 3.2). */
export interface MarketProvider {
  readonly id: ProviderId;
  /** The provider's main contract for a symbol (used when contractCode is omitted). */
  mainContract(): string;
  contracts(): Promise<MarketContract[]>;
  quote(contractCode: string): Promise<MarketQuote>;
  candles(contractCode: string, timeframe: Timeframe, limit: number): Promise<MarketCandle[]>;
  healthy(): Promise<boolean>;
}

/** Any failure to get usable data from a provider: timeout, refusal, non-2xx, malformed or implausible data. */
export class ProviderUnavailable extends Error {
  constructor(readonly provider: ProviderId, reason: string) {
    super(`${provider}: ${reason}`);
    this.name = 'ProviderUnavailable';
  }
}

/** A contract code the provider does not list (404, not a provider failure). */
export class UnknownContract extends Error {
  constructor(readonly contractCode: string) {
    super(`unknown contract ${contractCode}`);
    this.name = 'UnknownContract';
  }
}
