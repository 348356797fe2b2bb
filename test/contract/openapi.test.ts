import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { Role } from '../../src/auth/actor';
import { ERROR_STATUS } from '../../src/errors';
import { routes } from '../../src/rest/routes';
import { license } from '../../package.json';
import type { Res } from '../helpers/app';
import { oasPath, refsOf, routeKey, schemasOf } from '../helpers/openapi';
import { startOpenapiSuite, type OpenapiSuite } from '../helpers/openapi-suite';

// CONTRACT 9 / RELIABILITY S12: /api/openapi.json documents exactly the route table (this suite), and real
// responses of every route, success and errors, validate against it (openapi-account, openapi-farm and
// openapi-errors.test.ts, which share their start in test/helpers/openapi-suite.ts).

describe('GET /api/openapi.json against the route table', () => {
  let { t, api, doc, checker, tokenOf } = {} as OpenapiSuite;
  beforeAll(async () => ({ t, api, doc, checker, tokenOf } = await startOpenapiSuite('openapi')));
  afterAll(() => t.close());

  it('is an OpenAPI 3.1 document of exactly the route table', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof doc.info.title).toBe('string');
    expect(typeof doc.info.version).toBe('string');
    // What `npm run lint:openapi` (redocly's recommended rules) asks of the document as a whole.
    expect(doc.info.license).toEqual({ name: license, identifier: license });
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(doc.tags.filter((x: any) => !(typeof x.description === 'string' && x.description.length > 0))).toEqual([]);
    const documented = Object.entries<any>(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const table = routes.map((r) => `${r.method} ${oasPath(r.path)}`);
    expect([...documented].sort()).toEqual([...table].sort());
    const opIds = documented.map((k) => { const [m, p] = k.split(' '); return doc.paths[p][m.toLowerCase()].operationId; });
    expect(opIds.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(opIds).size).toBe(opIds.length);
    const tags = new Set(doc.tags.map((x: any) => x.name));
    for (const route of routes) {
      const op = doc.paths[oasPath(route.path)][route.method.toLowerCase()];
      const where = routeKey(route);
      // Path templates and path parameters agree both ways; no duplicate parameter.
      const templ = [...oasPath(route.path).matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const params: any[] = op.parameters ?? [];
      expect({ where, path: params.filter((p) => p.in === 'path').map((p) => p.name) }).toEqual({ where, path: templ });
      expect(params.every((p) => ['query', 'path', 'header', 'cookie'].includes(p.in) && p.schema && (p.in !== 'path' || p.required === true))).toBe(true);
      expect(new Set(params.map((p) => `${p.in}:${p.name}`)).size).toBe(params.length);
      expect(Object.keys(op.responses).every((s) => /^[1-5]\d\d$/.test(s))).toBe(true);
      expect({ where, success: String(route.status) in op.responses }).toEqual({ where, success: true });
      expect(op.tags.every((x: string) => tags.has(x))).toBe(true);
      for (const s of op.security ?? []) expect(Object.keys(s).every((k) => k in doc.components.securitySchemes)).toBe(true);
      expect(Boolean(op.requestBody)).toBe(route.body === 'input' || route.upload !== undefined);
      expect(op.description).toMatch(/^(Public: no token needed\.|Roles: )/);
      expect({ where, clientError: Object.keys(op.responses).some((st) => st.startsWith('4')) }).toEqual({ where, clientError: true });
    }
    // Every $ref resolves; every schema is valid JSON Schema 2020-12 (the OpenAPI 3.1 dialect).
    for (const { at, ref } of refsOf(doc)) {
      const target = ref.slice(2).split('/').reduce((o: any, p) => o?.[p.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
      expect({ at, ref, resolved: target !== undefined }).toEqual({ at, ref, resolved: true });
    }
    const meta = new Ajv2020({ strict: false });
    addFormats(meta);
    for (const { at, schema } of schemasOf(doc)) expect({ at, valid: meta.validateSchema(schema), errors: meta.errors ?? null }).toEqual({ at, valid: true, errors: null });
    // The catalog of error codes is in the document.
    expect(doc.components.schemas.Problem.properties.code.enum).toEqual(Object.keys(ERROR_STATUS));
    // Contract 6, no unbounded lists: every array answer states its most items.
    const arrays = Object.fromEntries(routes.filter((r) => r.method === 'GET').flatMap((r) => {
      const s = doc.paths[oasPath(r.path)].get.responses['200']?.content?.['application/json']?.schema;
      return s?.type === 'array' ? [[routeKey(r), s.maxItems]] : [];
    }));
    expect(arrays).toEqual({
      'GET /api/tenants': 1000, 'GET /api/notificacoes': 500, 'GET /api/market/contracts': 100, 'GET /api/market/candles': 500,
      'GET /api/market/quotes/history': 1000, 'GET /api/precos-mercado/historico': 4000, 'GET /api/alertas-preco': 1000,
      'GET /api/lotes/:loteId/pesagens': 1000, 'GET /api/lotes/:loteId/animais': 10000, 'GET /api/lotes/:loteId/medicamentos': 10000,
      'GET /api/lotes/:loteId/consumos-racao': 10000, 'GET /api/lotes/:loteId/compras': 10000, 'GET /api/financeiro/rentabilidade': 10000,
      'GET /api/financeiro/categorias-gasto': 20, 'GET /api/financeiro/resultado-animais/:loteId': 10000, 'GET /api/relatorios/desempenho-raca': 10000,
      'GET /api/sessoes-pesagem/:id/apartacao': 10000,
      'GET /api/animais/:animalId/pesagens': 1000, 'GET /api/lotes/:loteId/protocolos': 10000,
      'GET /api/dietas/:id/versoes': 100, 'GET /api/lotes/:loteId/leituras-cocho': 10000,
      'GET /api/tratos': 10000, 'GET /api/racoes/:id/movimentos': 1000, 'GET /api/tratos/carregamentos': 200,
      'GET /api/medicamentos/produtos': 1000,
      'GET /api/relatorios/movimentacoes': 10000, 'GET /api/relatorios/documentos-pendentes': 10000,
    });
  });

  it('serves Swagger UI at /api/docs with a strict CSP and local assets only', async () => {
    const r = await api.get('/api/docs', undefined, { accept: 'text/html' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-security-policy')).toMatch(/default-src 'none'.*script-src 'self'/);
    expect(r.text).not.toMatch(/https?:\/\//);
    expect((await api.get('/api/docs/init.js')).text).toContain('validatorUrl: null');
    expect((await api.get('/api/docs/swagger-ui-bundle.js')).status).toBe(200);
    for (const bad of ['/api/docs/package.json', '/api/docs/..%2Fpackage.json', '/api/docs/%2e%2e%2fpackage.json']) {
      expect((await api.get(bad)).status).toBe(404);
    }
    // Not audited: GETs, outside the route table.
    await t.app.auditWriter.flush();
    const audit = await api.get('/api/audit?pageSize=200', tokenOf(Role.Admin));
    expect(audit.body.items.filter((e: any) => /openapi|docs/.test(e.path))).toEqual([]);
  });

  it('the checker itself rejects what the document does not allow', () => {
    const res = (status: number, body: unknown, headers: Record<string, string> = {}): Res => ({
      status, body, text: JSON.stringify(body), headers: new Headers({ 'content-type': 'application/json', 'x-request-id': 'r1', ...headers }),
    });
    const good = { status: 'Healthy', timestamp: '2026-01-01T00:00:00.000Z' };
    expect(checker.check('GET /api/health/live', res(200, good))).toEqual([]);
    expect(checker.check('GET /api/health/live', res(200, { ...good, extra: 1 })).join()).toMatch(/additional properties/);
    expect(checker.check('GET /api/health/live', res(200, { status: 'Healthy' })).join()).toMatch(/timestamp/);
    expect(checker.check('GET /api/health/live', res(200, { ...good, timestamp: 'ontem' })).join()).toMatch(/date-time/);
    expect(checker.check('GET /api/health/live', res(418, good)).join()).toMatch(/not documented/);
    expect(checker.check('GET /api/lotes/:id', res(404, { code: 'NOT_FOUND' }, { 'content-type': 'application/problem+json' })).join()).toMatch(/required/);
    expect(checker.check('POST /api/lotes', res(201, {})).join()).toMatch(/Location/);
  });
});
