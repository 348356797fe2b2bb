import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AppPubSub } from '../graphql/pubsub';
import type { Logger } from '../logger';
import type { Timeframe } from '../market/market.model';
import type { Providers } from '../market/providers/registry';
import { contratosIngeridos } from '../modules/hedge/hedge.service';
import type { Services } from '../modules/index';
import { claimTick, runMarketIngestion } from './market-ingestion.job';
import { runPesagemPendente } from './pesagem-pendente.job';
import { runProtocoloAtrasado } from './protocolo-atrasado.job';
import { runResumoDiario } from './resumo-diario.job';
import type { Scheduler } from './scheduler';

/** What the jobs share with the services (src/services.ts, Infra). */
type JobsInfra = { config: Config; database: Database; clock: Clock; logger: Logger; pubSub: AppPubSub };

/** The background jobs and when they run; returns the runners (tests and operations call them directly). */
export function scheduleJobs(x: JobsInfra, s: Services, providers: Providers, scheduler: Scheduler) {
  const { config, database, clock, logger } = x;
  const ativos = config.MARKETDATA_ACTIVE_CONTRACTS.length ? config.MARKETDATA_ACTIVE_CONTRACTS : [providers.active.mainContract()];
  // The open hedge positions' contracts are synced too, so that every position is marked to market (issue 29).
  const ingest = async () => runMarketIngestion({
    db: database.db, providers, clock, timeZone: config.APP_TIMEZONE, precos: s.precos, notificacoes: s.notificacoes, pubSub: x.pubSub, logger,
    candleLimit: 500, contracts: await contratosIngeridos(ativos, providers.active, s.hedges),
    timeframes: config.MARKETDATA_SYNC_TIMEFRAMES as Timeframe[],
  });
  const pesagemPendente = () => runPesagemPendente({
    database, clock, timeZone: config.APP_TIMEZONE, dias: config.PESAGEM_PENDENTE_DIAS, notificacoes: s.notificacoes, logger,
  });
  if (config.PESAGEM_PENDENTE_ENABLED) {
    scheduler.soon('pesagem-pendente', 3000, pesagemPendente);
    scheduler.every('pesagem-pendente', 86_400, pesagemPendente);
  }
  const protocoloAtrasado = () => runProtocoloAtrasado({ database, clock, timeZone: config.APP_TIMEZONE, notificacoes: s.notificacoes, logger });
  if (config.PROTOCOLO_ATRASADO_ENABLED) {
    scheduler.soon('protocolo-atrasado', 4000, protocoloAtrasado);
    scheduler.every('protocolo-atrasado', 86_400, protocoloAtrasado);
  }
  const resumoDiario = () => runResumoDiario({ clock, timeZone: config.APP_TIMEZONE, resumos: s.resumos, logger });
  if (config.RESUMO_DIARIO_ENABLED) {
    // Every 5 minutes: a tenant's hour is met within 5 minutes of its start, and a cheap read when nobody is due.
    scheduler.soon('resumo-diario', 5000, resumoDiario);
    scheduler.every('resumo-diario', 300, resumoDiario);
  }
  if (config.MARKETDATA_SYNC_ENABLED) {
    const period = config.MARKETDATA_SYNC_INTERVAL_SECONDS;
    // One instance per period runs the sync; the start-up run claims the current period.
    const tick = async () => {
      if (await claimTick(database.db, Math.floor(Date.now() / 1000 / period))) await ingest();
    };
    scheduler.soon('market-ingestion', 2000, tick);
    scheduler.every('market-ingestion', period, tick);
  }
  releaseStartupMemory(scheduler);
  return { ingest, pesagemPendente, protocoloAtrasado, resumoDiario };
}

/**
 * Started with --expose-gc (`npm start`), one full collection once the start-up work (schema, routes, the jobs run
 * 3-4 s after start) is done returns its garbage to the system: V8 keeps a grown heap until allocation makes it
 * collect, which an idle process never does (PostgreSQL mode: RSS ~102 -> ~90 MB, docs/decisions.md). V8 gives the
 * young generation back only when it has allocated little in the last 5 s, hence 10 s. Without the flag, nothing.
 */
function releaseStartupMemory(scheduler: Scheduler) {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) scheduler.soon('release-startup-memory', 10_000, async () => gc());
}
