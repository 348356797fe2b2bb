import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import type { GraphQLSchema } from 'graphql';
import { createRateLimits, type RateLimits } from './auth/rate-limit';
import { passwordCost } from './auth/password';
import { TokenService } from './auth/token';
import { bootstrap, type DemoCredentials } from './bootstrap';
import { businessToday, systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDb, type Database } from './db/client';
import { embeddedJwtSecret } from './db/secret';
import { contextBuilder, type BuildContext } from './graphql/context';
import { createAppPubSub, Topic, type AppPubSub } from './graphql/pubsub';
import { PgEventTarget } from './graphql/pg-event-target';
import { SocketSessions } from './graphql/socket-sessions';
import { createLogger, type Logger } from './logger';
import { Metrics } from './metrics';
import { buildAppSchema, resolverInstances, type Services } from './modules/index';
import { AnimalService } from './modules/animal/animal.service';
import { AuditService } from './modules/audit/audit.service';
import { AuditWriter } from './modules/audit/audit.writer';
import { AuthService } from './modules/auth/auth.service';
import { HealthService, type Lifecycle } from './modules/health/health.service';
import { guardFor } from './db/guard';
import { LoteService } from './modules/lote/lote.service';
import { PesagemService } from './modules/pesagem/pesagem.service';
import { MedicamentoService } from './modules/medicamento/medicamento.service';
import { CompraService } from './modules/compra/compra.service';
import { CustoService } from './modules/custo/custo.service';
import { FinanceiroService } from './modules/financeiro/financeiro.service';
import { contratosIngeridos, HedgeService } from './modules/hedge/hedge.service';
import { ProjecaoService } from './modules/projecao/projecao.service';
import { TenantService } from './modules/tenant/tenant.service';
import { UserService } from './modules/user/user.service';
import { ConsumoRacaoService } from './modules/consumo-racao/consumo-racao.service';
import { RacaoService } from './modules/racao/racao.service';
import { CurralService } from './modules/curral/curral.service';
import { DietaService } from './modules/dieta/dieta.service';
import { EstoqueService } from './modules/estoque/estoque.service';
import { EficienciaService } from './modules/trato/eficiencia.service';
import { LeituraService } from './modules/trato/leitura.service';
import { TratoService } from './modules/trato/trato.service';
import { createHttpStack, type HttpStack } from './server';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { AlertaPrecoService } from './modules/alerta-preco/alerta-preco.service';
import { MarketService } from './modules/market/market.service';
import { NotificacaoService } from './modules/notificacao/notificacao.service';
import { FcmPushSender, LogPushSender, PushDelivery } from './modules/notificacao/push';
import { PrecoMercadoService } from './modules/preco-mercado/preco-mercado.service';
import { AnimalPesagemService } from './modules/animal/animal-pesagem.service';
import { ImportacaoService } from './modules/importacao/importacao.service';
import { ProtocoloService } from './modules/protocolo/protocolo.service';
import { runProtocoloAtrasado } from './jobs/protocolo-atrasado.job';
import { createProviders, type Providers } from './market/providers/registry';
import type { Timeframe } from './market/market.model';
import { claimTick, runMarketIngestion } from './jobs/market-ingestion.job';
import { Scheduler } from './jobs/scheduler';
import { IdempotencyStore } from './modules/idempotencia/idempotencia.store';
import { runPesagemPendente } from './jobs/pesagem-pendente.job';

export type AppOptions = { logger?: Logger; clock?: Clock; pgliteImage?: Blob };

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
  metrics: Metrics;
  /** Runs one market ingestion now (tests, operations). */
  ingest(): ReturnType<typeof runMarketIngestion>;
  /** Runs the overdue-weighing job now. */
  pesagemPendente(): ReturnType<typeof runPesagemPendente>;
  /** Runs the overdue-protocol job now. */
  protocoloAtrasado(): ReturnType<typeof runProtocoloAtrasado>;
  /** Deletes expired Idempotency-Key answers now (the hourly job); returns how many. */
  purgeIdempotencyKeys(): Promise<number>;
  /** Resolves when push deliveries in progress are done. */
  pushSettled(): Promise<void>;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  shutdown(): Promise<void>;
};

/** What the services and jobs share: one database, clock, logger and pub/sub per process. */
type Infra = { config: Config; database: Database; clock: Clock; logger: Logger; pubSub: AppPubSub; lifecycle: Lifecycle };

function marketProviders(config: Config, clock: Clock) {
  return createProviders({
    provider: config.MARKETDATA_PROVIDER, fallback: config.MARKETDATA_FALLBACK, activeContracts: config.MARKETDATA_ACTIVE_CONTRACTS,
    primaryUrl: config.MARKETDATA_PRIMARY_URL, etfUrl: config.MARKETDATA_ETF_URL, etfToken: config.MARKETDATA_ETF_TOKEN,
    etfTicker: config.MARKETDATA_ETF_TICKER, timeoutMs: config.MARKETDATA_TIMEOUT_MS,
  }, clock);
}

