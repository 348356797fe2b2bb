import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { client, startTestApp, type Client, type Res, type TestApp } from '../helpers/app';
import { makeTenant, PASSWORD, type TestTenant } from '../helpers/factories';
import { expectFieldErrors, expectProblem } from '../helpers/expect';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const uniq = () => randomBytes(5).toString('hex');
const email = (label = 'user') => `${label}.${uniq()}@teste.com`;
const registerBody = (over: Record<string, unknown> = {}) => ({
  nome: 'Fulano de Tal', email: email('reg'), password: PASSWORD, confirmPassword: PASSWORD, ...over,
});

async function registered(api: Client, over: Record<string, unknown> = {}) {
  const body = registerBody(over);
  const r = await api.post('/api/auth/register', body);
  expect(r.status).toBe(200);
  return { ...r.body, password: body.password as string };
}

async function loggedIn(api: Client, mail: string, password = PASSWORD) {
  const r = await api.post('/api/auth/login', { email: mail, password });
  expect(r.status).toBe(200);
  return r.body as { accessToken: string; refreshToken: string; expiresIn: number; user: { id: string } };
}

const refresh = (api: Client, accessToken: string, refreshToken: string) => api.post('/api/auth/refresh', { accessToken, refreshToken });

describe('auth (seed 4.8, contract 2.1)', () => {
  const secret = randomBytes(32).toString('hex');
  let t: TestApp;
  let api: Client;
  let tenant: TestTenant;

  beforeAll(async () => {
    t = await startTestApp({ JWT_SECRET: secret });
    api = client(t.url);
    tenant = await makeTenant(t.app, 'auth');
  });
  afterAll(() => t.close());

  describe('POST /api/auth/register', () => {
    it('creates an Operador with a lower-cased e-mail and trimmed nome in the registration tenant', async () => {
      const mail = `Maria.${uniq()}@Teste.COM`;
      const r = await api.post('/api/auth/register', registerBody({ nome: '  Maria Silva  ', email: mail }));
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      expect(r.body).toEqual({ id: expect.stringMatching(UUID), nome: 'Maria Silva', email: mail.toLowerCase(), role: 'Operador' });
      const [row] = await t.app.database.rows<{ slug: string }>(
        sql`select t.slug from users u join tenants t on t.id = u.tenant_id where u.id = ${r.body.id}`,
      );
      expect(row.slug).toBe('default');
      expect((await api.post('/api/auth/login', { email: mail, password: PASSWORD })).status).toBe(200);
    });

    it.each([
      ['nome too short', { nome: 'A' }, ['nome']],
      ['nome blank after trim', { nome: '   a   ' }, ['nome']],
      ['nome over 100 chars', { nome: 'x'.repeat(101) }, ['nome']],
      ['invalid e-mail', { email: 'nao-e-email' }, ['email']],
      ['e-mail over 254 chars', { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com` }, ['email']],
      ['password under 8 chars', { password: 'Ab1!xyz', confirmPassword: 'Ab1!xyz' }, ['password']],
      ['password over 128 chars', { password: `Ab1!${'x'.repeat(125)}`, confirmPassword: `Ab1!${'x'.repeat(125)}` }, ['password']],
      ['password without upper-case', { password: 'senha@forte1', confirmPassword: 'senha@forte1' }, ['password']],
      ['password without lower-case', { password: 'SENHA@FORTE1', confirmPassword: 'SENHA@FORTE1' }, ['password']],
      ['password without digit', { password: 'Senha@Forte', confirmPassword: 'Senha@Forte' }, ['password']],
      ['password without symbol', { password: 'SenhaForte1', confirmPassword: 'SenhaForte1' }, ['password']],
      ['confirmPassword different', { confirmPassword: 'Outra@Senha1' }, ['confirmPassword']],
      ['every field missing', { nome: undefined, email: undefined, password: undefined, confirmPassword: undefined }, ['nome', 'email', 'password', 'confirmPassword']],
      ['wrong JSON types', { nome: 42, email: true, password: ['x'], confirmPassword: { a: 1 } }, ['nome', 'email', 'password', 'confirmPassword']],
    ])('400 VALIDATION_FAILED with errors keys for %s', async (_name, over, keys) => {
      expectFieldErrors(await api.post('/api/auth/register', registerBody(over)), keys as string[]);
    });

    it('a taken e-mail, in any case, is 400 EMAIL_TAKEN', async () => {
      const u = await registered(api);
      expectProblem(await api.post('/api/auth/register', registerBody({ email: u.email.toUpperCase() })), 400, 'EMAIL_TAKEN');
    });

    it('ignores a role sent in the body', async () => {
      const r = await api.post('/api/auth/register', { ...registerBody(), role: 'SuperAdmin', tenantId: tenant.id });
      expect(r.status).toBe(200);
      expect(r.body.role).toBe('Operador');
    });
  });

  describe('POST /api/auth/login', () => {
    it('returns the token pair, expiresIn 3600 and the user; e-mail match is case-insensitive', async () => {
      const op = tenant.users.Operador;
      const r = await api.post('/api/auth/login', { email: op.email.toUpperCase(), password: PASSWORD });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 3600,
        user: { id: op.id, nome: op.nome, email: op.email, role: 'Operador' },
      });
      const claims = jwt.verify(r.body.accessToken, secret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
      expect(claims).toEqual({
        sub: op.id, email: op.email, role: 'Operador', tenantId: tenant.id, iat: expect.any(Number), exp: expect.any(Number),
        iss: 'feedlot-api', aud: 'feedlot-api', jti: expect.any(String),
      });
      expect(claims.exp! - claims.iat!).toBe(3600);
      expect((await api.get('/api/users', r.body.accessToken)).status).toBe(403); // a working token of an Operador
    });

    it('answers unknown e-mail, wrong password and inactive user with the same 400 INVALID_CREDENTIALS body', async () => {
      const inactive = await registered(api);
      await t.app.database.rows(sql`update users set ativo = false where id = ${inactive.id}`);
      const cases = [
        await api.post('/api/auth/login', { email: email('ninguem'), password: PASSWORD }),
        await api.post('/api/auth/login', { email: tenant.users.Gerente.email, password: 'Errada@123' }),
        await api.post('/api/auth/login', { email: inactive.email, password: PASSWORD }),
      ];
      for (const r of cases) expectProblem(r, 400, 'INVALID_CREDENTIALS');
      const strip = (r: Res) => ({ ...r.body, traceId: undefined });
      expect(strip(cases[1])).toEqual(strip(cases[0]));
      expect(strip(cases[2])).toEqual(strip(cases[0]));
      expect(cases[0].body.errors).toBeUndefined();
    });

    it('a deleted user cannot log in', async () => {
      const u = await registered(api);
      await t.app.database.rows(sql`update users set deleted_at = now(), ativo = false where id = ${u.id}`);
      expectProblem(await api.post('/api/auth/login', { email: u.email, password: PASSWORD }), 400, 'INVALID_CREDENTIALS');
    });

    it('missing fields are 400 with errors keys', async () => {
      expectFieldErrors(await api.post('/api/auth/login', {}), ['email', 'password']);
    });
  });

  describe('POST /api/auth/refresh', () => {
    it('returns a new pair; the retired refresh token then fails and revokes the whole family', async () => {
      const u = await registered(api);
      const first = await loggedIn(api, u.email);
      const second = await refresh(api, first.accessToken, first.refreshToken);
      expect(second.status).toBe(200);
      expect(second.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 3600 });
      expect(second.body.refreshToken).not.toBe(first.refreshToken);
      expect(second.body.accessToken).not.toBe(first.accessToken);
      const third = await refresh(api, second.body.accessToken, second.body.refreshToken);
      expect(third.status).toBe(200);

      // Reuse of a retired token: theft. 400, and the newest token of the family dies with it.
      expectProblem(await refresh(api, third.body.accessToken, first.refreshToken), 400, 'REFRESH_TOKEN_INVALID');
      expectProblem(await refresh(api, third.body.accessToken, third.body.refreshToken), 400, 'REFRESH_TOKEN_INVALID');
    });

    it('reuse in one family leaves another login of the same user working', async () => {
      const u = await registered(api);
      const a = await loggedIn(api, u.email);
      const b = await loggedIn(api, u.email);
      expect((await refresh(api, a.accessToken, a.refreshToken)).status).toBe(200);
      expectProblem(await refresh(api, a.accessToken, a.refreshToken), 400, 'REFRESH_TOKEN_INVALID');
      expect((await refresh(api, b.accessToken, b.refreshToken)).status).toBe(200);
    });

    it('accepts an expired but validly signed access token', async () => {
      const u = await registered(api);
      const pair = await loggedIn(api, u.email);
      const claims = jwt.decode(pair.accessToken) as jwt.JwtPayload;
      const now = Math.floor(Date.now() / 1000);
      const expired = jwt.sign({ ...claims, iat: now - 7200, exp: now - 3600 }, secret, { algorithm: 'HS256' });
      expect((await api.call('PUT', '/api/auth/change-password', { token: expired, body: {} })).status).toBe(401);
      expect((await refresh(api, expired, pair.refreshToken)).status).toBe(200);
    });

    it('rejects a forged access token, a mismatched sub and an unknown refresh token with 400 REFRESH_TOKEN_INVALID', async () => {
      const u = await registered(api);
      const other = await registered(api);
      const pair = await loggedIn(api, u.email);
      const otherPair = await loggedIn(api, other.email);
      const claims = jwt.decode(pair.accessToken) as jwt.JwtPayload;
      const forged = jwt.sign(claims, randomBytes(32).toString('hex'), { algorithm: 'HS256' });
      expectProblem(await refresh(api, forged, pair.refreshToken), 400, 'REFRESH_TOKEN_INVALID');
      expectProblem(await refresh(api, otherPair.accessToken, pair.refreshToken), 400, 'REFRESH_TOKEN_INVALID');
      expectProblem(await refresh(api, pair.accessToken, randomBytes(32).toString('base64url')), 400, 'REFRESH_TOKEN_INVALID');
      expectProblem(await refresh(api, 'lixo', 'lixo'), 400, 'REFRESH_TOKEN_INVALID');
      expectFieldErrors(await api.post('/api/auth/refresh', {}), ['accessToken', 'refreshToken']);
    });

    it('ten concurrent refreshes with one token: exactly one succeeds', async () => {
      const u = await registered(api);
      const pair = await loggedIn(api, u.email);
      const results = await Promise.all(Array.from({ length: 10 }, () => refresh(api, pair.accessToken, pair.refreshToken)));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
      for (const r of results.filter((x) => x.status === 400)) expect(r.body.code).toBe('REFRESH_TOKEN_INVALID');
    });

    it('refresh tokens have at least 256 bits and are never stored raw', async () => {
      const u = await registered(api);
      const pair = await loggedIn(api, u.email);
      const next = (await refresh(api, pair.accessToken, pair.refreshToken)).body;
      for (const token of [pair.refreshToken, next.refreshToken]) {
        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
      }
      const rows = await t.app.database.rows<{ row: string }>(
        sql`select row_to_json(r)::text as row from refresh_tokens r where user_id = ${u.id}`,
      );
      expect(rows).toHaveLength(2);
      for (const { row } of rows) {
        expect(row).not.toContain(pair.refreshToken);
        expect(row).not.toContain(next.refreshToken);
      }
    });
  });

  describe('POST /api/auth/logout', () => {
    it('204 revokes that login family only', async () => {
      const u = await registered(api);
      const a = await loggedIn(api, u.email);
      const b = await loggedIn(api, u.email);
      const r = await api.post('/api/auth/logout', { refreshToken: a.refreshToken }, a.accessToken);
      expect(r.status).toBe(204);
      expect(r.text).toBe('');
      expectProblem(await refresh(api, a.accessToken, a.refreshToken), 400, 'REFRESH_TOKEN_INVALID');
      expect((await refresh(api, b.accessToken, b.refreshToken)).status).toBe(200);
    });

    it('revokes the newest token of a rotated family', async () => {
      const u = await registered(api);
      const a = await loggedIn(api, u.email);
      const rotated = (await refresh(api, a.accessToken, a.refreshToken)).body;
      expect((await api.post('/api/auth/logout', { refreshToken: a.refreshToken }, rotated.accessToken)).status).toBe(204);
      expectProblem(await refresh(api, rotated.accessToken, rotated.refreshToken), 400, 'REFRESH_TOKEN_INVALID');
    });

    it("cannot revoke another user's family", async () => {
      const victim = await registered(api);
      const attacker = await registered(api);
      const v = await loggedIn(api, victim.email);
      const a = await loggedIn(api, attacker.email);
      expect((await api.post('/api/auth/logout', { refreshToken: v.refreshToken }, a.accessToken)).status).toBe(204);
      expect((await refresh(api, v.accessToken, v.refreshToken)).status).toBe(200);
    });
  });

  describe('PUT /api/auth/change-password', () => {
    const change = (token: string, body: Record<string, unknown>) => api.put('/api/auth/change-password', body, token);

    it('enforces the current password, the register rules and a different new password', async () => {
      const u = await registered(api);
      const { accessToken } = await loggedIn(api, u.email);
      expectProblem(await change(accessToken, { currentPassword: 'Errada@123', newPassword: 'Nova@Senha9', confirmNewPassword: 'Nova@Senha9' }), 400, 'WRONG_PASSWORD');
      expectFieldErrors(await change(accessToken, { currentPassword: PASSWORD, newPassword: PASSWORD, confirmNewPassword: PASSWORD }), ['newPassword']);
      expectFieldErrors(await change(accessToken, { currentPassword: PASSWORD, newPassword: 'fraca', confirmNewPassword: 'fraca' }), ['newPassword']);
      expectFieldErrors(await change(accessToken, { currentPassword: PASSWORD, newPassword: 'semsimbolo1A', confirmNewPassword: 'semsimbolo1A' }), ['newPassword']);
      expectFieldErrors(await change(accessToken, { currentPassword: PASSWORD, newPassword: 'Nova@Senha9', confirmNewPassword: 'Nova@Senha8' }), ['confirmNewPassword']);
      expectFieldErrors(await change(accessToken, {}), ['currentPassword', 'newPassword', 'confirmNewPassword']);
    });

    it('200 {message}; revokes refresh tokens; only the new password logs in', async () => {
      const u = await registered(api);
      const a = await loggedIn(api, u.email);
      const b = await loggedIn(api, u.email);
      const r = await change(a.accessToken, { currentPassword: PASSWORD, newPassword: 'Nova@Senha9', confirmNewPassword: 'Nova@Senha9' });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ message: expect.any(String) });
      expect(r.body.message.length).toBeGreaterThan(0);
      expectProblem(await refresh(api, a.accessToken, a.refreshToken), 400, 'REFRESH_TOKEN_INVALID');
      expectProblem(await refresh(api, b.accessToken, b.refreshToken), 400, 'REFRESH_TOKEN_INVALID');
      expectProblem(await api.post('/api/auth/login', { email: u.email, password: PASSWORD }), 400, 'INVALID_CREDENTIALS');
      expect((await api.post('/api/auth/login', { email: u.email, password: 'Nova@Senha9' })).status).toBe(200);
    });
  });

  describe('device tokens', () => {
    const deviceRows = (token: string) =>
      t.app.database.rows<{ user_id: string; platform: string }>(sql`select user_id, platform from device_tokens where token = ${token}`);

    it('register is idempotent and moves the token to the caller; remove answers 400 for a token the caller does not have', async () => {
      const a = tenant.users.Operador;
      const b = tenant.users.Gerente;
      const token = `fcm:${uniq()}_A-b.c`;
      const first = await api.post('/api/auth/device-token', { token, platform: 'IOS' }, a.token);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ message: expect.any(String) });
      expect((await api.post('/api/auth/device-token', { token, platform: 'ios' }, a.token)).status).toBe(200);
      expect(await deviceRows(token)).toEqual([{ user_id: a.id, platform: 'ios' }]);

      expect((await api.post('/api/auth/device-token', { token }, b.token)).status).toBe(200);
      expect(await deviceRows(token)).toEqual([{ user_id: b.id, platform: 'android' }]);

      expectProblem(await api.del('/api/auth/device-token', a.token, { token }), 400, 'DEVICE_TOKEN_NOT_FOUND');
      const removed = await api.del('/api/auth/device-token', b.token, { token });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: expect.any(String) });
      expect(await deviceRows(token)).toEqual([]);
      expectProblem(await api.del('/api/auth/device-token', b.token, { token }), 400, 'DEVICE_TOKEN_NOT_FOUND');
    });

    it.each([
      ['characters outside [A-Za-z0-9_:-.]', { token: 'abc def' }, ['token']],
      ['a slash', { token: 'abc/def' }, ['token']],
      ['an empty token', { token: '' }, ['token']],
      ['a token over 4096 chars', { token: 'a'.repeat(4097) }, ['token']],
      ['an unknown platform', { token: 'abc', platform: 'symbian' }, ['platform']],
      ['no token', {}, ['token']],
    ])('register rejects %s with 400', async (_n, body, keys) => {
      expectFieldErrors(await api.post('/api/auth/device-token', body, tenant.users.Operador.token), keys as string[]);
    });
  });

  it.each([
    ['POST', '/api/auth/logout', { refreshToken: 'x' }],
    ['PUT', '/api/auth/change-password', { currentPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }],
    ['POST', '/api/auth/device-token', { token: 'abc' }],
    ['DELETE', '/api/auth/device-token', { token: 'abc' }],
    ['GET', '/api/users', undefined],
  ])('%s %s without a token is 401 with WWW-Authenticate: Bearer', async (method, path, body) => {
    const r = await api.call(method, path, { body });
    expectProblem(r, 401, 'UNAUTHENTICATED');
    expect(r.headers.get('www-authenticate')).toBe('Bearer');
  });

  describe('forged and unusable access tokens (RELIABILITY S4)', () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = () => Math.floor(Date.now() / 1000);
    const claimsOf = (u: TestTenant['users'][keyof TestTenant['users']], over: Record<string, unknown> = {}) => ({
      sub: u.id, email: u.email, role: u.role, tenantId: u.tenantId, iat: now(), exp: now() + 600,
      iss: 'feedlot-api', aud: 'feedlot-api', jti: uniq(), ...over,
    });
    const sign = (claims: object, key = secret, algorithm: jwt.Algorithm = 'HS256') => jwt.sign(claims, key, { algorithm });
    const asAdmin = (authorization: string) => api.call('GET', '/api/users', { headers: { authorization } });

    it('a token signed by the test with the app secret works (control)', async () => {
      expect((await asAdmin(`Bearer ${sign(claimsOf(tenant.users.Admin))}`)).status).toBe(200);
      expect((await asAdmin(`bearer ${sign(claimsOf(tenant.users.Admin))}`)).status).toBe(200);
    });

    it.each<[string, () => string]>([
      ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(tenant.users.Admin))}.`],
      ['alg none with a signature', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(tenant.users.Admin))}.${sign({}).split('.')[2]}`],
      ['another key', () => sign(claimsOf(tenant.users.Admin), randomBytes(32).toString('hex'))],
      ['HS512 with the right key', () => sign(claimsOf(tenant.users.Admin), secret, 'HS512')],
      ['a tampered payload (Operador -> Admin)', () => {
        const [h, , s] = sign(claimsOf(tenant.users.Operador)).split('.');
        return `${h}.${b64(claimsOf(tenant.users.Operador, { role: 'Admin' }))}.${s}`;
      }],
      ['no exp', () => {
        const { exp: _exp, ...rest } = claimsOf(tenant.users.Admin);
        return sign(rest);
      }],
      ['expired 40 s ago (beyond the 30 s skew)', () => sign(claimsOf(tenant.users.Admin, { iat: now() - 3640, exp: now() - 40 }))],
      ['a wrong iss', () => sign(claimsOf(tenant.users.Admin, { iss: 'outro' }))],
      ['a wrong aud', () => sign(claimsOf(tenant.users.Admin, { aud: 'outro' }))],
      ['no sub', () => {
        const { sub: _sub, ...rest } = claimsOf(tenant.users.Admin);
        return sign(rest);
      }],
      ['a tenantId other than the user\'s', () => sign(claimsOf(tenant.users.Admin, { tenantId: '00000000-0000-4000-8000-000000000000' }))],
      ['an unknown user', () => sign(claimsOf(tenant.users.Admin, { sub: '00000000-0000-4000-8000-000000000001' }))],
      ['garbage', () => 'not.a.jwt'],
    ])('rejects a token with %s: 401', async (_name, make) => {
      const r = await asAdmin(`Bearer ${make()}`);
      expectProblem(r, 401, 'UNAUTHENTICATED');
      expect(r.headers.get('www-authenticate')).toBe('Bearer');
    });

    it('accepts a token expired 20 s ago (within the 30 s skew)', async () => {
      expect((await asAdmin(`Bearer ${sign(claimsOf(tenant.users.Admin, { iat: now() - 3620, exp: now() - 20 }))}`)).status).toBe(200);
    });

    it.each([['Basic'], ['Token'], ['']])('rejects a valid token under the scheme "%s": 401', async (scheme) => {
      const r = await asAdmin(`${scheme} ${tenant.users.Admin.token}`.trim());
      expectProblem(r, 401, 'UNAUTHENTICATED');
    });

    it("a deactivated user's token is 401 at once, a deleted user's too", async () => {
      const other = await makeTenant(t.app, 'forja');
      const admin = other.users.Admin;
      const gerente = other.users.Gerente;
      const operador = other.users.Operador;
      expect((await api.post('/api/auth/device-token', { token: 'abc' }, gerente.token)).status).toBe(200);
      expect((await api.put(`/api/users/${gerente.id}/toggle-active`, undefined, admin.token)).status).toBe(200);
      expectProblem(await api.post('/api/auth/device-token', { token: 'abc' }, gerente.token), 401, 'UNAUTHENTICATED');

      expect((await api.del(`/api/users/${operador.id}`, admin.token)).status).toBe(204);
      expectProblem(await api.post('/api/auth/device-token', { token: 'abc' }, operador.token), 401, 'UNAUTHENTICATED');
    });
  });
});
