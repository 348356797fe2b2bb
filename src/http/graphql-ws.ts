import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { execute, getOperationAST, GraphQLError, specifiedRules, validate, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { graphqlTextError } from '../text-input';
import { requestScope } from '../request-scope';
import type { Context } from '../graphql/context';
import { SOCKET_TOO_MANY, SOCKET_UNAUTHORIZED, type SocketSession } from '../graphql/socket-sessions';
import { rememberingGate, type DocumentBounds, type Gated } from '../graphql/document-gate';
import { Fanout, Subscriber } from '../graphql/fanout';
import { SHARED_ACROSS_USERS } from '../graphql/pubsub';
import type { ServerDeps } from './deps';
import type { FormatError } from './graphql-http';

type WsExtra = { context?: Context; session?: SocketSession };

/** A graphql-ws operation runs in the scope of its socket's request id (`ws-<uuid>`): its log lines carry it. */
const inSocketScope = <T>(id: string | undefined, fn: () => T): T => requestScope.run({ reqId: id ?? 'ws' }, fn);
const scopedBy = <T>(run: (args: ExecutionArgs) => T) => (args: ExecutionArgs): T =>
  inSocketScope((args.contextValue as Context | undefined)?.requestId, () => run(args));

/** graphql-ws on /graphql: the same context builder and limits; sockets live as long as their token and rights. */
export function serveGraphqlWs(server: Server, deps: ServerDeps, bounds: DocumentBounds, formatError: FormatError) {
  const { schema, buildContext, config } = deps;
  // A larger message closes the socket with 1009 (ws), as a larger POST body is 413.
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: config.GRAPHQL_BODY_LIMIT_BYTES });
  const fanout = new Fanout({ sessions: deps.sockets, formatError: (e) => formatError(e, e), sharedAcrossUsers: SHARED_ACROSS_USERS });
  const gate = rememberingGate(schema, bounds);
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
      return subscriptionArgs(gate, schema, bounds, payload);
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
  gate: (source: string) => Gated, schema: GraphQLSchema, bounds: DocumentBounds, payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
): ExecutionArgs | readonly GraphQLError[] {
  try {
    const gated = gate(payload.query);
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