function pushSender(config: Config, logger: Logger) {
  return config.PUSH_PROVIDER === 'fcm'
    ? new FcmPushSender({ serviceAccountFile: config.FCM_SERVICE_ACCOUNT_FILE!, apiUrl: config.FCM_API_URL, tokenUrl: config.FCM_TOKEN_URL, timeoutMs: 5000 })
    : new LogPushSender(logger);
}

/** Every service, constructed once with its explicit dependencies. */
function createServices(x: Infra, tokens: TokenService, rateLimits: RateLimits, providers: Providers): Services {
  const { config, database, clock, logger, pubSub } = x;
  const { db } = database;
  const today = businessToday(clock, config.APP_TIMEZONE);
  const users = new UserService(db, pubSub, passwordCost(config));
  const tenants = new TenantService(db, users);
  const auth = new AuthService(db, tokens, rateLimits, users, tenants, {
    allowRegistration: config.ALLOW_REGISTRATION, registrationTenant: config.REGISTRATION_TENANT, refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    passwordCost: passwordCost(config),
  });
  const notificacoes = new NotificacaoService(db, pubSub, new PushDelivery(db, pushSender(config, logger), logger), logger);
  const alertas = new AlertaPrecoService(db, notificacoes);
  const dietas = new DietaService(db, today);
  return {
    auth, users, tenants, audit: new AuditService(db),
    lotes: new LoteService(db, clock, today), pesagens: new PesagemService(db, clock, today), animais: new AnimalService(db),
    pesagensAnimais: new AnimalPesagemService(db), protocolos: new ProtocoloService(db, today), importacao: new ImportacaoService(db),
    medicamentos: new MedicamentoService(db), racoes: new RacaoService(db, notificacoes, today), consumos: new ConsumoRacaoService(db, notificacoes),
    market: new MarketService(db, providers, clock, config.MARKETDATA_QUOTE_CACHE_SECONDS),
    precos: new PrecoMercadoService(db, today, alertas, notificacoes), alertas, notificacoes,
    dashboard: new DashboardService(database, today, { diasFechamento: config.DASHBOARD_DIAS_FECHAMENTO, janelaFechamentoDias: 15 }),
    compras: new CompraService(db), custos: new CustoService(db), financeiro: new FinanceiroService(database, today),
    currais: new CurralService(db), dietas, leituras: new LeituraService(db, today),
    tratos: new TratoService(database, dietas, notificacoes, today), estoque: new EstoqueService(database),
    eficiencia: new EficienciaService(database, today),
    projecoes: new ProjecaoService(database, today), hedges: new HedgeService(database, today),
  };
}

/** Changes to users made on any instance evict this instance's cache of active users and re-check their open sockets. */
function followUserChanges(x: Infra, users: UserService, sockets: SocketSessions) {
  const changes = x.pubSub.subscribe(Topic.UserChanged);
  void (async () => {
    for await (const e of changes) {
      users.forget(e.userId);
      sockets.userChanged(e.userId);
    }
  })();
  return { stop: async () => void (await changes.return?.()) };
}

