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
import { createLogger, type Logger } from './logger';
import { Metrics } from './metrics';
import { AuditWriter } from './modules/audit/audit.writer';
import { HealthService, type Lifecycle } from './modules/health/health.service';
import type { NotificacaoService } from './modules/notificacao/notificacao.service';
import type { UserService } from './modules/user/user.service';
import { guardFor } from './db/guard';
import { createServices, marketProviders, type Infra } from './services';
import { scheduleJobs } from './jobs/schedule';
import { createHttpStack, type HttpStack } from './server';
import { buildAppSchema, resolverInstances } from './modules/index';
import type { runProtocoloAtrasado } from './jobs/protocolo-atrasado.job';
import type { runResumoDiario } from './jobs/resumo-diario.job';
import type { runMarketIngestion } from './jobs/market-ingestion.job';
import { Scheduler } from './jobs/scheduler';
import { IdempotencyStore } from './modules/idempotencia/idempotencia.store';
import type { runPesagemPendente } from './jobs/pesagem-pendente.job';

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
  /** Runs the daily digest job now (the users whose hour has come and who have no digest of the day). */
  resumoDiario(): ReturnType<typeof runResumoDiario>;
  /** Deletes expired Idempotency-Key answers now (the hourly job); returns how many. */
  purgeIdempotencyKeys(): Promise<number>;
  /** Resolves when push deliveries in progress are done. */
  pushSettled(): Promise<void>;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  shutdown(): Promise<void>;
};

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
  const health = new HealthService(() => database.ping(), lifecycle, clock, config.DATABASE_PROBE_TIMEOUT_MS);
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
