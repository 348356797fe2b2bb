import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginUsageReportingDisabled } from '@apollo/server/plugin/disabled';
import express from 'express';
import { execute, getOperationAST, GraphQLError, parse, validate, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import { bearer, type TokenService } from './auth/token';
import type { RateLimits } from './auth/rate-limit';
import type { Clock } from './clock';
import type { Config } from './config';
import { bodyTimedOut, normalizeError, toGraphQLError } from './errors';
import { asAnswered, databaseGuard } from './db/guard';
import { graphqlTextError, invalidText, queryTextErrors } from './text-input';
import { requestScope } from './request-scope';
import type { BuildContext, Context } from './graphql/context';
import { SOCKET_UNAUTHORIZED, type SocketSession, type SocketSessions } from './graphql/socket-sessions';
import { compiledExecution } from './graphql/compiled';
import { limitsRule } from './graphql/limits';
import { Fanout, Subscriber } from './graphql/fanout';
import { SHARED_ACROSS_USERS } from './graphql/pubsub';
import { mountDocs } from './http/docs';
import { mountIde } from './http/ide';
import { mountPainel } from './http/painel';
import { mountCampo } from './http/campo';
import { metricsPage } from './http/metrics';
import type { Metrics } from './metrics';
import { accessLog, apiErrors, auditTrail, countRateLimit, cors, JSON_TYPES, requestBasics, requireJsonBody, type ClaimsOf } from './http/middleware';
import type { AuditWriter } from './modules/audit/audit.writer';
import type { Lifecycle } from './modules/health/health.service';
import { compileRoutes, restHandler } from './rest/execute';
import { hasBody, rawQuery, sendJson, type Req, type Res } from './rest/exchange';
import { RouteMatcher } from './rest/match';
import { buildOpenApi } from './rest/openapi';
import { sendProblem } from './rest/problem';
import { routes, type CompiledRoute } from './rest/routes';
import { UploadSlots } from './rest/upload';
import { rootFieldAccess } from './graphql/field-access';
import { AppError } from './errors';
import type { IdempotencyStore } from './modules/idempotencia/idempotencia.store';
import { idempotencyKeyOf, idempotent, isFinalGraphqlAnswer, isMutationBody, requestHash } from './rest/idempotency';

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

export type HttpStack = {
  server: Server; apollo: ApolloServer<Context>; wss: WebSocketServer; closeSockets(): Promise<void>;
  /** Subscriptions and their groups (metrics). */
  subscriptions(): { groups: number; members: number };
};

/**
 * Once the operation is known: a mutation is marked for the audit trail (contract 2.7), and text input is checked,
 * before execution, in literals, variables and (GET) the raw query string (contract 1). One hook object, made once:
 * Apollo asks each plugin for its hooks on every request.
 */
const OPERATION_HOOKS: Awaited<ReturnType<NonNullable<ApolloServerPlugin<Context>['requestDidStart']>>> = {
  async didResolveOperation({ operation, contextValue, document, request }) {
    if (operation?.operation === 'mutation' && contextValue.audit) contextValue.audit.operation = request.operationName ?? operation.name?.value ?? null;
    const query = request.http?.method === 'GET' ? queryTextErrors(request.http.search) : {};
    const err = graphqlTextError(document, request.variables) ?? invalidText(query);
    if (err) throw new GraphQLError(err.message, { originalError: err, extensions: { http: { status: err.status } } });
  },
};
const operationPlugin: ApolloServerPlugin<Context> = { requestDidStart: async () => OPERATION_HOOKS };

type Limits = ReturnType<typeof limitsRule>;
type FormatError = (formatted: Parameters<typeof toGraphQLError>[0], error: unknown) => ReturnType<typeof toGraphQLError>;

/** The one JSON error body /graphql answers outside Apollo (405, database down): GraphQL's shape, the catalog's code. */
function sendGraphqlError(res: ServerResponse, e: { code: string; message: string; status: number }, headers: Record<string, string> = {}) {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  sendJson(res, e.status, { errors: [{ message: e.message, extensions: { code: e.code, status: e.status } }] });
}

function createApollo(deps: ServerDeps, limits: Limits, formatError: FormatError) {
  return new ApolloServer<Context>({
    gateway: compiledExecution(deps.schema),
    introspection: deps.config.GRAPHQL_INTROSPECTION,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: true,
    stopOnTerminationSignals: false,
    validationRules: [limits],
    formatError,
    // Inline tracing only ever serves a federated subgraph (this schema is not one); left implicit, Apollo loads it and
    // its protobuf runtime (under 1 MB of heap) at start.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginInlineTraceDisabled(), operationPlugin],
  });
}

type WsExtra = { context?: Context; session?: SocketSession };

/** A graphql-ws operation runs in the scope of its socket's request id (`ws-<uuid>`): its log lines carry it. */
const inSocketScope = <T>(id: string | undefined, fn: () => T): T => requestScope.run({ reqId: id ?? 'ws' }, fn);
const scopedBy = <T>(run: (args: ExecutionArgs) => T) => (args: ExecutionArgs): T =>
  inSocketScope((args.contextValue as Context | undefined)?.requestId, () => run(args));

/** graphql-ws on /graphql: the same context builder and limits; sockets live as long as their token and rights. */
function serveGraphqlWs(server: Server, deps: ServerDeps, limits: Limits, formatError: FormatError) {
  const { schema, buildContext } = deps;
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: 1024 * 1024 });
  const fanout = new Fanout({ sessions: deps.sockets, formatError: (e) => formatError(e, e), sharedAcrossUsers: SHARED_ACROSS_USERS });
  const wsServer = useServer<{ Authorization?: string; authorization?: string }, WsExtra>({
    schema,
    context: (ctx) => ctx.extra.context!,
    execute: scopedBy(execute),
    subscribe: scopedBy(fanout.subscribe),
    onConnect: async (ctx) => {
      const p = ctx.connectionParams ?? {};
      const context = await buildContext({
        authorization: typeof (p.Authorization ?? p.authorization) === 'string' ? (p.Authorization ?? p.authorization) : undefined,
        ip: ctx.extra.request.socket.remoteAddress ?? '',
        requestId: `ws-${randomUUID()}`,
        transport: 'graphql',
      });
      if (!context.actor || !context.tokenExpiresAt || context.tokenExpiresAt <= Date.now()) {
        ctx.extra.socket.close(SOCKET_UNAUTHORIZED, 'Unauthorized');
        return false;
      }
      ctx.extra.context = context;
      // Contract 6: the socket lasts as long as its token and its user's rights.
      ctx.extra.session = deps.sockets.open(ctx.extra.socket, context.actor, context.tokenExpiresAt);
      return true;
    },
    onClose: (ctx) => {
      if (ctx.extra.session) deps.sockets.forget(ctx.extra.session);
    },
    // A started subscription joins its group; each event is then checked against the socket's rights and written.
    onOperation: (ctx, id, _payload, _args, result) => {
      if (result instanceof Subscriber) fanout.attach(result, ctx.extra.socket, id, ctx.extra.session!);
    },
    onSubscribe: (_ctx, _id, payload) => subscriptionErrors(schema, limits, payload),
    // Queries over the socket; subscription events are formatted by the fan-out.
    onNext: (ctx, _id, _payload, _args, result) => !result.errors ? result
      : inSocketScope(ctx.extra.context?.requestId, () => ({ ...result, errors: result.errors!.map((e) => formatError(e, e)) })),
    onError: (ctx, _id, _payload, errors) => inSocketScope(ctx.extra.context?.requestId, () => errors.map((e) => formatError(e, e))),
  }, wss);
  return { wss, subscriptions: () => fanout.size, close: async () => {
    await wsServer.dispose();
    wss.close();
  } };
}

