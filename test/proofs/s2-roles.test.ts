import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Role } from '../../src/auth/actor';
import { VALID_BODIES } from '../helpers/bodies';
import { startOneTenant, type OneTenantSuite } from '../helpers/suite';
import { allows, classifiedRoutes, fill, type Access } from './helpers/roles';
import { report } from './helpers/report';

/**
 * S2 (API5): every route of the router x {anonymous, Operador, Gerente, Admin, SuperAdmin}, over REST and
 * over /graphql (the route's own operation), against the role table of the seed and the contract
 * (helpers/roles.ts). REST also shows the check order: a malformed body (a JSON array) gets 401 without a
 * token, 403 for a role that is not allowed, and 400 (not 404, although the path ids are unknown) otherwise.
 */
jest.setTimeout(300_000);

const CALLERS: (Role | null)[] = [null, Role.Operador, Role.Gerente, Role.Admin, Role.SuperAdmin];

/** Required query variables of GET routes (GraphQL checks them before the caller's rights). */
const REQUIRED_QUERY: Record<string, Record<string, unknown>> = {
  'GET /api/tratos/carregamentos': { capacidadeKg: 300 },
};

describe('S2 role matrix', () => {
  let { t, api, tenant: T } = {} as OneTenantSuite;
  beforeAll(async () => ({ t, api, tenant: T } = await startOneTenant('roles')));
  afterAll(() => t.close());

  const expectedRest = (access: Access, role: Role | null) => (allows(access, role) ? 'allowed' : role === null ? 401 : 403);

  it('every route x every caller matches the role table on REST and GraphQL; 401 -> 403 -> 400 -> 404 holds', async () => {
    const list = classifiedRoutes();
    const mismatches: string[] = [];
    const orderViolations: string[] = [];
    let restChecks = 0;
    let gqlChecks = 0;
    for (const route of list) {
      for (const role of CALLERS) {
        const token = role ? T.users[role].token : undefined;
        const params = Object.fromEntries(route.params.map((p) => [p, randomUUID()]));
        const path = fill(route.path, params);
        const expected = expectedRest(route.access, role);

        // REST, with a malformed body where the route takes one.
        const r = await api.call(route.method, path, { token, ...(route.body ? { body: [] } : {}) });
        restChecks++;
        const got = r.status === 401 || r.status === 403 ? r.status : 'allowed';
        if (got !== expected) mismatches.push(`REST ${role ?? 'anon'} ${route.key} -> ${r.status} (expected ${expected})`);
        if (r.status === 401 && r.headers.get('www-authenticate') !== 'Bearer') mismatches.push(`REST ${route.key}: 401 without WWW-Authenticate`);
        if (expected === 'allowed' && route.body && r.status !== 400) orderViolations.push(`${role ?? 'anon'} ${route.key}: malformed body -> ${r.status}, expected 400`);
        if (expected === 'allowed' && !route.body && route.params.length > 0 && route.method !== 'GET' && r.status !== 404) {
          orderViolations.push(`${role ?? 'anon'} ${route.key}: unknown id -> ${r.status}, expected 404`);
        }
        if (expected === 'allowed' && !route.body && route.params.length > 0 && route.method === 'GET' && r.status !== 404) {
          orderViolations.push(`${role ?? 'anon'} ${route.key}: unknown id -> ${r.status}, expected 404`);
        }

        // GraphQL: the same operation with a valid input.
        const variables: Record<string, unknown> = { ...params };
        if (route.body) variables.input = VALID_BODIES[route.key]?.({}) ?? {};
        if (route.upload) variables.arquivo = { nome: 'vazio.csv', conteudoBase64: '' };
        Object.assign(variables, REQUIRED_QUERY[route.key] ?? {});
        const g = await api.call('POST', '/graphql', { token, body: { query: route.query, variables } });
        gqlChecks++;
        const code = g.body?.errors?.[0]?.extensions?.code;
        const gGot = code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : 'allowed';
        if (gGot !== expected) mismatches.push(`GraphQL ${role ?? 'anon'} ${route.key} -> ${code ?? g.status} (expected ${expected}) ${g.text.slice(0, 160)}`);
      }
    }
    report('S2', { routes: list.length, callers: CALLERS.length, restChecks, graphqlChecks: gqlChecks, checks: restChecks + gqlChecks, mismatches: mismatches.length, orderViolations: orderViolations.length });
    expect(mismatches).toEqual([]);
    expect(orderViolations).toEqual([]);
  });
});
