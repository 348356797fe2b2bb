import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { parse, validate } from 'graphql';
import { limitsRule } from '../../src/graphql/limits';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant, type TestTenant } from '../helpers/factories';
import { report } from './helpers/report';

/**
 * S17: bounded GraphQL work. A tenant with 50,000 animals (400 batches of 100 and one of 10,000) plus weighings,
 * medications and consumptions; nested list queries at the cost limit. Every list returns at most its limit, the
 * next size up is refused, and the worst accepted query's time and memory are reported.
 */
jest.setTimeout(600_000);

const BIG = randomUUID();
type Measured = { name: string; limit: number; ms: number; rssMb: number; bytes: number; items: number; longest: number };

describe('S17 bounded GraphQL work', () => {
  let t: TestApp;
  let api: Client;
  let tenant: TestTenant;
  let maxCost: number;

  beforeAll(async () => {
    t = await startTestApp({ AUDIT_ENABLED: 'false' });
    api = client(t.url);
    tenant = await makeTenant(t.app, 's17');
    maxCost = t.app.config.GRAPHQL_MAX_COST;
    const tn = tenant.id;
    const racao = randomUUID();
    const run = (q: ReturnType<typeof sql>) => t.app.database.db.execute(q);
    await run(sql`insert into lotes (tenant_id, id, codigo, quantidade_animais, peso_medio_entrada, data_entrada)
      select ${tn}, gen_random_uuid(), 'S17-' || lpad(g::text, 4, '0'), 100, 300, date '2026-01-01' + (g % 30) from generate_series(1, 400) g`);
    await run(sql`insert into lotes (tenant_id, id, codigo, quantidade_animais, peso_medio_entrada, data_entrada)
      values (${tn}, ${BIG}, 'S17-GRANDE', 10000, 300, '2026-01-31')`);
    await run(sql`insert into animais (tenant_id, lote_id, identificacao, sexo, peso_entrada, data_entrada)
      select l.tenant_id, l.id, l.codigo || '-' || lpad(g::text, 5, '0'), 'Macho', 300, l.data_entrada
        from lotes l cross join lateral generate_series(1, l.quantidade_animais) g where l.tenant_id = ${tn}`);
    await run(sql`insert into pesagens (tenant_id, lote_id, data, peso_medio, quantidade_animais)
      select l.tenant_id, l.id, l.data_entrada + g, 300 + g, 100 from lotes l, generate_series(1, 20) g where l.tenant_id = ${tn}`);
    await run(sql`insert into medicamentos (tenant_id, lote_id, nome, tipo, data_aplicacao, quantidade_animais, custo_unitario, custo_total)
      select l.tenant_id, l.id, 'Vacina ' || g, 'Vacina', l.data_entrada + g, 100, 2, 200 from lotes l, generate_series(1, 10) g where l.tenant_id = ${tn}`);
    await run(sql`insert into racoes (tenant_id, id, nome, custo_kg, data_compra, quantidade_kg) values (${tn}, ${racao}, 'Milho', 1.5, '2026-01-01', 1000000)`);
    await run(sql`insert into consumos_racao (tenant_id, lote_id, racao_id, data, quantidade_kg, custo_total)
      select l.tenant_id, l.id, ${racao}, l.data_entrada + g, 100, 150 from lotes l, generate_series(1, 50) g where l.tenant_id = ${tn}`);
    // No ANALYZE: the embedded database never gathers statistics by itself (no autovacuum), so plans must hold without.
  });
  afterAll(() => t.close());

  const accepted = (query: string) => validate(t.app.schema, parse(query), [limitsRule({ maxDepth: 10, maxAliases: 15, maxCost })]).length === 0;

  /** The largest `limit` (1..10,000) a template may ask for within the cost limit. */
  function largest(template: (n: number) => string): number {
    let lo = 1;
    let hi = 10_000;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (accepted(template(mid))) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Every list in a result with its length. */
  function lists(v: unknown, out: number[] = []): number[] {
    if (Array.isArray(v)) {
      out.push(v.length);
      v.forEach((x) => lists(x, out));
    } else if (v && typeof v === 'object') Object.values(v).forEach((x) => lists(x, out));
    return out;
  }

  async function measure(name: string, template: (n: number) => string): Promise<Measured> {
    const token = tenant.users.Gerente.token;
    const limit = largest(template);
    const over = limit < 10_000 ? await api.gql(template(limit + 1), undefined, token) : null;
    if (over) expect(over.errors?.map((e: any) => e.extensions.code)).toEqual(['GRAPHQL_LIMIT_EXCEEDED']);
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = performance.now();
    const r = await api.call('POST', '/graphql', { token, body: { query: template(limit) } });
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    const sizes = lists(r.body.data);
    // Every list is within its bound: a page holds at most 100 batches, a batch's list at most `limit`.
    for (const n of sizes) expect(n).toBeLessThanOrEqual(Math.max(limit, 100));
    const items = sizes.reduce((a, b) => a + b, 0);
    expect(items).toBeLessThanOrEqual(maxCost);
    return { name, limit, ms: Math.round(ms), rssMb: Math.round((peak - base) / 1048576), bytes: r.text.length, items, longest: Math.max(...sizes) };
  }

  it('answers nested list queries at the cost limit with every list bounded', async () => {
    const page = (inner: (n: number) => string) => (n: number) => `{ lotes(pageSize: 100) { items { id ${inner(n)} } } }`;
    const results: Measured[] = [];
    const cases: [string, (n: number) => string][] = [
      ['batches.animais { id }', page((n) => `animais(limit: ${n}) { id }`)],
      ['batches.animais { 9 fields }', page((n) => `animais(limit: ${n}) { id identificacao brinco sexo raca pesoEntrada dataEntrada status loteCodigo }`)],
      ['batches.pesagens', page((n) => `pesagens(limit: ${n}) { id data pesoMedio }`)],
      ['batches.medicamentos', page((n) => `medicamentos(limit: ${n}) { id nome custoTotal }`)],
      ['batches.consumosRacao', page((n) => `consumosRacao(limit: ${n}) { id racaoNome custoTotal }`)],
      ['batches.{4 lists}', page((n) => `animais(limit: ${n}) { id } pesagens(limit: ${n}) { id } medicamentos(limit: ${n}) { id } consumosRacao(limit: ${n}) { id }`)],
      ['lote(big).animais', (n) => `{ lote(id: "${BIG}") { id animais(limit: ${n}) { id identificacao } } }`],
      ['animaisByLote(big)', (n) => `{ animaisByLote(loteId: "${BIG}", limit: ${n}) { id } }`],
    ];
    for (const [name, template] of cases) results.push(await measure(name, template));
    // The query of the issue: before, 100 batches' whole herds (every animal of the page) came back.
    const issue = await api.gql('{ lotes(pageSize: 100) { items { animais { id } } } }', undefined, tenant.users.Gerente.token);
    const issueItems = (issue.data.lotes.items as any[]).reduce((a, l) => a + l.animais.length, 0);
    const worst = results.reduce((a, b) => (b.ms > a.ms ? b : a));
    const hungriest = results.reduce((a, b) => (b.rssMb > a.rssMb ? b : a));
    report('S17', {
      animals: 50_000, maxCost, cases: results, issueQueryAnimals: issueItems,
      worstMs: worst.ms, worstMsCase: worst.name, worstRssMb: hungriest.rssMb, worstRssCase: hungriest.name,
    });
    console.table(results);
    expect(issueItems).toBe(100 * 100);
    expect(worst.ms).toBeLessThan(5000);
    expect(hungriest.rssMb).toBeLessThan(200);
  });
});
