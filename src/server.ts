import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginUsageReportingDisabled } from '@apollo/server/plugin/disabled';
import express from 'express';
import { execute, getOperationAST, GraphQLError, specifiedRules, validate, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import { bearer, type TokenService } from './auth/token';
import type { RateLimits } from './auth/rate-limit';
import type { Clock } from './clock';
import type { Config } from './config';
import { AppError, bodyTimedOut, ERROR_STATUS, normalizeError, toGraphQLError } from './errors';
import { asAnswered, databaseGuard } from './db/guard';
import { graphqlTextError, invalidText, queryTextErrors } from './text-input';
import { requestScope } from './request-scope';
import type { BuildContext, Context } from './graphql/context';
import { SOCKET_TOO_MANY, SOCKET_UNAUTHORIZED, type SocketSession, type SocketSessions } from './graphql/socket-sessions';
import { compiledExecution } from './graphql/compiled';
import { limitsRule } from './graphql/limits';
import { gateDocument, type DocumentBounds } from './graphql/document-gate';
import { Fanout, Subscriber } from './graphql/fanout';
import { SHARED_ACROSS_USERS } from './graphql/pubsub';
import { mountDocs } from './http/docs';
import { mountIde } from './http/ide';
import { mountPainel } from './http/painel';
import { metricsPage } from './http/metrics';
import type { Metrics } from './metrics';
import { accessLog, apiErrors, auditTrail, bodyErrorOf, countRateLimit, cors, JSON_TYPES, requestBasics, requireJsonBody, type ClaimsOf } from './http/middleware';
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


/**
 * Issue 25: what one GraphQL document may cost before it is refused (src/graphql/document-gate.ts). Parsing stops at
 * GRAPHQL_MAX_TOKENS (a syntax error), validation after 20 errors; the cheap rules (definitions, depth, aliases,
 * cost, 10 fields per response path) run before graphql's own. The same on /graphql over HTTP and over graphql-ws;
 * the REST routes run fixed documents, never client text.
 */
export const GRAPHQL_MAX_ERRORS = 20;
export const GRAPHQL_MAX_SAME_PATH = 10;
type FormatError = (formatted: Parameters<typeof toGraphQLError>[0], error: unknown) => ReturnType<typeof toGraphQLError>;

/** The one JSON error body /graphql answers outside Apollo (405, database down): GraphQL's shape, the catalog's code. */
function sendGraphqlError(res: ServerResponse, e: { code: string; message: string; status: number }, headers: Record<string, string> = {}) {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  sendJson(res, e.status, { errors: [{ message: e.message, extensions: { code: e.code, status: e.status } }] });
}

function createApollo(deps: ServerDeps, bounds: DocumentBounds, formatError: FormatError) {
  return new ApolloServer<Context>({
    gateway: compiledExecution(deps.schema),
    introspection: deps.config.GRAPHQL_INTROSPECTION,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: true,
    stopOnTerminationSignals: false,
    validationRules: [bounds.limits],
    parseOptions: { maxTokens: bounds.maxTokens },
    validationOptions: { maxErrors: bounds.maxErrors },
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
function serveGraphqlWs(server: Server, deps: ServerDeps, bounds: DocumentBounds, formatError: FormatError) {
  const { schema, buildContext, config } = deps;
  // A larger message closes the socket with 1009 (ws), as a larger POST body is 413.
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: config.GRAPHQL_BODY_LIMIT_BYTES });
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
      // Issue 25: a user holds a bounded number of sockets (on this instance).
      if (deps.sockets.count(context.actor.userId) >= config.GRAPHQL_WS_SOCKETS_PER_USER) {
        ctx.extra.socket.close(SOCKET_TOO_MANY, 'Muitas conexoes abertas por este usuario');
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
    onSubscribe: (ctx, _id, payload) => {
      // graphql-ws has already registered this operation: it counts itself.
      if (Object.keys(ctx.subscriptions).length > config.GRAPHQL_WS_SUBSCRIPTIONS_PER_SOCKET) {
        return [new GraphQLError(`Limite de ${config.GRAPHQL_WS_SUBSCRIPTIONS_PER_SOCKET} operacoes simultaneas por conexao atingido`, { extensions: { code: 'RATE_LIMITED' } })];
      }
      return subscriptionArgs(schema, bounds, payload);
    },
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

/**
 * The same bounds and rules as /graphql over HTTP: parsed and validated once here, then handed to graphql-ws ready to
 * run (it neither parses nor validates again), or the errors.
 */
function subscriptionArgs(
  schema: GraphQLSchema, bounds: DocumentBounds, payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
): ExecutionArgs | readonly GraphQLError[] {
  try {
    const gated = gateDocument(schema, bounds, payload.query);
    if (gated.errors) return gated.errors;
    const { document } = gated;
    // Mutations go through POST /graphql, where the audit trail records them (contract 2.7).
    if (getOperationAST(document, payload.operationName)?.operation === 'mutation') {
      return [new GraphQLError('Mutacoes devem usar POST /graphql', { extensions: { code: 'METHOD_NOT_ALLOWED' } })];
    }
    const errors = validate(schema, document, [...specifiedRules, bounds.limits], { maxErrors: bounds.maxErrors });
    if (errors.length > 0) return errors;
    const bad = graphqlTextError(document, payload.variables);
    if (bad) return [new GraphQLError(bad.message, { originalError: bad })];
    return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
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

/** Issue 25: without a valid access token, a request to /graphql (its body not read yet) counts against its IP's minute. */
function anonymousGraphqlLimit(limits: RateLimits, claimsOf: ClaimsOf) {
  return async (req: Req, res: Res): Promise<boolean> => {
    if (claimsOf(req.headers.authorization)) return true;
    try {
      await limits.anonymousGraphql(res.locals.ip, (k, v) => res.setHeader(k, v));
      return true;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      sendGraphqlError(res, normalizeError(err));
      return false;
    }
  };
}

/** Before a database turn: a document over the cheap bounds is answered 400 without graphql's own rules running. */
function documentGate(schema: GraphQLSchema, bounds: DocumentBounds, formatError: FormatError) {
  return (req: Req, res: Res): boolean => {
    const body = req.body as { query?: unknown } | undefined;
    const source = req.method === 'POST' ? body?.query : new URLSearchParams(rawQuery(req)).get('query');
    if (typeof source !== 'string') return false;
    const gated = gateDocument(schema, bounds, source);
    if (!gated.errors || gated.syntaxError) return false; // a syntax error is Apollo's to answer
    sendJson(res, 400, { errors: gated.errors.map((e) => formatError(e.toJSON(), e)) });
    return true;
  };
}

/**
 * /graphql over HTTP: GET and POST only, audited, answered at once while the database is down, then Apollo
 * (`executeHTTPGraphQLRequest`, its public entry for HTTP integrations). A plain function like /api: POST comes
 * straight from the HTTP server, GET through Express after the IDE page (src/http/ide.ts).
 */
function graphqlHttp(deps: ServerDeps, apollo: ApolloServer<Context>, claimsOf: ClaimsOf, bounds: DocumentBounds, formatError: FormatError) {
  const { config, logger } = deps;
  const audit = config.AUDIT_ENABLED ? auditTrail(deps.auditWriter, claimsOf, 'graphql') : null;
  // A document is small (the largest the page or a REST route sends is under 2 KB): a larger body is 413.
  const readJson = jsonBody(express.json({ limit: config.GRAPHQL_BODY_LIMIT_BYTES }), config.REQUEST_BODY_TIMEOUT_MS);
  // As on REST: 503 at once while the database is down, a bounded wait for a turn and for audit room (R11).
  const admit = databaseGuard(deps.lifecycle.database!, {
    auditRoom: (ms) => deps.auditWriter.waitForRoom(ms), reject: (res, a) => sendGraphqlError(res, a.error, a.headers),
  }, config.DATABASE_QUEUE_TIMEOUT_MS);
  const failed = apiErrors(logger);
  const anonymousAllowed = anonymousGraphqlLimit(deps.rateLimits, claimsOf);
  // A body refused by body-parser (too large, malformed) is answered in GraphQL's error shape, like the rest of /graphql.
  const readGraphqlBody = (req: Req, res: Res) => readJson(req, res)?.then(() => true, (err) => {
    const known = bodyErrorOf(err);
    if (!known) throw err;
    const message = known.code === 'PAYLOAD_TOO_LARGE' ? `Corpo da requisicao excede ${config.GRAPHQL_BODY_LIMIT_BYTES} bytes` : known.message;
    sendGraphqlError(res, { code: known.code, message, status: ERROR_STATUS[known.code] });
    return false;
  }) ?? true;
  const refusedDocument = documentGate(deps.schema, bounds, formatError);
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
    if (!(await anonymousAllowed(req, res))) return;
    if (!(await readGraphqlBody(req, res))) return;
    if (refusedDocument(req, res)) return;
    await admit(req, res, () => void execute(req, res).catch((err) => failed(err, req, res)));
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
  // The route table's OpenAPI document, built once.
  mountDocs(app, buildOpenApi(deps.schema, compiled));
  app.use((_req, res) => sendProblem(res, { code: 'NOT_FOUND', message: 'Rota nao encontrada' }));
  return { server, apollo, wss: ws.wss, closeSockets: ws.close, subscriptions: ws.subscriptions };
}
