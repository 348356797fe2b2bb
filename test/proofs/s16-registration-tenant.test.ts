import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant, PASSWORD } from '../helpers/factories';
import { buildFixtures, type Fixtures } from './helpers/fixtures';
import { report } from './helpers/report';
import { classifiedRoutes, fill } from './helpers/roles';

/**
 * S16: registration cannot reach a privileged tenant. With the defaults (open registration into "default") and a
 * bootstrap SuperAdmin, a self-registered user reads every GET route, over REST and /graphql, against full
 * fixtures planted in the SuperAdmin's tenant: 0 of those rows may come back. Then the start-up warning.
 */
jest.setTimeout(300_000);

const SUPER = 'root.s16@teste.com';
const MARK = 'SYSMARK';
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { tenantId: string };

describe('S16 registration cannot reach a privileged tenant', () => {
  let t: TestApp;
  let api: Client;
  let fx: Fixtures;
  let superTenant: { id: string; slug: string };

  beforeAll(async () => {
    t = await startTestApp({ BOOTSTRAP_SUPERADMIN_EMAIL: SUPER, BOOTSTRAP_SUPERADMIN_PASSWORD: PASSWORD });
    api = client(t.url);
    [superTenant] = await t.app.database.rows<{ id: string; slug: string }>(
      sql`select t.id, t.slug from users u join tenants t on t.id = u.tenant_id where u.email = ${SUPER}`);
    // Full fixtures in the SuperAdmin's tenant, written through the API by users planted there for the proof.
    fx = await buildFixtures(api, await makeTenant(t.app, 'plant', { tenantId: superTenant.id }), MARK);
  });
  afterAll(() => t.close());

  it("a self-registered user reads 0 rows of the SuperAdmin's tenant over every GET route, REST and /graphql", async () => {
    const email = 'estranho.s16@teste.com';
    expect((await api.post('/api/auth/register', { nome: 'Estranho', email, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(200);
    const token = (await api.post('/api/auth/login', { email, password: PASSWORD })).body.accessToken as string;
    const registrantTenant = claimsOf(token).tenantId;

    const ids = [...fx.lotes, ...fx.pesagens.map((x) => x.id), ...fx.medicamentos.map((x) => x.id), ...fx.consumos.map((x) => x.id),
      ...fx.racoes, ...fx.animais, ...fx.alertas, ...fx.notificacoes, ...fx.users, ...fx.precos];
    const childOf: Record<string, { loteId: string; id: string }[]> = { pesagens: fx.pesagens, medicamentos: fx.medicamentos, 'consumos-racao': fx.consumos,
      protocolos: fx.protocolos, compras: fx.compras, 'leituras-cocho': fx.leituras };
    const byRoot: Record<string, string[]> = { users: fx.users, 'alertas-preco': fx.alertas, notificacoes: fx.notificacoes, lotes: fx.lotes, animais: fx.animais, racoes: fx.racoes,
      currais: fx.currais, dietas: fx.dietas, custos: fx.custos, tratos: fx.confirmacoes, financeiro: fx.lotes };
    const paramSets = (path: string, params: string[]): Record<string, string>[] => {
      if (params.length === 0) return [{}];
      const seg = path.split('/');
      if (params.length === 2 && seg[2] === 'animais') return fx.pesagensAnimais.map((k) => ({ animalId: k.animalId, pesagemId: k.pesagemId }));
      if (params.length === 2) return childOf[seg[4]];
      return (byRoot[seg[2]] ?? []).map((id) => ({ [params[0]]: id }));
    };
    // Unknown query parameters are ignored, so one generous query string serves every list.
    const LISTING = '?pageSize=100&limit=500&dias=3650&fonte=MANUAL';

    const reads = classifiedRoutes().filter((r) => r.method === 'GET' && !r.path.startsWith('/api/health'));
    let requests = 0;
    const leaks: string[] = [];
    for (const route of reads) {
      for (const params of paramSets(route.path, route.params)) {
        const own = Object.values(params);
        const foreign = (text: string) => text.includes(MARK) || ids.some((id) => text.includes(id) && !own.includes(id));
        const r = await api.get(fill(route.path, params) + (route.params.length === 0 ? LISTING : ''), token);
        const g = await api.call('POST', '/graphql', { token, body: { query: route.query, variables: params } });
        requests += 2;
        if (foreign(r.text) || (own.length > 0 && r.status === 200)) leaks.push(`REST ${route.path} ${JSON.stringify(params)} -> ${r.status} ${r.text.slice(0, 160)}`);
        const data = g.body?.data ? Object.values(g.body.data)[0] : null;
        if (foreign(g.text) || (own.length > 0 && data !== null)) leaks.push(`GraphQL ${route.key} ${JSON.stringify(params)} -> ${g.text.slice(0, 160)}`);
      }
    }
    report('S16', {
      superAdminTenant: superTenant.slug, registrantInOtherTenant: registrantTenant !== superTenant.id, getRoutes: reads.length,
      requests, plantedIds: ids.length, responsesWithTheirRows: leaks.length,
    });
    expect(superTenant.slug).toBe('system');
    expect(registrantTenant).not.toBe(superTenant.id);
    expect(leaks).toEqual([]);
    expect(requests).toBeGreaterThan(100);
  });

  it('logs a warning at start-up when open registration meets an Admin', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (l: string) => void lines.push(l) });
    // The demo seed puts an Admin in tenant "demo"; registering into "demo" would expose its data.
    const w = await startTestApp({ DEMO_SEED: 'true', REGISTRATION_TENANT: 'demo' }, { logger });
    await w.close();
    const warnings = lines.map((l) => JSON.parse(l)).filter((l) => l.level === 40 && /registration is open/.test(l.msg));
    report('S16-warning', { warnings: warnings.length, message: warnings[0]?.msg });
    expect(warnings).toHaveLength(1);
  });
});
