import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { AccessClaims } from '../auth/token';
import type { Actor } from '../auth/actor';
import type { Metrics } from '../metrics';
import type { AuditWriter } from '../modules/audit/audit.writer';
import type { Lifecycle } from '../modules/health/health.service';
import { sendProblem } from '../rest/problem';
import { AppError, normalizeError } from '../errors';
import type { RateLimits } from '../auth/rate-limit';
import type { Route } from '../rest/routes';
import { clientAddress, hasType, pathOf, type Locals, type Req, type Res } from '../rest/exchange';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Request id, timing, path and client address (`res.locals`), security headers, and `Connection: close` once
 * shutdown has begun. Runs first, for every request; returns the request id.
 */
export function requestBasics(lifecycle: Lifecycle, trustProxy: boolean | number | string) {
  const addressOf = clientAddress(trustProxy);
  return (req: IncomingMessage, res: Res): string => {
    const locals: Locals = { startedAt: process.hrtime.bigint(), path: pathOf(req.url ?? '/'), ip: addressOf(req) };
    res.locals = locals;
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Frame-Options', 'DENY');
    if (locals.path.startsWith('/api')) res.setHeader('Cache-Control', 'no-store');
    // Decided when the headers go out, not when the request came in: a request in flight when shutdown
    // begins must release its keep-alive connection too, or server.close() waits for the idle timeout.
    const writeHead = res.writeHead;
    res.writeHead = function (this: Res, ...args: Parameters<Res['writeHead']>) {
      if (lifecycle.shuttingDown && !this.headersSent) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as Res['writeHead'];
    return id;
  };
}

export const elapsedMs = (res: Res) => Number((process.hrtime.bigint() - (res.locals.startedAt as bigint)) / 1_000_000n);

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route template of a request for metrics: the route table's (`/api/lotes/:id`), set by the transport, or
 * Express's for the pages; anything else (an unknown path, a 404) is `other`, so a path never becomes a label.
 */
function routeTemplate(req: IncomingMessage, res: Res): string {
  if (typeof res.locals.route === 'string') return res.locals.route;
  const express = (req as { route?: { path?: unknown } }).route?.path;
  if (typeof express === 'string') return express;
  // A route of several paths (`['/', '/painel']`): the one that matched, as written there.
  if (Array.isArray(express)) return express.find((p) => p === res.locals.path.toLowerCase()) ?? 'other';
  return 'other';
}

/**
 * When a response is sent: its metrics (method, route template, status, duration) and one JSON line (id, method,
 * route, status, duration, user and tenant; never bodies or tokens).
 */
export function accessLog(logger: Logger, metrics: Metrics) {
  return (req: IncomingMessage, res: Res): void => {
    res.once('finish', () => {
      const ns = process.hrtime.bigint() - (res.locals.startedAt as bigint);
      const method = req.method && METHODS.has(req.method) ? req.method : 'other';
      metrics.request(method, routeTemplate(req, res), res.statusCode, Number(ns) / 1e9);
      if (!logger.isLevelEnabled('info')) return;
      const actor = (res.locals.actor ?? res.locals.ctx?.actor) as Actor | null | undefined;
      logger.info({
        reqId: res.getHeader('X-Request-Id'), method: req.method, route: res.locals.route ?? res.locals.path, status: res.statusCode,
        durationMs: Number(ns / 1_000_000n), userId: actor?.userId, tenantId: actor?.tenantId,
      }, 'request');
    });
  };
}

/** CORS for the configured origins; true when the request was a preflight, answered here. */
export function cors(origins: string[]) {
  const allowed = new Set(origins);
  return (req: IncomingMessage, res: Res): boolean => {
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return false;
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id, Location, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset');
    if (req.method !== 'OPTIONS') return false;
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Request-Id');
    res.setHeader('Access-Control-Max-Age', '600');
    res.statusCode = 204;
    res.end();
    return true;
  };
}

export const JSON_TYPES = ['application/json', 'application/*+json'];

/** Contract 1: a request body must be JSON (415), at most 1 MiB (413), well formed (400). False when answered 415. */
export function requireJsonBody(req: IncomingMessage, res: Res): boolean {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (hasBody && MUTATING.has(req.method ?? '') && !hasType(req, JSON_TYPES)) {
    sendProblem(res, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'O corpo deve ser application/json' });
    return false;
  }
  return true;
}