/** Same limits as /graphql over HTTP; graphql-ws then runs the standard validation itself. */
function subscriptionErrors(schema: GraphQLSchema, limits: Limits, payload: { query: string; operationName?: string | null; variables?: unknown }) {
  try {
    const document = parse(payload.query);
    // Mutations go through POST /graphql, where the audit trail records them (contract 2.7).
    if (getOperationAST(document, payload.operationName)?.operation === 'mutation') {
      return [new GraphQLError('Mutacoes devem usar POST /graphql', { extensions: { code: 'METHOD_NOT_ALLOWED' } })];
    }
    const errors = validate(schema, document, [limits]);
    if (errors.length > 0) return errors;
    const bad = graphqlTextError(document, payload.variables);
    return bad ? [new GraphQLError(bad.message, { originalError: bad })] : undefined;
  } catch (e) {
    return [e instanceof GraphQLError ? e : new GraphQLError('Documento GraphQL invalido')];
  }
}

type BodyParser = (req: Req, res: Res, next: (err?: unknown) => void) => void;

/**
 * body-parser as a promise; a request without a body (most reads) is not handed to it. The body is read before the
 * request waits for a turn at the database, and it has `timeoutMs` to arrive: a body trickled in a byte at a time
 * is answered 408 and its connection closed (body-parser itself waits as long as the client keeps sending).
 */
