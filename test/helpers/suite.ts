import { Role } from '../../src/auth/actor';
import { client, startTestApp, type Client, type TestApp } from './app';
import { makeTenant, type TestTenant } from './factories';

/** A contract suite's usual start: its app, a client, tenants a and b (a user per role each) and a's tokens. */
export type Suite = { t: TestApp; api: Client; a: TestTenant; b: TestTenant; admin: string; gerente: string; operador: string };

/** Starts a suite's app and tenants (`<label>-a`, `<label>-b`); call in beforeAll, close `t` in afterAll. */
export async function startSuite(label: string, opts: Parameters<typeof startTestApp>[1] = {}): Promise<Suite> {
  const t = await startTestApp({}, opts);
  const [a, b] = await Promise.all([makeTenant(t.app, `${label}-a`), makeTenant(t.app, `${label}-b`)]);
  return { t, api: client(t.url), a, b, admin: a.users[Role.Admin].token, gerente: a.users[Role.Gerente].token, operador: a.users[Role.Operador].token };
}

/** A suite with one tenant: its app, a client and the tenant (`<label>-xxxx`, a user per role). */
export type OneTenantSuite = { t: TestApp; api: Client; tenant: TestTenant };

/** Starts a one-tenant suite, its app configured with `env`; call in beforeAll, close `t` in afterAll. */
export async function startOneTenant(label: string, env: Record<string, string> = {}): Promise<OneTenantSuite> {
  const t = await startTestApp(env);
  return { t, api: client(t.url), tenant: await makeTenant(t.app, label) };
}

/** A tenant's token for a role. */
export const tok = (tenant: TestTenant, role: Role) => tenant.users[role].token;

/** Tokens of the tenant `of()` returns at call time (the tenant is made in beforeAll, after the suite's module ran). */
export const tokensOf = (of: () => TestTenant) => ({
  admin: () => tok(of(), Role.Admin), gerente: () => tok(of(), Role.Gerente), operador: () => tok(of(), Role.Operador),
});
