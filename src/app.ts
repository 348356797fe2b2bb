import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import type { GraphQLSchema } from 'graphql';
import { createRateLimits } from './auth/rate-limit';
import { TokenService } from './auth/token';
import { bootstrap, type DemoCredentials } from './bootstrap';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDb, type Database } from './db/client';
import { embeddedJwtSecret } from './db/secret';
import { contextBuilder, type BuildContext } from './graphql/context';
import { createAppPubSub, Topic } from './graphql/pubsub';
import { PgEventTarget } from './graphql/pg-event-target';
import { SocketSessions } from './graphql/socket-sessions';
import { buildAppSchema } from './graphql/schema';
import { createLogger, type Logger } from './logger';
import { AuditResolver, AuthResolver, TenantResolver, UserResolver, AnimalLoteResolver, AnimalResolver, MedicamentoLoteResolver, MedicamentoResolver } from './modules/index';
import { AnimalService } from './modules/animal/animal.service';
import { AuditService } from './modules/audit/audit.service';
import { AuditWriter } from './modules/audit/audit.writer';
import { AuthService } from './modules/auth/auth.service';
import { HealthService, type Lifecycle } from './modules/health/health.service';
import { DatabaseGuard } from './db/guard';
import { LoteResolver, LotePesagensResolver, PesagemResolver } from './modules/index';
import { LoteService } from './modules/lote/lote.service';
import { PesagemService } from './modules/pesagem/pesagem.service';
import { MedicamentoService } from './modules/medicamento/medicamento.service';
import { TenantService } from './modules/tenant/tenant.service';
import { UserService } from './modules/user/user.service';
import { ConsumoRacaoResolver, LoteConsumosRacaoResolver, RacaoResolver } from './modules/index';
import { ConsumoRacaoService } from './modules/consumo-racao/consumo-racao.service';
import { RacaoService } from './modules/racao/racao.service';
import { createHttpStack, type HttpStack } from './server';
import { AlertaPrecoResolver, DashboardResolver, MarketResolver, NotificacaoResolver, PrecoMercadoResolver } from './modules/index';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { AlertaPrecoService } from './modules/alerta-preco/alerta-preco.service';
import { MarketService } from './modules/market/market.service';
import { NotificacaoService } from './modules/notificacao/notificacao.service';
import { FcmPushSender, LogPushSender, PushDelivery } from './modules/notificacao/push';
import { PrecoMercadoService } from './modules/preco-mercado/preco-mercado.service';
import { createProviders } from './market/providers/registry';
import type { Timeframe } from './market/market.model';
import { claimTick, runMarketIngestion } from './jobs/market-ingestion.job';
import { Scheduler } from './jobs/scheduler';
import { runPesagemPendente } from './jobs/pesagem-pendente.job';

export type AppOptions = { logger?: Logger; clock?: Clock };

// Shutdown waits this long at most for push deliveries in progress (each FCM call has a 5 s timeout).
const PUSH_SHUTDOWN_WAIT_MS = 5_000;

export type App = {
  config: Config;
  database: Database;
  schema: GraphQLSchema;
  buildContext: BuildContext;
  http: HttpStack;
  lifecycle: Lifecycle;
  auditWriter: AuditWriter;
  demo: DemoCredentials | null;
  logger: Logger;
  tokens: TokenService;
  /** Runs one market ingestion now (tests, operations). */
  ingest(): ReturnType<typeof runMarketIngestion>;
  /** Runs the overdue-weighing job now. */
  pesagemPendente(): ReturnType<typeof runPesagemPendente>;
  /** Resolves when push deliveries in progress are done. */
  pushSettled(): Promise<void>;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  shutdown(): Promise<void>;
};

