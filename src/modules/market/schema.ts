// Global tables: market data is shared by all tenants (contract 1.3), so no tenant_id here.
import { bigint, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const money = () => numeric({ precision: 14, scale: 4, mode: 'number' });

export const marketCandles = pgTable(
  'market_candles',
  {
    id: uuid().primaryKey().defaultRandom(),
    symbol: text().notNull(),
    contractCode: text().notNull(),
    timeframe: text().notNull(),
    open: money().notNull(),
    high: money().notNull(),
    low: money().notNull(),
    close: money().notNull(),
    volume: bigint({ mode: 'number' }).notNull(),
    source: text().notNull(),
    candleTime: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The seed's unique key: a candle is never stored twice.
  (t) => [uniqueIndex('market_candles_key_unique').on(t.symbol, t.contractCode, t.timeframe, t.candleTime)],
);

export const marketQuotes = pgTable(
  'market_quotes',
  {
    id: uuid().primaryKey().defaultRandom(),
    symbol: text().notNull(),
    contractCode: text().notNull(),
    price: money().notNull(),
    openPrice: money().notNull(),
    highPrice: money().notNull(),
    lowPrice: money().notNull(),
    variationPercent: numeric({ precision: 12, scale: 4, mode: 'number' }).notNull(),
    volume: bigint({ mode: 'number' }).notNull(),
    source: text().notNull(),
    quoteTimestamp: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_quotes_key_unique').on(t.symbol, t.contractCode, t.quoteTimestamp),
    index('market_quotes_contract_time_idx').on(t.contractCode, t.quoteTimestamp.desc().nullsFirst()),
  ],
);

// One row per sync period: the instance whose INSERT wins runs that period's ingestion.
export const marketSyncTicks = pgTable('market_sync_ticks', {
  tick: bigint({ mode: 'number' }).primaryKey(),
  instance: text().notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
