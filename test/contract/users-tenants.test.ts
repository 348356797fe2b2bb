import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant, PASSWORD, type TestTenant } from '../helpers/factories';
import { expectFieldErrors, expectProblem } from '../helpers/expect';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const uniq = () => randomBytes(5).toString('hex');
const NO_SUCH_ID = '00000000-0000-4000-8000-00000000abcd';
const ROOT_EMAIL = `Root.${uniq()}@Teste.COM`;
const ROOT_PASSWORD = 'Raiz@Senha2026';

const newUser = (over: Record<string, unknown> = {}) => ({
  nome: 'Novo Usuario', email: `novo.${uniq()}@teste.com`, password: PASSWORD, confirmPassword: PASSWORD, role: 'Gerente', ...over,
});

describe('users and tenants (contract 4.5)', () => {
  let t: TestApp;
  let api: Client;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    t = await startTestApp({ BOOTSTRAP_SUPERADMIN_EMAIL: ROOT_EMAIL, BOOTSTRAP_SUPERADMIN_PASSWORD: ROOT_PASSWORD });
    api = client(t.url);
    a = await makeTenant(t.app, 'usa');
    b = await makeTenant(t.app, 'usb');
  });
  afterAll(() => t.close());

  const login = async (email: string, password = PASSWORD) => {
    const r = await api.post('/api/auth/login', { email, password });
    expect(r.status).toBe(200);
    return r.body as { accessToken: string; refreshToken: string; user: { id: string; role: string } };
  };
  const created = async (token: string, over: Record<string, unknown> = {}) => {
    const r = await api.post('/api/users', newUser(over), token);
    expect(r.status).toBe(201);
    return r.body as { id: string; email: string; nome: string };
  };

  describe('bootstrap SuperAdmin', () => {
    it('is created from BOOTSTRAP_SUPERADMIN_EMAIL/PASSWORD in tenant "system" (contract 4.5) and can log in', async () => {
      const r = await login(ROOT_EMAIL.toUpperCase(), ROOT_PASSWORD);
      expect(r.user).toEqual({ id: expect.stringMatching(UUID), nome: expect.any(String), email: ROOT_EMAIL.toLowerCase(), role: 'SuperAdmin' });
      const rows = await t.app.database.rows<{ slug: string; role: string }>(
        sql`select t.slug, u.role from users u join tenants t on t.id = u.tenant_id where u.email = ${ROOT_EMAIL.toLowerCase()}`,
      );
      expect(rows).toEqual([{ slug: 'system', role: 'SuperAdmin' }]);
    });
  });

  describe('role matrix', () => {
    const userRoutes = (id: string): [string, string, unknown][] => [
      ['GET', '/api/users', undefined],
      ['GET', `/api/users/${id}`, undefined],
      ['POST', '/api/users', newUser()],
      ['PUT', `/api/users/${id}`, { nome: 'Nome Novo', email: `x.${uniq()}@teste.com`, role: 'Operador' }],
      ['PUT', `/api/users/${id}/toggle-active`, undefined],
      ['DELETE', `/api/users/${id}`, undefined],
      ['GET', '/api/tenants', undefined],
      ['POST', '/api/tenants', { nome: 'Fazenda X', slug: `x-${uniq()}`, admin: { nome: 'Adm X', email: `adm.${uniq()}@teste.com`, password: PASSWORD } }],
    ];

    it('anonymous 401, Operador and Gerente 403 on every user and tenant route', async () => {
      const target = a.users.Operador.id;
      for (const [method, path, body] of userRoutes(target)) {
        expectProblem(await api.call(method, path, { body }), 401, 'UNAUTHENTICATED');
        for (const role of ['Operador', 'Gerente'] as const) {
          expectProblem(await api.call(method, path, { body, token: a.users[role].token }), 403, 'FORBIDDEN');
        }
      }
    });

    it('Admin is 403 on tenant routes; SuperAdmin is allowed', async () => {
      expectProblem(await api.get('/api/tenants', a.users.Admin.token), 403, 'FORBIDDEN');
      expectProblem(await api.post('/api/tenants', { nome: 'F', slug: 'f' }, a.users.Admin.token), 403, 'FORBIDDEN');
      expect((await api.get('/api/tenants', a.users.SuperAdmin.token)).status).toBe(200);
    });
  });

  describe('GET /api/users', () => {
    it('Admin sees the paged users of the own tenant only', async () => {
      const r = await api.get('/api/users?pageSize=100', a.users.Admin.token);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ items: expect.any(Array), pageNumber: 1, pageSize: 100, totalCount: expect.any(Number), totalPages: expect.any(Number) });
      const emails = r.body.items.map((u: any) => u.email);
      for (const u of Object.values(a.users)) expect(emails).toContain(u.email);
      for (const u of Object.values(b.users)) expect(emails).not.toContain(u.email);
      expect(emails).not.toContain(ROOT_EMAIL.toLowerCase());
      for (const item of r.body.items) {
        expect(item).toEqual({ id: expect.stringMatching(UUID), nome: expect.any(String), email: expect.any(String), role: expect.any(String), ativo: expect.any(Boolean), criadoEm: expect.stringMatching(ISO) });
      }
      expect(r.body.totalPages).toBe(Math.ceil(r.body.totalCount / 100));
    });

    it('defaults to pageNumber 1, pageSize 10 and rejects out-of-bounds paging', async () => {
      const r = await api.get('/api/users', a.users.Admin.token);
      expect(r.status).toBe(200);
      expect(r.body.pageNumber).toBe(1);
      expect(r.body.pageSize).toBe(10);
      expectFieldErrors(await api.get('/api/users?pageSize=101', a.users.Admin.token), ['pageSize']);
      expectFieldErrors(await api.get('/api/users?pageSize=0', a.users.Admin.token), ['pageSize']);
      expectFieldErrors(await api.get('/api/users?pageNumber=0', a.users.Admin.token), ['pageNumber']);
      const past = await api.get('/api/users?pageNumber=999', a.users.Admin.token);
      expect(past.status).toBe(200);
      expect(past.body.items).toEqual([]);
    });

    it('SuperAdmin sees users of every tenant', async () => {
      const r = await api.get('/api/users?pageSize=100', a.users.SuperAdmin.token);
      const emails = r.body.items.map((u: any) => u.email);
      expect(emails).toContain(b.users.Operador.email);
      expect(emails).toContain(a.users.Operador.email);
    });
  });

  describe('GET /api/users/{id}', () => {
    it('adds ultimoLogin, null before the first login and a UTC datetime after', async () => {
      const u = await created(a.users.Admin.token, { role: 'Operador' });
      const before = await api.get(`/api/users/${u.id}`, a.users.Admin.token);
      expect(before.status).toBe(200);
      expect(before.body).toEqual({ id: u.id, nome: 'Novo Usuario', email: u.email, role: 'Operador', ativo: true, criadoEm: expect.stringMatching(ISO), ultimoLogin: null });
      await login(u.email);
      const after = await api.get(`/api/users/${u.id}`, a.users.Admin.token);
      expect(after.body.ultimoLogin).toMatch(ISO);
    });

    it("another tenant's user, an unknown id and a non-UUID are 404 for Admin; SuperAdmin reads any tenant", async () => {
      expectProblem(await api.get(`/api/users/${b.users.Operador.id}`, a.users.Admin.token), 404, 'NOT_FOUND');
      expectProblem(await api.get(`/api/users/${NO_SUCH_ID}`, a.users.Admin.token), 404, 'NOT_FOUND');
      expectProblem(await api.get('/api/users/nao-e-uuid', a.users.Admin.token), 404, 'NOT_FOUND');
      expect((await api.get(`/api/users/${b.users.Operador.id}`, a.users.SuperAdmin.token)).status).toBe(200);
    });
  });

  describe('POST /api/users', () => {
    it('201 {id, nome, email, role, ativo} with Location; the user joins the Admin\'s tenant and can log in', async () => {
      const body = newUser({ nome: '  Joana  ', email: `Joana.${uniq()}@Teste.com`, role: 'Gerente', tenantId: b.id });
      const r = await api.post('/api/users', body, a.users.Admin.token);
      expect(r.status).toBe(201);
      expect(r.body).toEqual({ id: expect.stringMatching(UUID), nome: 'Joana', email: (body.email as string).toLowerCase(), role: 'Gerente', ativo: true });
      expect(r.headers.get('location')).toBe(`/api/users/${r.body.id}`);
      // tenantId is SuperAdmin-only: an Admin's is ignored.
      expect((await api.get(`/api/users/${r.body.id}`, a.users.Admin.token)).status).toBe(200);
      expect((await api.get(`/api/users/${r.body.id}`, b.users.Admin.token)).status).toBe(404);
      expect((await login(r.body.email)).user.role).toBe('Gerente');
    });

    it('Admin may assign Operador, Gerente and Admin but not SuperAdmin (403)', async () => {
      for (const role of ['Operador', 'Gerente', 'Admin']) expect((await api.post('/api/users', newUser({ role }), a.users.Admin.token)).status).toBe(201);
      expectProblem(await api.post('/api/users', newUser({ role: 'SuperAdmin' }), a.users.Admin.token), 403, 'FORBIDDEN');
    });

    it('SuperAdmin may assign SuperAdmin and pass tenantId; an unknown tenantId is 400', async () => {
      const r = await api.post('/api/users', newUser({ role: 'SuperAdmin', tenantId: b.id }), a.users.SuperAdmin.token);
      expect(r.status).toBe(201);
      expect(r.body.role).toBe('SuperAdmin');
      expect((await api.get(`/api/users/${r.body.id}`, b.users.Admin.token)).status).toBe(200);
      expect((await api.get(`/api/users/${r.body.id}`, a.users.Admin.token)).status).toBe(404);
      expectFieldErrors(await api.post('/api/users', newUser({ tenantId: NO_SUCH_ID }), a.users.SuperAdmin.token), ['tenantId']);
      expectFieldErrors(await api.post('/api/users', newUser({ tenantId: 'nao-uuid' }), a.users.SuperAdmin.token), ['tenantId']);
    });

    it('validates the body and answers a taken e-mail with EMAIL_TAKEN', async () => {
      expectFieldErrors(await api.post('/api/users', newUser({ role: 'Chefe' }), a.users.Admin.token), ['role']);
      expectFieldErrors(await api.post('/api/users', newUser({ role: undefined }), a.users.Admin.token), ['role']);
      expectFieldErrors(await api.post('/api/users', newUser({ password: 'fraca', confirmPassword: 'fraca' }), a.users.Admin.token), ['password']);
      expectFieldErrors(await api.post('/api/users', newUser({ confirmPassword: 'Outra@Senha1' }), a.users.Admin.token), ['confirmPassword']);
      expectFieldErrors(await api.post('/api/users', newUser({ nome: 'x', email: 'x' }), a.users.Admin.token), ['nome', 'email']);
      expectProblem(await api.post('/api/users', newUser({ email: b.users.Operador.email.toUpperCase() }), a.users.Admin.token), 400, 'EMAIL_TAKEN');
    });
  });

  describe('PUT /api/users/{id}', () => {
    it('200 with the updated user', async () => {
      const u = await created(a.users.Admin.token, { role: 'Operador' });
      const mail = `Atualizado.${uniq()}@Teste.com`;
      const r = await api.put(`/api/users/${u.id}`, { nome: ' Nome Atualizado ', email: mail, role: 'Gerente' }, a.users.Admin.token);
      expect(r.status).toBe(200);
      expect(r.body).toEqual(expect.objectContaining({ id: u.id, nome: 'Nome Atualizado', email: mail.toLowerCase(), role: 'Gerente', ativo: true }));
      const read = await api.get(`/api/users/${u.id}`, a.users.Admin.token);
      expect(read.body).toEqual(expect.objectContaining({ nome: 'Nome Atualizado', email: mail.toLowerCase(), role: 'Gerente' }));
    });

    it('404 across tenants, 403 for SuperAdmin role or target, EMAIL_TAKEN, 400 on a bad body', async () => {
      const u = await created(a.users.Admin.token, { role: 'Operador' });
      const body = { nome: 'Nome', email: `y.${uniq()}@teste.com`, role: 'Operador' };
      expectProblem(await api.put(`/api/users/${b.users.Operador.id}`, body, a.users.Admin.token), 404, 'NOT_FOUND');
      expectProblem(await api.put(`/api/users/${NO_SUCH_ID}`, body, a.users.Admin.token), 404, 'NOT_FOUND');
      expectProblem(await api.put(`/api/users/${u.id}`, { ...body, role: 'SuperAdmin' }, a.users.Admin.token), 403, 'FORBIDDEN');
      expectProblem(await api.put(`/api/users/${a.users.SuperAdmin.id}`, body, a.users.Admin.token), 403, 'FORBIDDEN');
      expectProblem(await api.put(`/api/users/${u.id}`, { ...body, email: a.users.Gerente.email }, a.users.Admin.token), 400, 'EMAIL_TAKEN');
      expectFieldErrors(await api.put(`/api/users/${u.id}`, { nome: 'Nome' }, a.users.Admin.token), ['email', 'role']);
      expect((await api.put(`/api/users/${b.users.Operador.id}`, { ...body, email: `z.${uniq()}@teste.com` }, a.users.SuperAdmin.token)).status).toBe(200);
    });
  });

  describe('DELETE /api/users/{id}', () => {
    it("204 soft delete: gone from reads and lists, row kept, tokens and login dead", async () => {
      const u = await created(a.users.Admin.token, { role: 'Operador' });
      const session = await login(u.email);
      const r = await api.del(`/api/users/${u.id}`, a.users.Admin.token);
      expect(r.status).toBe(204);
      expect(r.text).toBe('');
      expectProblem(await api.get(`/api/users/${u.id}`, a.users.Admin.token), 404, 'NOT_FOUND');
      const list = await api.get('/api/users?pageSize=100', a.users.Admin.token);
      expect(list.body.items.map((x: any) => x.id)).not.toContain(u.id);
      const rows = await t.app.database.rows<{ deleted: boolean }>(sql`select deleted_at is not null as deleted from users where id = ${u.id}`);
      expect(rows).toEqual([{ deleted: true }]);
      expectProblem(await api.post('/api/auth/device-token', { token: 'abc' }, session.accessToken), 401, 'UNAUTHENTICATED');
      expectProblem(await api.post('/api/auth/refresh', { accessToken: session.accessToken, refreshToken: session.refreshToken }), 400, 'REFRESH_TOKEN_INVALID');
      expectProblem(await api.post('/api/auth/login', { email: u.email, password: PASSWORD }), 400, 'INVALID_CREDENTIALS');
      expectProblem(await api.del(`/api/users/${u.id}`, a.users.Admin.token), 404, 'NOT_FOUND');
    });

    it('not oneself (400), not across tenants (404), not a SuperAdmin by an Admin (403)', async () => {
      expectProblem(await api.del(`/api/users/${a.users.Admin.id}`, a.users.Admin.token), 400, 'SELF_OPERATION');
      expectProblem(await api.del(`/api/users/${b.users.Operador.id}`, a.users.Admin.token), 404, 'NOT_FOUND');
      expectProblem(await api.del(`/api/users/${a.users.SuperAdmin.id}`, a.users.Admin.token), 403, 'FORBIDDEN');
      expect((await api.get(`/api/users/${a.users.Admin.id}`, a.users.Admin.token)).status).toBe(200);
    });

    it('the e-mail of a deleted user can be registered again', async () => {
      const u = await created(a.users.Admin.token, { role: 'Operador' });
      expect((await api.del(`/api/users/${u.id}`, a.users.Admin.token)).status).toBe(204);
      expect((await api.post('/api/users', newUser({ email: u.email }), a.users.Admin.token)).status).toBe(201);
    });
  });

  describe('PUT /api/users/{id}/toggle-active', () => {
    it('200 {id, nome, ativo, message}; a deactivated user is 401 at once and its refresh tokens are revoked', async () => {
      const u = await created(a.users.Admin.token, { role: 'Operador', nome: 'Alternado' });
      const session = await login(u.email);
      const off = await api.put(`/api/users/${u.id}/toggle-active`, undefined, a.users.Admin.token);
      expect(off.status).toBe(200);
      expect(off.body).toEqual({ id: u.id, nome: 'Alternado', ativo: false, message: expect.any(String) });
      expectProblem(await api.post('/api/auth/device-token', { token: 'abc' }, session.accessToken), 401, 'UNAUTHENTICATED');
      expectProblem(await api.post('/api/auth/login', { email: u.email, password: PASSWORD }), 400, 'INVALID_CREDENTIALS');

      const on = await api.put(`/api/users/${u.id}/toggle-active`, undefined, a.users.Admin.token);
      expect(on.body).toEqual({ id: u.id, nome: 'Alternado', ativo: true, message: expect.any(String) });
      expect(on.body.message).not.toBe(off.body.message);
      expectProblem(await api.post('/api/auth/refresh', { accessToken: session.accessToken, refreshToken: session.refreshToken }), 400, 'REFRESH_TOKEN_INVALID');
      expect((await api.post('/api/auth/login', { email: u.email, password: PASSWORD })).status).toBe(200);
    });

    it('not oneself (400), not across tenants (404)', async () => {
      expectProblem(await api.put(`/api/users/${a.users.Admin.id}/toggle-active`, undefined, a.users.Admin.token), 400, 'SELF_OPERATION');
      expectProblem(await api.put(`/api/users/${b.users.Gerente.id}/toggle-active`, undefined, a.users.Admin.token), 404, 'NOT_FOUND');
      expectProblem(await api.put(`/api/users/${a.users.SuperAdmin.id}/toggle-active`, undefined, a.users.SuperAdmin.token), 400, 'SELF_OPERATION');
    });
  });

  describe('tenants', () => {
    const tenantBody = (over: Record<string, unknown> = {}) => ({
      nome: 'Fazenda Boa Vista', slug: `boa-vista-${uniq()}`,
      admin: { nome: 'Admin Boa Vista', email: `Admin.${uniq()}@Teste.com`, password: PASSWORD }, ...over,
    });

    it('POST 201 {id, nome, slug, admin:{id, nome, email, role}}; the admin logs in; the list shows it', async () => {
      const body = tenantBody();
      const r = await api.post('/api/tenants', body, a.users.SuperAdmin.token);
      expect(r.status).toBe(201);
      expect(r.body).toEqual({
        id: expect.stringMatching(UUID), nome: 'Fazenda Boa Vista', slug: body.slug,
        admin: { id: expect.stringMatching(UUID), nome: 'Admin Boa Vista', email: body.admin.email.toLowerCase(), role: 'Admin' },
      });
      const session = await login(body.admin.email);
      expect(session.user.role).toBe('Admin');
      const users = await api.get('/api/users', session.accessToken);
      expect(users.body.items.map((u: any) => u.email)).toEqual([body.admin.email.toLowerCase()]);

      const list = await api.get('/api/tenants', a.users.SuperAdmin.token);
      expect(list.status).toBe(200);
      expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: r.body.id, nome: 'Fazenda Boa Vista', slug: body.slug })]));
      expect(list.body.map((x: any) => x.slug)).toEqual(expect.arrayContaining(['default', a.slug, b.slug]));
    });

    it('a duplicate slug is 400; a taken admin e-mail leaves no tenant behind', async () => {
      const body = tenantBody();
      expect((await api.post('/api/tenants', body, a.users.SuperAdmin.token)).status).toBe(201);
      expectProblem(await api.post('/api/tenants', tenantBody({ slug: body.slug }), a.users.SuperAdmin.token), 400, 'DUPLICATE_CODE');

      const slug = `orfa-${uniq()}`;
      expectProblem(await api.post('/api/tenants', tenantBody({ slug, admin: { ...body.admin, nome: 'Outro' } }), a.users.SuperAdmin.token), 400, 'EMAIL_TAKEN');
      expect(await t.app.database.rows(sql`select id from tenants where slug = ${slug}`)).toEqual([]);
      expect((await api.post('/api/tenants', tenantBody({ slug }), a.users.SuperAdmin.token)).status).toBe(201);
    });

    it('validates slug, nome and the nested admin with JSON field names as errors keys', async () => {
      expectFieldErrors(await api.post('/api/tenants', tenantBody({ slug: 'Com Espaco' }), a.users.SuperAdmin.token), ['slug']);
      expectFieldErrors(await api.post('/api/tenants', tenantBody({ nome: 'x' }), a.users.SuperAdmin.token), ['nome']);
      expectFieldErrors(await api.post('/api/tenants', tenantBody({ admin: undefined }), a.users.SuperAdmin.token), ['admin']);
      const weak = tenantBody();
      expectFieldErrors(await api.post('/api/tenants', { ...weak, admin: { ...weak.admin, password: 'fraca', email: 'x' } }, a.users.SuperAdmin.token), ['admin.password', 'admin.email']);
    });
  });
});
