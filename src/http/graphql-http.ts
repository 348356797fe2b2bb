import type { ServerResponse } from 'node:http';
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginUsageReportingDisabled } from '@apollo/server/plugin/disabled';
import express from 'express';
import { GraphQLError, parse, type GraphQLSchema } from 'graphql';
import type { RateLimits } from '../auth/rate-limit';
import { AppError, ERROR_STATUS, normalizeError, toGraphQLError } from '../errors';
import { databaseGuard } from '../db/guard';
import { graphqlTextError, invalidText, queryTextErrors } from '../text-input';
import type { Context } from '../graphql/context';
import { compiledExecution } from '../graphql/compiled';
import { rootFieldAccess } from '../graphql/field-access';
import { needsOf } from '../graphql/needs';
import { rememberingGate, type DocumentBounds } from '../graphql/document-gate';
import { apiErrors, auditTrail, bodyErrorOf, type ClaimsOf } from './middleware';
import { jsonAnswer, rawQuery, send, sendJson, type Answer, type Req, type Res } from '../rest/exchange';
import { unitOfWork } from '../db/unit-of-work';
import { idempotencyKeyOf, idempotent, isFinalGraphqlAnswer, keyOwnerOf, mutationFieldsOf, requestHash, type KeyedField } from '../rest/idempotency';
import { jsonBody } from './body';
import type { ServerDeps } from './deps';

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
export type FormatError = (formatted: Parameters<typeof toGraphQLError>[0], error: unknown) => ReturnType<typeof toGraphQLError>;

/** The one JSON error body /graphql answers outside Apollo (405, database down): GraphQL's shape, the catalog's code. */
export function sendGraphqlError(res: ServerResponse, e: { code: string; message: string; status: number }, headers: Record<string, string> = {}) {
  send(res, graphqlErrorAnswer(e, headers));
}

const graphqlErrorAnswer = (e: { code: string; message: string; status: number }, headers: Record<string, string> = {}): Answer =>
  jsonAnswer(e.status, { errors: [{ message: e.message, extensions: { code: e.code, status: e.status } }] }, headers);

export function createApollo(deps: ServerDeps, bounds: DocumentBounds, formatError: FormatError) {
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
  const gate = rememberingGate(schema, bounds);
  return (req: Req, res: Res): boolean => {
    const body = req.body as { query?: unknown } | undefined;
    const source = req.method === 'POST' ? body?.query : new URLSearchParams(rawQuery(req)).get('query');
    if (typeof source !== 'string') return false;
    const gated = gate(source);
    if (!gated.errors || gated.syntaxError) return false; // a syntax error is Apollo's to answer
    sendJson(res, 400, { errors: gated.errors.map((e) => formatError(e.toJSON(), e)) });
    return true;
  };
}

/** The request's context for Apollo (built once: the Idempotency-Key check may have built it); a failure to build it is answered from the catalog. */
function apolloContext(deps: ServerDeps) {
  const { logger } = deps;
  return async (req: Req, res: Res): Promise<Context> => {
    if (res.locals.ctx) return res.locals.ctx;
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
}

/** Apollo's public entry for HTTP integrations: its whole answer (a keyed mutation records it before it is sent). */
function apolloAnswer(apollo: ApolloServer<Context>, context: (req: Req, res: Res) => Promise<Context>) {
  return async (req: Req, res: Res): Promise<Answer> => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = rawQuery(req);
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method ?? 'GET', headers, search: query ? `?${query}` : '', body: req.body },
      context: () => context(req, res),
    });
    let body = '';
    if (answer.body.kind === 'complete') body = answer.body.string;
    else for await (const chunk of answer.body.asyncIterator) body += chunk;
    return { status: answer.status ?? 200, headers: Object.fromEntries(answer.headers), body };
  };
}

/**
 * A mutation sent with an Idempotency-Key runs once per key and user, as on /api, in one unit of work with the
 * record of its answer. The caller is the one Apollo will see (the same context, built once), and each request, a
 * replay included, is authorized against every root field's @Authorized roles before anything stored is sent.
 * An unkeyed mutation is a unit of its own too (`compiledExecution`).
 */
function idempotentMutations(deps: ServerDeps, context: (req: Req, res: Res) => Promise<Context>, answer: (req: Req, res: Res) => Promise<Answer>) {
  const access = rootFieldAccess();
  const mutations = deps.schema.getMutationType()?.getFields() ?? {};
  const fieldOf = (name: string): KeyedField => ({ access: access.get(name) ?? { public: true }, needs: needsOf(mutations[name]?.extensions) });
  const keyed = async (req: Req, res: Res): Promise<Answer> => {
    const key = req.method === 'POST' ? idempotencyKeyOf(req) : undefined;
    const refuse = (e: AppError, headers?: Record<string, string>) => graphqlErrorAnswer({ code: e.code, message: e.message, status: e.status }, headers);
    if (key instanceof AppError) return refuse(key);
    const fields = key && deps.idempotency ? mutationFieldsOf(req.body, parse) : undefined;
    if (!key || !fields) return answer(req, res);
    // A context that cannot be built is Apollo's to answer, from the catalog.
    const ctx = await context(req, res).catch(() => null);
    const owner = ctx ? keyOwnerOf(ctx.actor, fields.map(fieldOf)) : undefined;
    if (owner instanceof AppError) return refuse(owner);
    if (!owner) return answer(req, res);
    const once = { store: deps.idempotency!, owner, key, hash: requestHash('POST', '/graphql', '', req.body), refuse, isFinal: isFinalGraphqlAnswer };
    return unitOfWork(() => idempotent(once, () => answer(req, res)));
  };
  return async (req: Req, res: Res) => send(res, await keyed(req, res));
}

/**
 * /graphql over HTTP: GET and POST only, audited, answered at once while the database is down, then Apollo
 * (`executeHTTPGraphQLRequest`, its public entry for HTTP integrations). A plain function like /api: POST comes
 * straight from the HTTP server, GET through Express after the IDE page (src/http/ide.ts).
 */
export function graphqlHttp(deps: ServerDeps, apollo: ApolloServer<Context>, claimsOf: ClaimsOf, bounds: DocumentBounds, formatError: FormatError) {
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
  const context = apolloContext(deps);
  const once = idempotentMutations(deps, context, apolloAnswer(apollo, context));
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
    await admit(req, res, () => void once(req, res).catch((err) => failed(err, req, res)));
  };
  return (req: Req, res: Res) => void serve(req, res).catch((err) => failed(err, req, res));
}

