import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { Client, TestApp } from '../helpers/app';
import { makeTenant, PASSWORD } from '../helpers/factories';
import { startOneTenant, type OneTenantSuite } from '../helpers/suite';

const uniq = () => randomBytes(5).toString('hex');
const gqlPost = (api: Client, body: unknown, token?: string, headers: Record<string, string> = {}) =>
  api.call('POST', '/graphql', { body, token, headers });
const gqlGet = (api: Client, query: string, headers: Record<string, string> = {}) =>
  api.call('GET', `/graphql?query=${encodeURIComponent(query)}`, { headers });
// Anything a client must never see: driver, SQL or stack details.
const LEAK = /PGlite|postgres|select |insert |update |at or near|relation "|\bat [\w.<>]+ \(|node_modules|stacktrace|CONNECTION_|ECONN/i;

function wsUrl(t: TestApp) {
  return `${t.url.replace(/^http/, 'ws')}/graphql`;
}

/** Runs one operation over graphql-ws; resolves with the result or the close code. */
function overWs(t: TestApp, query: string, authorization?: string) {
  return new Promise<{ result?: any; closeCode?: number; errors?: any }>((resolve) => {
    let closeCode: number | undefined;
    const ws: WsClient = createClient({
      url: wsUrl(t), webSocketImpl: WebSocket, retryAttempts: 0, lazy: true,
      connectionParams: authorization === undefined ? {} : { Authorization: authorization },
      on: { closed: (e: any) => { closeCode = e?.code; } },
    });
    let result: any;
    ws.subscribe({ query }, {
      next: (v) => { result = v; },
      error: (e: any) => {
        void ws.dispose();
        resolve(Array.isArray(e) ? { errors: e, closeCode } : { closeCode: closeCode ?? e?.code });
      },
      complete: () => {
        void ws.dispose();
        resolve({ result, closeCode });
      },
    });
  });
}

