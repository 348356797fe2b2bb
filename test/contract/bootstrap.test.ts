import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { PASSWORD } from '../helpers/factories';
import { migratedBefore, type MigrationDb } from '../helpers/migrations';

/** Contract 4.5 "Bootstrap": the SuperAdmin lives in tenant `system`, never where strangers register (RELIABILITY S16). */
const SUPER = 'root.boot@teste.com';
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { tenantId: string };
const capture = (lines: string[]) => pino({ level: 'warn' }, { write: (l: string) => void lines.push(l) });
const registerBody = (email: string) => ({ nome: 'Fulano Cadastrado', email, password: PASSWORD, confirmPassword: PASSWORD });

describe('bootstrap SuperAdmin and open registration', () => {
  let t: TestApp;
  let api: Client;
  const logs: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ BOOTSTRAP_SUPERADMIN_EMAIL: SUPER, BOOTSTRAP_SUPERADMIN_PASSWORD: PASSWORD }, { logger: capture(logs), blankDatabase: true });
    api = client(t.url);
  });
  afterAll(() => t.close());

  it('creates the SuperAdmin in tenant "system"; a self-registered user joins "default", another tenant', async () => {
    const su = await api.post('/api/auth/login', { email: SUPER, password: PASSWORD });
    expect(su.status).toBe(200);
    const list = await api.get('/api/tenants', su.body.accessToken);
    const bySlug = Object.fromEntries((list.body as { slug: string; id: string }[]).map((x) => [x.slug, x.id]));
    expect(claimsOf(su.body.accessToken).tenantId).toBe(bySlug.system);

    expect((await api.post('/api/auth/register', registerBody('novo.boot@teste.com'))).status).toBe(200);
    const me = await api.post('/api/auth/login', { email: 'novo.boot@teste.com', password: PASSWORD });
    expect(claimsOf(me.body.accessToken).tenantId).toBe(bySlug.default);
    expect(bySlug.default).not.toBe(bySlug.system);
    // "default" has no Admin or Gerente: nothing to warn about.
    expect(logs.join('')).not.toMatch(/registration is open/);
  });

  it("a self-registered user reads nothing of the SuperAdmin's tenant", async () => {
    const su = await api.post('/api/auth/login', { email: SUPER, password: PASSWORD });
    const systemId = claimsOf(su.body.accessToken).tenantId;
    // Farm data planted in the SuperAdmin's tenant by SQL (the API gives the SuperAdmin no farm writes).
    const loteId = randomUUID();
    await t.app.database.db.execute(sql`insert into lotes (tenant_id, id, codigo, quantidade_animais, peso_medio_entrada, data_entrada)
      values (${systemId}, ${loteId}, 'SISTEMA-L1', 10, 300, '2026-01-10')`);
    expect((await api.post('/api/auth/register', registerBody('curioso.boot@teste.com'))).status).toBe(200);
    const op = (await api.post('/api/auth/login', { email: 'curioso.boot@teste.com', password: PASSWORD })).body.accessToken;
    const lotes = await api.get('/api/lotes?pageSize=100', op);
    expect(lotes.status).toBe(200);
    expect(lotes.text).not.toMatch(/SISTEMA-L1/);
    expect((await api.get(`/api/lotes/${loteId}`, op)).status).toBe(404);
    expect((await api.get('/api/dashboard/summary', op)).body.totalLotesAtivos).toBe(0);
  });

  it('refuses to create another tenant with the slug "system" (400, reserved)', async () => {
    const su = (await api.post('/api/auth/login', { email: SUPER, password: PASSWORD })).body.accessToken;
    const r = await api.post('/api/tenants', { nome: 'Outro Sistema', slug: 'system', admin: { nome: 'Adm', email: 'adm.sys@teste.com', password: PASSWORD } }, su);
    expect(r.status).toBe(400);
    expect(r.body).toEqual(expect.objectContaining({ code: 'VALIDATION_FAILED', errors: { slug: [expect.any(String)] } }));
  });
});

