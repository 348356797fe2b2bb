import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { startConsumoSuite, type ConsumoSuite } from '../helpers/consumo-racao';
import { racaoBody } from '../helpers/racao';

/*
 * CONTRACT 12.5, the low-stock notice (rule: migration 0025): one EstoqueBaixo per crossing of the minimum, to each
 * active Admin and Gerente of the tenant. Every row of the crossing table is its own feed; the counts are the
 * feed's notices after each step. (The hand-computed week in trato-semana.test.ts crosses once through confirmations.)
 */
describe('EstoqueBaixo (contract 12.5)', () => {
  let { t, api, a, b, admin, gerente, operador, makeLote, makeFeed, create } = {} as ConsumoSuite;
  let loteId: string;
  beforeAll(async () => {
    ({ t, api, a, b, admin, gerente, operador, makeLote, makeFeed, create } = await startConsumoSuite());
    loteId = await makeLote(a.id);
  });
  afterAll(() => t.close());

  const notices = async (racaoId: string, token = gerente) => {
    const r = await api.get('/api/notificacoes?limit=500', token);
    expect(r.status).toBe(200);
    return (r.body as any[]).filter((n) => n.tipo === 'EstoqueBaixo' && n.dados.racaoId === racaoId);
  };
  const consume = (racaoId: string, quantidadeKg: number) => create(loteId, { racaoId, quantidadeKg });
  const entry = async (racaoId: string, quantidadeKg: number) =>
    expect((await api.post(`/api/racoes/${racaoId}/entradas`, { data: '2024-02-01', quantidadeKg, custoKg: 1 }, gerente)).status).toBe(201);
  const minimum = async (racaoId: string, quantidadeKg: number, estoqueMinimoKg: number | null) =>
    expect((await api.put(`/api/racoes/${racaoId}`, racaoBody({ nome: 'Racao Terminacao', quantidadeKg, estoqueMinimoKg }), admin)).status).toBe(200);

  type Step = [string, (id: string) => Promise<unknown>, number];
  const table: [string, number, number | null, Step[]][] = [
    ['above -> below, below -> below, below -> above -> below', 1000, 500, [
      ['consume 600 -> 400 (below)', (id) => consume(id, 600), 1],
      ['consume 100 -> 300 (still below)', (id) => consume(id, 100), 1],
      ['entry 300 -> 600 (above: re-armed)', (id) => entry(id, 300), 1],
      ['consume 200 -> 400 (below again)', (id) => consume(id, 200), 2],
      ['entry 100 -> 500 (at the minimum is not below: re-armed)', (id) => entry(id, 100), 2],
      ['consume 0.001 -> 499.999', (id) => consume(id, 0.001), 3],
    ]],
    ['the minimum changed', 1000, null, [
      ['minimum 1500 above the stock', (id) => minimum(id, 1000, 1500), 1],
      ['minimum 2000 (still below)', (id) => minimum(id, 1000, 2000), 1],
      ['minimum 900 (above it: re-armed)', (id) => minimum(id, 1000, 900), 1],
      ['minimum 1200 (below again)', (id) => minimum(id, 1000, 1200), 2],
      ['minimum cleared (re-armed)', (id) => minimum(id, 1000, null), 2],
      ['minimum 1100', (id) => minimum(id, 1000, 1100), 3],
    ]],
    ['no minimum, never below', 100, null, [
      ['consume 90', (id) => consume(id, 90), 0],
      ['consume 20 -> -10', (id) => consume(id, 20), 0],
    ]],
    ['a new feed below its minimum', 100, 200, [
      ['consume 10 (still below)', (id) => consume(id, 10), 1],
    ]],
  ];

  it.each(table)('%s', async (_, quantidadeKg, estoqueMinimoKg, steps) => {
    const feed = await makeFeed(admin, { quantidadeKg, estoqueMinimoKg });
    const counts: [string, number][] = [];
    for (const [step, run] of steps) {
      await run(feed.id);
      counts.push([step, (await notices(feed.id)).length]);
    }
    expect(counts).toEqual(steps.map(([step, , n]) => [step, n]));
  });

  it('goes to each Admin and Gerente of the tenant, once, and says the kg in pt-BR', async () => {
    const feed = await makeFeed(admin, { nome: 'Farelo', quantidadeKg: 12345.678, estoqueMinimoKg: 20000.5 });
    const expected = [{
      titulo: 'Estoque Baixo', tipo: 'EstoqueBaixo', lida: false,
      mensagem: 'A racao Farelo esta com 12.345,678 kg em estoque, abaixo do minimo de 20.000,5 kg',
      dados: { racaoId: feed.id, racaoNome: 'Farelo', estoqueKg: 12345.678, estoqueMinimoKg: 20000.5 },
    }];
    for (const token of [admin, gerente]) expect(await notices(feed.id, token)).toMatchObject(expected);
    expect(await notices(feed.id, operador)).toEqual([]);
    expect(await notices(feed.id, b.users[Role.Admin].token)).toEqual([]);

    const negative = await makeFeed(admin, { nome: 'Sal', quantidadeKg: 10, estoqueMinimoKg: 5 });
    await consume(negative.id, 13.25);
    expect((await notices(negative.id)).map((n) => [n.mensagem, n.dados])).toEqual([[
      'A racao Sal esta com -3,25 kg em estoque, abaixo do minimo de 5 kg',
      { racaoId: negative.id, racaoNome: 'Sal', estoqueKg: -3.25, estoqueMinimoKg: 5 },
    ]]);
  });

  it("kg_pt_br writes what toLocaleString('pt-BR', { maximumFractionDigits: 3 }) wrote", async () => {
    const kg = [0, 0.001, -0.001, 0.5, 12, -3.25, 370.61, 400, 999.999, 1000, 1234.5, -1234.001, 100000, 1234567.891, 999999999.999];
    const rows = await t.app.database.rows<{ text: string }>(
      sql`select kg_pt_br(x) as text from unnest(${`{${kg.join(',')}}`}::numeric(16,3)[]) x`);
    expect(rows.map((r) => r.text)).toEqual(kg.map((n) => n.toLocaleString('pt-BR', { maximumFractionDigits: 3 })));
  });
});
