import 'reflect-metadata';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { routes } from '../../src/rest/routes';
import { client, startTestApp, type TestApp } from '../helpers/app';
import { report } from './helpers/report';

/**
 * S12: TRACE is never served (404/405, no echo of the request), CORS answers only configured origins,
 * security headers are on every /api answer, and the router serves only documented routes (the full
 * check of openapi.json against the route table and real responses is test/contract/openapi.test.ts).
 */
jest.setTimeout(60_000);

const ALLOWED = 'https://app.feedlot.example';
const EVIL = 'https://evil.example';

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };
function raw(base: string, method: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('S12 misconfiguration and inventory', () => {
  let open: TestApp; // CORS_ORIGINS unset
  let configured: TestApp; // CORS_ORIGINS=ALLOWED
  const figures: Record<string, unknown> = {};
  beforeAll(async () => {
    open = await startTestApp();
    configured = await startTestApp({ CORS_ORIGINS: ALLOWED });
  });
  afterAll(async () => {
    report('S12', figures);
    await configured.close();
    await open.close();
  });

  it('never serves TRACE (404/405) and never echoes the request', async () => {
    const marker = `probe-${randomBytes(8).toString('hex')}`;
    const seen: Record<string, number> = {};
    for (const t of [open, configured]) {
      for (const path of ['/api/health', '/api/health/live', '/api/lotes', '/api/no-such-route', '/graphql', '/no-such-path']) {
        const r = await raw(t.url, 'TRACE', path, { 'x-probe': marker, cookie: `session=${marker}`, authorization: `Bearer ${marker}` });
        seen[`TRACE ${path}`] = r.status;
        expect({ path, ok: [404, 405].includes(r.status), status: r.status, body: r.body.slice(0, 200) }).toEqual({ path, ok: true, status: r.status, body: r.body.slice(0, 200) });
        expect(r.body).not.toContain(marker);
        expect(JSON.stringify(r.headers)).not.toContain(marker);
        expect(r.headers['content-type'] ?? '').not.toMatch(/message\/http/);
      }
    }
    figures.trace = seen;
  });

  it('gives Access-Control-Allow-Origin only to a configured origin', async () => {
    const cases: { app: string; origin: string; method: string; acao: string | null }[] = [];
    for (const [name, t] of [['CORS_ORIGINS unset', open], [`CORS_ORIGINS=${ALLOWED}`, configured]] as const) {
      for (const origin of [EVIL, 'null', `${ALLOWED}.evil.example`, ALLOWED]) {
        for (const method of ['GET', 'OPTIONS']) {
          const headers: Record<string, string> = { origin };
          if (method === 'OPTIONS') Object.assign(headers, { 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' });
          const r = await raw(t.url, method, '/api/health', headers);
          const acao = (r.headers['access-control-allow-origin'] as string | undefined) ?? null;
          cases.push({ app: name, origin, method, acao });
          expect(r.headers['access-control-allow-credentials']).toBeUndefined();
          const shouldAllow = t === configured && origin === ALLOWED;
          expect({ name, origin, method, acao }).toEqual({ name, origin, method, acao: shouldAllow ? ALLOWED : null });
          if (shouldAllow) expect(String(r.headers.vary)).toMatch(/Origin/i);
        }
      }
    }
    figures.cors = { checks: cases.length, allowed: cases.filter((c) => c.acao).map((c) => `${c.app} ${c.method} ${c.origin}`), evilAllowed: cases.filter((c) => c.acao && c.origin !== ALLOWED).length };
  });

  it('sends the security headers on every /api answer', async () => {
    const api = client(open.url);
    const paths = ['/api/health', '/api/lotes', '/api/no-such-route', '/api/openapi.json'];
    const out: Record<string, unknown> = {};
    for (const p of paths) {
      const r = await api.get(p);
      out[p] = r.status;
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
      expect(r.headers.get('x-powered-by')).toBeNull();
    }
    figures.headers = { paths: out, xContentTypeOptions: 'nosniff', xFrameOptions: 'DENY', cacheControl: 'no-store', xPoweredBy: 'absent' };
  });

  it('serves only documented routes: openapi.json holds exactly the route table', async () => {
    const api = client(open.url);
    const doc = (await api.get('/api/openapi.json')).body;
    const oas = (p: string) => p.replace(/:(\w+)/g, '{$1}');
    const documented = new Set(Object.entries<any>(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)));
    const served = routes.map((r) => `${r.method} ${oas(r.path)}`);
    const undocumented = served.filter((k) => !documented.has(k));
    const unserved = [...documented].filter((k) => !served.includes(k));
    figures.inventory = { served: served.length, documented: documented.size, undocumented: undocumented.length, unserved: unserved.length, fullCheck: 'test/contract/openapi.test.ts' };
    expect(undocumented).toEqual([]);
    expect(unserved).toEqual([]);
    // An undocumented method on a documented path is not served either.
    const r = await api.call('PATCH', '/api/lotes');
    expect([404, 405]).toContain(r.status);
  });
});
