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
import { createAppPubSub } from './graphql/pubsub';
import { buildAppSchema } from './graphql/schema';
import { createLogger, type Logger } from './logger';
import { AuditResolver, AuthResolver, TenantResolver, UserResolver } from './modules/index';
import { AuditService } from './modules/audit/audit.service';
import { AuditWriter } from './modules/audit/audit.writer';
import { AuthService } from './modules/auth/auth.service';
import { HealthService, type Lifecycle } from './modules/health/health.service';
import { TenantService } from './modules/tenant/tenant.service';
import { UserService } from './modules/user/user.service';
import { createHttpStack, type HttpStack } from './server';

export type AppOptions = { logger?: Logger; clock?: Clock };

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
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  shutdown(): Promise<void>;
};

/** The composition root: config -> database -> services -> schema -> HTTP. Nothing else wires objects. */
export async function createApp(config: Config, opts: AppOptions = {}): Promise<App> {
  const logger = opts.logger ?? createLogger(config.LOG_LEVEL);
  const clock = opts.clock ?? systemClock;
  const database = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolMax: config.DATABASE_POOL_MAX });
  const { db } = database;

  const tokens = new TokenService({
    secret: config.JWT_SECRET ?? embeddedJwtSecret(config.DATA_DIR),
    issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
  });
  const rateLimits = await createRateLimits(config, db);
  const lifecycle: Lifecycle = { shuttingDown: false };

  const users = new UserService(db);
  const tenants = new TenantService(db, users);
  const auth = new AuthService(db, tokens, rateLimits.limits, users, tenants, {
    allowRegistration: config.ALLOW_REGISTRATION, registrationTenant: config.REGISTRATION_TENANT, refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
  });
  const audit = new AuditService(db);
  const health = new HealthService(() => database.ping(), lifecycle, clock);
  const pubSub = createAppPubSub();

  const resolvers = new Map<Function, object>([
    [AuthResolver, new AuthResolver(auth)],
    [UserResolver, new UserResolver(users)],
    [TenantResolver, new TenantResolver(tenants)],
    [AuditResolver, new AuditResolver(audit)],
  ]);
  const schema = buildAppSchema({ resolvers, pubSub, health });
  const buildContext = contextBuilder(tokens, (id) => users.activeUser(id));
  const auditWriter = new AuditWriter(db, logger);
  const http = await createHttpStack({ config, schema, buildContext, tokens, auditWriter, lifecycle, logger });
  const { demo } = await bootstrap(config, db, tenants, users, logger);

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
      if (config.SHUTDOWN_DELAY_MS > 0) await new Promise((r) => setTimeout(r, config.SHUTDOWN_DELAY_MS));
      const closed = new Promise<void>((resolve) => http.server.close(() => resolve()));
      http.server.closeIdleConnections();
      const grace = new Promise<void>((resolve) => setTimeout(resolve, config.SHUTDOWN_GRACE_MS).unref());
      await Promise.race([closed, grace]);
      http.server.closeAllConnections();
      await http.closeSockets();
      await http.apollo.stop();
      await auditWriter.close();
      await rateLimits.close();
      await database.close();
    })();
    return stopping;
  }

  return { config, database, schema, buildContext, http, lifecycle, auditWriter, demo, logger, tokens, listen, shutdown };
}
