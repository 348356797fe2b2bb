import { randomUUID } from 'node:crypto';
import { Role } from '../../src/auth/actor';
import { routes, type Route } from '../../src/rest/routes';
import type { Client, Res } from './app';
import { oasPath, responseChecker, routeKey } from './openapi';
import { startSuite, type Suite } from './suite';

// The start shared by the OpenAPI suites (openapi*.test.ts, CONTRACT 9 / RELIABILITY S12): the served document,
// a checker of real responses against it, and `hit`, which calls a route, expects its status and validates the
// answer. Each suite shows the part of the route table's coverage it owns (`uncovered`), so that together they
// demand a validated success and a validated error of every route.

export type HitOpts = { token?: string; body?: unknown; raw?: string; headers?: Record<string, string>; via?: Client };

export type OpenapiSuite = Suite & {
  doc: any;
  checker: ReturnType<typeof responseChecker>;
  /** Calls the route named by key (it must be in `routes`), expects a status and validates against the document. */
  hit: (key: string, path: string, expected: number, opts?: HitOpts) => Promise<Res>;
  tokenOf: (role: Role) => string;
  /** A token of a role the route admits (undefined for a public route). */
  allowedToken: (route: Route) => string | undefined;
};

/** Starts an OpenAPI suite (tenant a is the farm it works in); call in beforeAll, close `t` in afterAll. */
export async function startOpenapiSuite(label: string): Promise<OpenapiSuite> {
  const s = await startSuite(label);
  const r = await s.api.get('/api/openapi.json');
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^application\/json/);
  const doc = r.body;
  const checker = responseChecker(doc);
  const tokenOf = (role: Role) => s.a.users[role].token;
  // `via`: another instance's client; the answer is checked against this suite's document all the same.
  const hit = async (key: string, path: string, expected: number, { via = s.api, ...opts }: HitOpts = {}) => {
    const route = routes.find((x) => routeKey(x) === key);
    if (!route) throw new Error(`not a route: ${key}`);
    const res = await via.call(route.method, path, opts);
    if (res.status !== expected) throw new Error(`${key} (${path}): expected ${expected}, got ${res.status}: ${res.text.slice(0, 400)}`);
    expect(checker.check(key, res)).toEqual([]);
    return res;
  };
  const allowedToken = (route: Route) => {
    const access = doc.paths[oasPath(route.path)][route.method.toLowerCase()];
    if (access.security?.length === 0) return undefined;
    const roles: string[] = access['x-roles'];
    if (roles.length === 0) return tokenOf(Role.Operador);
    return tokenOf((roles.includes('Admin') ? 'Admin' : roles[0]) as Role);
  };
  return { ...s, doc, checker, hit, tokenOf, allowedToken };
}

/** A route's path with its parameters from `values`, fresh UUIDs for the rest. */
export const fill = (route: Route, values: Record<string, string | undefined> = {}) =>
  route.path.replace(/:([A-Za-z]+)/g, (_m, p) => values[p] ?? randomUUID());

/** The OpenAPI suites: account (auth, people, market), farm (everything a farm records), errors (the sweeps). */
export type OpenapiPart = 'account' | 'farm' | 'errors';
// Which suite must show a route's validated success, by the route's tag; a tag not named here is the farm's,
// so every route has exactly one owner. Every validated error is the error sweeps' to show.
const SUCCESS_OWNER: Record<string, OpenapiPart> = {
  auth: 'account', users: 'account', tenants: 'account', audit: 'account', notificacoes: 'account', market: 'account',
  'precos-mercado': 'account', 'alertas-preco': 'account', health: 'errors',
};
const successOwner = (doc: any, route: Route): OpenapiPart =>
  SUCCESS_OWNER[doc.paths[oasPath(route.path)][route.method.toLowerCase()].tags[0]] ?? 'farm';

/**
 * What a suite still owes: a validated success of every route it owns, and for the error sweeps a validated error
 * response of every route where one can be provoked.
 */
export function uncovered({ doc, checker }: Pick<OpenapiSuite, 'doc' | 'checker'>, part: OpenapiPart): string[] {
  const missing: string[] = [];
  for (const route of routes) {
    const key = routeKey(route);
    const seen = [...(checker.covered.get(key) ?? [])];
    if (successOwner(doc, route) === part && !seen.includes(route.status)) missing.push(`${key}: no validated ${route.status}`);
    if (part === 'errors' && !seen.some((st) => st >= 400)) missing.push(`${key}: no validated error response`);
  }
  return missing;
}
