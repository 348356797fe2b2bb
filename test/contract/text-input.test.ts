import 'reflect-metadata';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { sql } from 'drizzle-orm';
import { PASSWORD } from '../helpers/factories';
import { startOneTenant, type OneTenantSuite } from '../helpers/suite';

/**
 * Contract 1: U+0000 and ill-formed UTF-16 in any text input, on every transport, are 400 VALIDATION_FAILED naming
 * the field (GraphQL: the same code in extensions), never stored altered and never sent to the database.
 * Before: register/login and `?search=a%00b` answered 500, and "x\ud800y" was stored as "x\ufffdy".
 */
let { t, api, tenant: T } = {} as OneTenantSuite;
beforeAll(async () => ({ t, api, tenant: T } = await startOneTenant('texto')));
afterAll(() => t.close());

const NUL = 'a\u0000b';
const LONE = 'x\ud800y';
const feed = (nome: string) => ({ nome, custoKg: 1.5, dataCompra: '2026-01-10', quantidadeKg: 100 });

function expectNamed(r: { status: number; body: any }, field: string) {
  expect(r.status).toBe(400);
  expect(r.body.code).toBe('VALIDATION_FAILED');
  expect(Object.keys(r.body.errors)).toContain(field);
}

async function storedFeeds(): Promise<number> {
  const rows = await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from racoes where tenant_id = ${T.id}`);
  return rows[0].n;
}

describe('text input on REST (JSON body, query string, path)', () => {
  it.each([['NUL', NUL], ['lone surrogate', LONE], ['lone low surrogate', 'x\udc00'], ['reversed pair', '\udc00\ud800']])(
    'register, login and a feed with a %s answer 400 naming the field; nothing stored', async (_l, bad) => {
      expectNamed(await api.post('/api/auth/register', { nome: bad, email: 'n@texto.test', password: PASSWORD, confirmPassword: PASSWORD }), 'nome');
      expectNamed(await api.post('/api/auth/login', { email: `u${bad}@x.test`, password: PASSWORD }), 'email');
      expectNamed(await api.post('/api/auth/login', { email: 'u@x.test', password: bad }), 'password');
      const before = await storedFeeds();
      expectNamed(await api.post('/api/racoes', feed(bad), T.users.Gerente.token), 'nome');
      expect(await storedFeeds()).toBe(before);
    });

  it('a well-formed surrogate pair (an emoji) is text like any other and is stored unchanged', async () => {
    const r = await api.post('/api/racoes', feed('Racao 🐂'), T.users.Gerente.token);
    expect(r.status).toBe(201);
    expect((await api.get(`/api/racoes/${r.body.id}`, T.users.Gerente.token)).body.nome).toBe('Racao 🐂');
  });

  it('nested fields, keys and query strings (%00, invalid and surrogate %-encodings) are named', async () => {
    const tok = T.users.Gerente.token;
    expectNamed(await api.post('/api/racoes', { ...feed('ok'), [`k${NUL}`]: 1 }, tok), 'ka\\0b');
    for (const q of ['a%00b', '%E0%A4', '%ED%A0%80x']) expectNamed(await api.get(`/api/racoes?search=${q}`, tok), 'search');
    expectNamed(await api.get('/api/racoes?pageSize=1&x=%ff', tok), 'x');
    expect((await api.get('/api/racoes?search=a%20b+%C3%A7', tok)).status).toBe(200);
  });

  it('path parameters with %00 or an undecodable segment are 400 naming the parameter', async () => {
    const tok = T.users.Gerente.token;
    expectNamed(await api.get('/api/racoes/abc%00def', tok), 'id');
    expectNamed(await api.get('/api/racoes/%ED%A0%80', tok), 'id');
    expectNamed(await api.put('/api/racoes/%E0%A4', feed('x'), tok), 'id');
  });

  it('401 and 403 still come before 400', async () => {
    expect((await api.post('/api/racoes', feed(NUL))).status).toBe(401);
    expect((await api.post('/api/racoes', feed(NUL), T.users.Operador.token)).status).toBe(403);
  });
});

describe('text input on GraphQL (literals, variables, GET, subscriptions)', () => {
  const gql = (query: string, variables?: Record<string, unknown>) =>
    api.call('POST', '/graphql', { body: { query, variables }, token: T.users.Gerente.token });
  const expectGraphQL = (r: { status: number; body: any }, field: string) => {
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(Object.keys(r.body.errors[0].extensions.errors)).toContain(field);
    expect(r.body.data).toBeUndefined();
  };

  it('a literal or a variable with NUL or a lone surrogate is VALIDATION_FAILED naming it', async () => {
    expectGraphQL(await gql('{ racoes(search: "a\\u0000b") { totalCount } }'), 'search');
    expectGraphQL(await gql('query($s: String) { racoes(search: $s) { totalCount } }', { s: NUL }), 's');
    expectGraphQL(await gql('query($s: String = "a\\u0000") { racoes(search: $s) { totalCount } }'), 's');
    const before = await storedFeeds();
    expectGraphQL(await gql('mutation($i: FeedInput!) { createRacao(input: $i) { id } }', { i: feed(LONE) }), 'i.nome');
    expectGraphQL(await gql('mutation { createRacao(input: {nome: "a\\u0000", custoKg: 1, dataCompra: "2026-01-01", quantidadeKg: 1}) { id } }'), 'input.nome');
    expect(await storedFeeds()).toBe(before);
    const login = await api.call('POST', '/graphql', { body: { query: 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }', variables: { i: { email: NUL, password: PASSWORD } } } });
    expectGraphQL(login, 'i.email');
  });

  it('GET /graphql checks its raw query string', async () => {
    const q = encodeURIComponent('query($s: String) { racoes(search: $s) { totalCount } }');
    const r = await api.call('GET', `/graphql?query=${q}&variables=%7B%22s%22%3A%22%E0%A4%22%7D`, { token: T.users.Gerente.token, headers: { 'apollo-require-preflight': '1' } });
    expectGraphQL(r, 'variables');
  });

  it('subscription arguments, literal and variable, are refused with the same code', async () => {
    const ws = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0,
      connectionParams: { Authorization: `Bearer ${T.users.Gerente.token}` },
    });
    const first = (query: string, variables?: Record<string, unknown>) => new Promise<any>((resolve) => {
      ws.subscribe({ query, variables }, { next: (m) => resolve({ next: m }), error: (e) => resolve(e), complete: () => resolve('complete') });
    });
    try {
      for (const [query, variables, field] of [
        ['subscription { quoteUpdated(contractCode: "B\\u0000") { price } }', undefined, 'contractCode'],
        ['subscription($c: String!) { quoteUpdated(contractCode: $c) { price } }', { c: LONE }, 'c'],
      ] as const) {
        const errors = await first(query, variables as Record<string, unknown> | undefined);
        expect(Array.isArray(errors)).toBe(true);
        expect(errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
        expect(Object.keys(errors[0].extensions.errors)).toEqual([field]);
      }
    } finally {
      await ws.dispose();
    }
  });
});