/** The composition root: config -> database -> services -> schema -> HTTP. Nothing else wires objects. */
export async function createApp(config: Config, opts: AppOptions = {}): Promise<App> {
  const logger = opts.logger ?? createLogger(config.LOG_LEVEL);
  const clock = opts.clock ?? systemClock;
  const database = await openDb({
    databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DATABASE_POOL_MAX,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS, lockTimeoutMs: config.DATABASE_LOCK_TIMEOUT_MS,
  });
  const { db } = database;

  const tokens = new TokenService({
    secret: config.JWT_SECRET ?? embeddedJwtSecret(config.DATA_DIR),
    issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
  });
  const rateLimits = await createRateLimits(config, db);
  // PGlite runs each query synchronously on this thread and starts the next queued one without yielding to the
  // event loop: two requests at once keep it (and health) breathing; a server gets two per pooled connection.
  const active = database.kind === 'pglite' ? 2 : 2 * config.DATABASE_POOL_MAX;
  const guard = new DatabaseGuard({ active, queueMax: config.DATABASE_QUEUE_MAX, queueTimeoutMs: config.DATABASE_QUEUE_TIMEOUT_MS });
  const lifecycle: Lifecycle = { shuttingDown: false, database: guard };

  const fanOut = database.listenClient ? await PgEventTarget.create(database.listenClient, logger) : undefined;
  const pubSub = createAppPubSub(fanOut);
  const users = new UserService(db, pubSub);
  // Changes to users made on any instance evict this instance's cache of active users and re-check their open sockets.
  const sockets = new SocketSessions((ids) => users.activeUsers(ids), logger);
  const userChanges = pubSub.subscribe(Topic.UserChanged);
  void (async () => {
    for await (const e of userChanges) {
      users.forget(e.userId);
      sockets.userChanged(e.userId);
    }
  })();
  const tenants = new TenantService(db, users);
  const auth = new AuthService(db, tokens, rateLimits.limits, users, tenants, {
    allowRegistration: config.ALLOW_REGISTRATION, registrationTenant: config.REGISTRATION_TENANT, refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
  });
  const audit = new AuditService(db);
  const animalService = new AnimalService(db);
  const medicamentoService = new MedicamentoService(db);
  const loteService = new LoteService(db, clock, config.APP_TIMEZONE);
  const pesagemService = new PesagemService(db, clock);
  const racaoService = new RacaoService(db);
  const consumoRacaoService = new ConsumoRacaoService(db);
  const health = new HealthService(() => database.ping(), lifecycle, clock);
  const stopDbWatch = health.watch(250);

  const providers = createProviders({
    provider: config.MARKETDATA_PROVIDER, fallback: config.MARKETDATA_FALLBACK, activeContracts: config.MARKETDATA_ACTIVE_CONTRACTS,
    primaryUrl: config.MARKETDATA_PRIMARY_URL, etfUrl: config.MARKETDATA_ETF_URL, etfToken: config.MARKETDATA_ETF_TOKEN,
    etfTicker: config.MARKETDATA_ETF_TICKER, timeoutMs: config.MARKETDATA_TIMEOUT_MS,
  }, clock);
  const pushSender = config.PUSH_PROVIDER === 'fcm'
    ? new FcmPushSender({ serviceAccountFile: config.FCM_SERVICE_ACCOUNT_FILE!, apiUrl: config.FCM_API_URL, tokenUrl: config.FCM_TOKEN_URL, timeoutMs: 5000 })
    : new LogPushSender(logger);
  const notificacoes = new NotificacaoService(db, pubSub, new PushDelivery(db, pushSender, logger), logger);
  const alertas = new AlertaPrecoService(db, notificacoes);
  const precos = new PrecoMercadoService(db, clock, config.APP_TIMEZONE, alertas, notificacoes);
  const market = new MarketService(db, providers, clock, config.MARKETDATA_QUOTE_CACHE_SECONDS);
  const dashboard = new DashboardService(database, clock, {
    timeZone: config.APP_TIMEZONE, diasFechamento: config.DASHBOARD_DIAS_FECHAMENTO, janelaFechamentoDias: 15,
  });

  const resolvers = new Map<Function, object>([
    [MarketResolver, new MarketResolver(market)],
    [DashboardResolver, new DashboardResolver(dashboard)],
    [PrecoMercadoResolver, new PrecoMercadoResolver(precos)],
    [AlertaPrecoResolver, new AlertaPrecoResolver(alertas)],
    [NotificacaoResolver, new NotificacaoResolver(notificacoes)],
    [AuthResolver, new AuthResolver(auth)],
    [UserResolver, new UserResolver(users)],
    [TenantResolver, new TenantResolver(tenants)],
    [AuditResolver, new AuditResolver(audit)],
    [LoteResolver, new LoteResolver(loteService)],
    [PesagemResolver, new PesagemResolver(pesagemService)],
    [LotePesagensResolver, new LotePesagensResolver(pesagemService)],
    [AnimalResolver, new AnimalResolver(animalService)],
    [AnimalLoteResolver, new AnimalLoteResolver(animalService)],
    [MedicamentoResolver, new MedicamentoResolver(medicamentoService)],
    [MedicamentoLoteResolver, new MedicamentoLoteResolver(medicamentoService)],
    [RacaoResolver, new RacaoResolver(racaoService)],
    [ConsumoRacaoResolver, new ConsumoRacaoResolver(consumoRacaoService)],
    [LoteConsumosRacaoResolver, new LoteConsumosRacaoResolver(consumoRacaoService)],
  ]);
  const schema = buildAppSchema({ resolvers, pubSub, health });
  const buildContext = contextBuilder(tokens, (id) => users.activeUser(id));
  const auditWriter = new AuditWriter(db, logger);
  const http = await createHttpStack({ config, schema, buildContext, tokens, auditWriter, rateLimits: rateLimits.limits, lifecycle, logger, sockets });
  const { demo } = await database.exclusive(() => bootstrap(config, db, tenants, users, logger));

  const scheduler = new Scheduler(logger);
  const ingest = () => runMarketIngestion({
    db, providers, clock, timeZone: config.APP_TIMEZONE, precos, notificacoes, pubSub, logger, candleLimit: 500,
    contracts: config.MARKETDATA_ACTIVE_CONTRACTS.length ? config.MARKETDATA_ACTIVE_CONTRACTS : [providers.active.mainContract()],
    timeframes: config.MARKETDATA_SYNC_TIMEFRAMES as Timeframe[],
  });
  const pesagemPendente = () => runPesagemPendente({
    database, clock, timeZone: config.APP_TIMEZONE, dias: config.PESAGEM_PENDENTE_DIAS, notificacoes, logger,
  });
  if (config.PESAGEM_PENDENTE_ENABLED) {
    scheduler.soon('pesagem-pendente', 3000, pesagemPendente);
    scheduler.every('pesagem-pendente', 86_400, pesagemPendente);
  }
  if (config.MARKETDATA_SYNC_ENABLED) {
    const period = config.MARKETDATA_SYNC_INTERVAL_SECONDS;
    // One instance per period runs the sync; the start-up run claims the current period.
    const tick = async () => {
      if (await claimTick(db, Math.floor(Date.now() / 1000 / period))) await ingest();
    };
    scheduler.soon('market-ingestion', 2000, tick);
    scheduler.every('market-ingestion', period, tick);
  }

  async function listen(port = config.PORT, host = config.HOST) {
    await new Promise<void>((resolve, reject) => {
      http.server.once('error', reject);
      http.server.listen(port, host, () => resolve());
    });
    const addr = http.server.address() as AddressInfo;
    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    return { port: addr.port, url: `http://${shown}:${addr.port}` };
  }

  let stopping: Promise<void> | null = null;
  /** Contract 7: health 503 at once, optional delay, drain in-flight requests, flush audit, close everything. */
  function shutdown(): Promise<void> {
    stopping ??= (async () => {
      lifecycle.shuttingDown = true;
      stopDbWatch();
      if (config.SHUTDOWN_DELAY_MS > 0) await new Promise((r) => setTimeout(r, config.SHUTDOWN_DELAY_MS));
      const closed = new Promise<void>((resolve) => http.server.close(() => resolve()));
      http.server.closeIdleConnections();
      const grace = new Promise<void>((resolve) => setTimeout(resolve, config.SHUTDOWN_GRACE_MS).unref());
      await Promise.race([closed, grace]);
      http.server.closeAllConnections();
      await scheduler.stop();
      await notificacoes.settle(PUSH_SHUTDOWN_WAIT_MS);
      sockets.stop();
      await http.closeSockets();
      await http.apollo.stop();
      await auditWriter.close();
      await userChanges.return?.();
      await fanOut?.close();
      await rateLimits.close();
      await database.close();
    })();
    return stopping;
  }

  return { config, database, schema, buildContext, http, lifecycle, auditWriter, demo, logger, tokens, ingest, pesagemPendente, pushSettled: () => notificacoes.settle(), listen, shutdown };
}
