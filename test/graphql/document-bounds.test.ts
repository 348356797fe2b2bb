import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { loadConfig, PASSWORD_HASH_FLOOR } from '../../src/config';
import type { Client, TestApp } from '../helpers/app';
import { startOneTenant, tok } from '../helpers/suite';
import type { TestTenant } from '../helpers/factories';

/**
 * Issue 25: the bounds on a client's GraphQL document over HTTP (body, tokens, fields per response path, GET alike),
 * the anonymous rate limit and introspection in production. Figures per hostile document: proof S19.
 */
let t: TestApp;
let api: Client;
let tenant: TestTenant;

beforeAll(async () => ({ t, api, tenant } = await startOneTenant('gqlbounds', {
  NODE_ENV: 'production', RATE_LIMIT_GRAPHQL_ANONYMOUS_PER_MINUTE: '5', GRAPHQL_BODY_LIMIT_BYTES: '4096',
  // A production configuration refuses the tests' cheap password hashing.
  PASSWORD_HASH_MEMORY_KIB: String(PASSWORD_HASH_FLOOR.memoryKiB), PASSWORD_HASH_ITERATIONS: String(PASSWORD_HASH_FLOOR.iterations),
})));
afterAll(() => t.close());

const post = (query: string, token?: string) => api.call('POST', '/graphql', { body: { query }, token });
const codes = (r: { body: any }) => r.body.errors?.map((e: any) => e.extensions.code);

describe('GraphQL document bounds (issue 25)', () => {
  it('a body over GRAPHQL_BODY_LIMIT_BYTES is 413 and a malformed one 400, in GraphQL\'s shape; one within it is served', async () => {
    const token = tok(tenant, Role.Operador);
    const pad = (n: number) => `{ __typename }\n#${'x'.repeat(n)}`;
    const within = await post(pad(4000), token);
    expect([within.status, within.body.data]).toEqual([200, { __typename: 'Query' }]);
    const over = await post(pad(4100), token);
    // In GraphQL's error shape, as everything /graphql answers.
    expect([over.status, codes(over), over.body.errors[0].message]).toEqual([413, ['PAYLOAD_TOO_LARGE'], 'Corpo da requisicao excede 4096 bytes']);
    const malformed = await api.call('POST', '/graphql', { raw: '{"query": ', headers: { 'content-type': 'application/json' }, token });
    expect([malformed.status, codes(malformed)]).toEqual([400, ['BAD_REQUEST']]);
  });

  it('11 fields on one response path are refused before graphql\'s own rules, over POST and GET alike', async () => {
    const token = tok(tenant, Role.Operador);
    const doc = (n: number) => `{ ${'__typename '.repeat(n)}}`;
    expect((await post(doc(10), token)).status).toBe(200);
    const r = await post(doc(11), token);
    expect([r.status, codes(r), r.body.errors[0].message]).toEqual([400, ['GRAPHQL_LIMIT_EXCEEDED'], '11 campos respondem em "__typename": o limite e 10']);
    const g = await api.call('GET', `/graphql?query=${encodeURIComponent(doc(11))}`, { token });
    expect([g.status, codes(g)]).toEqual([400, ['GRAPHQL_LIMIT_EXCEEDED']]);
  });

  it('introspection is off in production by default', async () => {
    const r = await post('{ __schema { queryType { name } } }', tok(tenant, Role.Admin));
    expect(r.body.data).toBeUndefined();
    expect(r.status).toBe(400);
    expect(loadConfig({ NODE_ENV: 'production' }).GRAPHQL_INTROSPECTION).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).GRAPHQL_INTROSPECTION).toBe(true);
    expect(loadConfig({}).GRAPHQL_INTROSPECTION).toBe(true);
  });

  it('requests without a valid token are limited per IP (429 with Retry-After); requests with one are not', async () => {
    const anonymous = [];
    for (let i = 0; i < 7; i++) anonymous.push(await post('{ __typename }', i % 2 ? 'not-a-token' : undefined));
    // A token that does not verify counts as none.
    expect(anonymous.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(codes(anonymous[5])).toEqual(['RATE_LIMITED']);
    expect(Number(anonymous[5].headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < 7; i++) expect((await post('{ __typename }', tok(tenant, Role.Operador))).status).toBe(200);
  });
});
