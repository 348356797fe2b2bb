// Rate limits of sign-in and registration (contract 2.2); the auth flows are in auth.test.ts.
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { Redis } from 'ioredis';
import { client, startTestApp, type Client, type Res, type TestApp } from '../helpers/app';
import { makeTenant, PASSWORD, type TestTenant } from '../helpers/factories';
import { expectProblem } from '../helpers/expect';

const uniq = () => randomBytes(5).toString('hex');
const email = (label = 'user') => `${label}.${uniq()}@teste.com`;
const registerBody = (over: Record<string, unknown> = {}) => ({
  nome: 'Fulano de Tal', email: email('reg'), password: PASSWORD, confirmPassword: PASSWORD, ...over,
});

describe('rate limits (contract 2.2, RELIABILITY S8)', () => {
  const ip = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;
  const from = (api: Client, addr: string | undefined, path: string, body: unknown) =>
    api.call('POST', path, { body, headers: addr ? { 'x-forwarded-for': addr } : {} });

  function expectLimitHeaders(r: Res, remaining: number) {
    expect(r.headers.get('x-ratelimit-limit')).toBe('10');
    expect(r.headers.get('x-ratelimit-remaining')).toBe(String(remaining));
    const reset = Number(r.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThanOrEqual(0);
    expect(reset).toBeLessThanOrEqual(60);
  }

  describe('without TRUST_PROXY (X-Forwarded-For is ignored), registration disabled', () => {
    let t: TestApp;
    let api: Client;
    let tenant: TestTenant;
    beforeAll(async () => {
      t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '10', ALLOW_REGISTRATION: 'false' });
      api = client(t.url);
      tenant = await makeTenant(t.app, 'rl');
    });
    afterAll(() => t.close());

    it('ALLOW_REGISTRATION=false turns register into 403', async () => {
      expectProblem(await api.post('/api/auth/register', registerBody()), 403, 'REGISTRATION_DISABLED');
    });

    it('the 11th login is 429 whatever X-Forwarded-For says', async () => {
      const results: Res[] = [];
      for (let i = 0; i < 11; i++) {
        results.push(await from(api, ip(), '/api/auth/login', { email: tenant.users.Operador.email, password: PASSWORD }));
      }
      expect(results.map((r) => r.status)).toEqual([...Array(10).fill(200), 429]);
      results.slice(0, 10).forEach((r, i) => expectLimitHeaders(r, 9 - i));
      expectProblem(results[10], 429, 'RATE_LIMITED');
      expectLimitHeaders(results[10], 0);
      const retry = Number(results[10].headers.get('retry-after'));
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(60);
    });
  });

  describe.each([['memory'], ['postgres'], ['redis']])('RATE_LIMIT_STORE=%s with TRUST_PROXY=true', (store) => {
    let t: TestApp;
    let api: Client;
    let tenant: TestTenant;
    const usedIps: string[] = [];
    const usedEmails: string[] = [];
    const newIp = () => {
      const a = ip();
      usedIps.push(a);
      return a;
    };

    beforeAll(async () => {
      t = await startTestApp({
        RATE_LIMIT_AUTH_PER_MINUTE: '10', RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: '3', TRUST_PROXY: 'true', RATE_LIMIT_STORE: store,
      });
      api = client(t.url);
      tenant = await makeTenant(t.app, `rl${store}`);
      usedEmails.push(...Object.values(tenant.users).map((u) => u.email));
    });
    afterAll(async () => {
      await t.close();
      if (store !== 'redis') return;
      // Only this run's keys: its random client addresses and e-mails.
      const redis = new Redis('redis://127.0.0.1:6379');
      const keys = [
        ...usedIps.flatMap((a) => [`rl_login:${a}`, `rl_register:${a}`]),
        ...usedEmails.map((e) => `rl_login_fail:${e}`),
      ];
      await redis.del(...keys);
      redis.disconnect();
    });

    it('the 11th login from one client is 429 with Retry-After; other clients and register have their own counters', async () => {
      const a = newIp();
      const login = { email: tenant.users.Operador.email, password: PASSWORD };
      const results: Res[] = [];
      for (let i = 0; i < 11; i++) results.push(await from(api, a, '/api/auth/login', login));
      expect(results.map((r) => r.status)).toEqual([...Array(10).fill(200), 429]);
      results.slice(0, 10).forEach((r, i) => expectLimitHeaders(r, 9 - i));
      expectProblem(results[10], 429, 'RATE_LIMITED');
      expectLimitHeaders(results[10], 0);
      expect(Number(results[10].headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(results[10].headers.get('retry-after'))).toBeLessThanOrEqual(60);

      expect((await from(api, newIp(), '/api/auth/login', login)).status).toBe(200);
      const reg = await from(api, a, '/api/auth/register', registerBody());
      expect(reg.status).toBe(200);
      expectLimitHeaders(reg, 9);
    });

    it('the 11th register from one client is 429', async () => {
      const a = newIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await from(api, a, '/api/auth/register', registerBody())).status);
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
    });

    it('11 aliased login mutations in one GraphQL request: at most 10 password checks, the 11th alias is RATE_LIMITED', async () => {
      const a = newIp();
      const fields = Array.from({ length: 11 }, (_, i) =>
        `l${i + 1}: login(input: { email: "${tenant.users.Gerente.email}", password: "${PASSWORD}" }) { expiresIn }`);
      const verify = jest.spyOn(argon2, 'verify');
      try {
        const r = await api.call('POST', '/graphql', { body: { query: `mutation { ${fields.join('\n')} }` }, headers: { 'x-forwarded-for': a } });
        expect(verify).toHaveBeenCalledTimes(10);
        expect(r.body.errors).toHaveLength(1);
        expect(r.body.errors[0]).toEqual(expect.objectContaining({ path: ['l11'], extensions: { code: 'RATE_LIMITED', status: 429 } }));
        expect(r.headers.get('retry-after')).not.toBeNull();
      } finally {
        verify.mockRestore();
      }
      expect((await from(api, a, '/api/auth/login', { email: tenant.users.Gerente.email, password: PASSWORD })).status).toBe(429);
    });

    it('after 3 failed logins an account gets 429 from any client, and an unknown e-mail behaves the same', async () => {
      const victim = tenant.users.Admin.email;
      const ghost = email('fantasma');
      usedEmails.push(ghost);
      for (const target of [victim, ghost]) {
        for (let i = 0; i < 3; i++) {
          expectProblem(await from(api, newIp(), '/api/auth/login', { email: target, password: 'Errada@123' }), 400, 'INVALID_CREDENTIALS');
        }
        const blocked = await from(api, newIp(), '/api/auth/login', { email: target, password: PASSWORD });
        expectProblem(blocked, 429, 'RATE_LIMITED');
        expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60); // the hour window, not the minute
      }
      // Case does not open a new account counter.
      expectProblem(await from(api, newIp(), '/api/auth/login', { email: victim.toUpperCase(), password: PASSWORD }), 429, 'RATE_LIMITED');
      expect((await from(api, newIp(), '/api/auth/login', { email: tenant.users.Operador.email, password: PASSWORD })).status).toBe(200);
    });
  });
});
