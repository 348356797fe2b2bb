import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Db } from '../../db/client';
import { AppError, fieldError, notFound } from '../../errors';
import {
  ProviderUnavailable, TIMEFRAME_MS, TIMEFRAMES, UnknownContract, type MarketCandle, type MarketQuote, type Timeframe,
} from '../../market/market.model';
import { withFallback, type Providers } from '../../market/providers/registry';
import { marketCandles, marketQuotes } from './schema';
import type { CandlesArgs, QuoteArgs, QuoteHistoryArgs } from './market.types';
import { setNewest } from '../../bounded';

export const MAX_CANDLES = 500;
export const MAX_HISTORY = 1000;
// Contracts come from the provider (or MARKETDATA_ACTIVE_CONTRACTS): a handful; the list is capped all the same.
export const MAX_CONTRACTS = 100;
const HEALTH_CACHE_MS = 10_000;

/** The same UUID for the same contract code, across calls, instances and restarts (name-based, v5 layout). */
export function contractId(contractCode: string): string {
  const h = createHash('sha1').update(`feedlot-market-contract:${contractCode}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

const unavailable = () => new AppError('PROVIDER_UNAVAILABLE', 'Provedor de dados de mercado indisponivel');

/** Upserts candles on the seed's unique key (symbol, contractCode, timeframe, candleTime). */
export async function storeCandles(db: Db, candles: MarketCandle[]): Promise<void> {
  for (let i = 0; i < candles.length; i += 500) {
    await db.insert(marketCandles).values(candles.slice(i, i + 500)).onConflictDoUpdate({
      target: [marketCandles.symbol, marketCandles.contractCode, marketCandles.timeframe, marketCandles.candleTime],
      set: {
        open: sql`excluded.open`, high: sql`excluded.high`, low: sql`excluded.low`, close: sql`excluded.close`,
        volume: sql`excluded.volume`, source: sql`excluded.source`, updatedAt: sql`now()`,
      },
    });
  }
}

export class MarketService {
  private readonly quoteCache = new Map<string, { quote: MarketQuote; at: number }>();
  private health: { provider: string; isHealthy: boolean; checkedAt: Date } | null = null;
  private readonly recentQuotes = new Map<string, Promise<typeof marketQuotes.$inferSelect | undefined>>();
  private readonly quoteById;

  private readonly db: Db;

  constructor(
    database: Database,
    private readonly providers: Providers,
    private readonly clock: Clock,
    private readonly quoteCacheSeconds: number,
  ) {
    this.db = database.db;
    this.quoteById = this.db.select().from(marketQuotes).where(eq(marketQuotes.id, sql.placeholder('id'))).prepare('market_quote_by_id');
  }

  private async guard<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (e) {
      if (e instanceof UnknownContract) throw notFound('Contrato');
      if (e instanceof ProviderUnavailable) throw unavailable();
      throw e;
    }
  }

  async contracts() {
    const list = await this.guard(() => this.providers.active.contracts());
    return list.slice(0, MAX_CONTRACTS).map((c) => ({ id: contractId(c.contractCode), ...c }));
  }

  /** The contract a request names: its contractCode, or the provider's main contract; unknown symbol or code -> 404. */
  private async resolve(symbol: string | undefined, contractCode: string | undefined): Promise<{ symbol: string; contractCode: string }> {
    const list = await this.guard(() => this.providers.active.contracts());
    const code = contractCode?.trim() || this.providers.active.mainContract();
    const found = list.find((c) => c.contractCode === code && (!symbol?.trim() || c.symbol === symbol.trim()));
    if (!found) throw notFound('Contrato');
    return { symbol: found.symbol, contractCode: found.contractCode };
  }

  async quote(args: QuoteArgs): Promise<MarketQuote> {
    if (!args.symbol?.trim()) throw fieldError('symbol', 'e obrigatorio');
    const { contractCode } = await this.resolve(args.symbol, args.contractCode);
    const cached = this.quoteCache.get(contractCode);
    // The service's clock, as every cache here: a test advances it instead of waiting.
    const now = this.clock.now().getTime();
    if (cached && now - cached.at < this.quoteCacheSeconds * 1000) return cached.quote;
    const quote = await this.guard(() => withFallback(this.providers, (p, c) => p.quote(c), contractCode));
    this.quoteCache.set(contractCode, { quote, at: now });
    return quote;
  }

  /** Stored candles, refreshed from the provider when too few or stale; a provider failure serves what is stored. */
  async candles(args: CandlesArgs) {
    const timeframe = args.timeframe ?? '1d';
    if (!(TIMEFRAMES as readonly string[]).includes(timeframe)) throw fieldError('timeframe', `deve ser um de: ${TIMEFRAMES.join(', ')}`);
    if (!Number.isInteger(args.limit) || args.limit < 1) throw fieldError('limit', 'deve ser um numero inteiro maior ou igual a 1');
    const limit = Math.min(args.limit, MAX_CANDLES);
    const tf = timeframe as Timeframe;
    const c = await this.resolve(args.symbol, args.contractCode);
    let stored = await this.storedCandles(c.contractCode, tf, limit);
    const newest = stored.at(-1)?.candleTime.getTime() ?? 0;
    if (stored.length < limit || newest < this.clock.now().getTime() - TIMEFRAME_MS[tf]) {
      try {
        await storeCandles(this.db, await this.providers.active.candles(c.contractCode, tf, limit));
        stored = await this.storedCandles(c.contractCode, tf, limit);
      } catch (e) {
        if (!(e instanceof ProviderUnavailable)) throw e;
      }
    }
    return stored;
  }

  private async storedCandles(contractCode: string, timeframe: Timeframe, limit: number) {
    const rows = await this.db.select().from(marketCandles)
      .where(and(eq(marketCandles.contractCode, contractCode), eq(marketCandles.timeframe, timeframe)))
      .orderBy(desc(marketCandles.candleTime)).limit(limit);
    return rows.reverse();
  }

  async history(args: QuoteHistoryArgs) {
    if (!Number.isInteger(args.limit) || args.limit < 1) throw fieldError('limit', 'deve ser um numero inteiro maior ou igual a 1');
    const c = await this.resolve(args.symbol, args.contractCode);
    return this.db.select().from(marketQuotes).where(eq(marketQuotes.contractCode, c.contractCode))
      .orderBy(desc(marketQuotes.quoteTimestamp)).limit(Math.min(args.limit, MAX_HISTORY));
  }

  /**
   * The quote of a `quoteUpdated` event. Every subscriber resolves the same event, so the read is
   * shared: one query per event and instance, not one per subscriber.
   */
  storedQuote(id: string) {
    let pending = this.recentQuotes.get(id);
    if (!pending) {
      pending = this.quoteById.execute({ id }).then(([row]) => row);
      setNewest(this.recentQuotes, id, pending, 32);
    }
    return pending;
  }

  async providerHealth() {
    if (this.health && this.clock.now().getTime() - this.health.checkedAt.getTime() < HEALTH_CACHE_MS) return this.health;
    const isHealthy = await this.providers.active.healthy();
    this.health = { provider: this.providers.active.id, isHealthy, checkedAt: this.clock.now() };
    return this.health;
  }
}