describe('start-up warning when open registration meets a privileged user', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['registration open into a tenant with an Admin: warns', { ALLOW_REGISTRATION: 'true' }, true],
    ['registration closed: no warning', { ALLOW_REGISTRATION: 'false' }, false],
  ])('%s', async (_n, env, warns) => {
    const logs: string[] = [];
    // The demo seed creates tenant "demo" with an Admin before the check; registering into it is the risk. The run's
    // migrated template serves: a start on a blank database is the first block's.
    const t = await startTestApp({ DEMO_SEED: 'true', REGISTRATION_TENANT: 'demo', ...env }, { logger: capture(logs) });
    try {
      const warnings = logs.map((l) => JSON.parse(l)).filter((l) => /registration is open/.test(l.msg));
      expect(warnings).toEqual(warns ? [expect.objectContaining({ level: 40, registrationTenant: 'demo', privilegedUsers: 1 })] : []);
    } finally {
      await t.close();
    }
  });
});

describe('migration superadmin_system_tenant: a bootstrap SuperAdmin alone in "default" moves to "system"', () => {
  const ids = { d: randomUUID(), su: randomUUID(), other: randomUUID() };
  async function seed(db: MigrationDb, extra: 'alone' | 'with an Operador' | 'with farm data') {
    await db.query(`insert into tenants (id, nome, slug) values ('${ids.d}', 'default', 'default')`);
    await db.query(`insert into users (id, tenant_id, nome, email, password_hash, role) values ('${ids.su}', '${ids.d}', 'Super', 'su@x.com', 'h', 'SuperAdmin')`);
    await db.query(`insert into alertas_preco (tenant_id, user_id, tipo, valor_alvo, fonte) values ('${ids.d}', '${ids.su}', 'PrecoAcima', 300, 'PRIMARY')`);
    await db.query(`insert into notificacoes (tenant_id, user_id, titulo, mensagem, tipo) values ('${ids.d}', '${ids.su}', 'Alerta de Preco', 'm', 'AlertaPreco')`);
    await db.query(`insert into device_tokens (tenant_id, user_id, token, platform) values ('${ids.d}', '${ids.su}', 'tok-su', 'android')`);
    await db.query(`insert into refresh_tokens (tenant_id, user_id, family_id, token_hash, expires_at) values ('${ids.d}', '${ids.su}', '${randomUUID()}', 'hash-su', now() + interval '1 day')`);
    await db.query(`insert into audit_logs (tenant_id, method, path, status_code, ip_address, duration_ms, request_id, created_at) values ('${ids.d}', 'POST', '/api/x', 200, '::1', 1, 'r1', now())`);
    if (extra === 'with an Operador') {
      await db.query(`insert into users (id, tenant_id, nome, email, password_hash, role) values ('${ids.other}', '${ids.d}', 'Op', 'op@x.com', 'h', 'Operador')`);
    }
    if (extra === 'with farm data') {
      await db.query(`insert into racoes (tenant_id, nome, custo_kg, data_compra, quantidade_kg) values ('${ids.d}', 'Milho', 1.5, '2026-01-01', 100)`);
    }
  }
  const tenantOf = async (db: MigrationDb, table: string) =>
    (await db.query<{ slug: string }>(`select distinct t.slug from ${table} x join tenants t on t.id = x.tenant_id order by 1`)).map((r) => r.slug);

  it.each<['alone' | 'with an Operador' | 'with farm data', string]>([
    ['alone', 'system'],
    ['with an Operador', 'default'],
    ['with farm data', 'default'],
  ])('SuperAdmin %s in "default" ends in "%s"', async (extra, expected) => {
    const db = await migratedBefore('superadmin_system_tenant');
    try {
      await seed(db, extra);
      await db.migrateRest();
      const [su] = await db.query<{ slug: string }>(`select t.slug from users u join tenants t on t.id = u.tenant_id where u.id = '${ids.su}'`);
      expect(su.slug).toBe(expected);
      for (const table of ['alertas_preco', 'notificacoes', 'device_tokens', 'refresh_tokens']) {
        expect({ table, slugs: await tenantOf(db, table) }).toEqual({ table, slugs: [expected] });
      }
      // The append-only audit log keeps the tenant of the request.
      expect(await tenantOf(db, 'audit_logs')).toEqual(['default']);
      const system = await db.query(`select 1 from tenants where slug = 'system'`);
      expect(system).toHaveLength(expected === 'system' ? 1 : 0);
    } finally {
      await db.close();
    }
  });
});