const BODY_ERRORS: Record<string, { code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE'; message: string }> = {
  'entity.parse.failed': { code: 'BAD_REQUEST', message: 'JSON malformado' },
  'entity.too.large': { code: 'PAYLOAD_TOO_LARGE', message: 'Corpo da requisicao excede 1 MiB' },
  'entity.verify.failed': { code: 'BAD_REQUEST', message: 'Corpo da requisicao invalido' },
  'request.size.invalid': { code: 'BAD_REQUEST', message: 'Corpo da requisicao invalido' },
  'encoding.unsupported': { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Codificacao nao suportada' },
  'charset.unsupported': { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Charset nao suportado' },
};

/** A body-parser failure as the catalog's error; undefined for anything else. */
export function bodyErrorOf(err: any): (typeof BODY_ERRORS)[string] | undefined {
  const known = typeof err?.type === 'string' ? BODY_ERRORS[err.type] : undefined;
  if (known) return known;
  // Other client errors of body-parser (http-errors with expose, e.g. a body claiming gzip that does not
  // inflate: zlib's error has no `type`) are the client's fault, not a 500.
  if (err?.expose === true && err.status >= 400 && err.status < 500) {
    return err.status === 413 ? BODY_ERRORS['entity.too.large'] : err.status === 415 ? BODY_ERRORS['encoding.unsupported'] : BODY_ERRORS['entity.verify.failed'];
  }
  return undefined;
}

/** Terminal error handler of /api: body-parser failures become problems; anything else is a logged 500. */
export function apiErrors(logger: Logger) {
  return (err: any, _req: IncomingMessage, res: Res) => {
    const known = bodyErrorOf(err);
    if (res.headersSent) return void res.end();
    if (known) return sendProblem(res, known);
    // Anything else (a failure while building the request context, a lost database) goes through the catalog.
    const n = normalizeError(err);
    if (n.code === 'INTERNAL') logger.error({ err }, 'unhandled error');
    sendProblem(res, n);
  };
}

export type ClaimsOf = (authorization: string | undefined) => AccessClaims | null;

/**
 * Contract 2.7: one entry per mutating /api request and per /graphql mutation, whatever the outcome,
 * written when the response has been sent (or the client went away).
 */
export function auditTrail(writer: AuditWriter, claimsOf: ClaimsOf, kind: 'rest' | 'graphql') {
  return (req: Req, res: Res): void => {
    if (kind === 'rest' && !MUTATING.has(req.method ?? '')) return;
    // Room in the audit queue is waited for by the database guard, after its down check and with a bound.
    res.locals.audited = true;
    let done = false;
    const record = () => {
      if (done) return;
      done = true;
      const operation = res.locals.ctx?.audit?.operation as string | null | undefined;
      if (kind === 'graphql' && operation === undefined) return; // not a mutation
      const actor = (res.locals.actor ?? res.locals.ctx?.actor) as Actor | null | undefined;
      const claims = actor === undefined ? claimsOf(req.headers.authorization) : null;
      writer.record({
        method: kind === 'graphql' ? 'POST' : req.method ?? '',
        path: kind === 'graphql' ? '/graphql' : res.locals.path.slice(0, 2048),
        statusCode: res.statusCode,
        userEmail: actor?.email ?? claims?.email ?? null,
        userId: actor?.userId ?? claims?.sub ?? null,
        tenantId: actor?.tenantId ?? claims?.tenantId ?? null,
        ipAddress: res.locals.ip,
        durationMs: elapsedMs(res),
        operationName: kind === 'graphql' ? operation ?? null : null,
        requestId: String(res.getHeader('X-Request-Id')),
        createdAt: new Date(),
      });
    };
    res.once('finish', record);
    res.once('close', record);
  };
}

/**
 * Contract 2.2 on REST: a route with a `rateLimit` (register and login) is counted per IP at the door, before its
 * body is read, so every answer of it (415, 413, malformed JSON and validation failures included) counts and
 * carries the X-RateLimit-* headers. Its operation's field does not count again (`CountRateLimit`). False when
 * answered (429).
 */
export async function countRateLimit(limits: RateLimits, route: Pick<Route, 'rateLimit'>, res: Res): Promise<boolean> {
  if (!route.rateLimit) return true;
  try {
    await limits.hit(route.rateLimit, res.locals.ip, (k, v) => res.setHeader(k, v));
  } catch (err) {
    if (err instanceof AppError) return (sendProblem(res, err), false);
    throw err;
  }
  return true;
}