const jsonBody = (parse: BodyParser, timeoutMs: number) => (req: Req, res: Res): Promise<void> | void => {
  if (!hasBody(req)) return;
  return new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => {
      res.setHeader('Connection', 'close');
      reject(bodyTimedOut());
    }, timeoutMs);
    parse(req, res, (err) => {
      clearTimeout(deadline);
      if (err) reject(err);
      else resolve();
    });
  });
};

/**
 * /api, served without Express's router (its per-request cost was most of a point read's overhead): one match in
 * the route table, then the audit trail, the route's rate limit, body rules, the database guard and the route.
 * Every request under /api comes here, a route or not, except the documentation pages.
 */
function restApi(deps: ServerDeps, compiled: CompiledRoute[], claimsOf: ClaimsOf) {
  const { config, schema, logger } = deps;
  const matcher = new RouteMatcher(compiled);
  const audit = config.AUDIT_ENABLED ? auditTrail(deps.auditWriter, claimsOf, 'rest') : null;
  const readJson = jsonBody(express.json({ limit: '1mb', type: JSON_TYPES }), config.REQUEST_BODY_TIMEOUT_MS);
  // Turns at the database (R11); routes marked databaseExempt (health, live) never wait for one.
  const admit = databaseGuard(deps.lifecycle.database!, { auditRoom: (ms) => deps.auditWriter.waitForRoom(ms), reject: (res, a) => sendProblem(res, a.error, a.headers) }, config.DATABASE_QUEUE_TIMEOUT_MS);
  const handle = restHandler({
    schema, routes: compiled, buildContext: deps.buildContext, logger, database: deps.lifecycle.database, clock: deps.clock, timeZone: config.APP_TIMEZONE,
    uploads: new UploadSlots({ perUser: config.UPLOADS_PER_USER, perTenant: config.UPLOADS_PER_TENANT }), bodyTimeoutMs: config.REQUEST_BODY_TIMEOUT_MS,
    idempotency: deps.idempotency,
  });
  const failed = apiErrors(logger);

  const serve = async (req: Req, res: Res) => {
    const m = matcher.match(req.method ?? '', res.locals.path);
    const route = m && 'route' in m ? m.route : undefined;
    audit?.(req, res);
    if (route && !(await countRateLimit(deps.rateLimits, route, res))) return;
    // Upload routes take multipart/form-data (read by the route itself, src/rest/upload.ts); every other body is JSON.
    if (!route?.upload && !requireJsonBody(req, res)) return;
    await readJson(req, res);
    const answer = () => {
      if (!m) return sendProblem(res, { code: 'NOT_FOUND', message: 'Rota nao encontrada' });
      if ('allow' in m) return sendProblem(res, { code: 'METHOD_NOT_ALLOWED', message: 'Metodo nao permitido nesta rota' }, { Allow: m.allow.join(', ') });
      res.locals.route = m.route.path;
      handle(req, res, m.route, m.params).catch((err) => failed(err, req, res));
    };
    if (route?.databaseExempt) answer();
    else await admit(req, res, answer);
  };
  return (req: Req, res: Res) => void serve(req, res).catch((err) => failed(err, req, res));
}

/**
 * /graphql over HTTP: GET and POST only, audited, answered at once while the database is down, then Apollo
 * (`executeHTTPGraphQLRequest`, its public entry for HTTP integrations). A plain function like /api: POST comes
 * straight from the HTTP server, GET through Express after the IDE page (src/http/ide.ts).
 */
