import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ApolloServer } from '@apollo/server';
import express from 'express';
import { WebSocketServer } from 'ws';
import { bearer } from './auth/token';
import type { Config } from './config';
import { normalizeError, toGraphQLError } from './errors';
import { asAnswered } from './db/guard';
import { requestScope } from './request-scope';
import type { Context } from './graphql/context';
import { limitsRule } from './graphql/limits';
import type { DocumentBounds } from './graphql/document-gate';
import { mountDocs } from './http/docs';
import { mountIde } from './http/ide';
import { mountPainel } from './http/painel';
import { mountCampo } from './http/campo';
import { mountDescadastro } from './http/descadastro';
import { metricsPage } from './http/metrics';
import { accessLog, cors, requestBasics, type ClaimsOf } from './http/middleware';
import { compileRoutes } from './rest/execute';
import type { Res } from './rest/exchange';
import { buildOpenApi } from './rest/openapi';
import { sendProblem } from './rest/problem';
import { routes } from './rest/routes';
import { rootFieldAccess } from './graphql/field-access';
import type { ServerDeps } from './http/deps';
import { createApollo, graphqlHttp, GRAPHQL_MAX_ERRORS, GRAPHQL_MAX_SAME_PATH, type FormatError } from './http/graphql-http';
import { serveGraphqlWs } from './http/graphql-ws';
import { restApi } from './http/rest-api';

export type { ServerDeps } from './http/deps';

export type HttpStack = {
  server: Server; apollo: ApolloServer<Context>; wss: WebSocketServer; closeSockets(): Promise<void>;
  /** Subscriptions and their groups (metrics). */
  subscriptions(): { groups: number; members: number };
};

function expressApp() {
  const app = express();
  app.set('etag', false);
  app.set('x-powered-by', false);
  app.set('query parser', 'simple');
  return app;
}

// The documentation pages under /api are Express routes (mountDocs); everything else under /api is the route table.
const DOCS = /^\/api\/(openapi\.json|docs)(\/|$)/i;
const GRAPHQL = /^\/graphql\/?$/i;
const servedByRouteTable = (path: string, method = 'GET') =>
  /^\/api(\/|$)/i.test(path) && !((method === 'GET' || method === 'HEAD') && DOCS.test(path));

/**
 * Node's own limits on a request, set from the configuration rather than left at Node's defaults (60 s for headers,
 * 300 s for a request, checked every 30 s). Headers must arrive within REQUEST_HEADERS_TIMEOUT_MS. The service
 * answers a late body itself (408 problem+json, REQUEST_BODY_TIMEOUT_MS from when it starts reading it; an upload
 * is read once it has had its turn to check the caller, after at most DATABASE_QUEUE_TIMEOUT_MS), so Node's
 * requestTimeout is only the backstop past both. An idle keep-alive connection is closed after
 * HTTP_KEEP_ALIVE_TIMEOUT_MS: a client (or a proxy) that reuses it just after the server closed it sees a reset, so
 * the server's idle time must outlast the client's (docs/operations.md).
 */
export function serverTimeouts(config: Pick<Config, 'REQUEST_HEADERS_TIMEOUT_MS' | 'REQUEST_BODY_TIMEOUT_MS' | 'DATABASE_QUEUE_TIMEOUT_MS' | 'HTTP_KEEP_ALIVE_TIMEOUT_MS'>) {
  const requestTimeout = config.REQUEST_HEADERS_TIMEOUT_MS + config.DATABASE_QUEUE_TIMEOUT_MS + config.REQUEST_BODY_TIMEOUT_MS + 5_000;
  return {
    headersTimeout: config.REQUEST_HEADERS_TIMEOUT_MS, requestTimeout, connectionsCheckingInterval: 1_000, keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  };
}

/** The HTTP server: common middleware, the IDE and docs, /api, /graphql over HTTP and over graphql-ws. */
export async function createHttpStack(deps: ServerDeps): Promise<HttpStack> {
  const { config, logger } = deps;
  const bounds: DocumentBounds = {
    limits: limitsRule({
      maxDepth: config.GRAPHQL_MAX_DEPTH, maxAliases: config.GRAPHQL_MAX_ALIASES, maxCost: config.GRAPHQL_MAX_COST, maxDefinitions: config.GRAPHQL_MAX_DEFINITIONS,
    }),
    maxDepth: config.GRAPHQL_MAX_DEPTH,
    maxTokens: config.GRAPHQL_MAX_TOKENS,
    maxErrors: GRAPHQL_MAX_ERRORS,
    maxSamePath: GRAPHQL_MAX_SAME_PATH,
  };
  const claimsOf: ClaimsOf = (h) => {
    const t = bearer(h);
    return t ? deps.tokens.verifyAccess(t) : null;
  };
  const formatError: FormatError = (formatted, error) => {
    const n = normalizeError(error);
    if (n.code === 'INTERNAL') logger.error({ err: n.internal ?? error }, 'internal GraphQL error');
    // The same answer as REST when the database is lost under a write that may have committed (R11).
    const answered = asAnswered(n);
    return toGraphQLError(formatted, answered === n ? error : answered);
  };
  const app = expressApp();
  const compiled = compileRoutes(deps.schema, routes, rootFieldAccess());
  const api = restApi(deps, compiled, claimsOf);
  const basics = requestBasics(deps.lifecycle, config.TRUST_PROXY);
  const log = accessLog(logger, deps.metrics);
  const metrics = metricsPage(deps.metrics, config.METRICS_TOKEN);
  const preflight = cors(config.CORS_ORIGINS);
  const apollo = createApollo(deps, bounds, formatError);
  await apollo.start();
  const graphql = graphqlHttp(deps, apollo, claimsOf, bounds, formatError);
  const route = (req: IncomingMessage, r: Res) => {
    if (preflight(req, r)) return;
    if (r.locals.path === '/metrics') return metrics(req, r);
    if (servedByRouteTable(r.locals.path, req.method)) return api(req, r);
    if (GRAPHQL.test(r.locals.path) && req.method !== 'GET' && req.method !== 'HEAD') return graphql(req, r);
    app(req, r as unknown as ServerResponse);
  };
  const server = createServer(serverTimeouts(config), (req, res) => {
    const r = res as Res;
    const reqId = basics(req, r);
    log(req, r);
    // Everything that runs for the request, however deep, logs with its id (src/logger.ts).
    requestScope.run({ reqId }, route, req, r);
  });
  const ws = serveGraphqlWs(server, deps, bounds, formatError);

  mountIde(app);
  app.get('/graphql', (req, res) => graphql(req, res as unknown as Res));
  mountPainel(app);
  mountCampo(app);
  mountDescadastro(app);
  // The route table's OpenAPI document, built once.
  mountDocs(app, buildOpenApi(deps.schema, compiled));
  app.use((_req, res) => sendProblem(res, { code: 'NOT_FOUND', message: 'Rota nao encontrada' }));
  return { server, apollo, wss: ws.wss, closeSockets: ws.close, subscriptions: ws.subscriptions };
}
