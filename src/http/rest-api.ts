import express from 'express';
import { databaseGuard } from '../db/guard';
import { apiErrors, auditTrail, countRateLimit, JSON_TYPES, requireJsonBody, type ClaimsOf } from './middleware';
import { restHandler } from '../rest/execute';
import type { Req, Res } from '../rest/exchange';
import { RouteMatcher } from '../rest/match';
import { sendProblem } from '../rest/problem';
import type { CompiledRoute } from '../rest/routes';
import { UploadSlots } from '../rest/upload';
import { jsonBody } from './body';
import type { ServerDeps } from './deps';

/**
 * /api, served without Express's router (its per-request cost was most of a point read's overhead): one match in
 * the route table, then the audit trail, the route's rate limit, body rules, the database guard and the route.
 * Every request under /api comes here, a route or not, except the documentation pages.
 */
export function restApi(deps: ServerDeps, compiled: CompiledRoute[], claimsOf: ClaimsOf) {
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

