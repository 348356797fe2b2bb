import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { bearer } from '../auth/token';
import type { Metrics } from '../metrics';
import type { Res } from '../rest/exchange';
import { sendProblem } from '../rest/problem';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * `GET /metrics` (Prometheus text). Outside /api: not in the REST contract, not rate limited, not audited. With
 * METRICS_TOKEN set it wants `Authorization: Bearer <token>` (compared in constant time); unset, it is open, since
 * its labels carry route templates and job names only (docs/decisions.md, "Metrics").
 */
export function metricsPage(metrics: Metrics, token: string | undefined) {
  const expected = token ? digest(token) : null;
  return (req: IncomingMessage, res: Res): void => {
    res.locals.route = '/metrics';
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendProblem(res, { code: 'METHOD_NOT_ALLOWED', message: 'Metodo nao permitido' }, { Allow: 'GET, HEAD' });
    }
    const given = bearer(req.headers.authorization);
    if (expected && !(given && timingSafeEqual(digest(given), expected))) {
      return sendProblem(res, { code: 'UNAUTHENTICATED', message: 'Token de metricas ausente ou invalido' });
    }
    metrics.text().then((body) => {
      res.setHeader('Content-Type', metrics.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.end(req.method === 'HEAD' ? undefined : body);
    }, () => sendProblem(res, { code: 'INTERNAL', message: 'Erro interno' }));
  };
}
