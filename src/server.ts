import { createServer, type Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginUsageReportingDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { getOperationAST, GraphQLError, parse, validate, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import { bearer, type TokenService } from './auth/token';
import type { RateLimits } from './auth/rate-limit';
import type { Config } from './config';
import { normalizeError, toGraphQLError } from './errors';
import { databaseGuard, rejectGraphQL, rejectRest } from './db/guard';
import type { BuildContext, Context } from './graphql/context';
import { isAsyncIterable, SOCKET_UNAUTHORIZED, type SocketSession, type SocketSessions } from './graphql/socket-sessions';
import { limitsRule } from './graphql/limits';
import { mountDocs } from './http/docs';
import { graphqlTextError, invalidText, queryTextErrors } from './http/text-input';
import { mountIde } from './http/ide';
import { accessLog, apiErrors, auditTrail, cors, limitAuthRoutes, requestBasics, requireJsonBody } from './http/middleware';
import type { AuditWriter } from './modules/audit/audit.writer';
import type { Lifecycle } from './modules/health/health.service';
import { compileRoutes, restHandler } from './rest/execute';
import { buildOpenApi } from './rest/openapi';
import { sendProblem } from './rest/problem';
import { routes } from './rest/routes';
import { rootFieldAccess } from './graphql/schema';

export type ServerDeps = {
  config: Config;
  schema: GraphQLSchema;
  buildContext: BuildContext;
  tokens: TokenService;
  auditWriter: AuditWriter;
  rateLimits: RateLimits;
  lifecycle: Lifecycle;
  logger: Logger;
  /** Open graphql-ws sockets and their rights (closed at token expiry or when the user changes). */
  sockets: SocketSessions;
};

export type HttpStack = { server: Server; apollo: ApolloServer<Context>; wss: WebSocketServer; closeSockets(): Promise<void> };

// Marks /graphql mutations so the audit middleware records them.
const auditPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue, request }) {
        if (operation?.operation === 'mutation' && contextValue.audit) contextValue.audit.operation = request.operationName ?? operation.name?.value ?? null;
      },
    };
  },
};

// Contract 1: text input is checked once, before execution: literals, variables and (GET) the raw query string.
const textInputPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request }) {
        const query = request.http?.method === 'GET' ? queryTextErrors(request.http.search) : {};
        const err = graphqlTextError(document, request.variables) ?? invalidText(query);
        if (err) throw new GraphQLError(err.message, { originalError: err, extensions: { http: { status: err.status } } });
      },
    };
  },
};

