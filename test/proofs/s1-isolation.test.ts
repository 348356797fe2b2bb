import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { startSuite, type Suite } from '../helpers/suite';
import { VALID_BODIES } from '../helpers/bodies';
import { buildFixtures, type Fixtures } from './helpers/fixtures';
import { allows, classifiedRoutes, fill } from './helpers/roles';
import { report } from './helpers/report';

/**
 * S1 (API1): every id of tenant A x every id-taking route (all verbs, REST and the same operation over
 * /graphql) by B's Admin, Gerente and Operador -> 404, or 403 where B's role is not allowed (the
 * contract's order is 401 -> 403 -> 400 -> 404). B's lists show nothing of A; A's rows are unchanged.
 */
jest.setTimeout(300_000);

describe('S1 tenant and owner isolation', () => {
  let { t, api, a: A, b: B } = {} as Suite;
  let fa: Fixtures;
  let fb: Fixtures;

  beforeAll(async () => {
    ({ t, api, a: A, b: B } = await startSuite('iso'));
    fb = await buildFixtures(api, B, 'BBBMARK');
  });
  afterAll(() => t.close());

  /** md5 of every row of every tenant-owned table for one tenant (SQL, not the API). */
  async function checksum(tenantId: string): Promise<Record<string, string>> {
    await new Promise((r) => setTimeout(r, 50));
    await t.app.auditWriter.flush();
    const tables = await t.app.database.rows<{ table_name: string }>(sql`
      select table_name from information_schema.columns
      where column_name = 'tenant_id' and table_schema = 'public' order by table_name`);
    const out: Record<string, string> = {};
    for (const { table_name } of tables) {
      const [r] = await t.app.database.rows<{ n: number; h: string | null }>(sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
         from "${table_name}" x where tenant_id = '${tenantId}'`));
      out[table_name] = `${r.n}:${r.h}`;
    }
    return out;
  }

  /** Every list and summary B's roles can read, as text. */
  async function viewOfB(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    const lists = [
      '/api/lotes?pageSize=100', '/api/animais?pageSize=100', '/api/pesagens?pageSize=100', '/api/racoes?pageSize=100',
      '/api/users?pageSize=100', '/api/notificacoes?limit=500', '/api/notificacoes/nao-lidas/count', '/api/alertas-preco',
      '/api/audit?pageSize=200', '/api/dashboard/summary', '/api/precos-mercado/resumo?fonte=MANUAL',
      '/api/precos-mercado/historico?fonte=MANUAL&dias=3650', '/api/hedges?pageSize=100', '/api/hedges/resumo', '/api/sessoes-pesagem?pageSize=100',
      ...fb.lotes.flatMap((l) => [`/api/lotes/${l}`, `/api/lotes/${l}/pesagens`, `/api/lotes/${l}/animais`, `/api/lotes/${l}/medicamentos`, `/api/lotes/${l}/consumos-racao`,
        `/api/lotes/${l}/projecao`]),
    ];
    for (const role of [Role.Admin, Role.Gerente, Role.Operador]) {
      for (const p of lists) {
        const r = await api.get(p, B.users[role].token);
        out[`${role} ${p}`] = `${r.status} ${r.text}`;
      }
    }
    return out;
  }

  it('B reaches none of A\'s resources, sees none of A\'s data, and changes nothing of A', async () => {
    fa = await buildFixtures(api, A, 'AAAMARK');
    const aIds = [
      ...fa.lotes, ...fa.pesagens.map((x) => x.id), ...fa.medicamentos.map((x) => x.id), ...fa.consumos.map((x) => x.id),
      ...fa.protocolos.map((x) => x.id), ...fa.pesagensAnimais.map((x) => x.pesagemId),
      ...fa.racoes, ...fa.animais, ...fa.alertas, ...fa.notificacoes, ...fa.users, ...fa.precos, ...fa.hedges, ...fa.sessoes,
    ];
    const before = await checksum(A.id);
    const viewBefore = await viewOfB();
    const stripVolatile = (v: Record<string, string>) => Object.fromEntries(Object.entries(v)
      .filter(([k]) => !k.includes('/api/audit')) // B's own audit grows with B's attempts
      .map(([k, s]) => [k, s.replace(/"(timestamp|ultimoLogin|traceId)":"[^"]*"/g, '')]));

    // Param sets per route: A's ids, and for nested routes also B's batch with A's child.
    const childOf: Record<string, { loteId: string; id: string }[]> = { pesagens: fa.pesagens, medicamentos: fa.medicamentos, 'consumos-racao': fa.consumos, protocolos: fa.protocolos, compras: fa.compras, 'leituras-cocho': fa.leituras };
    const byRoot: Record<string, string[]> = { users: fa.users, 'alertas-preco': fa.alertas, notificacoes: fa.notificacoes, lotes: fa.lotes, animais: fa.animais, racoes: fa.racoes,
      currais: fa.currais, dietas: fa.dietas, custos: fa.custos, tratos: fa.confirmacoes, financeiro: fa.lotes, hedges: fa.hedges,
      'sessoes-pesagem': fa.sessoes };
    function paramSets(path: string, params: string[]): Record<string, string>[] {
      const seg = path.split('/');
      // An animal's weighings: A's, and B's animal with A's weighing.
      if (params.length === 2 && seg[2] === 'animais') return [...fa.pesagensAnimais, ...fa.pesagensAnimais.map((k) => ({ ...k, animalId: fb.animais[0] }))];
      if (params.length === 2) {
        const kids = childOf[seg[4]];
        if (!kids) throw new Error(`unclassified nested route ${path}`);
        return [...kids, ...kids.map((k) => ({ loteId: fb.lotes[0], id: k.id }))];
      }
      const ids = byRoot[seg[2]];
      if (!ids) throw new Error(`unclassified id route ${path}`);
      return ids.map((id) => ({ [params[0]]: id }));
    }

    const attackRoutes = classifiedRoutes().filter((r) => r.params.length > 0);
    let attempts = 0;
    let gqlAttempts = 0;
    const leaks: string[] = [];
    for (const route of attackRoutes) {
      for (const params of paramSets(route.path, route.params)) {
        for (const role of [Role.Admin, Role.Gerente, Role.Operador]) {
          const token = B.users[role].token;
          const expected = allows(route.access, role) ? 404 : 403;
          const body = VALID_BODIES[route.key]?.({ racaoId: fb.racoes[0] });
          const path = fill(route.path, params);
          const r = await api.call(route.method, path, { token, body });
          attempts++;
          const foreign = aIds.some((id) => r.text.includes(id) && !Object.values(params).includes(id)) || r.text.includes('AAAMARK');
          if (r.status !== expected || foreign || r.headers.get('content-type')?.startsWith('application/problem+json') !== true) {
            leaks.push(`REST ${role} ${route.method} ${path} -> ${r.status} (expected ${expected}) ${r.text.slice(0, 200)}`);
          }
          // The same operation over /graphql.
          const variables: Record<string, unknown> = { ...params };
          if (route.body) variables.input = body ?? {};
          const g = await api.call('POST', '/graphql', { token, body: { query: route.query, variables } });
          gqlAttempts++;
          const code = g.body?.errors?.[0]?.extensions?.code;
          const data = g.body?.data ? Object.values(g.body.data)[0] : null;
          const gForeign = g.text.includes('AAAMARK');
          if (code !== (expected === 404 ? 'NOT_FOUND' : 'FORBIDDEN') || data !== null || gForeign) {
            leaks.push(`GraphQL ${role} ${route.query.split('(')[0].trim()} ${JSON.stringify(params)} -> ${code} ${g.text.slice(0, 200)}`);
          }
        }
      }
    }

    // Lists and summaries of B: none of A's ids or markers, identical to before the attack.
    const viewAfter = await viewOfB();
    // B's audit lists B's own attempts (paths with A's ids); there, every entry must be one of B's users.
    const bEmails = new Set(Object.values(B.users).map((u) => u.email));
    const listLeaks = Object.entries(viewAfter).filter(([k, s]) => k.includes('/api/audit')
      ? (JSON.parse(s.slice(4)).items ?? []).some((e: any) => !bEmails.has(e.userEmail)) || s.includes('AAAMARK')
      : s.includes('AAAMARK') || aIds.some((id) => s.includes(id))).map(([k]) => k);
    const bChanged = Object.keys(viewAfter).filter((k) => stripVolatile(viewAfter)[k] !== stripVolatile(viewBefore)[k]);
    const after = await checksum(A.id);
    const aChanged = Object.keys(before).filter((k) => before[k] !== after[k]);

    report('S1', {
      restAttempts: attempts, graphqlAttempts: gqlAttempts, totalAttempts: attempts + gqlAttempts, routesCovered: attackRoutes.length,
      leaks: leaks.length, listViewsChecked: Object.keys(viewAfter).length, listLeaks: listLeaks.length,
      bViewsChanged: bChanged.length, aTablesChecksummed: Object.keys(before).length, aTablesChanged: aChanged.length,
    });
    expect(leaks).toEqual([]);
    expect(listLeaks).toEqual([]);
    if (bChanged.length) console.log(bChanged.map((k) => `${k}\n  before ${viewBefore[k].slice(0, 600)}\n  after  ${viewAfter[k].slice(0, 600)}`).join('\n'));
    if (aChanged.length) console.log(aChanged.map((k) => `${k}: ${before[k]} -> ${after[k]}`).join('\n'));
    expect(bChanged).toEqual([]);
    expect(aChanged).toEqual([]);
    expect(attempts).toBeGreaterThanOrEqual(250);
  });
});
