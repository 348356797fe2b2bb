import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { client, startTestApp, type Client, type Res, type TestApp } from '../helpers/app';
import { makeTenant, PASSWORD, type TestTenant } from '../helpers/factories';
import { expectFieldErrors, expectProblem } from '../helpers/expect';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const uniq = () => randomBytes(5).toString('hex');

type AuditRow = {
  request_id: string; method: string; path: string; status_code: number; user_email: string | null;
  tenant_id: string | null; user_id: string | null; ip_address: string; duration_ms: number; operation_name: string | null;
};

describe('audit (seed 4.7, contract 2.7)', () => {
  let t: TestApp;
  let api: Client;
  let a: TestTenant;
  let b: TestTenant;
  const secrets: string[] = [PASSWORD];

  beforeAll(async () => {
    // A small per-account failure cap gives a 429 without touching other tests' IP counters.
    t = await startTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: '2' });
    api = client(t.url);
    a = await makeTenant(t.app, 'auda');
    b = await makeTenant(t.app, 'audb');
    for (const tn of [a, b]) secrets.push(...Object.values(tn.users).map((u) => u.token));
  });
  afterAll(() => t.close());

  const rowsFor = async (requestIds: string[]) => {
    await t.app.auditWriter.flush();
    const rows = await t.app.database.rows<AuditRow>(
      sql`select request_id, method, path, status_code, user_email, tenant_id, user_id, ip_address, duration_ms, operation_name
          from audit_logs where request_id in ${requestIds}`,
    );
    return rows;
  };
  const call = (rid: string, method: string, path: string, opts: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}) =>
    api.call(method, path, { ...opts, headers: { 'x-request-id': rid, ...opts.headers } });
  const list = (query: string, token: string) => api.get(`/api/audit${query}`, token);

  it('writes exactly one entry per mutating /api request, whatever the outcome, and none for reads', async () => {
    const run = `n-${uniq()}`;
    const rid = (i: number | string) => `${run}-${i}`;
    const admin = a.users.Admin;
    const lockedEmail = `trancado.${uniq()}@teste.com`;
    const requests: [string, () => Promise<Res>, number, { email: string | null; tenant: string | null }][] = [
      [rid(1), () => call(rid(1), 'POST', '/api/auth/login?lembrar=sim', { body: { email: admin.email, password: PASSWORD } }), 200, { email: null, tenant: null }],
      [rid(2), () => call(rid(2), 'POST', '/api/auth/login', { body: { email: admin.email, password: 'Errada@123' } }), 400, { email: null, tenant: null }],
      [rid(3), () => call(rid(3), 'POST', '/api/users', { token: admin.token, body: { nome: 'Auditado', email: `aud.${uniq()}@teste.com`, password: PASSWORD, confirmPassword: PASSWORD, role: 'Operador' } }), 201, { email: admin.email, tenant: a.id }],
      [rid(4), () => call(rid(4), 'POST', '/api/users', { token: a.users.Operador.token, body: {} }), 403, { email: a.users.Operador.email, tenant: a.id }],
      [rid(5), () => call(rid(5), 'PUT', '/api/users/00000000-0000-4000-8000-000000000000', { token: admin.token, body: { nome: 'Nome', email: `x.${uniq()}@teste.com`, role: 'Operador' } }), 404, { email: admin.email, tenant: a.id }],
      [rid(6), () => call(rid(6), 'DELETE', `/api/users/${a.users.Operador.id}`), 401, { email: null, tenant: null }],
      [rid(7), () => call(rid(7), 'DELETE', `/api/users/${a.users.Operador.id}`, { token: 'forjado.token.x' }), 401, { email: null, tenant: null }],
      [rid(8), () => call(rid(8), 'POST', '/api/nao-existe', { token: admin.token, body: {} }), 404, { email: admin.email, tenant: a.id }],
      [rid(9), () => call(rid(9), 'PATCH', '/api/users', { token: admin.token, body: {} }), 405, { email: admin.email, tenant: a.id }],
      [rid(10), () => call(rid(10), 'POST', '/api/auth/login', { raw: 'email=x', headers: { 'content-type': 'text/plain' } }), 415, { email: null, tenant: null }],
      [rid(11), () => call(rid(11), 'POST', '/api/auth/login', { raw: '{"email":', headers: { 'content-type': 'application/json' } }), 400, { email: null, tenant: null }],
      [rid(12), () => call(rid(12), 'POST', '/api/auth/login', { body: { email: lockedEmail, password: 'Errada@123' } }), 400, { email: null, tenant: null }],
      [rid(13), () => call(rid(13), 'POST', '/api/auth/login', { body: { email: lockedEmail, password: 'Errada@123' } }), 400, { email: null, tenant: null }],
      [rid(14), () => call(rid(14), 'POST', '/api/auth/login', { body: { email: lockedEmail, password: 'Errada@123' } }), 429, { email: null, tenant: null }],
      [rid(15), () => call(rid(15), 'PUT', `/api/users/${a.users.Gerente.id}/toggle-active`, { token: admin.token }), 200, { email: admin.email, tenant: a.id }],
      [rid(16), () => call(rid(16), 'PUT', `/api/users/${a.users.Gerente.id}/toggle-active`, { token: admin.token }), 200, { email: admin.email, tenant: a.id }],
      [rid(17), () => call(rid(17), 'POST', '/api/auth/refresh', { body: { accessToken: 'a', refreshToken: 'b' } }), 400, { email: null, tenant: null }],
    ];
    for (const [id, send, status] of requests) {
      const r = await send();
      expect({ id, status: r.status }).toEqual({ id, status });
      if (id === rid(1)) secrets.push(r.body.accessToken, r.body.refreshToken);
    }
    const reads = [
      () => call(rid('r1'), 'GET', '/api/users', { token: admin.token }),
      () => call(rid('r2'), 'GET', '/api/health'),
      () => call(rid('r3'), 'GET', '/api/audit', { token: admin.token }),
      () => call(rid('r4'), 'GET', '/api/nao-existe'),
    ];
    for (const read of reads) await read();

    const rows = await rowsFor([...requests.map((r) => r[0]), 'r1', 'r2', 'r3', 'r4'].map((x) => (x.startsWith(run) ? x : rid(x))));
    expect(rows).toHaveLength(requests.length);
    const byId = new Map(rows.map((r) => [r.request_id, r]));
    for (const [id, , status, who] of requests) {
      const row = byId.get(id)!;
      expect(row).toBeDefined();
      expect({ id, status: row.status_code, email: row.user_email, tenant: row.tenant_id }).toEqual({ id, status, email: who.email, tenant: who.tenant });
      expect(row.ip_address).toBe('127.0.0.1');
      expect(row.duration_ms).toBeGreaterThanOrEqual(0);
      expect(row.operation_name).toBeNull();
    }
    expect(byId.get(rid(1))!.path).toBe('/api/auth/login');
    expect(byId.get(rid(1))!.method).toBe('POST');
    expect(byId.get(rid(5))!.path).toBe('/api/users/00000000-0000-4000-8000-000000000000');
    expect(byId.get(rid(6))!.method).toBe('DELETE');
    expect(byId.get(rid(8))!.path).toBe('/api/nao-existe');
    expect(byId.get(rid(9))!.method).toBe('PATCH');
  });

  it('GET /api/audit: exact entry fields; Admin sees only the own tenant, never unauthenticated entries', async () => {
    const rid = `vis-${uniq()}`;
    const made = await call(rid, 'POST', '/api/users', {
      token: a.users.Admin.token, body: { nome: 'Visivel', email: `vis.${uniq()}@teste.com`, password: PASSWORD, confirmPassword: PASSWORD, role: 'Operador' },
    });
    expect(made.status).toBe(201);
    await call(`${rid}-b`, 'POST', '/api/auth/device-token', { token: b.users.Admin.token, body: { token: 'tok-b' } });
    await call(`${rid}-anon`, 'POST', '/api/auth/login', { body: { email: 'ninguem@teste.com', password: 'x' } });
    await t.app.auditWriter.flush();

    const r = await list('?pageSize=200', a.users.Admin.token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ items: expect.any(Array), totalCount: expect.any(Number), totalPages: expect.any(Number), page: 1 });
    expect(r.body.items.length).toBeGreaterThan(0);
    for (const item of r.body.items) {
      expect(item).toEqual({
        id: expect.stringMatching(UUID), method: expect.stringMatching(/^(POST|PUT|PATCH|DELETE)$/), path: expect.stringMatching(/^\/api\//),
        statusCode: expect.any(Number), userEmail: expect.any(String), ipAddress: '127.0.0.1', durationMs: expect.any(Number),
        tenantId: a.id, createdAt: expect.stringMatching(ISO), operationName: null,
      });
      expect(item.path).not.toContain('?');
    }
    expect(r.body.items).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/users', statusCode: 201, userEmail: a.users.Admin.email, tenantId: a.id }));

    const ofB = await list('?pageSize=200', b.users.Admin.token);
    expect(ofB.body.items.every((i: any) => i.tenantId === b.id)).toBe(true);
    expect(ofB.body.items).toContainEqual(expect.objectContaining({ path: '/api/auth/device-token', userEmail: b.users.Admin.email }));
    // Admin's tenantId filter is ignored.
    const tried = await list(`?pageSize=200&tenantId=${b.id}`, a.users.Admin.token);
    expect(tried.body.items.every((i: any) => i.tenantId === a.id)).toBe(true);
  });

  it('SuperAdmin sees every tenant and unauthenticated entries, and can filter by tenantId', async () => {
    await t.app.auditWriter.flush();
    const all = await list('?pageSize=200', a.users.SuperAdmin.token);
    expect(all.status).toBe(200);
    const tenants = new Set(all.body.items.map((i: any) => i.tenantId));
    expect(tenants.has(a.id)).toBe(true);
    expect(tenants.has(b.id)).toBe(true);
    expect(tenants.has(null)).toBe(true);
    const anon = all.body.items.filter((i: any) => i.tenantId === null);
    expect(anon.every((i: any) => i.userEmail === null)).toBe(true);

    const onlyB = await list(`?pageSize=200&tenantId=${b.id}`, a.users.SuperAdmin.token);
    expect(onlyB.body.items.length).toBeGreaterThan(0);
    expect(onlyB.body.items.every((i: any) => i.tenantId === b.id)).toBe(true);
  });

  it('orders by createdAt desc and pages with defaults 1/50 and bounds', async () => {
    // Enough entries for more than one page of 50.
    for (let i = 0; i < 55; i++) await api.post('/api/auth/device-token', { token: `pg-${i}` }, a.users.Gerente.token);
    await t.app.auditWriter.flush();
    const first = await list('', a.users.Admin.token);
    expect(first.status).toBe(200);
    expect(first.body.page).toBe(1);
    expect(first.body.items).toHaveLength(50);
    expect(first.body.totalPages).toBe(Math.ceil(first.body.totalCount / 50));
    const times = first.body.items.map((i: any) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((x: number, y: number) => y - x));

    const second = await list('?page=2', a.users.Admin.token);
    expect(second.body.page).toBe(2);
    const firstIds = new Set(first.body.items.map((i: any) => i.id));
    expect(second.body.items.some((i: any) => firstIds.has(i.id))).toBe(false);
    expect(Date.parse(second.body.items[0].createdAt)).toBeLessThanOrEqual(times[times.length - 1]);

    const small = await list('?pageSize=7&page=2', a.users.Admin.token);
    expect(small.body.items).toHaveLength(7);
    expect(small.body.totalPages).toBe(Math.ceil(small.body.totalCount / 7));
    const past = await list('?page=100000', a.users.Admin.token);
    expect(past.status).toBe(200);
    expect(past.body.items).toEqual([]);

    expectFieldErrors(await list('?page=0', a.users.Admin.token), ['page']);
    expectFieldErrors(await list('?pageSize=0', a.users.Admin.token), ['pageSize']);
    expectFieldErrors(await list('?pageSize=201', a.users.Admin.token), ['pageSize']);
    expectFieldErrors(await list('?page=abc', a.users.Admin.token), ['page']);
    expect((await list('?pageSize=200', a.users.Admin.token)).status).toBe(200);
  });

  it('filters by method (case-insensitive) and userEmail (exact, case-insensitive)', async () => {
    await api.del(`/api/users/00000000-0000-4000-8000-000000000001`, a.users.Admin.token);
    await t.app.auditWriter.flush();
    const del = await list('?method=delete&pageSize=200', a.users.Admin.token);
    expect(del.status).toBe(200);
    expect(del.body.items.length).toBeGreaterThan(0);
    expect(del.body.items.every((i: any) => i.method === 'DELETE')).toBe(true);
    expectFieldErrors(await list('?method=GET', a.users.Admin.token), ['method']);
    expectFieldErrors(await list('?method=TRACE', a.users.Admin.token), ['method']);

    const g = a.users.Gerente.email;
    const byEmail = await list(`?userEmail=${encodeURIComponent(g.toUpperCase())}&pageSize=200`, a.users.Admin.token);
    expect(byEmail.body.items.length).toBeGreaterThan(0);
    expect(byEmail.body.items.every((i: any) => i.userEmail === g)).toBe(true);
    const partial = await list(`?userEmail=${encodeURIComponent(g.slice(0, 8))}`, a.users.Admin.token);
    expect(partial.body.totalCount).toBe(0);
    // A LIKE wildcard is not a wildcard.
    expect((await list('?userEmail=%25', a.users.Admin.token)).body.totalCount).toBe(0);
  });

  it('filters by de/ate inclusively and rejects invalid or inverted bounds', async () => {
    await t.app.auditWriter.flush();
    const page = await list('?pageSize=5', a.users.Admin.token);
    const target = page.body.items[2];
    const at = target.createdAt;
    const exact = await list(`?de=${at}&ate=${at}&pageSize=200`, a.users.Admin.token);
    expect(exact.status).toBe(200);
    expect(exact.body.items.map((i: any) => i.id)).toContain(target.id);
    expect(exact.body.items.every((i: any) => i.createdAt === at)).toBe(true);

    const after = new Date(Date.parse(at) + 1).toISOString();
    const later = await list(`?de=${after}&pageSize=200`, a.users.Admin.token);
    expect(later.body.items.map((i: any) => i.id)).not.toContain(target.id);
    expect(later.body.items.every((i: any) => Date.parse(i.createdAt) >= Date.parse(after))).toBe(true);

    // An offset is honoured; no offset means UTC.
    const shifted = new Date(Date.parse(at)).toISOString().replace('Z', '');
    expect((await list(`?de=${shifted}&ate=${shifted}`, a.users.Admin.token)).body.items.map((i: any) => i.id)).toContain(target.id);
    const d = new Date(Date.parse(at) - 3 * 3600_000).toISOString().slice(0, 23);
    expect((await list(`?de=${encodeURIComponent(`${d}-03:00`)}&ate=${encodeURIComponent(`${d}-03:00`)}`, a.users.Admin.token)).body.items.map((i: any) => i.id)).toContain(target.id);

    expectFieldErrors(await list('?de=ontem', a.users.Admin.token), ['de']);
    expectFieldErrors(await list('?ate=2026-02-30T00:00:00Z', a.users.Admin.token), ['ate']);
    const inverted = await list('?de=2026-03-02T00:00:00Z&ate=2026-03-01T00:00:00Z', a.users.Admin.token);
    expectProblem(inverted, 400, 'VALIDATION_FAILED');
  });

  it('is for Admin and SuperAdmin only', async () => {
    expectProblem(await api.get('/api/audit'), 401, 'UNAUTHENTICATED');
    expectProblem(await api.get('/api/audit', a.users.Operador.token), 403, 'FORBIDDEN');
    expectProblem(await api.get('/api/audit', a.users.Gerente.token), 403, 'FORBIDDEN');
    expectProblem(await api.get('/api/audit?method=GET', a.users.Gerente.token), 403, 'FORBIDDEN');
  });

  it('a GraphQL mutation over /graphql is one entry: POST /graphql with operationName; queries are not audited', async () => {
    const rid = `gql-${uniq()}`;
    const mutation = await call(rid, 'POST', '/graphql', {
      token: a.users.Operador.token,
      body: { query: 'mutation RegistrarAparelho($t: String!) { registerDeviceToken(input: { token: $t }) { message } }', variables: { t: 'gql-tok' }, operationName: 'RegistrarAparelho' },
    });
    expect(mutation.status).toBe(200);
    expect(mutation.body.data.registerDeviceToken.message).toEqual(expect.any(String));
    const failing = await call(`${rid}-f`, 'POST', '/graphql', { body: { query: 'mutation { login(input: { email: "x@y.com", password: "y" }) { expiresIn } }' } });
    expect(failing.body.errors[0].extensions.code).toBe('INVALID_CREDENTIALS');
    await call(`${rid}-q`, 'POST', '/graphql', { token: a.users.Admin.token, body: { query: 'query Lista { users { totalCount } }' } });

    const rows = await rowsFor([rid, `${rid}-f`, `${rid}-q`]);
    expect(rows).toHaveLength(2);
    const byId = new Map(rows.map((r) => [r.request_id, r]));
    expect(byId.get(rid)).toEqual(expect.objectContaining({
      method: 'POST', path: '/graphql', status_code: 200, operation_name: 'RegistrarAparelho', user_email: a.users.Operador.email, tenant_id: a.id,
    }));
    expect(byId.get(`${rid}-f`)).toEqual(expect.objectContaining({ method: 'POST', path: '/graphql', operation_name: null, user_email: null, tenant_id: null }));

    const viaApi = await list(`?userEmail=${encodeURIComponent(a.users.Operador.email)}&pageSize=200`, a.users.Admin.token);
    expect(viaApi.body.items).toContainEqual(expect.objectContaining({ method: 'POST', path: '/graphql', operationName: 'RegistrarAparelho' }));
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE on audit_logs', async () => {
    await api.post('/api/auth/device-token', { token: 'imutavel' }, a.users.Operador.token);
    await t.app.auditWriter.flush();
    const [{ n }] = await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from audit_logs`);
    expect(n).toBeGreaterThan(0);
    await expect(t.app.database.rows(sql`update audit_logs set status_code = 999`)).rejects.toThrow();
    await expect(t.app.database.rows(sql`delete from audit_logs`)).rejects.toThrow();
    await expect(t.app.database.rows(sql`truncate audit_logs`)).rejects.toThrow();
    const [{ n: after }] = await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from audit_logs`);
    expect(after).toBeGreaterThanOrEqual(n);
    const [{ bad }] = await t.app.database.rows<{ bad: number }>(sql`select count(*)::int as bad from audit_logs where status_code = 999`);
    expect(bad).toBe(0);
  });

  it('no password or token appears in any audit row', async () => {
    const u = `seg.${uniq()}@teste.com`;
    const pw = 'Segredo@Unico77';
    const reg = await api.post('/api/auth/register', { nome: 'Seguro', email: u, password: pw, confirmPassword: pw });
    expect(reg.status).toBe(200);
    const session = (await api.post('/api/auth/login', { email: u, password: pw })).body;
    const next = (await api.post('/api/auth/refresh', { accessToken: session.accessToken, refreshToken: session.refreshToken })).body;
    await api.put('/api/auth/change-password', { currentPassword: pw, newPassword: 'Outro@Segredo88', confirmNewPassword: 'Outro@Segredo88' }, next.accessToken);
    await api.post('/api/auth/logout', { refreshToken: next.refreshToken }, next.accessToken);
    secrets.push(pw, 'Outro@Segredo88', session.accessToken, session.refreshToken, next.accessToken, next.refreshToken);
    await t.app.auditWriter.flush();
    const rows = await t.app.database.rows<{ row: string }>(sql`select row_to_json(a)::text as row from audit_logs a`);
    expect(rows.length).toBeGreaterThan(20);
    const leaks = rows.filter(({ row }) => secrets.some((s) => row.includes(s)));
    expect(leaks).toEqual([]);
  });

  it('stores every entry as recorded, across the writer\'s batches, whatever its text', async () => {
    const run = uniq();
    // Request targets reach an entry as Node decodes them (latin1): quotes, backslashes, accents, control characters.
    const paths = ['/api/lotes/"x"\\y', '/api/a\u00e7\u00e3o/\u00ff', `/api/${'p'.repeat(2043)}`, '/api/tab\tcontrol\u0001'];
    const at = new Date('2026-11-29T12:34:56.789Z');
    const entries = Array.from({ length: 1201 }, (_, i) => ({
      method: i % 2 ? 'PUT' : 'POST', path: paths[i % paths.length], statusCode: 200 + (i % 400), userEmail: i % 2 ? null : `u${i}@x.com`,
      userId: i % 3 ? null : a.users.Admin.id, tenantId: i % 3 ? null : a.id, ipAddress: '::1', durationMs: i,
      operationName: i % 5 ? null : 'createLote', requestId: `${run}-${i}`, createdAt: at,
    }));
    for (const e of entries) t.app.auditWriter.record(e);
    await t.app.auditWriter.flush();
    const rows = await t.app.database.rows<AuditRow & { ms: string }>(
      sql`select request_id, method, path, status_code, user_email, tenant_id, user_id, ip_address, duration_ms, operation_name,
          (extract(epoch from created_at) * 1000)::bigint::text as ms from audit_logs where request_id like ${`${run}-%`}`,
    );
    const stored = new Map(rows.map((r) => [r.request_id, r]));
    expect(stored.size).toBe(entries.length);
    for (const e of entries) {
      expect(stored.get(e.requestId)).toEqual({
        request_id: e.requestId, method: e.method, path: e.path, status_code: e.statusCode, user_email: e.userEmail, tenant_id: e.tenantId,
        user_id: e.userId, ip_address: e.ipAddress, duration_ms: e.durationMs, operation_name: e.operationName, ms: String(at.getTime()),
      });
    }
  });
});

