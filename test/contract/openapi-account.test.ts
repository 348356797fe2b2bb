import { Role } from '../../src/auth/actor';
import { notificacoes } from '../../src/modules/notificacao/schema';
import { isoDay, VALID_BODIES, validBody } from '../helpers/bodies';
import { PASSWORD } from '../helpers/factories';
import { startOpenapiSuite, uncovered, type OpenapiSuite } from '../helpers/openapi-suite';

// CONTRACT 9 / RELIABILITY S12: real responses of the auth, people, notification, market and price routes validate
// against /api/openapi.json (the document itself: openapi.test.ts).

describe('/api/openapi.json against real responses: auth, users, tenants, audit, notifications, market, prices', () => {
  let { t, a: farm, checker, doc, hit, tokenOf } = {} as OpenapiSuite;
  beforeAll(async () => ({ t, a: farm, checker, doc, hit, tokenOf } = await startOpenapiSuite('openapi')));
  afterAll(() => t.close());

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

  it('covers its routes: a validated success response of each auth, user, tenant, audit, notification, market, price and alert route', () => {
    expect(uncovered({ doc, checker }, 'account')).toEqual([]);
  });
});
