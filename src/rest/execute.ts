import { Kind, validate, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { Logger } from 'pino';
import { businessDate, type Clock } from '../clock';
import { AppError, normalizeError, type FieldErrors } from '../errors';
import { compiledOnFirstRun } from '../graphql/compiled';
import type { BuildContext, Context } from '../graphql/context';
import type { FieldAccess } from '../graphql/field-access';
import { asAnswered, refusalAnswer, withoutTurn, type DatabaseGuard, type Released } from '../db/guard';
import { queryTextErrors, textErrors } from '../text-input';
import { accessError as accessDeniedFor } from '../auth/auth-checker';
import { dateColumns, exportAnswer, requestedFormat, toTable, type ExportFormat } from './export';
import { bodyAnswer, jsonAnswer, queryOf, rawQuery, send, type Answer, type Req, type Res } from './exchange';
import { problemAnswer, sendProblem } from './problem';
import { missingRouteFacts } from './route-facts';
import { readUpload, type Upload, type UploadSlots } from './upload';
import { prepareVariables } from './variables';
import { idempotencyKeyOf, idempotent, keyOwnerOf, requestHash } from './idempotency';
import { needsOf } from '../graphql/needs';
import { unitOfWork } from '../db/unit-of-work';
import type { IdempotencyStore } from '../modules/idempotencia/idempotencia.store';
import type { CompiledRoute, Route } from './routes';

const operationOf = (doc: DocumentNode) => doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** Validates every route's document against the schema and its facts against the operation; throws at boot naming each broken route. */
export function compileRoutes(schema: GraphQLSchema, routes: readonly Route[], access: Map<string, FieldAccess>): CompiledRoute[] {
  const problems = routes.flatMap((r) => {
    const errors = validate(schema, r.doc);
    if (operationOf(r.doc) && errors.length === 0) return [];
    return [`${r.method} ${r.path}: ${errors.map((e) => e.message).join('; ') || 'no operation'}`];
  });
  if (problems.length > 0) throw new Error(`REST route documents do not match the schema:\n  ${problems.join('\n  ')}`);
  // Every document is valid from here on: each one is compiled once.
  const compiled = routes.map((r) => {
    const op = operationOf(r.doc)!;
    const first = op.selectionSet.selections[0];
    const rootField = first?.kind === Kind.FIELD ? first.name.value : '';
    return {
      ...r, document: r.doc, rootField, variableDefs: op.variableDefinitions ?? [], access: access.get(rootField) ?? { public: true as const },
      needs: needsOf((op.operation === 'query' ? schema.getQueryType() : schema.getMutationType())?.getFields()[rootField]?.extensions),
      run: compiledOnFirstRun(schema, r.doc), dateColumns: r.export ? dateColumns(schema, r.doc) : new Set<string>(),
    };
  });
  const lacking = compiled.map((r) => [r, missingRouteFacts(schema, r)] as const).filter(([, m]) => m.length > 0);
  if (lacking.length > 0) throw new Error(`REST routes lack what their operations need:\n  ${lacking.map(([r, m]) => `${r.method} ${r.path}: ${m.join(', ')}`).join('\n  ')}`);
  return compiled;
}

export type RestDeps = {
  schema: GraphQLSchema;
  routes: CompiledRoute[];
  buildContext: BuildContext;
  logger: Logger;
  /**
   * When given, a request that has sent nothing that may commit is answered 503 when the database goes down
   * (routes marked `databaseExempt` excepted).
   */
  database?: DatabaseGuard;
  /** The date in an export's file name is the business day: the app's clock (fixed in tests) in APP_TIMEZONE. */
  clock: Clock;
  timeZone: string;
  /** Uploads in progress per user and tenant, and how long an upload's body may take to arrive (ms). */
  uploads: UploadSlots;
  bodyTimeoutMs: number;
  /** Where Idempotency-Key answers are kept (absent: the header is checked but not honoured, as in unit tests). */
  idempotency?: IdempotencyStore;
};

// Seconds a client should wait before another upload when it (or its tenant) is at its cap: most uploads take a few.
const UPLOAD_RETRY_AFTER = '5';

/**
 * An upload route's body: read once the caller may send it (401 and 403 come first, contract 1.2), within the
 * user's and the tenant's caps (429), and without a turn at the database while it arrives (408 past
 * REQUEST_BODY_TIMEOUT_MS). Null when the request has been answered here (or its client has gone).
 */
async function uploadBody(deps: RestDeps, req: Req, res: Res, route: CompiledRoute, ctx: Context): Promise<Upload | null> {
  // An upload always has a caller (its slots are counted per user): without one, UNAUTHENTICATED.
  const denied = accessError(route.access, ctx) ?? accessDeniedFor(ctx.actor, []);
  if (denied || !ctx.actor) return (sendProblem(res, denied!), null);
  const release = deps.uploads.take(ctx.actor);
  if (!release) {
    // The body is not read: closing the connection spares reading it to the end.
    res.setHeader('Connection', 'close');
    sendProblem(res, new AppError('RATE_LIMITED', 'Envios simultaneos demais; aguarde os anteriores terminarem'), { 'Retry-After': UPLOAD_RETRY_AFTER });
    return null;
  }
  res.once('close', release);
  const got = await withoutTurn(() => readUpload(req, res, { maxBytes: route.upload!.maxBytes, timeoutMs: deps.bodyTimeoutMs }));
  if ('value' in got) return got.value;
  if (got.refused !== 'gone') {
    const { error, headers } = refusalAnswer(got.refused);
    sendProblem(res, error, headers);
  }
  return null;
}


/** A successful answer: the spreadsheet asked for, the file the operation produced, or the JSON body with its status. */
function resultAnswer(route: CompiledRoute, data: unknown, format: ExportFormat | null, today: () => string): Answer {
  if (format) return exportAnswer(format, route.export!, today(), toTable(route.document, data, route.dateColumns));
  if (route.download) return fileAnswer(data as DownloadFile);
  const status = route.statusFrom ? route.statusFrom.pick(data) : route.status;
  const headers: Record<string, string> = route.location && status === 201 ? { Location: route.location(data) } : {};
  if (status === 204) return { status, headers, body: '' };
  return jsonAnswer(status, data, headers);
}

/** The request's context, or why the database could not serve it (`down` wins the race). */
function contextOf(deps: RestDeps, req: Req, res: Res, down: Promise<Released>): Promise<Context | Released> {
  return Promise.race([deps.buildContext({
    authorization: req.headers.authorization,
    ip: res.locals.ip,
    requestId: String(res.getHeader('X-Request-Id')),
    setHeader: (k, v) => res.setHeader(k, v),
    transport: 'rest',
  }), down]);
}

/** The REST gateway: a matched route -> in-process GraphQL execution with the same context builder as /graphql. */
export function restHandler(deps: RestDeps) {
  const today = () => businessDate(deps.clock.now(), deps.timeZone);

  return async function handle(req: Req, res: Res, route: CompiledRoute, params: Record<string, string>): Promise<void> {
    // A database that stops answering (hung or partitioned: postgres.js has no query timeout) must not hang the
    // request: once the probe finds it down, a request that has sent nothing that may commit gets 503 (R4). One
    // whose write may commit is never told 503 (R11): it gets the database's answer or "outcome unknown".
    const released = deps.database && !route.databaseExempt ? deps.database.released() : undefined;
    const down = released?.promise ?? new Promise<Released>(() => {});
    const problem = (e: Parameters<typeof problemAnswer>[0], headers?: Record<string, string>) => problemAnswer(e, String(res.getHeader('X-Request-Id') ?? ''), headers);
    const unavailable = (why: Released) => {
      const { error, headers } = refusalAnswer(why);
      return problem(error, headers);
    };
    try {
      const ctx = await contextOf(deps, req, res, down);
      if (typeof ctx === 'string') return send(res, unavailable(ctx));
      res.locals.actor = ctx.actor;
      const key = route.method === 'GET' ? undefined : idempotencyKeyOf(req);
      if (key instanceof AppError) return send(res, problem(accessError(route.access, ctx) ?? key));
      const body = route.upload ? await uploadBody(deps, req, res, route, ctx) : req.body;
      if (route.upload && body === null) return;
      // A write with a key runs once per key and user (docs/decisions.md); a replay is authorized like a fresh request.
      const owner = key && deps.idempotency ? keyOwnerOf(ctx.actor, [route]) : undefined;
      if (owner instanceof AppError) return send(res, problem(owner));
      const once = key && owner && deps.idempotency
        ? { store: deps.idempotency, owner, key, hash: requestHash(route.method, res.locals.path, rawQuery(req), body), refuse: problem }
        : undefined;
      // A write is one unit of work: one transaction, its key's record in it, committed before the answer leaves.
      const work = () => (once ? idempotent(once, () => run(ctx, body)) : run(ctx, body));
      send(res, await Promise.race([route.method === 'GET' ? work() : unitOfWork(work), down.then(unavailable)]));
    } catch (err) {
      if (err instanceof AppError) return send(res, problem(err));
      throw err;
    } finally {
      released?.cancel();
    }

    async function run(ctx: Context, body: unknown): Promise<Answer> {
      const vars = prepareVariables(deps.schema, route.variableDefs, {
        params, query: queryOf(req, res), body, bodyVar: route.upload ? 'arquivo' : route.body,
      });
      const errors = { ...requestTextErrors(req, params), ...vars.errors };
      if (Object.keys(errors).length > 0) {
        // Contract order: 401, then 403, then 400, even when the input is also malformed.
        const denied = accessError(route.access, ctx);
        return problem(denied ?? { code: 'VALIDATION_FAILED', message: 'Um ou mais campos sao invalidos', errors });
      }
      const format = route.export ? requestedFormat(req, res) : null;
      if (format instanceof AppError) return problem(accessError(route.access, ctx) ?? format);
      const result = await route.run(undefined, ctx, vars.values);
      if (result.errors?.length) {
        const n = normalizeError(result.errors[0]);
        const answered = asAnswered(n);
        if (answered !== n) return problem(answered);
        if (n.code === 'INTERNAL') deps.logger.error({ err: n.internal ?? result.errors[0] }, 'internal error');
        return problem(n);
      }
      return resultAnswer(route, (result.data as Record<string, unknown>)[route.rootField], format, today);
    }
  };
}

/** Every text of the request (path parameters, raw query string, whole body), checked once before execution. */
function requestTextErrors(req: Req, params: Record<string, string>): FieldErrors {
  const errors = queryTextErrors(rawQuery(req), textErrors(params));
  return req.body === undefined ? errors : textErrors(req.body, '', errors);
}

type DownloadFile = { nomeArquivo: string; contentType: string; conteudoBase64: string };

function fileAnswer(f: DownloadFile): Answer {
  return bodyAnswer(200, f.contentType, Buffer.from(f.conteudoBase64, 'base64'), { 'Content-Disposition': `attachment; filename="${f.nomeArquivo}"` });
}

/** The auth checker's rule on the route's @Authorized metadata, so REST can answer it before a 400. */
function accessError(access: FieldAccess, ctx: Context): AppError | null {
  return access.public ? null : accessDeniedFor(ctx.actor, access.roles);
}