describe('graceful shutdown keeps in-flight requests and their audit entries', () => {
  it('every request accepted before shutdown gets its response and its entry', async () => {
    const t = await startTestApp();
    const api = client(t.url);
    const tenant = await makeTenant(t.app, 'shut');
    const realClose = t.app.database.close;
    // Keep the database open past shutdown so the test can count what was written before it closed.
    t.app.database.close = async () => {};
    // Idle keep-alive sockets would hold the shutdown for ten minutes: it must let them go at once (Connection:
    // close), so `await stopping` below finishes long before (jest's timeout is the hang guard).
    t.app.http.server.keepAliveTimeout = 600_000;
    try {
      const run = `sd-${uniq()}`;
      let received = 0;
      const all = new Promise<void>((resolve) => {
        t.app.http.server.on('request', () => {
          received += 1;
          if (received === 20) resolve();
        });
      });
      const inflight = Array.from({ length: 20 }, (_, i) =>
        api.call('POST', '/api/auth/login', { body: { email: tenant.users.Operador.email, password: PASSWORD }, headers: { 'x-request-id': `${run}-${i}` } }));
      await all;
      const stopping = t.app.shutdown();
      const results = await Promise.all(inflight);
      await stopping;
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(t.app.auditWriter.pending).toBe(0);
      const rows = await t.app.database.rows<{ request_id: string; status_code: number }>(
        sql`select request_id, status_code from audit_logs where request_id like ${`${run}-%`}`,
      );
      expect(rows).toHaveLength(20);
      expect(rows.every((r) => r.status_code === 200)).toBe(true);
      await expect(fetch(`${t.url}/api/health`)).rejects.toThrow();
    } finally {
      await realClose();
      t.app.database.close = realClose;
      await t.close();
    }
  });
});
