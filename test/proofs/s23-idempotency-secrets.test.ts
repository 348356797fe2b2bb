import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant, PASSWORD, type TestTenant } from '../helpers/factories';
import { racaoBody } from '../helpers/racao';
import { report } from './helpers/report';

/**
 * S23 (issue 33, item 3): an Idempotency-Key keeps no secret and replays only to whom a fresh request would answer.
 * Every request below sends a key and the caller's own valid token. Read back by SQL: no row for a request or answer
 * that held a token or a password. A stored answer replayed after its user was demoted (403) or deactivated (401),
 * over REST and /graphql. A user's cap of live keys (5 here): the next new key is 429.
 */
jest.setTimeout(120_000);

const CAP = 5;
const LOGIN = 'mutation L($input: LoginInput!) { login(input: $input) { accessToken refreshToken } }';
const REFRESH = 'mutation R($input: RefreshInput!) { refreshToken(input: $input) { accessToken refreshToken } }';
const READING = 'mutation B($loteId: ID!, $input: BunkReadingInput!) { createLeituraCocho(loteId: $loteId, input: $input) { id } }';
const NO_LOTE = '00000000-0000-4000-8000-000000000000';
const CREATE_RACAO = 'mutation C($input: FeedInput!) { createRacao(input: $input) { id } }';