function graphqlHttp(deps: ServerDeps, apollo: ApolloServer<Context>, claimsOf: ClaimsOf) {
  const { config, logger } = deps;
  const audit = config.AUDIT_ENABLED ? auditTrail(deps.auditWriter, claimsOf, 'graphql') : null;
  const readJson = jsonBody(express.json({ limit: '1mb' }), config.REQUEST_BODY_TIMEOUT_MS);
  // As on REST: 503 at once while the database is down, a bounded wait for a turn and for audit room (R11).
  const admit = databaseGuard(deps.lifecycle.database!, {
    auditRoom: (ms) => deps.auditWriter.waitForRoom(ms), reject: (res, a) => sendGraphqlError(res, a.error, a.headers),
  }, config.DATABASE_QUEUE_TIMEOUT_MS);
  const failed = apiErrors(logger);
  const context = async (req: Req, res: Res): Promise<Context> => {
    const ctx = await deps.buildContext({
      authorization: req.headers.authorization, ip: res.locals.ip, requestId: String(res.getHeader('X-Request-Id')),
      setHeader: (k, v) => res.setHeader(k, v), transport: 'graphql',
    }).catch((err) => {
      // Apollo would answer "Context creation failed: <driver message>"; answer from the catalog instead.
      const n = normalizeError(err);
      if (n.code === 'INTERNAL') logger.error({ err }, 'context creation failed');
      throw new GraphQLError(n.message, { extensions: { code: n.code, status: n.status, http: { status: n.status } } });
    });
    ctx.audit = {};
    res.locals.ctx = ctx;
    return ctx;
  };
  const execute = async (req: Req, res: Res) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = rawQuery(req);
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method ?? 'GET', headers, search: query ? `?${query}` : '', body: req.body },
      context: () => context(req, res),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') return void res.end(answer.body.string);
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
  const serve = async (req: Req, res: Res) => {
    res.locals.route = '/graphql';
    // Any other method (TRACE, PUT, DELETE...) is 405 here: left to Apollo, a request without a content-type was
    // answered 400 by its CSRF check instead.
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      return sendGraphqlError(res, { code: 'METHOD_NOT_ALLOWED', message: 'Metodo nao permitido', status: 405 }, { Allow: 'GET, POST' });
    }
    audit?.(req, res);
    await readJson(req, res);
    await admit(req, res, () => void once(req, res).catch((err) => failed(err, req, res)));
  };
  // A mutation sent with an Idempotency-Key runs once per key and user, as on /api (the token names the user).
  const once = async (req: Req, res: Res) => {
    const key = req.method === 'POST' ? idempotencyKeyOf(req) : undefined;
    const refuse = (e: AppError, headers?: Record<string, string>) => sendGraphqlError(res, { code: e.code, message: e.message, status: e.status }, headers);
    if (key instanceof AppError) return refuse(key);
    const claims = key && deps.idempotency ? claimsOf(req.headers.authorization) : null;
    if (!key || !claims || !isMutationBody(req.body, parse)) return execute(req, res);
    await idempotent(res, {
      store: deps.idempotency!, owner: { tenantId: claims.tenantId, userId: claims.sub }, key,
      hash: requestHash('POST', '/graphql', '', req.body), refuse, isFinal: isFinalGraphqlAnswer,
    }, () => execute(req, res));
  };
  return (req: Req, res: Res) => void serve(req, res).catch((err) => failed(err, req, res));
}

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
 * requestTimeout is only the backstop past both. Idle keep-alive connections keep Node's 5 s.
 */
export function serverTimeouts(config: Pick<Config, 'REQUEST_HEADERS_TIMEOUT_MS' | 'REQUEST_BODY_TIMEOUT_MS' | 'DATABASE_QUEUE_TIMEOUT_MS'>) {
  const requestTimeout = config.REQUEST_HEADERS_TIMEOUT_MS + config.DATABASE_QUEUE_TIMEOUT_MS + config.REQUEST_BODY_TIMEOUT_MS + 5_000;
  return { headersTimeout: config.REQUEST_HEADERS_TIMEOUT_MS, requestTimeout, connectionsCheckingInterval: 1_000 };
}

/** The HTTP server: common middleware, the IDE and docs, /api, /graphql over HTTP and over graphql-ws. */
export async function createHttpStack(deps: ServerDeps): Promise<HttpStack> {
  const { config, logger } = deps;
  const limits = limitsRule({ maxDepth: config.GRAPHQL_MAX_DEPTH, maxAliases: config.GRAPHQL_MAX_ALIASES, maxCost: config.GRAPHQL_MAX_COST });
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
  const apollo = createApollo(deps, limits, formatError);
  await apollo.start();
  const graphql = graphqlHttp(deps, apollo, claimsOf);
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
  const ws = serveGraphqlWs(server, deps, limits, formatError);

  mountIde(app);
  app.get('/graphql', (req, res) => graphql(req, res as unknown as Res));
  mountPainel(app);
  mountCampo(app);
  // The route table's OpenAPI document, built once.
  mountDocs(app, buildOpenApi(deps.schema, compiled));
  app.use((_req, res) => sendProblem(res, { code: 'NOT_FOUND', message: 'Rota nao encontrada' }));
  return { server, apollo, wss: ws.wss, closeSockets: ws.close, subscriptions: ws.subscriptions };
}
