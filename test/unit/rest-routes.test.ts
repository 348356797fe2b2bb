import 'reflect-metadata';
import { Kind, validate, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { systemClock } from '../../src/clock';
import { limitsRule } from '../../src/graphql/limits';
import { createAppPubSub } from '../../src/graphql/pubsub';
import { rootFieldAccess } from '../../src/graphql/field-access';
import { buildAppSchema } from '../../src/modules/index';
import { HealthService } from '../../src/modules/health/health.service';
import { compileRoutes } from '../../src/rest/execute';
import { RouteMatcher } from '../../src/rest/match';
import { missingRouteFacts } from '../../src/rest/route-facts';
import { routes, type Route } from '../../src/rest/routes';

let schema: GraphQLSchema;
beforeAll(() => {
  // As scripts/emit-schema.ts: the SDL depends only on resolver metadata.
  const health = new HealthService(async () => {}, { shuttingDown: false }, systemClock);
  schema = buildAppSchema({ resolvers: new Map(), pubSub: createAppPubSub(), health });
});

const opOf = (r: Route) => r.doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;

describe('route table', () => {
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: its document validates against the schema', (_n, route) => {
    expect(validate(schema, route.doc).map((e) => e.message)).toEqual([]);
    const ops = route.doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(ops).toHaveLength(1);
    const op = opOf(route);
    // Reads are queries, writes are mutations.
    expect(op.operation).toBe(route.method === 'GET' ? 'query' : 'mutation');
    expect(op.selectionSet.selections).toHaveLength(1);
    if (route.body) expect(op.variableDefinitions?.map((v) => v.variable.name.value)).toContain(route.body);
    for (const param of route.path.split('/').filter((s) => s.startsWith(':'))) {
      expect(op.variableDefinitions?.map((v) => v.variable.name.value)).toContain(param.slice(1));
    }
  });

  it('every document is also accepted over /graphql: within the default depth, alias and cost limits (contract 6)', () => {
    const limits = limitsRule({ maxDepth: 10, maxAliases: 15, maxCost: 20000 });
    const over = routes.filter((r) => validate(schema, r.doc, [limits]).length > 0).map((r) => `${r.method} ${r.path}`);
    expect(over).toEqual([]);
  });

  it('compiles as at boot', () => {
    expect(() => compileRoutes(schema, routes, rootFieldAccess())).not.toThrow();
  });

  it('every route carries what its operation needs (errors, rate limit, database-guard exemption)', () => {
    const lacking = compileRoutes(schema, routes, rootFieldAccess()).filter((r) => missingRouteFacts(schema, r).length > 0);
    expect(lacking.map((r) => r.path)).toEqual([]);
  });

  it.each([
    ['GET /api/market/quote', { errors: undefined }, ['errors: 404 (NOT_FOUND)', 'errors: 502 (PROVIDER_UNAVAILABLE)']],
    ['POST /api/auth/login', { rateLimit: undefined }, ['errors: 429 (RATE_LIMITED)', 'rateLimit: login']],
    ['POST /api/auth/register', { errors: undefined }, ['errors: 403 (REGISTRATION_DISABLED)']],
    ['GET /api/health', { databaseExempt: undefined }, ['databaseExempt: true']],
    ['GET /api/lotes', { databaseExempt: true as const }, ['databaseExempt: false']],
  ] as const)('a route that loses a fact fails at boot: %s without %j', (key, change, expected) => {
    const broken = routes.map((r) => (`${r.method} ${r.path}` === key ? { ...r, ...change } : r));
    const compiled = compileRoutes(schema, routes, rootFieldAccess()).map((r) => (`${r.method} ${r.path}` === key ? { ...r, ...change } : r));
    expect(missingRouteFacts(schema, compiled.find((r) => `${r.method} ${r.path}` === key)!)).toEqual(expected);
    expect(() => compileRoutes(schema, broken, rootFieldAccess())).toThrow(/lack what their operations need/);
  });

  it('has no two rows with the same method and path', () => {
    const keys = routes.map((r) => `${r.method} ${r.path.replace(/:[^/]+/g, ':')}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  // CONTRACT 2.1, 2.8, 4.5 and seed 4.3, 4.7, 4.8: the foundation's rows and their success statuses.
  it.each<[string, string, number]>([
    ['GET', '/api/health', 200], ['GET', '/api/health/live', 200],
    ['POST', '/api/auth/register', 200], ['POST', '/api/auth/login', 200], ['POST', '/api/auth/refresh', 200],
    ['POST', '/api/auth/logout', 204], ['PUT', '/api/auth/change-password', 200],
    ['POST', '/api/auth/device-token', 200], ['DELETE', '/api/auth/device-token', 200],
    ['GET', '/api/users', 200], ['GET', '/api/users/:id', 200], ['POST', '/api/users', 201], ['PUT', '/api/users/:id', 200],
    ['DELETE', '/api/users/:id', 204], ['PUT', '/api/users/:id/toggle-active', 200],
    ['GET', '/api/tenants', 200], ['POST', '/api/tenants', 201], ['GET', '/api/audit', 200],
  ])('%s %s answers %i', (method, path, status) => {
    const row = routes.find((r) => r.method === method && r.path === path);
    expect(row).toBeDefined();
    expect(row!.status).toBe(status);
  });

  it('the access rules REST reads match the contract roles', () => {
    const access = rootFieldAccess();
    expect(access.get('login')).toEqual({ public: true });
    expect(access.get('register')).toEqual({ public: true });
    expect(access.get('refreshToken')).toEqual({ public: true });
    expect(access.get('changePassword')).toEqual({ public: false, roles: [] });
    expect(access.get('auditLog')).toEqual({ public: false, roles: expect.arrayContaining(['Admin', 'SuperAdmin']) });
    expect((access.get('auditLog') as { roles: string[] }).roles).toHaveLength(2);
    expect(access.get('createTenant')).toEqual({ public: false, roles: ['SuperAdmin'] });
    expect((access.get('createUser') as { roles: string[] }).roles.sort()).toEqual(['Admin', 'SuperAdmin']);
  });
});

describe('RouteMatcher', () => {
  type R = Pick<Route, 'method' | 'path'>;
  const table: R[] = [
    { method: 'GET', path: '/api/n/:id' },
    { method: 'DELETE', path: '/api/n/:id' },
    { method: 'PUT', path: '/api/n/:id/lida' },
    { method: 'PUT', path: '/api/n/todas/lida' },
    { method: 'GET', path: '/api/n/nao-lidas' },
    { method: 'GET', path: '/api/l/:loteId/p/:id' },
    { method: 'GET', path: '/api/n/:id/lida' },
  ];
  const m = new RouteMatcher(table);

  it('prefers literal segments over parameters, whatever the table order', () => {
    expect(m.match('PUT', '/api/n/todas/lida')).toEqual({ route: table[3], params: {} });
    expect(m.match('GET', '/api/n/nao-lidas')).toEqual({ route: table[4], params: {} });
    const reversed = new RouteMatcher([...table].reverse());
    expect(reversed.match('PUT', '/api/n/todas/lida')).toEqual({ route: table[3], params: {} });
    expect(m.match('PUT', '/api/n/abc/lida')).toEqual({ route: table[2], params: { id: 'abc' } });
  });

  it('extracts and decodes parameters', () => {
    expect(m.match('GET', '/api/l/a%20b/p/c')).toEqual({ route: table[5], params: { loteId: 'a b', id: 'c' } });
    expect(m.match('GET', '/api/n/x/')).toEqual({ route: table[0], params: { id: 'x' } });
  });

  it('a known path with another method lists the allowed methods', () => {
    expect(m.match('POST', '/api/n/x')).toEqual({ allow: ['GET', 'DELETE'] });
    // "todas" is not an id: only the literal route's methods are allowed there.
    expect(m.match('GET', '/api/n/todas/lida')).toEqual({ allow: ['PUT'] });
  });

  it('unknown paths are null; an undecodable segment matches only a parameter, as ill-formed text', () => {
    expect(m.match('GET', '/api/n')).toBeNull();
    expect(m.match('GET', '/api/n/x/y/z')).toBeNull();
    expect(m.match('GET', '/api/%E0%A4%A/x')).toBeNull();
    expect(m.match('GET', '/api/n/%E0%A4%A')).toMatchObject({ params: { id: '\ud800' } });
  });
});
