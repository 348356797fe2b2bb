import { randomBytes } from 'node:crypto';
import { PASSWORD } from '../helpers/factories';
import { expectProblem } from '../helpers/expect';
import { startOneTenant, type OneTenantSuite } from '../helpers/suite';

// Contract 1.1: title is the HTTP reason phrase.
const PROBLEM_KEYS = ['type', 'title', 'status', 'detail', 'code', 'traceId'];

const uniq = () => randomBytes(5).toString('hex');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('REST mechanism (contract 1, 1.1, 1.2)', () => {
  let { t, api, tenant } = {} as OneTenantSuite;
  beforeAll(async () => ({ t, api, tenant } = await startOneTenant('rest')));
  afterAll(() => t.close());

  describe('problem+json and X-Request-Id', () => {
    it('every error is a problem whose traceId is the X-Request-Id header; only validation failures carry errors', async () => {
      const samples = [
        await api.get('/api/nao-existe'),
        await api.get('/api/users'),
        await api.get('/api/users', tenant.users.Operador.token),
        await api.post('/api/auth/login', { email: 'x@y.com', password: 'errada' }),
      ];
      for (const r of samples) {
        expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(Object.keys(r.body).sort()).toEqual([...PROBLEM_KEYS].sort());
        expect(r.body.traceId).toBe(r.headers.get('x-request-id'));
      }
      const invalid = await api.post('/api/auth/login', {});
      expect(Object.keys(invalid.body).sort()).toEqual([...PROBLEM_KEYS, 'errors'].sort());
    });

    it('echoes a sane incoming X-Request-Id and replaces an insane one with a UUID', async () => {
      const sane = `abc-123_x.y:${uniq()}`;
      const ok = await api.get('/api/health', undefined, { 'x-request-id': sane });
      expect(ok.headers.get('x-request-id')).toBe(sane);
      const err = await api.get('/api/nao-existe', undefined, { 'x-request-id': sane });
      expect(err.headers.get('x-request-id')).toBe(sane);
      expect(err.body.traceId).toBe(sane);

      for (const insane of ['tem espaco', 'x'.repeat(129), 'a/b', '<script>', 'a,b', '']) {
        const r = await api.call('GET', '/api/nao-existe', { headers: { 'x-request-id': insane } });
        expect(r.headers.get('x-request-id')).toMatch(UUID);
        expect(r.body.traceId).toBe(r.headers.get('x-request-id'));
      }
      expect((await api.get('/api/health', undefined, { 'x-request-id': 'x'.repeat(128) })).headers.get('x-request-id')).toBe('x'.repeat(128));
      const fresh = await api.get('/api/health');
      expect(fresh.headers.get('x-request-id')).toMatch(UUID);
    });

    it('JSON responses are application/json and /api is not cached', async () => {
      const r = await api.get('/api/users', tenant.users.Admin.token);
      expect(r.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8/);
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    });
  });

  describe('routing', () => {
    it('unknown routes are 404 NOT_FOUND problems, inside and outside /api', async () => {
      expectProblem(await api.get('/api/nao-existe'), 404, 'NOT_FOUND');
      expectProblem(await api.post('/api/nao-existe', {}), 404, 'NOT_FOUND');
      expectProblem(await api.get('/api/users/1/2/3', tenant.users.Admin.token), 404, 'NOT_FOUND');
      expectProblem(await api.get('/nada'), 404, 'NOT_FOUND');
      expectProblem(await api.get('/api/us%E0%A4%Aers', tenant.users.Admin.token), 404, 'NOT_FOUND');
      // An undecodable segment in place of a parameter is ill-formed text in that parameter (text-input.test.ts).
      expectProblem(await api.get('/api/users/%E0%A4%A', tenant.users.Admin.token), 400, 'VALIDATION_FAILED');
    });

    it('a known path with another method is 405 with Allow', async () => {
      const login = await api.get('/api/auth/login');
      expectProblem(login, 405, 'METHOD_NOT_ALLOWED');
      expect(login.headers.get('allow')).toBe('POST');

      const user = await api.call('PATCH', `/api/users/${tenant.users.Operador.id}`, { body: {}, token: tenant.users.Admin.token });
      expectProblem(user, 405, 'METHOD_NOT_ALLOWED');
      expect(user.headers.get('allow')!.split(/,\s*/).sort()).toEqual(['DELETE', 'GET', 'PUT']);

      const tenants = await api.del('/api/tenants');
      expectProblem(tenants, 405, 'METHOD_NOT_ALLOWED');
      expect(tenants.headers.get('allow')!.split(/,\s*/).sort()).toEqual(['GET', 'POST']);

      const device = await api.get('/api/auth/device-token');
      expect(device.headers.get('allow')!.split(/,\s*/).sort()).toEqual(['DELETE', 'POST']);
    });

    it('a path id that is not a UUID is 404', async () => {
      expectProblem(await api.get('/api/users/123', tenant.users.Admin.token), 404, 'NOT_FOUND');
      expectProblem(await api.del('/api/users/123', tenant.users.Admin.token), 404, 'NOT_FOUND');
    });
  });

  describe('request bodies', () => {
    it('a body that is not JSON is 415', async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        const r = await api.call('POST', '/api/auth/login', { raw: `{"email":"a@b.com","password":"x"}`, headers: { 'content-type': type } });
        expectProblem(r, 415, 'UNSUPPORTED_MEDIA_TYPE');
      }
      const put = await api.call('PUT', '/api/auth/change-password', { raw: 'x', headers: { 'content-type': 'text/plain' }, token: tenant.users.Operador.token });
      expectProblem(put, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const none = await api.call('POST', '/api/auth/login', { raw: '{"email":"a@b.com","password":"x"}' });
      expect(none.status).toBe(415);
    });

    it('JSON with a charset or a +json type is accepted', async () => {
      const body = JSON.stringify({ email: tenant.users.Operador.email, password: PASSWORD });
      expect((await api.call('POST', '/api/auth/login', { raw: body, headers: { 'content-type': 'application/json; charset=utf-8' } })).status).toBe(200);
      expect((await api.call('POST', '/api/auth/login', { raw: body, headers: { 'content-type': 'application/merge-patch+json' } })).status).toBe(200);
    });

    it('a body over 1 MiB is 413; just under is not', async () => {
      const over = JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(1024 * 1024) });
      expectProblem(await api.call('POST', '/api/auth/login', { raw: over, headers: { 'content-type': 'application/json' } }), 413, 'PAYLOAD_TOO_LARGE');
      const prefix = '{"email":"a@b.com","password":"';
      const exact = `${prefix}${'x'.repeat(1024 * 1024 - prefix.length - 2)}"}`;
      expect(Buffer.byteLength(exact)).toBe(1024 * 1024);
      const r = await api.call('POST', '/api/auth/login', { raw: exact, headers: { 'content-type': 'application/json' } });
      expectProblem(r, 400, 'VALIDATION_FAILED');
      expect(Object.keys(r.body.errors)).toEqual(['password']);
    });

    it('malformed JSON is 400 BAD_REQUEST', async () => {
      for (const raw of ['{"email":', '{email: "x"}', "{'a':1}", '"texto"', 'null', '123']) {
        expectProblem(await api.call('POST', '/api/auth/login', { raw, headers: { 'content-type': 'application/json' } }), 400, 'BAD_REQUEST');
      }
    });

    it('an empty JSON body counts as {}: required fields are reported', async () => {
      const r = await api.call('POST', '/api/auth/login', { headers: { 'content-type': 'application/json' } });
      expectProblem(r, 400, 'VALIDATION_FAILED');
      expect(Object.keys(r.body.errors).sort()).toEqual(['email', 'password']);
    });

    it('an array body is a 400 validation failure, not a 500', async () => {
      const r = await api.call('POST', '/api/auth/login', { raw: '[]', headers: { 'content-type': 'application/json' } });
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    });

    it('unknown body fields and unknown query parameters are ignored', async () => {
      const r = await api.post('/api/auth/login', { email: tenant.users.Operador.email, password: PASSWORD, lembrar: true, extra: { a: 1 } });
      expect(r.status).toBe(200);
      expect((await api.get('/api/users?foo=bar&ordem=x', tenant.users.Admin.token)).status).toBe(200);
    });

    it('__proto__ and constructor keys are harmless', async () => {
      const mail = `proto.${uniq()}@teste.com`;
      const raw = `{"nome":"Proto Teste","email":"${mail}","password":"${PASSWORD}","confirmPassword":"${PASSWORD}",`
        + '"__proto__":{"role":"SuperAdmin","polluted":true},"constructor":{"prototype":{"polluted":true}},"role":"SuperAdmin"}';
      const r = await api.call('POST', '/api/auth/register', { raw, headers: { 'content-type': 'application/json' } });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ id: expect.stringMatching(UUID), nome: 'Proto Teste', email: mail, role: 'Operador' });
      expect(({} as any).polluted).toBeUndefined();
      expect(({} as any).role).toBeUndefined();
      const nested = '{"email":{"__proto__":{"x":1}},"password":"x"}';
      const bad = await api.call('POST', '/api/auth/login', { raw: nested, headers: { 'content-type': 'application/json' } });
      expectProblem(bad, 400, 'VALIDATION_FAILED');
      expect(Object.keys(bad.body.errors)).toEqual(['email']);
    });

    it('wrong JSON types are 400 with errors keyed by the JSON field names', async () => {
      const r = await api.post('/api/users', { nome: 1, email: ['a'], password: true, confirmPassword: null, role: 7 }, tenant.users.Admin.token);
      expectProblem(r, 400, 'VALIDATION_FAILED');
      expect(Object.keys(r.body.errors).sort()).toEqual(['confirmPassword', 'email', 'nome', 'password', 'role']);
      for (const v of Object.values(r.body.errors)) expect(v).toEqual([expect.any(String)]);

      const q = await api.get('/api/users?pageSize=abc&pageNumber=1.5', tenant.users.Admin.token);
      expectProblem(q, 400, 'VALIDATION_FAILED');
      expect(Object.keys(q.body.errors).sort()).toEqual(['pageNumber', 'pageSize']);
      const big = await api.get('/api/users?pageNumber=99999999999', tenant.users.Admin.token);
      expectProblem(big, 400, 'VALIDATION_FAILED');
      const nested = await api.post('/api/tenants', { nome: 'Fazenda', slug: `s-${uniq()}`, admin: 'nao-objeto' }, tenant.users.SuperAdmin.token);
      expectProblem(nested, 400, 'VALIDATION_FAILED');
      expect(Object.keys(nested.body.errors)).toEqual(['admin']);
      const deep = await api.post('/api/tenants', { nome: 'Fazenda', slug: `s-${uniq()}`, admin: { nome: 'Adm', email: 1, password: PASSWORD } }, tenant.users.SuperAdmin.token);
      expectProblem(deep, 400, 'VALIDATION_FAILED');
      expect(Object.keys(deep.body.errors)).toEqual(['admin.email']);
    });
  });

  describe('check order: 404/405 -> 401 -> 403 -> 400 -> 404', () => {
    const badUser = { nome: 1, role: 'Chefe' }; // wrong types: rejected before execution
    const invalidUser = { nome: 'x', email: 'x', password: 'x', confirmPassword: 'y', role: 'Operador' }; // right types, invalid values
    const someone = () => tenant.users.Operador.id;

    it('an invalid body without a token is 401', async () => {
      expectProblem(await api.post('/api/users', badUser), 401, 'UNAUTHENTICATED');
      expectProblem(await api.post('/api/users', invalidUser), 401, 'UNAUTHENTICATED');
      expectProblem(await api.put(`/api/users/${someone()}`, badUser), 401, 'UNAUTHENTICATED');
      expectProblem(await api.put('/api/auth/change-password', { currentPassword: 1 }), 401, 'UNAUTHENTICATED');
      expectProblem(await api.get('/api/users?pageSize=abc'), 401, 'UNAUTHENTICATED');
      expectProblem(await api.post('/api/users', badUser, 'token.invalido.x'), 401, 'UNAUTHENTICATED');
    });

    it('an Operador with an invalid body on an Admin route is 403', async () => {
      expectProblem(await api.post('/api/users', badUser, tenant.users.Operador.token), 403, 'FORBIDDEN');
      expectProblem(await api.post('/api/users', invalidUser, tenant.users.Gerente.token), 403, 'FORBIDDEN');
      expectProblem(await api.get('/api/audit?method=GET', tenant.users.Operador.token), 403, 'FORBIDDEN');
      expectProblem(await api.post('/api/tenants', { nome: 1 }, tenant.users.Admin.token), 403, 'FORBIDDEN');
    });

    it('an allowed role with an invalid body on a missing resource is 400; a valid body there is 404', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      expectProblem(await api.put(`/api/users/${missing}`, badUser, tenant.users.Admin.token), 400, 'VALIDATION_FAILED');
      expectProblem(await api.put(`/api/users/${missing}`, { nome: 'x', email: 'y', role: 'Operador' }, tenant.users.Admin.token), 400, 'VALIDATION_FAILED');
      expectProblem(await api.put(`/api/users/${missing}`, { nome: 'Nome', email: `n.${uniq()}@teste.com`, role: 'Operador' }, tenant.users.Admin.token), 404, 'NOT_FOUND');
    });

    it('route before auth: an unknown route or wrong method is 404/405 even without a token', async () => {
      expectProblem(await api.post('/api/users/x/y/z', {}), 404, 'NOT_FOUND');
      expectProblem(await api.call('PATCH', '/api/users', { body: {} }), 405, 'METHOD_NOT_ALLOWED');
    });
  });
});
