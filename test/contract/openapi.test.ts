import { randomBytes, randomUUID } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { Role } from '../../src/auth/actor';
import { ERROR_STATUS } from '../../src/errors';
import { notificacoes } from '../../src/modules/notificacao/schema';
import { routes, type Route } from '../../src/rest/routes';
import { client, startTestApp, type Client, type Res, type TestApp } from '../helpers/app';
import { isoDay, VALID_BODIES, validBody, type BodyIds } from '../helpers/bodies';
import { makeTenant, PASSWORD, type TestTenant } from '../helpers/factories';
import { oasPath, refsOf, responseChecker, routeKey, schemasOf } from '../helpers/openapi';

// CONTRACT 9 / RELIABILITY S12: /api/openapi.json documents exactly the route table, and real responses of
// every route (success and errors) validate against it.
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const uniq = () => randomBytes(4).toString('hex');
/** Routes with no practical error to provoke (public, no input). */
const NO_ERROR_CASE = new Set(['GET /api/health/live']);

type Ids = Record<string, string | undefined>;

describe('GET /api/openapi.json against the route table and real responses', () => {
  let t: TestApp;
  let api: Client;
  let farm: TestTenant;
  let doc: any;
  let checker: ReturnType<typeof responseChecker>;
  const ids: BodyIds = {};
  const tokenOf = (role: Role) => farm.users[role].token;

  /** Calls the route named by key (it must be in `routes`), expects a status and validates against the document. */
  async function hit(key: string, path: string, expected: number, opts: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}): Promise<Res> {
    const route = routes.find((r) => routeKey(r) === key);
    if (!route) throw new Error(`not a route: ${key}`);
    const r = await api.call(route.method, path, opts);
    if (r.status !== expected) throw new Error(`${key} (${path}): expected ${expected}, got ${r.status}: ${r.text.slice(0, 400)}`);
    expect(checker.check(key, r)).toEqual([]);
    return r;
  }
  const fill = (route: Route, values: Ids = {}) => route.path.replace(/:([A-Za-z]+)/g, (_m, p) => values[p] ?? randomUUID());
  const allowedToken = (route: Route) => {
    const access = doc.paths[oasPath(route.path)][route.method.toLowerCase()];
    if (access.security?.length === 0) return undefined;
    const roles: string[] = access['x-roles'];
    if (roles.length === 0) return tokenOf(Role.Operador);
    return tokenOf((roles.includes('Admin') ? 'Admin' : roles[0]) as Role);
  };

  beforeAll(async () => {
    t = await startTestApp();
    api = client(t.url);
    farm = await makeTenant(t.app);
    const r = await api.get('/api/openapi.json');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    doc = r.body;
    checker = responseChecker(doc);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is an OpenAPI 3.1 document of exactly the route table', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof doc.info.title).toBe('string');
    expect(typeof doc.info.version).toBe('string');
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
      'GET /api/animais/:animalId/pesagens': 1000, 'GET /api/lotes/:loteId/protocolos': 10000,
      'GET /api/dietas/:id/versoes': 100, 'GET /api/lotes/:loteId/leituras-cocho': 10000,
      'GET /api/tratos': 10000, 'GET /api/racoes/:id/movimentos': 1000, 'GET /api/tratos/carregamentos': 200,
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

  it('auth: register, login, refresh, logout, change-password, device tokens', async () => {
    const reg = VALID_BODIES['POST /api/auth/register']({}) as any;
    await hit('POST /api/auth/register', '/api/auth/register', 200, { body: reg });
    await hit('POST /api/auth/register', '/api/auth/register', 400, { body: {} });
    const login = await hit('POST /api/auth/login', '/api/auth/login', 200, { body: { email: reg.email, password: PASSWORD } });
    await hit('POST /api/auth/login', '/api/auth/login', 400, { body: { email: reg.email, password: 'errada' } });
    const refreshed = await hit('POST /api/auth/refresh', '/api/auth/refresh', 200, { body: { accessToken: login.body.accessToken, refreshToken: login.body.refreshToken } });
    await hit('POST /api/auth/refresh', '/api/auth/refresh', 400, { body: { accessToken: 'x', refreshToken: 'y' } });
    const access = refreshed.body.accessToken;
    await hit('POST /api/auth/logout', '/api/auth/logout', 204, { token: access, body: { refreshToken: refreshed.body.refreshToken } });
    await hit('PUT /api/auth/change-password', '/api/auth/change-password', 400, { token: access, body: { currentPassword: 'errada', newPassword: 'Outra@Senha2', confirmNewPassword: 'Outra@Senha2' } });
    // The shared body names a wrong current password; with the real one the change succeeds.
    await hit('PUT /api/auth/change-password', '/api/auth/change-password', 200, { token: access, body: { ...validBody('PUT /api/auth/change-password'), currentPassword: PASSWORD } });
    const op = tokenOf(Role.Operador);
    await hit('POST /api/auth/device-token', '/api/auth/device-token', 200, { token: op, body: { token: 'fcm-openapi-1', platform: 'android' } });
    await hit('DELETE /api/auth/device-token', '/api/auth/device-token', 200, { token: op, body: { token: 'fcm-openapi-1' } });
    await hit('DELETE /api/auth/device-token', '/api/auth/device-token', 400, { token: op, body: { token: 'fcm-openapi-1' } });
  });

  it('users, tenants, audit', async () => {
    const admin = tokenOf(Role.Admin);
    const created = await hit('POST /api/users', '/api/users', 201, { token: admin, body: VALID_BODIES['POST /api/users']({}) });
    const id = created.body.id;
    await hit('GET /api/users', '/api/users?search=prova', 200, { token: admin });
    await hit('GET /api/users/:id', `/api/users/${id}`, 200, { token: admin });
    await hit('PUT /api/users/:id', `/api/users/${id}`, 200, { token: admin, body: VALID_BODIES['PUT /api/users/:id']({}) });
    await hit('PUT /api/users/:id/toggle-active', `/api/users/${id}/toggle-active`, 200, { token: admin });
    await hit('DELETE /api/users/:id', `/api/users/${farm.users.Admin.id}`, 400, { token: admin }); // SELF_OPERATION
    await hit('DELETE /api/users/:id', `/api/users/${id}`, 204, { token: admin });
    const su = tokenOf(Role.SuperAdmin);
    await hit('POST /api/tenants', '/api/tenants', 201, { token: su, body: VALID_BODIES['POST /api/tenants']({}) });
    await hit('GET /api/tenants', '/api/tenants', 200, { token: su });
    await t.app.auditWriter.flush();
    const audit = await hit('GET /api/audit', '/api/audit', 200, { token: admin });
    expect(audit.body.items.length).toBeGreaterThan(0);
    await hit('GET /api/audit', '/api/audit?de=2026-01-02&ate=2026-01-01', 400, { token: admin });
  });

  it('notifications, market, prices, alerts', async () => {
    const op = farm.users.Operador;
    const [n] = await t.app.database.db.insert(notificacoes).values({
      tenantId: farm.id, userId: op.id, titulo: 'Alerta de preco', mensagem: 'Preco acima de 320', tipo: 'AlertaPreco', dados: { precoAtual: 321 },
    }).returning();
    const list = await hit('GET /api/notificacoes', '/api/notificacoes?limit=10', 200, { token: op.token });
    expect(list.body).toHaveLength(1);
    await hit('GET /api/notificacoes/nao-lidas/count', '/api/notificacoes/nao-lidas/count', 200, { token: op.token });
    await hit('PUT /api/notificacoes/:id/lida', `/api/notificacoes/${n.id}/lida`, 200, { token: op.token });
    await hit('PUT /api/notificacoes/todas/lidas', '/api/notificacoes/todas/lidas', 200, { token: op.token });

    await hit('GET /api/dashboard/summary', '/api/dashboard/summary', 200, { token: op.token });
    await t.app.ingest();
    await hit('GET /api/market/contracts', '/api/market/contracts', 200, { token: op.token });
    await hit('GET /api/market/quote', '/api/market/quote?symbol=BOI', 200, { token: op.token });
    await hit('GET /api/market/quote', '/api/market/quote?symbol=XYZ', 404, { token: op.token });
    await hit('GET /api/market/candles', '/api/market/candles?limit=5', 200, { token: op.token });
    await hit('GET /api/market/candles', '/api/market/candles?timeframe=2d', 400, { token: op.token });
    const history = await hit('GET /api/market/quotes/history', '/api/market/quotes/history?limit=5', 200, { token: op.token });
    expect(history.body.length).toBeGreaterThan(0);
    await hit('GET /api/market/provider/health', '/api/market/provider/health', 200, { token: op.token });

    const g = tokenOf(Role.Gerente);
    // A recent date (inside the 30-day history below), posted twice: the second is DUPLICATE_PRICE_RECORD.
    const price = { ...validBody('POST /api/precos-mercado'), data: isoDay(-2) };
    await hit('POST /api/precos-mercado', '/api/precos-mercado', 201, { token: g, body: price });
    await hit('POST /api/precos-mercado', '/api/precos-mercado', 400, { token: g, body: price }); // DUPLICATE_PRICE_RECORD
    await hit('POST /api/precos-mercado', '/api/precos-mercado', 403, { token: g, body: { ...(VALID_BODIES['POST /api/precos-mercado']({}) as object), fonte: 'PRIMARY' } });
    await hit('GET /api/precos-mercado/resumo', '/api/precos-mercado/resumo?fonte=MANUAL', 200, { token: op.token });
    await hit('GET /api/precos-mercado/resumo', '/api/precos-mercado/resumo?fonte=NADA', 400, { token: op.token });
    await hit('GET /api/precos-mercado/historico', '/api/precos-mercado/historico?fonte=MANUAL&dias=30', 200, { token: op.token });

    const alert = await hit('POST /api/alertas-preco', '/api/alertas-preco', 201, { token: op.token, body: VALID_BODIES['POST /api/alertas-preco']({}) });
    await hit('GET /api/alertas-preco', '/api/alertas-preco', 200, { token: op.token });
    await hit('PUT /api/alertas-preco/:id', `/api/alertas-preco/${alert.body.id}`, 200, { token: op.token, body: VALID_BODIES['PUT /api/alertas-preco/:id']({}) });
    await hit('DELETE /api/alertas-preco/:id', `/api/alertas-preco/${alert.body.id}`, 204, { token: op.token });
  });

  it('farm operations: batches, weighings, feed, consumption, medications, animals', async () => {
    const g = tokenOf(Role.Gerente);
    const a = tokenOf(Role.Admin);
    const o = tokenOf(Role.Operador);
    const lote = await hit('POST /api/lotes', '/api/lotes', 201, { token: g, body: VALID_BODIES['POST /api/lotes'](ids) });
    const L = lote.body.id;
    await hit('GET /api/lotes', '/api/lotes?status=Aberto&sortBy=codigo', 200, { token: o });
    await hit('GET /api/lotes/:id', `/api/lotes/${L}`, 200, { token: o });
    await hit('PUT /api/lotes/:id', `/api/lotes/${L}`, 200, { token: g, body: VALID_BODIES['PUT /api/lotes/:id'](ids) });

    const p = await hit('POST /api/lotes/:loteId/pesagens', `/api/lotes/${L}/pesagens`, 201, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/pesagens'](ids) });
    await hit('GET /api/lotes/:loteId/pesagens', `/api/lotes/${L}/pesagens`, 200, { token: o });
    await hit('GET /api/pesagens', `/api/pesagens?loteId=${L}`, 200, { token: o });
    await hit('GET /api/lotes/:loteId/pesagens/:id', `/api/lotes/${L}/pesagens/${p.body.id}`, 200, { token: o });
    await hit('PUT /api/lotes/:loteId/pesagens/:id', `/api/lotes/${L}/pesagens/${p.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/lotes/:loteId/pesagens/:id'](ids) });

    const racao = await hit('POST /api/racoes', '/api/racoes', 201, { token: g, body: VALID_BODIES['POST /api/racoes'](ids) });
    ids.racaoId = racao.body.id;
    await hit('GET /api/racoes', '/api/racoes?search=racao', 200, { token: o });
    await hit('GET /api/racoes/:id', `/api/racoes/${ids.racaoId}`, 200, { token: o });
    await hit('PUT /api/racoes/:id', `/api/racoes/${ids.racaoId}`, 200, { token: g, body: VALID_BODIES['PUT /api/racoes/:id'](ids) });
    const c = await hit('POST /api/lotes/:loteId/consumos-racao', `/api/lotes/${L}/consumos-racao`, 201, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/consumos-racao'](ids) });
    await hit('POST /api/lotes/:loteId/consumos-racao', `/api/lotes/${L}/consumos-racao`, 400, { token: g, body: { ...(VALID_BODIES['POST /api/lotes/:loteId/consumos-racao'](ids) as object), racaoId: randomUUID() } });
    await hit('GET /api/lotes/:loteId/consumos-racao', `/api/lotes/${L}/consumos-racao`, 200, { token: o });
    await hit('GET /api/lotes/:loteId/consumos-racao/:id', `/api/lotes/${L}/consumos-racao/${c.body.id}`, 200, { token: o });
    await hit('PUT /api/lotes/:loteId/consumos-racao/:id', `/api/lotes/${L}/consumos-racao/${c.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/lotes/:loteId/consumos-racao/:id'](ids) });

    const m = await hit('POST /api/lotes/:loteId/medicamentos', `/api/lotes/${L}/medicamentos`, 201, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/medicamentos'](ids) });
    await hit('GET /api/lotes/:loteId/medicamentos', `/api/lotes/${L}/medicamentos`, 200, { token: o });
    await hit('GET /api/lotes/:loteId/medicamentos/:id', `/api/lotes/${L}/medicamentos/${m.body.id}`, 200, { token: o });
    await hit('PUT /api/lotes/:loteId/medicamentos/:id', `/api/lotes/${L}/medicamentos/${m.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/lotes/:loteId/medicamentos/:id'](ids) });

    const a1 = await hit('POST /api/lotes/:loteId/animais', `/api/lotes/${L}/animais`, 201, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/animais'](ids) });
    // One valid and one invalid animal: the batch creates the valid one and reports the other.
    const animais = validBody('POST /api/lotes/:loteId/animais/lote');
    animais.animais[1] = { identificacao: '', pesoEntrada: 1, sexo: 'Macho' };
    const batch = await hit('POST /api/lotes/:loteId/animais/lote', `/api/lotes/${L}/animais/lote`, 201, { token: g, body: animais });
    expect(batch.body.criados).toBe(1);
    const all = await hit('GET /api/animais', `/api/animais?loteId=${L}&status=Ativo`, 200, { token: o });
    const a2 = all.body.items.find((x: any) => x.id !== a1.body.id);
    await hit('GET /api/lotes/:loteId/animais', `/api/lotes/${L}/animais`, 200, { token: o });
    await hit('PUT /api/animais/:id', `/api/animais/${a1.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/animais/:id'](ids) });
    const pa = await hit('POST /api/animais/:animalId/pesagens', `/api/animais/${a1.body.id}/pesagens`, 201, { token: g, body: VALID_BODIES['POST /api/animais/:animalId/pesagens'](ids) });
    await hit('POST /api/animais/:animalId/pesagens', `/api/animais/${a1.body.id}/pesagens`, 400, { token: g, body: { data: '2024-03-15', peso: 0 } });
    await hit('GET /api/animais/:animalId/pesagens', `/api/animais/${a1.body.id}/pesagens`, 200, { token: o });
    await hit('DELETE /api/animais/:animalId/pesagens/:pesagemId', `/api/animais/${a1.body.id}/pesagens/${pa.body.id}`, 204, { token: a });
    await hit('GET /api/lotes/filtros', '/api/lotes/filtros', 200, { token: o });

    const pr = await hit('POST /api/lotes/:loteId/protocolos', `/api/lotes/${L}/protocolos`, 201, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/protocolos'](ids) });
    await hit('GET /api/lotes/:loteId/protocolos', `/api/lotes/${L}/protocolos`, 200, { token: o });
    await hit('GET /api/lotes/:loteId/protocolos/:id', `/api/lotes/${L}/protocolos/${pr.body.id}`, 200, { token: o });
    await hit('PUT /api/lotes/:loteId/protocolos/:id', `/api/lotes/${L}/protocolos/${pr.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/lotes/:loteId/protocolos/:id'](ids) });
    await hit('POST /api/lotes/:loteId/protocolos/:id/realizar', `/api/lotes/${L}/protocolos/${pr.body.id}/realizar`, 200, { token: o, body: VALID_BODIES['POST /api/lotes/:loteId/protocolos/:id/realizar'](ids) });
    await hit('POST /api/lotes/:loteId/protocolos/:id/realizar', `/api/lotes/${L}/protocolos/${pr.body.id}/realizar`, 400, { token: o, body: VALID_BODIES['POST /api/lotes/:loteId/protocolos/:id/realizar'](ids) }); // PROTOCOL_ALREADY_DONE
    await hit('DELETE /api/lotes/:loteId/protocolos/:id', `/api/lotes/${L}/protocolos/${pr.body.id}`, 204, { token: a });

    await hit('GET /api/importacao/template/pesagens', '/api/importacao/template/pesagens', 200, { token: o });
    await hit('GET /api/importacao/template/animais', '/api/importacao/template/animais', 200, { token: o });
    const codigoL = (await api.get(`/api/lotes/${L}`, o)).body.codigo;
    const csv = (name: string, content: string) => ({
      raw: `--b0\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--b0--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=b0' },
    });
    await hit('POST /api/importacao/pesagens', '/api/importacao/pesagens', 200, { token: g, ...csv('p.csv', `LoteCodigo;Data;PesoMedio_kg\n${codigoL};${isoDay(-7)};355,5\n`) });
    await hit('POST /api/importacao/pesagens', '/api/importacao/pesagens', 400, { token: g, ...csv('p.csv', 'Outra;Coisa\n1;2\n') });
    await hit('POST /api/importacao/animais', '/api/importacao/animais', 200, { token: g, ...csv('a.csv', `LoteCodigo;Identificacao;Sexo;PesoEntrada\n${codigoL};IMP-${uniq()};Macho;300\n`) });
    await hit('POST /api/importacao/animais', '/api/importacao/animais', 400, { token: g, ...csv('a.exe', 'MZ') });
    await hit('PUT /api/animais/:id/venda', `/api/animais/${a1.body.id}/venda`, 200, { token: g, body: VALID_BODIES['PUT /api/animais/:id/venda'](ids) });
    await hit('PUT /api/animais/:id/venda', `/api/animais/${a1.body.id}/venda`, 400, { token: g, body: VALID_BODIES['PUT /api/animais/:id/venda'](ids) }); // INVALID_STATE
    await hit('GET /api/animais/:id', `/api/animais/${a1.body.id}`, 200, { token: o });
    await hit('PUT /api/animais/:id/mortalidade', `/api/animais/${a2.id}/mortalidade`, 200, { token: g, body: VALID_BODIES['PUT /api/animais/:id/mortalidade'](ids) });
    await hit('GET /api/dashboard/summary', '/api/dashboard/summary', 200, { token: o });

    await hit('DELETE /api/lotes/:loteId/consumos-racao/:id', `/api/lotes/${L}/consumos-racao/${c.body.id}`, 204, { token: a });
    await hit('DELETE /api/lotes/:loteId/medicamentos/:id', `/api/lotes/${L}/medicamentos/${m.body.id}`, 204, { token: a });
    await hit('DELETE /api/lotes/:loteId/pesagens/:id', `/api/lotes/${L}/pesagens/${p.body.id}`, 204, { token: a });
    await hit('DELETE /api/animais/:id', `/api/animais/${a2.id}`, 204, { token: a });
    await hit('DELETE /api/racoes/:id', `/api/racoes/${ids.racaoId}`, 204, { token: a });
    await hit('POST /api/lotes/:id/fechar', `/api/lotes/${L}/fechar`, 200, { token: g, body: VALID_BODIES['POST /api/lotes/:id/fechar'](ids) });
    await hit('POST /api/lotes/:loteId/pesagens', `/api/lotes/${L}/pesagens`, 400, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/pesagens'](ids) }); // BATCH_CLOSED
    await hit('DELETE /api/lotes/:id', `/api/lotes/${L}`, 204, { token: a });
    await hit('GET /api/lotes/:id', `/api/lotes/${L}`, 404, { token: o });
  });

  it('lot economics: purchases, other costs, financeiro and relatorios', async () => {
    const g = tokenOf(Role.Gerente);
    const a = tokenOf(Role.Admin);
    const lote = await hit('POST /api/lotes', '/api/lotes', 201, { token: g, body: { ...(VALID_BODIES['POST /api/lotes'](ids) as object), codigo: `ECO-${uniq()}`, raca: 'Nelore' } });
    const L = lote.body.id;
    const c = await hit('POST /api/lotes/:loteId/compras', `/api/lotes/${L}/compras`, 201, { token: g, body: VALID_BODIES['POST /api/lotes/:loteId/compras'](ids) });
    await hit('POST /api/lotes/:loteId/compras', `/api/lotes/${L}/compras`, 400, { token: g, body: {} });
    await hit('GET /api/lotes/:loteId/compras', `/api/lotes/${L}/compras`, 200, { token: g });
    await hit('GET /api/lotes/:loteId/compras/:id', `/api/lotes/${L}/compras/${c.body.id}`, 200, { token: g });
    await hit('PUT /api/lotes/:loteId/compras/:id', `/api/lotes/${L}/compras/${c.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/lotes/:loteId/compras/:id'](ids) });
    const k = await hit('POST /api/custos', '/api/custos', 201, { token: g, body: { ...(VALID_BODIES['POST /api/custos'](ids) as object), loteId: L } });
    await hit('POST /api/custos', '/api/custos', 201, { token: g, body: VALID_BODIES['POST /api/custos'](ids) });
    await hit('GET /api/custos', `/api/custos?loteId=${L}&categoria=Energia`, 200, { token: g });
    await hit('GET /api/custos', '/api/custos?categoria=Luz', 400, { token: g });
    await hit('GET /api/custos/:id', `/api/custos/${k.body.id}`, 200, { token: g });
    await hit('PUT /api/custos/:id', `/api/custos/${k.body.id}`, 200, { token: g, body: { ...(VALID_BODIES['PUT /api/custos/:id'](ids) as object), loteId: L } });
    for (const [key, path] of [['GET /api/financeiro/summary', '/api/financeiro/summary'], ['GET /api/financeiro/rentabilidade', '/api/financeiro/rentabilidade'],
      ['GET /api/financeiro/rentabilidade/:loteId', `/api/financeiro/rentabilidade/${L}`], ['GET /api/financeiro/categorias-gasto', '/api/financeiro/categorias-gasto'],
      ['GET /api/financeiro/relatorio-vendas', '/api/financeiro/relatorio-vendas?de=2020-01-01'], ['GET /api/financeiro/resultado-animais/:loteId', `/api/financeiro/resultado-animais/${L}`],
      ['GET /api/relatorios/desempenho-raca', '/api/relatorios/desempenho-raca'], ['GET /api/relatorios/financeiro', '/api/relatorios/financeiro?de=2020-01-01']]) {
      await hit(key, path, 200, { token: a });
    }
    await hit('GET /api/financeiro/relatorio-vendas', '/api/financeiro/relatorio-vendas?de=2020-01-02&ate=2020-01-01', 400, { token: a });
    await hit('GET /api/relatorios/financeiro', '/api/relatorios/financeiro?de=ontem', 400, { token: a });
    await hit('DELETE /api/custos/:id', `/api/custos/${k.body.id}`, 204, { token: a });
    await hit('DELETE /api/lotes/:loteId/compras/:id', `/api/lotes/${L}/compras/${c.body.id}`, 204, { token: a });
  });

  it('feeding workflow: pens, diets, a batch\'s diet', async () => {
    const g = tokenOf(Role.Gerente);
    const a = tokenOf(Role.Admin);
    const o = tokenOf(Role.Operador);
    const pen = await hit('POST /api/currais', '/api/currais', 201, { token: g, body: VALID_BODIES['POST /api/currais'](ids) });
    await hit('POST /api/currais', '/api/currais', 400, { token: g, body: { codigo: '', capacidade: 0 } });
    await hit('GET /api/currais', '/api/currais', 200, { token: o });
    await hit('GET /api/currais/:id', `/api/currais/${pen.body.id}`, 200, { token: o });
    await hit('PUT /api/currais/:id', `/api/currais/${pen.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/currais/:id'](ids) });
    const racao = await hit('POST /api/racoes', '/api/racoes', 201, { token: g, body: VALID_BODIES['POST /api/racoes'](ids) });
    const lote = await hit('POST /api/lotes', '/api/lotes', 201, { token: g, body: { ...(VALID_BODIES['POST /api/lotes'](ids) as object), curralId: pen.body.id } });
    await hit('DELETE /api/currais/:id', `/api/currais/${pen.body.id}`, 400, { token: a }); // PEN_OCCUPIED
    const local = { racaoId: racao.body.id as string };
    const dieta = await hit('POST /api/dietas', '/api/dietas', 201, { token: g, body: VALID_BODIES['POST /api/dietas'](local) });
    await hit('GET /api/dietas', '/api/dietas', 200, { token: o });
    await hit('GET /api/dietas', '/api/dietas?pageSize=0', 400, { token: o });
    await hit('GET /api/dietas/:id', `/api/dietas/${dieta.body.id}`, 200, { token: o });
    await hit('PUT /api/dietas/:id', `/api/dietas/${dieta.body.id}`, 200, { token: g, body: VALID_BODIES['PUT /api/dietas/:id'](local) });
    await hit('GET /api/dietas/:id/versoes', `/api/dietas/${dieta.body.id}/versoes`, 200, { token: o });
    await hit('PUT /api/lotes/:id/dieta', `/api/lotes/${lote.body.id}/dieta`, 200, { token: g, body: VALID_BODIES['PUT /api/lotes/:id/dieta']({ dietaId: dieta.body.id }) });
    await hit('GET /api/lotes/:id', `/api/lotes/${lote.body.id}`, 200, { token: o });
    const L = lote.body.id;
    const leitura = await hit('POST /api/lotes/:loteId/leituras-cocho', `/api/lotes/${L}/leituras-cocho`, 201, { token: o, body: VALID_BODIES['POST /api/lotes/:loteId/leituras-cocho'](ids) });
    await hit('POST /api/lotes/:loteId/leituras-cocho', `/api/lotes/${L}/leituras-cocho`, 400, { token: o, body: VALID_BODIES['POST /api/lotes/:loteId/leituras-cocho'](ids) });
    await hit('PUT /api/lotes/:loteId/leituras-cocho/:id', `/api/lotes/${L}/leituras-cocho/${leitura.body.id}`, 200, { token: o, body: VALID_BODIES['PUT /api/lotes/:loteId/leituras-cocho/:id'](ids) });
    await hit('GET /api/lotes/:loteId/leituras-cocho', `/api/lotes/${L}/leituras-cocho`, 200, { token: o });
    // The day of the bunk reading and the confirmation (the shared bodies' yesterday).
    const trato = isoDay(-1);
    await hit('GET /api/tratos', `/api/tratos?data=${trato}`, 200, { token: o });
    await hit('GET /api/tratos', '/api/tratos?data=ontem', 400, { token: o });
    const c = await hit('POST /api/tratos/confirmacoes', '/api/tratos/confirmacoes', 201, { token: o, body: VALID_BODIES['POST /api/tratos/confirmacoes']({ loteId: L }) });
    await hit('POST /api/tratos/confirmacoes', '/api/tratos/confirmacoes', 400, { token: o, body: VALID_BODIES['POST /api/tratos/confirmacoes']({ loteId: L }) });
    await hit('PUT /api/tratos/confirmacoes/:id', `/api/tratos/confirmacoes/${c.body.id}`, 200, { token: o, body: VALID_BODIES['PUT /api/tratos/confirmacoes/:id'](ids) });
    await hit('PUT /api/tratos/confirmacoes/:id', `/api/tratos/confirmacoes/${c.body.id}`, 400, { token: o, body: { kgFornecido: 0 } });
    await hit('POST /api/racoes/:id/entradas', `/api/racoes/${racao.body.id}/entradas`, 201, { token: g, body: VALID_BODIES['POST /api/racoes/:id/entradas'](ids) });
    await hit('POST /api/racoes/:id/entradas', `/api/racoes/${racao.body.id}/entradas`, 400, { token: g, body: { data: '2024-01-12', quantidadeKg: 0, custoKg: 1 } });
    await hit('GET /api/racoes/:id/movimentos', `/api/racoes/${racao.body.id}/movimentos?limit=10`, 200, { token: o });
    await hit('GET /api/racoes/:id/movimentos', `/api/racoes/${racao.body.id}/movimentos?limit=0`, 400, { token: o });
    await hit('GET /api/tratos/carregamentos', `/api/tratos/carregamentos?data=${trato}&capacidadeKg=300`, 200, { token: o });
    await hit('GET /api/tratos/carregamentos', '/api/tratos/carregamentos?data=2024-01-11', 400, { token: o });
    await hit('GET /api/lotes/:id/eficiencia', `/api/lotes/${L}/eficiencia`, 200, { token: g });
    await hit('DELETE /api/tratos/confirmacoes/:id', `/api/tratos/confirmacoes/${c.body.id}`, 204, { token: a });
    await hit('DELETE /api/dietas/:id', `/api/dietas/${dieta.body.id}`, 400, { token: a }); // in use
    await hit('POST /api/lotes/:id/fechar', `/api/lotes/${lote.body.id}/fechar`, 200, { token: g, body: VALID_BODIES['POST /api/lotes/:id/fechar'](ids) });
    await hit('DELETE /api/dietas/:id', `/api/dietas/${dieta.body.id}`, 204, { token: a });
    await hit('DELETE /api/currais/:id', `/api/currais/${pen.body.id}`, 204, { token: a });
  });

  it('error sweeps over the route table: 401, 403, 404, 400 (query and malformed JSON), 413, 415', async () => {
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
    const saved = api;
    try {
      api = client(t2.url);
      // The per-IP limit counts every attempt: the first ones answer, then 429 with Retry-After.
      const untilLimited = async (path: string, body: () => unknown) => {
        for (let i = 0; i < 5; i++) if ((await api.post(path, body())).status === 429) return;
      };
      await hit('POST /api/auth/register', '/api/auth/register', 403, { body: VALID_BODIES['POST /api/auth/register']({}) });
      await untilLimited('/api/auth/register', () => VALID_BODIES['POST /api/auth/register']({}));
      await hit('POST /api/auth/register', '/api/auth/register', 429, { body: VALID_BODIES['POST /api/auth/register']({}) });
      await hit('POST /api/auth/login', '/api/auth/login', 400, { body: VALID_BODIES['POST /api/auth/login']({}) });
      await untilLimited('/api/auth/login', () => VALID_BODIES['POST /api/auth/login']({}));
      await hit('POST /api/auth/login', '/api/auth/login', 429, { body: VALID_BODIES['POST /api/auth/login']({}) });
      const token = (await makeTenant(t2.app)).users.Operador.token;
      for (const p of ['/api/market/contracts', '/api/market/quote?symbol=BOI', '/api/market/candles', '/api/market/quotes/history']) {
        await hit(`GET ${p.split('?')[0]}`, p, 502, { token });
      }
      t2.app.lifecycle.shuttingDown = true;
      await hit('GET /api/health', '/api/health', 503);
    } finally {
      api = saved;
      await t2.close();
    }
    await hit('GET /api/health', '/api/health', 200);
    await hit('GET /api/health/live', '/api/health/live', 200);
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

  it('covers every route: a validated success response, and a validated error response where one can be provoked', () => {
    const missing: string[] = [];
    for (const route of routes) {
      const key = routeKey(route);
      const seen = [...(checker.covered.get(key) ?? [])];
      if (!seen.includes(route.status)) missing.push(`${key}: no validated ${route.status}`);
      if (!NO_ERROR_CASE.has(key) && !seen.some((s) => s >= 400)) missing.push(`${key}: no validated error response`);
    }
    expect(missing).toEqual([]);
    // Every documented status of the catalog's codes was seen somewhere.
    const seenStatuses = new Set([...checker.covered.values()].flatMap((s) => [...s]));
    expect([400, 401, 403, 404, 413, 415, 429, 502, 503].filter((s) => !seenStatuses.has(s))).toEqual([]);
  });
});
