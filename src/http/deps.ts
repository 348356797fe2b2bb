import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { TokenService } from '../auth/token';
import type { RateLimits } from '../auth/rate-limit';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { BuildContext } from '../graphql/context';
import type { SocketSessions } from '../graphql/socket-sessions';
import type { Metrics } from '../metrics';
import type { AuditWriter } from '../modules/audit/audit.writer';
import type { Lifecycle } from '../modules/health/health.service';
import type { IdempotencyStore } from '../modules/idempotencia/idempotencia.store';

/** What the HTTP pipelines (REST, GraphQL over HTTP and over graphql-ws) are built from. */
export type ServerDeps = {
  config: Config;
  schema: GraphQLSchema;
  buildContext: BuildContext;
  tokens: TokenService;
  auditWriter: AuditWriter;
  rateLimits: RateLimits;
  lifecycle: Lifecycle;
  logger: Logger;
  /** The app's clock: the business day in an export's file name. */
  clock: Clock;
  /** Open graphql-ws sockets and their rights (closed at token expiry or when the user changes). */
  sockets: SocketSessions;
  metrics: Metrics;
  /** Where the answers to Idempotency-Key requests are kept (/api writes, /graphql mutations). */
  idempotency?: IdempotencyStore;
};

