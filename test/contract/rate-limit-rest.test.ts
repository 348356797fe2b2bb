import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant, PASSWORD, type TestTenant } from '../helpers/factories';

describe('rate limits of REST register and login count every request', () => {
  let t: TestApp;
  let api: Client;
  let tenant: TestTenant;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    api = client(t.url);
    tenant = await makeTenant(t.app, 'rl');
  });
  afterAll(() => t.close());

  const remaining = (r: { headers: Headers }) => r.headers.get('x-ratelimit-remaining');

  it('counts malformed, unsupported and invalid bodies and puts the headers on them', async () => {
    const bad = await api.call('POST', '/api/auth/login', { raw: '{"email":', headers: { 'content-type': 'application/json' } });
    expect([bad.status, bad.body.code, remaining(bad)]).toEqual([400, 'BAD_REQUEST', '2']);
    const text = await api.call('POST', '/api/auth/login', { raw: 'x', headers: { 'content-type': 'text/plain' } });
    expect([text.status, remaining(text)]).toEqual([415, '1']);
    const invalid = await api.post('/api/auth/login', {});
    expect([invalid.status, invalid.body.code, remaining(invalid), invalid.headers.get('x-ratelimit-limit')]).toEqual([400, 'VALIDATION_FAILED', '0', '3']);
    const over = await api.post('/api/auth/login', { email: tenant.users.Admin.email, password: PASSWORD });
    expect([over.status, over.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Register has its own counter.
    const reg = await api.post('/api/auth/register', {});
    expect([reg.status, remaining(reg)]).toEqual([400, '2']);
  });

  it('counts a valid request once, not once in REST and again in the resolver', async () => {
    const other = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const api2 = client(other.url);
      const { users } = await makeTenant(other.app, 'rl2');
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await api2.post('/api/auth/login', { email: users.Gerente.email, password: PASSWORD })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await other.close();
    }
  });
});