/** The background jobs and when they run; returns the runners (tests and operations call them directly). */
function scheduleJobs(x: Infra, s: Services, providers: Providers, scheduler: Scheduler) {
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
  return { ingest, pesagemPendente, protocoloAtrasado };
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

/** What the gauges of /metrics read at each scrape. */
function watchForMetrics(metrics: Metrics, config: Config, lifecycle: Lifecycle, http: HttpStack, sockets: SocketSessions) {
  const guard = lifecycle.database!;
  const poolMax = config.DATABASE_URL ? config.DATABASE_POOL_MAX : 1;
  metrics.watch({
    database: () => ({ up: !guard.down, ...guard.load, turns: guard.opts.active, queueMax: guard.opts.queueMax, poolMax }),
    connections: () => new Promise((resolve) => http.server.getConnections((err, n) => resolve(err ? 0 : n))),
    sockets: () => sockets.size,
    subscriptions: () => http.subscriptions(),
  });
}

function listener(config: Config, http: HttpStack) {
  return async function listen(port = config.PORT, host = config.HOST) {
    await new Promise<void>((resolve, reject) => {
      http.server.once('error', reject);
      http.server.listen(port, host, () => resolve());
    });
    const addr = http.server.address() as AddressInfo;
    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    return { port: addr.port, url: `http://${shown}:${addr.port}` };
  };
}

/** What shutdown stops after the HTTP server has drained, in this order. */
type Stoppable = { stopDbWatch(): void; scheduler: Scheduler; notificacoes: NotificacaoService; sockets: SocketSessions; http: HttpStack;
  auditWriter: AuditWriter; userChanges: { stop(): Promise<void> }; fanOut?: PgEventTarget; rateLimits: { close(): Promise<void> } };

/** Contract 7: health 503 at once, optional delay, drain in-flight requests, flush audit, close everything. Idempotent. */
function shutdownOf(x: Infra, p: Stoppable): () => Promise<void> {
  let stopping: Promise<void> | null = null;
  return () => stopping ??= (async () => {
    const { config, lifecycle, database } = x;
    lifecycle.shuttingDown = true;
    p.stopDbWatch();
    if (config.SHUTDOWN_DELAY_MS > 0) await new Promise((r) => setTimeout(r, config.SHUTDOWN_DELAY_MS));
    const closed = new Promise<void>((resolve) => p.http.server.close(() => resolve()));
    p.http.server.closeIdleConnections();
    const grace = new Promise<void>((resolve) => setTimeout(resolve, config.SHUTDOWN_GRACE_MS).unref());
    await Promise.race([closed, grace]);
    p.http.server.closeAllConnections();
    await p.scheduler.stop();
    await p.notificacoes.settle(PUSH_SHUTDOWN_WAIT_MS);
    p.sockets.stop();
    await p.http.closeSockets();
    await p.http.apollo.stop();
    await p.auditWriter.close();
    await p.userChanges.stop();
    await p.fanOut?.close();
    await p.rateLimits.close();
    await database.close();
  })();
}

/** The composition root: config -> database -> services -> schema -> HTTP -> jobs. Nothing else wires objects. */
export async function createApp(config: Config, opts: AppOptions = {}): Promise<App> {
  const logger = opts.logger ?? createLogger(config.LOG_LEVEL);
  const clock = opts.clock ?? systemClock;
  const database = await openDb({
    databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DATABASE_POOL_MAX,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS, lockTimeoutMs: config.DATABASE_LOCK_TIMEOUT_MS,
    pooler: config.DATABASE_POOLER, directUrl: config.DATABASE_DIRECT_URL,
    pgliteImage: opts.pgliteImage,
  });
  const tokens = new TokenService({
    secret: config.JWT_SECRET ?? embeddedJwtSecret(config.DATA_DIR),
    issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
  });
  // Counters outlive the request that counts them: a failed sign-in rolls back, its failure stays counted.
  const rateLimits = await createRateLimits(config, database.outside);
  const lifecycle: Lifecycle = { shuttingDown: false, database: guardFor(database.kind, config) };
  const fanOut = database.listenClient ? await PgEventTarget.create(database.listenClient, logger) : undefined;
  const x: Infra = { config, database, clock, logger, pubSub: createAppPubSub(fanOut), lifecycle };

  const providers = marketProviders(config, clock);
  const services = createServices(x, tokens, rateLimits.limits, providers);
  const sockets = new SocketSessions((ids) => services.users.activeUsers(ids), logger);
  const userChanges = followUserChanges(x, services.users, sockets);
  const health = new HealthService(() => database.ping(), lifecycle, clock);
  const stopDbWatch = health.watch(250);

  const schema = buildAppSchema({ resolvers: resolverInstances(services), rateLimits: rateLimits.limits, pubSub: x.pubSub, health });
  const buildContext = contextBuilder(tokens, (id) => services.users.activeUser(id));
  const auditWriter = new AuditWriter(database.db, logger);
  const metrics = new Metrics();
  const idempotency = new IdempotencyStore(database.db, config.IDEMPOTENCY_KEYS_PER_USER);
  const http = await createHttpStack({ config, schema, buildContext, tokens, auditWriter, rateLimits: rateLimits.limits, lifecycle, logger, clock, sockets, metrics, idempotency });
  watchForMetrics(metrics, config, lifecycle, http, sockets);
  // The demo farm is seeded under the start-up lock with its Admin, so a second instance starting together sees both.
  const { demo } = await database.exclusive(async () => {
    const started = await bootstrap(config, database.db, services.tenants, services.users, logger);
    if (started.demo) {
      // Loaded only for the first start of a demo: a production process never holds the demo farm's code.
      const { seedDemoFarm } = require('./demo/index') as typeof import('./demo/index');
      const steps = await seedDemoFarm({ ...services, db: database.db }, started.demo.actor, { clock, timeZone: config.APP_TIMEZONE, marketProvider: config.MARKETDATA_PROVIDER });
      logger.info({ steps, ms: Object.values(steps).reduce((a, b) => a + b, 0) }, 'demo farm seeded');
    }
    return started;
  });

  const scheduler = new Scheduler(logger, metrics);
  const jobs = scheduleJobs(x, services, providers, scheduler);
  // Idempotency-Key answers are kept 24 h (KEY_TTL_HOURS); expired ones are deleted hourly.
  scheduler.every('idempotency-keys-expired', 3600, () => idempotency.purgeExpired());
  const shutdown = shutdownOf(x, { stopDbWatch, scheduler, notificacoes: services.notificacoes, sockets, http, auditWriter, userChanges, fanOut, rateLimits });
  return {
    config, database, schema, buildContext, http, lifecycle, auditWriter, demo, logger, tokens, metrics, ...jobs,
    pushSettled: () => services.notificacoes.settle(), purgeIdempotencyKeys: () => idempotency.purgeExpired(), listen: listener(config, http), shutdown,
  };
}