describe('S23 Idempotency-Key: no secrets kept, replays authorized, keys capped per user', () => {
  let t: TestApp;
  let api: Client;
  let fazenda: TestTenant;
  beforeAll(async () => {
    t = await startTestApp({ IDEMPOTENCY_KEYS_PER_USER: String(CAP) });
    api = client(t.url);
    fazenda = await makeTenant(t.app, 's22');
  });
  afterAll(() => t.close());

  const rowsOf = (keys: string[]) => t.app.database.rows<{ key: string; body: string | null }>(
    sql`select key, body from idempotency_keys where key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
  const keyed = (method: string, path: string, token: string, body: unknown, key: string) =>
    api.call(method, path, { token, body, headers: { 'Idempotency-Key': key } });
  const gql = (token: string, query: string, variables: unknown, key: string) => keyed('POST', '/graphql', token, { query, variables }, key);

  it('answers and requests holding tokens or passwords are never stored, whatever headers come', async () => {
    const admin = fazenda.users[Role.Admin];
    const keys = Array.from({ length: 7 }, () => randomUUID());
    const creds = { email: admin.email, password: PASSWORD };
    const rest1 = await keyed('POST', '/api/auth/login', admin.token, creds, keys[0]);
    const rest2 = await keyed('POST', '/api/auth/login', admin.token, creds, keys[0]);
    const g1 = await gql(admin.token, LOGIN, { input: creds }, keys[1]);
    const g2 = await gql(admin.token, LOGIN, { input: creds }, keys[1]);
    // A refresh kept for its key would hand its rotated pair to anyone replaying it: it runs again (and the reuse is refused).
    const pair = { accessToken: rest1.body.accessToken, refreshToken: rest1.body.refreshToken };
    const ref1 = await keyed('POST', '/api/auth/refresh', admin.token, pair, keys[2]);
    const ref2 = await keyed('POST', '/api/auth/refresh', admin.token, pair, keys[2]);
    const gpair = { accessToken: g1.body.data.login.accessToken, refreshToken: g1.body.data.login.refreshToken };
    const gref1 = await gql(admin.token, REFRESH, { input: gpair }, keys[3]);
    const gref2 = await gql(admin.token, REFRESH, { input: gpair }, keys[3]);
    // Requests that carry a password: their sha256 would be an unsalted hash of it. (Another tenant's users: the password changes.)
    const b = await makeTenant(t.app, 's22-b');
    const change = { currentPassword: PASSWORD, newPassword: 'Outra@Senha22', confirmNewPassword: 'Outra@Senha22' };
    const cp = await keyed('PUT', '/api/auth/change-password', b.users[Role.Operador].token, change, keys[4]);
    const email = `novo.${randomUUID().slice(0, 8)}@teste.com`;
    const created = await keyed('POST', '/api/users', b.users[Role.Admin].token,
      { nome: 'Novo S23', email, password: PASSWORD, confirmPassword: PASSWORD, role: 'Operador' }, keys[5]);
    const reg = await keyed('POST', '/api/auth/register', admin.token, { nome: 'Reg S23', email: `r.${email}`, password: PASSWORD, confirmPassword: PASSWORD }, keys[6]);

    const statuses = [rest1, rest2, g1, g2, ref1, ref2, gref1, gref2, cp, created, reg].map((r) => r.status);
    const replayed = [rest2, g2, ref2, gref2].filter((r) => r.headers.get('idempotency-replayed') === 'true').length;
    const rows = await rowsOf(keys);
    const secrets = [rest1, g1, ref1, gref1].flatMap((r) => JSON.stringify(r.body).match(/eyJ[\w-]+\.[\w-]+\.[\w-]+|[A-Za-z0-9_-]{40,}/g) ?? []);
    const [leaks] = await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from idempotency_keys where body ~* '(access|refresh)Token|password'
      or ${sql.join(secrets.map((x) => sql`strpos(coalesce(body, ''), ${x}) > 0`), sql` or `)}`);
    report('S23', { tokenAndPasswordRequests: 11, statuses: statuses.join(','), replayed, rowsForTheirKeys: rows.length, rowsHoldingASecret: leaks.n });
    expect(replayed).toBe(0);
    expect(rest2.body.refreshToken).not.toBe(rest1.body.refreshToken);
    expect([ref1.status, ref2.status, ref2.body.code]).toEqual([200, 400, 'REFRESH_TOKEN_INVALID']);
    expect(gref2.body.errors?.[0]?.extensions?.code).toBe('REFRESH_TOKEN_INVALID');
    expect([cp.status, created.status, reg.status]).toEqual([200, 201, 200]);
    expect(rows).toEqual([]);
    expect(leaks.n).toBe(0);
  });

  it('a stored answer is replayed only while its user may still run it: 403 after demotion, 401 after deactivation', async () => {
    const gerente = fazenda.users[Role.Gerente];
    const admin = fazenda.users[Role.Admin];
    const [kRest, kGql] = [randomUUID(), randomUUID()];
    const restWrite = () => keyed('POST', '/api/racoes', gerente.token, racaoBody({ nome: 'Racao S23 REST' }), kRest);
    const gqlWrite = () => gql(gerente.token, CREATE_RACAO, { input: racaoBody({ nome: 'Racao S23 GQL' }) }, kGql);
    expect((await restWrite()).status).toBe(201);
    expect((await gqlWrite()).body.data.createRacao.id).toEqual(expect.any(String));
    expect((await restWrite()).headers.get('idempotency-replayed')).toBe('true');
    expect((await gqlWrite()).headers.get('idempotency-replayed')).toBe('true');

    const demoted = await api.call('PUT', `/api/users/${gerente.id}`, { token: admin.token, body: { nome: gerente.nome, email: gerente.email, role: 'Operador' } });
    expect(demoted.status).toBe(200);
    const [r403, g403] = [await restWrite(), await gqlWrite()];
    const toggled = await api.call('PUT', `/api/users/${gerente.id}/toggle-active`, { token: admin.token });
    expect(toggled.body.ativo).toBe(false);
    const [r401, g401] = [await restWrite(), await gqlWrite()];
    const seen = (r: typeof r403) => `${r.status} ${r.body.code ?? r.body.errors?.[0]?.extensions?.code ?? ''}${r.headers.get('idempotency-replayed') ? ' replayed' : ''}`;
    const [feeds] = await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from racoes where tenant_id = ${fazenda.id} and nome like 'Racao S23%'`);
    report('S23', { demotedRest: seen(r403), demotedGraphql: seen(g403), deactivatedRest: seen(r401), deactivatedGraphql: seen(g401), feedsWritten: feeds.n });
    expect([seen(r403), seen(g403)]).toEqual(['403 FORBIDDEN', '403 FORBIDDEN']);
    expect([seen(r401), seen(g401)]).toEqual(['401 UNAUTHENTICATED', '401 UNAUTHENTICATED']);
    expect(feeds.n).toBe(2);
  });

  it(`a user holds at most ${CAP} live keys: a new one past them is 429; held keys still replay; others are unaffected`, async () => {
    const op = fazenda.users[Role.Operador];
    const keys = Array.from({ length: CAP }, () => randomUUID());
    // A final 400 (an empty body) is kept like any answer: one key each.
    for (const k of keys) expect((await keyed('POST', `/api/lotes/${NO_LOTE}/leituras-cocho`, op.token, {}, k)).status).toBe(400);
    const rest = await keyed('POST', `/api/lotes/${NO_LOTE}/leituras-cocho`, op.token, {}, randomUUID());
    const graphql = await gql(op.token, READING, { loteId: NO_LOTE, input: { data: '2026-03-01', nota: 2 } }, randomUUID());
    const held = await keyed('POST', `/api/lotes/${NO_LOTE}/leituras-cocho`, op.token, {}, keys[0]);
    const other = await keyed('POST', '/api/racoes', fazenda.users[Role.Admin].token, racaoBody({ nome: 'Racao S23 outro' }), randomUUID());
    const [count] = await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from idempotency_keys where user_id = ${op.id}`);
    report('S23', {
      cap: CAP, liveKeysOfTheUser: count.n, nextRest: `${rest.status} ${rest.body.code} Retry-After ${rest.headers.get('retry-after')}`,
      nextGraphql: `${graphql.status} ${graphql.body.errors?.[0]?.extensions?.code}`, heldKeyReplayed: held.headers.get('idempotency-replayed'), otherUser: other.status,
    });
    expect([rest.status, rest.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(rest.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect([graphql.status, graphql.body.errors?.[0]?.extensions?.code]).toEqual([429, 'RATE_LIMITED']);
    expect([held.status, held.headers.get('idempotency-replayed')]).toEqual([400, 'true']);
    expect(other.status).toBe(201);
    expect(count.n).toBe(CAP);
  });
});
