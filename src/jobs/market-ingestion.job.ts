import { randomUUID } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { businessDate, type Clock } from '../clock';
import type { Db } from '../db/client';
import { Topic, type AppPubSub } from '../graphql/pubsub';
import type { Timeframe } from '../market/market.model';
import { withFallback, type Providers } from '../market/providers/registry';
import { storeCandles } from '../modules/market/market.service';
import { marketQuotes, marketSyncTicks } from '../modules/market/schema';
import type { NotificacaoService } from '../modules/notificacao/notificacao.service';
import type { PrecoMercadoService } from '../modules/preco-mercado/preco-mercado.service';
import { afterCommit, unitOfWork } from '../db/unit-of-work';

export type IngestionDeps = {
  db: Db;
  providers: Providers;
  clock: Clock;
  timeZone: string;
  contracts: string[];
  timeframes: Timeframe[];
  candleLimit: number;
  precos: PrecoMercadoService;
  notificacoes: NotificacaoService;
  pubSub: AppPubSub;
  logger: Logger;
};

export type IngestionSummary = {
  ok: string[];
  failed: { contractCode: string; error: string }[];
  candles: number;
  quotesStored: number;
  alertsFired: number;
  durationMs: number;
};

export const INSTANCE_ID = randomUUID();

// Claims older than this only ever served to refuse a second run of their period, long past.
const TICKS_KEPT_HOURS = 24;

/** True for exactly one instance per period: the one whose INSERT of the tick row wins. The winner prunes old claims. */
export async function claimTick(db: Db, tick: number): Promise<boolean> {
  const won = await db.insert(marketSyncTicks).values({ tick, instance: INSTANCE_ID }).onConflictDoNothing().returning();
  if (won.length === 0) return false;
  await db.delete(marketSyncTicks).where(lt(marketSyncTicks.startedAt, sql`now() - ${TICKS_KEPT_HOURS}::int * interval '1 hour'`));
  return true;
}

/**
 * One sync (contract 3.4): candles and the quote of each active contract, stored idempotently;
 * the first contract also feeds the legacy daily record of its source and fires price alerts.
 * A failing contract is logged and skipped.
 */
export async function runMarketIngestion(d: IngestionDeps): Promise<IngestionSummary> {
  const started = Date.now();
  const summary: IngestionSummary = { ok: [], failed: [], candles: 0, quotesStored: 0, alertsFired: 0, durationMs: 0 };
  for (const [index, contractCode] of d.contracts.entries()) {
    try {
      for (const tf of d.timeframes) {
        const candles = await withFallback(d.providers, (p, c) => p.candles(c, tf, d.candleLimit), contractCode);
        await storeCandles(d.db, candles);
        summary.candles += candles.length;
      }
      const quote = await withFallback(d.providers, (p, c) => p.quote(c), contractCode);
      const [stored] = await d.db.insert(marketQuotes).values(quote).onConflictDoNothing().returning({ id: marketQuotes.id });
      if (stored) summary.quotesStored++;
      // Announced once the legacy record holds the same price: a dashboard that reloads on the event must read the
      // new precoArrobaAtual, not the one before it (the page showed the previous price until the next quote).
      try {
        if (index === 0) {
          const fonte = quote.source === 'etf' ? 'ETF' : 'PRIMARY';
          const data = businessDate(quote.quoteTimestamp, d.timeZone);
          const { fired } = await unitOfWork(() =>
            d.precos.store({ fonte, tenantId: null }, data, quote.price, null, 'upsert'));
          d.notificacoes.announce(fired);
          summary.alertsFired += fired.length;
        }
      } finally {
        if (stored) afterCommit(() => d.pubSub.publish(Topic.QuoteUpdated, { tenantId: null, contractCode: quote.contractCode, quoteId: stored.id, quote: { ...quote } }));
      }
      summary.ok.push(contractCode);
    } catch (err) {
      d.logger.warn({ err, contractCode }, 'market ingestion failed for contract');
      summary.failed.push({ contractCode, error: err instanceof Error ? err.message : String(err) });
    }
  }
  summary.durationMs = Date.now() - started;
  d.logger.info({ ...summary, failed: summary.failed.length }, 'market ingestion');
  return summary;
}
