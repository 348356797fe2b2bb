import { Role } from '../../src/auth/actor';
import { routes } from '../../src/rest/routes';
import { client, startTestApp } from '../helpers/app';
import { VALID_BODIES } from '../helpers/bodies';
import { makeTenant } from '../helpers/factories';
import { oasPath, routeKey } from '../helpers/openapi';
import { fill, startOpenapiSuite, uncovered, type OpenapiSuite } from '../helpers/openapi-suite';

// CONTRACT 9 / RELIABILITY S12: the error answers of every route validate against /api/openapi.json: sweeps over
// the route table, and another instance for what the first one cannot provoke (the document itself: openapi.test.ts).
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('/api/openapi.json against real responses: errors of every route', () => {
  let { t, checker, doc, hit, tokenOf, allowedToken } = {} as OpenapiSuite;
  beforeAll(async () => ({ t, checker, doc, hit, tokenOf, allowedToken } = await startOpenapiSuite('openapi')));
  afterAll(() => t.close());

  it('error sweeps over the route table: 401, 403, 404, 400 (query, query text and malformed JSON), 413, 415', async () => {
    for (const route of routes) {
      const key = routeKey(route);
      const op = doc.paths[oasPath(route.path)][route.method.toLowerCase()];
      const isPublic = op.security?.length === 0;
      const roles: string[] = op['x-roles'] ?? [];
      const body = VALID_BODIES[key]?.({});
      if (!isPublic) await hit(key, fill(route), 401, { body });
      const denied = [Role.Operador, Role.Gerente, Role.Admin, Role.SuperAdmin].find((r) => !roles.includes(r));
      if (!isPublic && roles.length > 0 && denied) await hit(key, fill(route), 403, { token: tokenOf(denied), body });
      if (route.path.includes(':')) await hit(key, fill(route), 404, { token: allowedToken(route), body });
      for (const p of op.parameters ?? []) {
        if (p.in === 'query' && p.schema.type === 'integer') await hit(key, `${fill(route)}?${p.name}=abc`, 400, { token: allowedToken(route) });
      }
      // Any route, input or not: a query string that is not well-formed text is 400, checked in one place before
      // execution (requestTextErrors), so the public GETs show it: the 4xx even GET /api/health/live has.
      if (route.method === 'GET' && isPublic) await hit(key, `${fill(route)}?x=%00`, 400);
      if (route.upload) {
        await hit(key, fill(route), 400, { token: allowedToken(route), raw: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
        await hit(key, fill(route), 415, { token: allowedToken(route), raw: '{"file":1}', headers: { 'content-type': 'application/json' } });
      } else if (MUTATING.has(route.method)) {
        await hit(key, fill(route), 400, { raw: '{"nome":', headers: { 'content-type': 'application/json' } });
        await hit(key, fill(route), 415, { raw: 'nome=x', headers: { 'content-type': 'text/plain' } });
      }
    }
    await hit('POST /api/lotes', '/api/lotes', 413, { raw: JSON.stringify({ descricao: 'x'.repeat(1024 * 1024 + 10) }), headers: { 'content-type': 'application/json' } });
  });

  it('another instance: registration disabled (403), rate limits (429), provider down (502), shutting down (503)', async () => {
    const t2 = await startTestApp({ ALLOW_REGISTRATION: 'false', RATE_LIMIT_AUTH_PER_MINUTE: '2', MARKETDATA_PROVIDER: 'paid_stub' });
    const other = client(t2.url);
    try {
      // The per-IP limit counts every attempt: the first ones answer, then 429 with Retry-After.
      const untilLimited = async (path: string, body: () => unknown) => {
        for (let i = 0; i < 5; i++) if ((await other.post(path, body())).status === 429) return;
      };
      await hit('POST /api/auth/register', '/api/auth/register', 403, { via: other, body: VALID_BODIES['POST /api/auth/register']({}) });
      await untilLimited('/api/auth/register', () => VALID_BODIES['POST /api/auth/register']({}));
      await hit('POST /api/auth/register', '/api/auth/register', 429, { via: other, body: VALID_BODIES['POST /api/auth/register']({}) });
      await hit('POST /api/auth/login', '/api/auth/login', 400, { via: other, body: VALID_BODIES['POST /api/auth/login']({}) });
      await untilLimited('/api/auth/login', () => VALID_BODIES['POST /api/auth/login']({}));
      await hit('POST /api/auth/login', '/api/auth/login', 429, { via: other, body: VALID_BODIES['POST /api/auth/login']({}) });
      const token = (await makeTenant(t2.app)).users.Operador.token;
      for (const p of ['/api/market/contracts', '/api/market/quote?symbol=BOI', '/api/market/candles', '/api/market/quotes/history']) {
        await hit(`GET ${p.split('?')[0]}`, p, 502, { via: other, token });
      }
      t2.app.lifecycle.shuttingDown = true;
      await hit('GET /api/health', '/api/health', 503, { via: other });
    } finally {
      await t2.close();
    }
    await hit('GET /api/health', '/api/health', 200);
    await hit('GET /api/health/live', '/api/health/live', 200);
  });

  it('covers every route: a validated error response where one can be provoked, and the health routes\' success', () => {
    expect(uncovered({ doc, checker }, 'errors')).toEqual([]);
    // Every documented status of the catalog's codes was seen somewhere.
    const seenStatuses = new Set([...checker.covered.values()].flatMap((s) => [...s]));
    expect([400, 401, 403, 404, 413, 415, 429, 502, 503].filter((s) => !seenStatuses.has(s))).toEqual([]);
  });
});