describe('GraphQL gateway (contract 6, RELIABILITY S11)', () => {
  let { t, api, tenant } = {} as OneTenantSuite;
  beforeAll(async () => ({ t, api, tenant } = await startOneTenant('gql')));
  afterAll(() => t.close());

  describe('errors carry extensions.code and extensions.status', () => {
    it.each<[string, string, string | undefined, string, number]>([
      ['unauthenticated', '{ users { totalCount } }', undefined, 'UNAUTHENTICATED', 401],
      ['forbidden', '{ users { totalCount } }', 'Operador', 'FORBIDDEN', 403],
      ['not found', '{ user(id: "00000000-0000-4000-8000-000000000000") { id } }', 'Admin', 'NOT_FOUND', 404],
      ['invalid credentials', 'mutation { login(input: { email: "ninguem@teste.com", password: "x" }) { expiresIn } }', undefined, 'INVALID_CREDENTIALS', 400],
      ['self operation', 'TOGGLE_SELF', 'Admin', 'SELF_OPERATION', 400],
    ])('%s', async (_n, query, role, code, status) => {
      const q = query === 'TOGGLE_SELF' ? `mutation { toggleUserActive(id: "${tenant.users.Admin.id}") { id } }` : query;
      const r = await gqlPost(api, { query: q }, role ? tenant.users[role as 'Admin'].token : undefined);
      expect(r.body.errors).toHaveLength(1);
      expect(r.body.errors[0].extensions).toEqual({ code, status });
      expect(r.body.errors[0].message).toEqual(expect.any(String));
    });

    it('validation failures add extensions.errors keyed by field, nested fields by path', async () => {
      const r = await gqlPost(api, {
        query: 'mutation($i: RegisterInput!) { register(input: $i) { id } }',
        variables: { i: { nome: 'Fulano', email: 'nao-email', password: 'fraca', confirmPassword: 'outra' } },
      });
      expect(r.body.errors[0].extensions).toEqual({
        code: 'VALIDATION_FAILED', status: 400,
        errors: { email: [expect.any(String)], password: expect.arrayContaining([expect.any(String)]), confirmPassword: [expect.any(String)] },
      });
      const nested = await gqlPost(api, {
        query: 'mutation($i: CreateTenantInput!) { createTenant(input: $i) { id } }',
        variables: { i: { nome: 'Fazenda', slug: `s-${uniq()}`, admin: { nome: 'Adm', email: 'x', password: PASSWORD } } },
      }, tenant.users.SuperAdmin.token);
      expect(nested.body.errors[0].extensions).toEqual({ code: 'VALIDATION_FAILED', status: 400, errors: { 'admin.email': [expect.any(String)] } });
    });

    it('parse, unknown-field and variable errors are BAD_REQUEST 400 without suggestions', async () => {
      for (const body of [
        { query: '{ users { ' },
        { query: '{ userz { id } }' },
        { query: '{ users { items { nom } } }' },
        { query: 'query($p: Int) { users(pageSize: $p) { totalCount } }', variables: { p: 'dez' } },
        { query: 'mutation { register(input: { nome: "x" }) { id } }' },
      ]) {
        const r = await gqlPost(api, body, tenant.users.Admin.token);
        expect(r.status).toBe(400);
        expect(r.body.errors[0].extensions).toEqual({ code: 'BAD_REQUEST', status: 400 });
        expect(r.text).not.toMatch(/Did you mean/i);
        expect(r.text).not.toMatch(LEAK);
      }
    });
  });

  describe('limits', () => {
    it('allows 15 aliases and rejects 16 with GRAPHQL_LIMIT_EXCEEDED', async () => {
      const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: live { status }`).join(' ')} }`;
      const ok = await gqlPost(api, { query: aliases(15) });
      expect(ok.status).toBe(200);
      expect(Object.keys(ok.body.data)).toHaveLength(15);
      const r = await gqlPost(api, { query: aliases(16) });
      expect(r.status).toBe(400);
      expect(r.body.data).toBeUndefined();
      expect(r.body.errors.map((e: any) => e.extensions.code)).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
      expect(r.body.errors[0].extensions.status).toBe(400);
    });

    it('16 aliased login mutations are rejected before any executes', async () => {
      const fields = Array.from({ length: 16 }, (_, i) => `l${i}: login(input: { email: "${tenant.users.Operador.email}", password: "${PASSWORD}" }) { expiresIn }`);
      const r = await gqlPost(api, { query: `mutation { ${fields.join(' ')} }` });
      expect(r.body.errors.map((e: any) => e.extensions.code)).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
      expect(r.body.data).toBeUndefined();
    });

    it('rejects an over-cost query and runs a cheaper one', async () => {
      // The cost counts objects: 100 batches x (1 + 250 animals) is over 20,000, 100 x (1 + 150) is not.
      const costly = await gqlPost(api, { query: '{ lotes(pageSize: 100) { items { animais(limit: 250) { id } } } }' }, tenant.users.Admin.token);
      expect(costly.status).toBe(400);
      expect(costly.body.errors.map((e: any) => e.extensions.code)).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
      const cheap = await gqlPost(api, { query: '{ lotes(pageSize: 100) { items { animais(limit: 150) { id } } } }' }, tenant.users.Admin.token);
      expect(cheap.status).toBe(200);
      expect(cheap.body.errors).toBeUndefined();
    });
  });

  it('nested lists are bounded (S11): a batch returns at most its limit, 100 by default; a costly limit or one out of range is refused', async () => {
    const token = tenant.users.Gerente.token;
    const lote = await api.post('/api/lotes', { codigo: `S11-${uniq()}`, dataEntrada: '2026-01-10', pesoMedioEntrada: 300, quantidadeAnimais: 200 }, tenant.users.Admin.token);
    expect(lote.status).toBe(201);
    await t.app.database.db.execute(sql`insert into animais (tenant_id, lote_id, identificacao, sexo, peso_entrada, data_entrada)
      select ${tenant.id}, ${lote.body.id}, 'S11-' || lpad(g::text, 4, '0'), 'Macho', 300, '2026-01-10' from generate_series(1, 150) g`);
    const batch = async (selection: string) => {
      const r = await gqlPost(api, { query: `{ lotes(pageSize: 100) { items { id ${selection} } } }` }, token);
      return { r, mine: r.body.data?.lotes.items.find((l: any) => l.id === lote.body.id) };
    };
    expect((await batch('animais { id }')).mine.animais).toHaveLength(100);
    expect((await batch('animais(limit: 150) { id }')).mine.animais).toHaveLength(150);
    const costly = await batch('animais(limit: 1000) { id }');
    expect(costly.r.status).toBe(400);
    expect(costly.r.body.errors.map((e: any) => e.extensions.code)).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
    const zero = await batch('animais(limit: 0) { id }');
    expect(zero.r.body.errors[0].extensions).toEqual({ code: 'VALIDATION_FAILED', status: 400, errors: { limit: [expect.any(String)] } });

    const byLote = (args: string) => gqlPost(api, { query: `{ animaisByLote(loteId: "${lote.body.id}"${args}) { identificacao } }` }, token);
    expect((await byLote('')).body.data.animaisByLote).toHaveLength(150);
    expect((await byLote(', limit: 10')).body.data.animaisByLote.map((a: any) => a.identificacao)).toEqual(
      Array.from({ length: 10 }, (_, i) => `S11-${String(i + 1).padStart(4, '0')}`));
    expect((await byLote(', limit: 10001')).body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    // REST keeps its contract: the whole batch as an array.
    expect((await api.get(`/api/lotes/${lote.body.id}/animais`, token)).body).toHaveLength(150);
  });

  describe('HTTP transport', () => {
    it('rejects a batched array request', async () => {
      const r = await gqlPost(api, [{ query: '{ live { status } }' }, { query: '{ live { status } }' }]);
      expect(r.status).toBe(400);
      expect(r.text).not.toMatch(/Healthy/);
    });

    it('CSRF: a GET query without a preflight-forcing header and a text/plain POST are 400', async () => {
      const plainGet = await gqlGet(api, '{ live { status } }');
      expect(plainGet.status).toBe(400);
      expect(plainGet.body.errors[0].extensions).toEqual({ code: 'BAD_REQUEST', status: 400 });
      expect(plainGet.text).not.toMatch(/Healthy/);
      const textPost = await api.call('POST', '/graphql', { raw: JSON.stringify({ query: '{ live { status } }' }), headers: { 'content-type': 'text/plain' } });
      expect(textPost.status).toBe(400);
      expect(textPost.text).not.toMatch(/Healthy/);

      const preflighted = await gqlGet(api, '{ live { status } }', { 'apollo-require-preflight': 'true' });
      expect(preflighted.status).toBe(200);
      expect(preflighted.body.data.live.status).toBe('Healthy');
    });

    it('a mutation over GET is 405 and does not run', async () => {
      const mail = `get.${uniq()}@teste.com`;
      const r = await gqlGet(api, `mutation { register(input: { nome: "Via Get", email: "${mail}", password: "${PASSWORD}", confirmPassword: "${PASSWORD}" }) { id } }`, { 'apollo-require-preflight': 'true' });
      expect(r.status).toBe(405);
      expect(r.body.errors[0].extensions).toEqual({ code: 'METHOD_NOT_ALLOWED', status: 405 });
      expect((await api.post('/api/auth/login', { email: mail, password: PASSWORD })).status).toBe(400);
    });

    it('introspection is on by default (GRAPHQL_INTROSPECTION)', async () => {
      const r = await gqlPost(api, { query: '{ __schema { queryType { name } } }' });
      expect(r.body.data.__schema.queryType.name).toBe('Query');
    });

    it('a subscription-less query over graphql-ws works with a valid token', async () => {
      const r = await overWs(t, '{ live { status } }', `Bearer ${tenant.users.Operador.token}`);
      expect(r.result).toEqual({ data: { live: { status: 'Healthy' } } });
    });

    it('graphql-ws refuses mutations, which would otherwise bypass the audit trail', async () => {
      const token = `ws-${uniq()}`;
      const r = await overWs(t, `mutation { registerDeviceToken(input: { token: "${token}" }) { message } }`, `Bearer ${tenant.users.Operador.token}`);
      expect(r.result).toBeUndefined();
      expect(r.errors?.map((e: any) => e.extensions)).toEqual([{ code: 'METHOD_NOT_ALLOWED', status: 405 }]);
      // Not registered: removing it is DEVICE_TOKEN_NOT_FOUND.
      expect((await api.del('/api/auth/device-token', tenant.users.Operador.token, { token })).body.code).toBe('DEVICE_TOKEN_NOT_FOUND');
    });

    it.each<[string, string | undefined]>([
      ['no token', undefined],
      ['a garbage token', 'Bearer lixo.lixo.lixo'],
      ['a token signed with another key', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
      ['a non-Bearer scheme', 'Basic dXNlcjpwYXNz'],
    ])('graphql-ws closes a connection with %s with 4401', async (_n, authorization) => {
      const r = await overWs(t, '{ live { status } }', authorization);
      expect(r.closeCode).toBe(4401);
      expect(r.result).toBeUndefined();
    });

    // A new connection only; an open socket of a user who loses its rights: socket-lifetime.test.ts.
    it('graphql-ws refuses a new connection of a deactivated user with 4401', async () => {
      const other = await makeTenant(t.app, 'gqlws');
      expect((await api.put(`/api/users/${other.users.Gerente.id}/toggle-active`, undefined, other.users.Admin.token)).status).toBe(200);
      expect((await overWs(t, '{ live { status } }', `Bearer ${other.users.Gerente.token}`)).closeCode).toBe(4401);
    });
  });

  describe('GraphiQL page', () => {
    it('GET /graphql for a browser is an HTML IDE whose scripts and styles are all local, and they load', async () => {
      const page = await api.get('/graphql', undefined, { accept: 'text/html,application/xhtml+xml' });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
      const scripts = [...page.text.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
      const styles = [...page.text.matchAll(/<link[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
      // The only other link is the inline empty icon, so the browser does not ask for /favicon.ico.
      expect([...page.text.matchAll(/<link[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]).filter((h) => !styles.includes(h))).toEqual(['data:,']);
      expect(scripts.length).toBeGreaterThan(0);
      expect((page.text.match(/<script/g) ?? []).length).toBe(scripts.length); // no inline scripts
      expect(page.text).not.toMatch(/https?:\/\//);
      for (const src of [...scripts, ...styles]) {
        expect(src).toMatch(/^\/graphql\/ide\//);
        const asset = await api.get(src);
        expect({ src, status: asset.status }).toEqual({ src, status: 200 });
        expect(asset.headers.get('content-type')).toMatch(src.endsWith('.css') ? /^text\/css/ : /javascript/);
        expect(asset.text.length).toBeGreaterThan(0);
      }
      expect((await api.get('/graphql/ide/nao-existe.js')).status).toBe(404);
    });

    it('an API client at GET /graphql still gets GraphQL, not the page', async () => {
      const r = await api.get('/graphql', undefined, { accept: 'application/json' });
      expect(r.headers.get('content-type')).not.toMatch(/text\/html/);
    });
  });
});

describe('GraphQL with introspection off, a small depth limit, and a broken database', () => {
  let { t, api, tenant } = {} as OneTenantSuite;
  beforeAll(async () => ({ t, api, tenant } = await startOneTenant('gqloff', { GRAPHQL_INTROSPECTION: 'false', GRAPHQL_MAX_DEPTH: '2', AUDIT_ENABLED: 'false' })));
  afterAll(async () => {
    // The database was closed on purpose; closing it again may throw.
    await t.close().catch(() => {});
  });

  it('GRAPHQL_INTROSPECTION=false rejects introspection', async () => {
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "User") { fields { name } } }']) {
      const r = await gqlPost(api, { query });
      expect(r.body.data).toBeUndefined();
      expect(r.body.errors[0].extensions.status).toBe(400);
      expect(r.text).not.toMatch(/"Query"|"nome"/);
    }
    expect((await gqlPost(api, { query: '{ __typename }' })).body.data).toEqual({ __typename: 'Query' });
  });

  it('the depth limit applies over HTTP and over graphql-ws', async () => {
    const deep = '{ users { items { id } } }';
    const r = await gqlPost(api, { query: deep }, tenant.users.Admin.token);
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: any) => e.extensions.code)).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
    expect((await gqlPost(api, { query: '{ users { totalCount } }' }, tenant.users.Admin.token)).body.data.users.totalCount).toBe(4);
    const ws = await overWs(t, deep, `Bearer ${tenant.users.Admin.token}`);
    expect(ws.result).toBeUndefined();
    expect(ws.errors?.map((e: any) => e.extensions?.code)).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
  });

  it('with the database gone: errors say only "Banco de dados indisponivel" (503, nothing leaked), and health turns 503 within 2 s', async () => {
    expect((await api.get('/api/health')).status).toBe(200);
    await t.app.database.close();

    const anon = await gqlPost(api, { query: `mutation { login(input: { email: "${tenant.users.Operador.email}", password: "${PASSWORD}" }) { expiresIn } }` });
    expect(anon.body.errors).toHaveLength(1);
    expect(anon.body.errors[0]).toEqual(expect.objectContaining({ message: 'Banco de dados indisponivel', extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } }));
    expect(anon.text).not.toMatch(LEAK);

    const authed = await gqlPost(api, { query: '{ users { totalCount } }' }, tenant.users.Admin.token);
    expect(authed.body.errors?.[0]?.message).toBe('Banco de dados indisponivel');
    expect(authed.body.errors[0].extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(authed.text).not.toMatch(LEAK);

    for (const r of [
      await api.post('/api/auth/login', { email: tenant.users.Operador.email, password: PASSWORD }),
      await api.get('/api/users', tenant.users.Admin.token),
    ]) {
      expect(r.status).toBe(503);
      expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(r.body).toEqual({ type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'Banco de dados indisponivel', code: 'SERVICE_UNAVAILABLE', traceId: r.headers.get('x-request-id') });
    }

    // The probe's verdict arrives on its own schedule; how soon is proof R4's figure, not a budget here.
    let health = await api.get('/api/health');
    while (health.status !== 503) {
      await new Promise((r) => setTimeout(r, 100));
      health = await api.get('/api/health');
    }
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
    expect(health.body).toEqual({ status: 'Unhealthy', timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) });
    expect((await api.get('/api/health/live')).status).toBe(200);
  });
});