export async function createHttpStack(deps: ServerDeps): Promise<HttpStack> {
  const { config, schema, buildContext, logger } = deps;
  const limits = limitsRule({ maxDepth: config.GRAPHQL_MAX_DEPTH, maxAliases: config.GRAPHQL_MAX_ALIASES, maxCost: config.GRAPHQL_MAX_COST });
  const claimsOf = (h: string | undefined) => {
    const t = bearer(h);
    return t ? deps.tokens.verifyAccess(t) : null;
  };
  const formatError = (formatted: Parameters<typeof toGraphQLError>[0], error: unknown) => {
    const n = normalizeError(error);
    if (n.code === 'INTERNAL') logger.error({ err: n.internal ?? error }, 'internal GraphQL error');
    return toGraphQLError(formatted, error);
  };

  const app = express();
  app.set('etag', false);
  app.set('x-powered-by', false);
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('query parser', 'simple');
  const server = createServer(app);

  const apollo = new ApolloServer<Context>({
    schema,
    introspection: config.GRAPHQL_INTROSPECTION,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: true,
    stopOnTerminationSignals: false,
    validationRules: [limits],
    formatError,
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), ApolloServerPluginUsageReportingDisabled(), textInputPlugin, auditPlugin],
  });
  await apollo.start();

  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: 1024 * 1024 });
  const wsServer = useServer<{ Authorization?: string; authorization?: string }, { context?: Context; session?: SocketSession }>({
    schema,
    context: (ctx) => ctx.extra.context!,
    onConnect: async (ctx) => {
      const p = ctx.connectionParams ?? {};
      const context = await buildContext({
        authorization: typeof (p.Authorization ?? p.authorization) === 'string' ? (p.Authorization ?? p.authorization) : undefined,
        ip: ctx.extra.request.socket.remoteAddress ?? '',
        requestId: `ws-${Date.now().toString(36)}`,
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
    // Each result is checked just before it is sent: an event racing the close of the socket is dropped.
    onOperation: (ctx, _id, _payload, _args, result) =>
      (isAsyncIterable(result) && ctx.extra.session ? deps.sockets.guard(ctx.extra.session, result) : undefined),
    onSubscribe: (_ctx, _id, payload) => {
      // Same limits as /graphql over HTTP; graphql-ws then runs the standard validation itself.
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
    },
    onNext: (_ctx, _id, _payload, _args, result) =>
      result.errors ? { ...result, errors: result.errors.map((e) => formatError(e, e)) } : result,
    onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatError(e, e)),
  }, wss);

  app.use(requestBasics(deps.lifecycle));
  app.use(accessLog(logger));
  app.use(cors(config.CORS_ORIGINS));
  mountIde(app);

  const compiled = compileRoutes(schema, routes, rootFieldAccess());
  // The route table's OpenAPI document, built once; public GETs mounted before the (audited) /api router.
  mountDocs(app, buildOpenApi(schema, compiled));
  const api = express.Router();
  if (config.AUDIT_ENABLED) api.use(auditTrail(deps.auditWriter, claimsOf, 'rest'));
  api.use(limitAuthRoutes(deps.rateLimits));
  api.use(requireJsonBody);
  api.use(express.json({ limit: '1mb', type: ['application/json', 'application/*+json'] }));
  const admit = databaseGuard(deps.lifecycle.database!, { auditRoom: (ms) => deps.auditWriter.waitForRoom(ms), reject: rejectRest }, config.DATABASE_QUEUE_TIMEOUT_MS);
  // Health and live never wait for a turn: they answer whatever the load (R11).
  api.use((req, res, next) => (req.path.startsWith('/health') ? next() : admit(req, res, next)));
  api.use(restHandler({ schema, routes: compiled, buildContext, logger, database: deps.lifecycle.database }));
  api.use(apiErrors(logger));
  app.use('/api', api);

  // GraphQL over HTTP is GET and POST only. Any other method (TRACE, PUT, DELETE...) is 405 here: left to
  // Apollo, a request without a content-type was answered 400 by its CSRF check instead.
  app.use('/graphql', (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST') return next();
    res.setHeader('Allow', 'GET, POST');
    res.status(405).json({ errors: [{ message: 'Metodo nao permitido', extensions: { code: 'METHOD_NOT_ALLOWED', status: 405 } }] });
  });
  if (config.AUDIT_ENABLED) app.use('/graphql', auditTrail(deps.auditWriter, claimsOf, 'graphql'));
  // As on REST: 503 at once while the database is down, a bounded wait for a turn and for audit room.
  app.use('/graphql', express.json({ limit: '1mb' }), databaseGuard(deps.lifecycle.database!, {
    auditRoom: (ms) => deps.auditWriter.waitForRoom(ms), reject: rejectGraphQL,
  }, config.DATABASE_QUEUE_TIMEOUT_MS), expressMiddleware(apollo, {
    context: async ({ req, res }) => {
      const ctx = await buildContext({
        authorization: req.headers.authorization, ip: req.ip ?? '', requestId: String(res.getHeader('X-Request-Id')),
        setHeader: (k, v) => res.setHeader(k, v),
      }).catch((err) => {
        // Apollo would answer "Context creation failed: <driver message>"; answer from the catalog instead.
        const n = normalizeError(err);
        if (n.code === 'INTERNAL') logger.error({ err }, 'context creation failed');
        throw new GraphQLError(n.message, { extensions: { code: n.code, status: n.status, http: { status: n.status } } });
      });
      ctx.audit = {};
      res.locals.ctx = ctx;
      return ctx;
    },
  }));
  app.use('/graphql', apiErrors(logger));
  app.use((_req, res) => sendProblem(res, { code: 'NOT_FOUND', message: 'Rota nao encontrada' }));

  return {
    server, apollo, wss,
    closeSockets: async () => {
      await wsServer.dispose();
      wss.close();
    },
  };
}
